import { definePanel } from "~/features/lead-page";
import type { Slot } from "../survey-slots";
import { type StaffSurvey, SurveyPanel } from "../survey-panel";

export interface SurveyData {
  survey: StaffSurvey | null;
  slots: Slot[];
}

/** A quote request's site survey: book, confirm, move, cancel or revoke its link. */
export default definePanel<SurveyData>(function Survey({ data, page, children }) {
  return (
    <SurveyPanel
      survey={data.survey}
      slots={data.slots}
      busy={page.busy}
      drafts={page.drafts}
      problem={
        page.problem === "surveyTaken" || page.problem === "surveySlot" ? page.problem : undefined
      }
    >
      {children}
    </SurveyPanel>
  );
});
