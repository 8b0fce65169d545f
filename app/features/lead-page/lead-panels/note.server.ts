import * as z from "zod/mini";
import { inboxModules, notFound } from "~/lib/inbox/inbox-context.server";
import { staffText } from "~/lib/plain-text";
import { done, leadIntent, panelServer, refused } from "../lead-panel.server";

export default panelServer<Record<string, never>>({
  // An erased request takes no more notes.
  load: async ({ detail }) => (detail.status === "erased" ? null : {}),
  intents: {
    note: leadIntent({
      schema: z.object({ text: staffText(5000, { multiline: true }) }),
      saves: ["text"],
      async run({ context, kind, id, staff }, { text }) {
        if (!text) return refused("noteEmpty");
        if (!(await inboxModules(context).leads.addNote(kind, id, text, staff))) throw notFound();
        return done();
      },
    }),
  },
});
