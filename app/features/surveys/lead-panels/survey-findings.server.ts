import { panelServer } from "~/features/lead-page/index.server";
import { formatDate } from "~/lib/i18n/format";
import type { SurveyFindingsData } from "./survey-findings";

export default panelServer<SurveyFindingsData>({
  async load({ context, kind, id }) {
    if (kind !== "quote" || !context.surveyFindings) return null;
    const [record, photos] = await Promise.all([
      context.surveyFindings.of(id),
      context.surveyFindings.photos(id),
    ]);
    return {
      href: `/inbox/quote/${id}/survey-findings`,
      recorded: record
        ? {
            engineer: record.engineer,
            date: formatDate(record.surveyedOn, "en"),
            recommendedKw: record.recommendedKw,
            photos: photos.length,
          }
        : null,
    };
  },
});
