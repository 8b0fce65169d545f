import { definePanel } from "../lead-panel";
import { TimelinePanel } from "../lead-panels";

/** Who did what and when, newest first. */
export default definePanel<null>(function Timeline({ page }) {
  return <TimelinePanel timeline={page.timeline} />;
});
