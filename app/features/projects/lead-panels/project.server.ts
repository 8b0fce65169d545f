import { redirect } from "react-router";
import * as z from "zod/mini";
import { projectCopy } from "~/content/copy/en/project";
import { leadIntent, panelServer, refused } from "~/features/lead-page/index.server";
import { inboxModules, notFound } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { customerCategories } from "~/lib/planner-rules/category";
import { inboxHeaders } from "~/lib/staff/staff-session.server";
import { projectStanding } from "../project-steps";
import type { ProjectData } from "./project";

export default panelServer<ProjectData>({
  async load({ context, detail, kind, id, today }) {
    if (kind === "privacy") return null;
    const { projects } = inboxModules(context);
    const ofLead = await projects.ofLead(kind, id);
    const project = ofLead ? await projects.detail(ofLead.id) : undefined;
    const standing = project ? projectStanding(project.steps, today) : undefined;
    const { lead } = detail;
    return {
      project:
        project && standing
          ? {
              id: project.project.id,
              step: standing.current ? projectCopy.steps[standing.current.id].title : null,
              done: standing.done,
              total: standing.total,
            }
          : null,
      category:
        lead.kind === "quote" && customerCategories.find((option) => option === lead.planCategory)
          ? (lead.planCategory as (typeof customerCategories)[number])
          : "home",
    };
  },
  intents: {
    // A won sale's project (issue 22); a proposal accepted opens it too.
    openProject: leadIntent({
      schema: z.object({ projectCategory: z.enum(customerCategories) }),
      saves: ["projectCategory"],
      async run({ context, kind, id, detail, staff }, { projectCategory }) {
        if (kind === "privacy") throw notFound();
        if (detail.status !== "won") return refused("notWon", 409);
        const project = await inboxModules(context).projects.open({
          leadKind: kind,
          leadId: id,
          category: projectCategory,
          openedBy: { id: staff.id, name: staff.name },
        });
        if (!project) throw notFound();
        throw redirect(inboxPaths.project(project.id), { headers: inboxHeaders });
      },
    }),
  },
});
