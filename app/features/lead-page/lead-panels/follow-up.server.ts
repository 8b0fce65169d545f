import * as z from "zod/mini";
import { inboxModules, notFound } from "~/lib/inbox/inbox-context.server";
import { salesStatuses } from "~/lib/lead-core/lead-status";
import { staffText } from "~/lib/plain-text";
import { done, leadIntent, panelServer, refused } from "../lead-panel.server";
import { assignableStaff } from "../shared-loads.server";
import type { FollowUpData } from "./follow-up";

export default panelServer<FollowUpData>({
  async load(panel) {
    if (panel.kind === "privacy") return null;
    return { assignable: await assignableStaff(panel) };
  },
  intents: {
    status: leadIntent({
      schema: z.object({
        status: z.enum(salesStatuses as [string, ...string[]]),
        reason: staffText(500),
      }),
      saves: ["status", "reason"],
      async run({ context, kind, id, staff }, { status, reason }) {
        if (status === "lost" && !reason) return refused("reasonMissing");
        const moved = await inboxModules(context).leads.setStatus(
          kind,
          id,
          { status: status as (typeof salesStatuses)[number], reason },
          staff,
        );
        if (!moved) throw notFound();
        return done();
      },
    }),
    assign: leadIntent({
      schema: z.object({ assignee: z.string().check(z.maxLength(100)) }),
      saves: ["assignee"],
      async run({ context, kind, id, staff }, { assignee }) {
        if (!(await inboxModules(context).leads.assign(kind, id, assignee || null, staff))) {
          throw notFound();
        }
        return done();
      },
    }),
  },
});
