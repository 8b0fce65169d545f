import * as z from "zod/mini";
import { notFound } from "~/lib/inbox/inbox-context.server";
import { staffText } from "~/lib/plain-text";
import { whatsappDeskCopy } from "~/content/whatsapp-desk";
import { done, leadIntent, panelServer, refused } from "~/features/lead-page/index.server";
import type { WhatsAppDesk } from "../whatsapp-desk.server";

// The WhatsApp panel's server part (issue 34): the conversation, where it stands, and staff's
// answer. Opening the page marks the customer's replies seen (the inbox's badge goes).

export interface WhatsAppPanelData {
  mode: Awaited<ReturnType<WhatsAppDesk["standing"]>>["mode"];
  windowEndsAt: string | null;
  messages: Awaited<ReturnType<WhatsAppDesk["conversation"]>>;
}

export default panelServer<WhatsAppPanelData>({
  async load({ context, kind, id, detail }) {
    const desk = context.whatsapp;
    if (!desk || kind === "privacy" || detail.status === "erased") return null;
    const lead = { kind, id };
    const [standing, messages] = await Promise.all([desk.standing(lead), desk.conversation(lead)]);
    await desk.markSeen(lead);
    return { mode: standing.mode, windowEndsAt: standing.windowEndsAt, messages };
  },
  intents: {
    whatsappReply: leadIntent({
      schema: z.object({ whatsappText: staffText(1000, { multiline: true }) }),
      saves: ["whatsappText"],
      async run({ context, kind, id, staff }, { whatsappText }) {
        const desk = context.whatsapp;
        if (!desk) throw notFound();
        if (!whatsappText) return refused("whatsappEmpty");
        const sent = await desk.reply({ kind, id }, staff, whatsappText);
        if (sent.outcome !== "queued") return refused(`whatsapp-${sent.outcome}`, 409);
        return done(whatsappDeskCopy.sent);
      },
    }),
  },
});
