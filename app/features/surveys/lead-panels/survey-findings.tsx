import { Link } from "react-router";
import { surveyFindingsDeskCopy as copy } from "~/content/survey-findings-desk";
import { definePanel } from "~/features/lead-page";
import { fill } from "~/lib/i18n/fill";

export interface SurveyFindingsData {
  href: string;
  recorded: {
    engineer: string;
    date: string;
    recommendedKw: number | null;
    photos: number;
  } | null;
}

/** What the survey found (issue 35), inside the survey's panel: a line and the record's page. */
export default definePanel<SurveyFindingsData>(function SurveyFindings({ data }) {
  const { recorded } = data;
  return (
    <div className="mt-4 border-t border-navy-100 pt-4" data-testid="survey-findings">
      <h3 className="font-semibold text-navy-900">{copy.title}</h3>
      <p className="mt-1 text-sm text-navy-800">
        {recorded
          ? fill(copy.panelSummary, {
              engineer: recorded.engineer,
              date: recorded.date,
              recommended:
                recorded.recommendedKw === null
                  ? copy.noRecommendation
                  : fill(copy.recommendedKw, { kw: recorded.recommendedKw }),
            })
          : copy.panelEmpty}
      </p>
      <Link
        to={data.href}
        className="mt-2 inline-block text-sm font-semibold text-navy-800 underline"
      >
        {recorded ? copy.panelOpen : copy.panelLink}
      </Link>
    </div>
  );
});
