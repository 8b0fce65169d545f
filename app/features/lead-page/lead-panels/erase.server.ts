import * as z from "zod/mini";
import { inboxCopy } from "~/content/inbox";
import { erasurePeople } from "~/lib/inbox/erasure.server";
import { inboxModules, notFound } from "~/lib/inbox/inbox-context.server";
import type { ErasurePerson } from "~/lib/privacy/person-records";
import { requireStaff } from "~/lib/staff/staff-session.server";
import { leadIntent, panelServer } from "../lead-panel.server";
import { theirOtherRecords } from "../person-records.server";

export default panelServer<ErasurePerson[]>({
  async load(panel) {
    if (panel.kind !== "privacy" || panel.detail.status === "erased") return null;
    // What an erasure would remove, which only the owner sees and chooses from (issue 30).
    return panel.staff.role === "owner" ? erasurePeople(await theirOtherRecords(panel)) : [];
  },
  intents: {
    erase: leadIntent({
      schema: z.object({ confirm: z.literal("yes") }),
      async run({ context, request, kind, id, staff }, _input, form) {
        // Erasing is for owners, and only answers a privacy request.
        await requireStaff(request, context, { role: "owner" });
        if (kind !== "privacy") throw notFound();
        // The records the owner ticked; the erasure ignores any the request does not find.
        const chosen = form.getAll("record").filter((value) => typeof value === "string");
        if ((await inboxModules(context).erase(id, staff, chosen)) === undefined) {
          throw notFound();
        }
        return { done: true, message: inboxCopy.lead.erase.done, clearsDrafts: true };
      },
    }),
  },
});
