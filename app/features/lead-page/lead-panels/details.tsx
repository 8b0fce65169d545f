import { definePanel } from "../lead-panel";
import { LeadDetailsPanel } from "../lead-panels";

/** What the person sent. */
export default definePanel<null>(function Details({ page }) {
  return <LeadDetailsPanel lead={page.lead} />;
});
