import * as z from "zod/mini";
import { inboxCopy } from "~/content/inbox";
import { erasePerson, erasurePeople } from "../erasure.server";
import { notFound } from "~/lib/inbox/inbox-context.server";
import type { ErasurePerson } from "~/lib/privacy/person-records";
import { requireStaff } from "~/lib/staff/staff-session.server";
import { leadIntent, panelServer, theirOtherRecords } from "~/features/lead-page/index.server";

export default panelServer<ErasurePerson[]>({
  async load(panel) {
    if (panel.kind !== "privacy" || panel.detail.status === "erased") return null;
    // What an erasure would remove, which only the owner sees and chooses from (issue 30).
    return panel.staff.role === "owner" ? erasurePeople(await theirOtherRecords(panel)) : [];
  },
  intents: {
    erase: leadIntent({
      schema: z.object({ confirm: z.literal("yes") }),
      async run({ context, request, database, kind, id, staff, now }, _input, form) {
        // Erasing is for owners, and only answers a privacy request.
        await requireStaff(request, context, { role: "owner" });
        if (kind !== "privacy") throw notFound();
        // The records the owner ticked; the erasure ignores any the request does not find.
        const chosen = form.getAll("record").filter((value) => typeof value === "string");
        if ((await erasePerson(database, id, staff, now, chosen)) === undefined) {
          throw notFound();
        }
        return { done: true, message: inboxCopy.lead.erase.done, clearsDrafts: true };
      },
    }),
  },
});
