import { definePanel } from "~/features/lead-page";
import type { CustomerCategory } from "~/lib/planner-rules/category";
import { ProjectPanel } from "../project-panel";

export interface ProjectData {
  project: { id: number; step: string | null; done: number; total: number } | null;
  /** The category the customer chose in the planner, else a home. */
  category: CustomerCategory;
}

/** The sale's project: where it stands, or (a won lead) the button that opens it. */
export default definePanel<ProjectData>(function Project({ data, page }) {
  return (
    <ProjectPanel
      project={data.project}
      status={page.status}
      category={data.category}
      busy={page.busy}
      drafts={page.drafts}
      notWon={page.problem === "notWon"}
    />
  );
});
