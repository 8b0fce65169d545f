import { definePanel } from "../lead-panel";
import { FollowUpPanel } from "../lead-panels";

export interface FollowUpData {
  assignable: { id: string; name: string }[];
}

/** A sale's status (with a reason when lost) and who has it; its next step inside. */
export default definePanel<FollowUpData>(function FollowUp({ data, page, children }) {
  return (
    <FollowUpPanel
      status={page.status}
      lostReason={page.lostReason}
      assigneeId={page.assigneeId}
      assignable={data.assignable}
      busy={page.busy}
      reasonMissing={page.problem === "reasonMissing"}
      drafts={page.drafts}
    >
      {children}
    </FollowUpPanel>
  );
});
