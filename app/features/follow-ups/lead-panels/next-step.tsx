import { definePanel } from "~/features/lead-page";
import { NextStepPanel, type ShownNextStep } from "../next-step-panel";

export interface NextStepData {
  step: (ShownNextStep & { dueSoon: boolean }) | null;
  assignable: { id: string; name: string }[];
}

/** The lead's next step: what, when (India time) and who. */
export default definePanel<NextStepData>(function NextStep({ data, page }) {
  return (
    <NextStepPanel
      step={data.step}
      dueSoon={data.step?.dueSoon ?? false}
      leadAssigneeId={page.assigneeId}
      assignable={data.assignable}
      busy={page.busy}
      drafts={page.drafts}
      problem={page.problem === "stepWhat" || page.problem === "stepDue" ? page.problem : undefined}
    />
  );
});
