import * as z from "zod/mini";
import { done, leadIntent, panelServer, refused } from "~/features/lead-page/index.server";
import { notFound } from "~/lib/inbox/inbox-context.server";
import { recordLeadEvent } from "~/lib/lead-core/lead-state.server";
import { attachedDetail, serviceProblems } from "../service-rules";
import type { ServiceData } from "./service";

// A message from the contact page by someone without a project link (issue 36): staff make it
// a service request on the right customer's project. The ticket is the project's, told on its
// lead's timeline and e-mailed to its customer; this message's timeline says which it became.
export default panelServer<ServiceData>({
  async load({ context, kind, detail }) {
    if (kind !== "contact" || !context.service || detail.status === "erased") return null;
    const { lead } = detail;
    return { projects: await context.service.projectsFor(lead.email, lead.phone) };
  },
  intents: {
    attachService: leadIntent({
      schema: z.object({
        attachProject: z.coerce.number().check(z.int(), z.positive()),
        attachProblem: z.enum(serviceProblems),
      }),
      async run({ context, kind, id, detail, staff, database, now }, input) {
        if (kind !== "contact" || !context.service) throw notFound();
        const { lead } = detail;
        const projects = await context.service.projectsFor(lead.email, lead.phone);
        if (!projects.some((project) => project.id === input.attachProject)) {
          return refused("attach");
        }
        const actor = { id: staff.id, name: staff.name };
        const made = await context.service.request(
          input.attachProject,
          {
            problem: input.attachProblem,
            errorCode: "",
            since: "",
            details: lead.message,
            preferred: "",
          },
          { language: lead.language === "or" ? "or" : "en", actor },
        );
        if (!made.ok) return refused("attach");
        await recordLeadEvent(
          database.db,
          { kind, id },
          actor,
          {
            type: "service",
            action: "requested",
            reference: made.reference,
            detail: `${attachedDetail} #${input.attachProject}`,
          },
          now.toISOString(),
        );
        return done();
      },
    }),
  },
});
