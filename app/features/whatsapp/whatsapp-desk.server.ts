import type { Kysely } from "kysely";
import sharp from "sharp";
import type { AppDatabase, Database } from "~/lib/db/database.server";
import type { LeadRef } from "~/lib/lead-core/lead-state.server";
import { recordLeadEvent, websiteActor } from "~/lib/lead-core/lead-state.server";
import type { LeadStore } from "~/lib/leads/lead-store.server";
import type { OutboxChannel } from "~/lib/mail/outbox.server";
import { phoneKey } from "~/lib/person-keys";
import { recordConsents } from "~/lib/privacy/consent-store.server";
import { queuePersonMail } from "~/lib/privacy/person-mail.server";
import { CloudApiError, type CloudApi } from "~/lib/whatsapp/cloud-api.server";
import {
  claimDueWhatsApp,
  dropQueuedTo,
  leadContact,
  markWhatsAppRetry,
  markWhatsAppSent,
  movesForward,
  nextWhatsAppDueAt,
  type OutgoingWhatsApp,
  queueWhatsApp,
  templateLocaleFor,
  toOutgoing,
  whatsappConsentGiven,
} from "~/lib/whatsapp/whatsapp-outbox.server";
import { waNumber } from "~/lib/whatsapp/wa-number";
import { stopWords } from "~/content/whatsapp-templates";
import { whatsappCopy as en } from "~/content/copy/en/whatsapp";
import { whatsappCopy as or } from "~/content/copy/or/whatsapp";
import { failureInWords } from "./failure-words";
import type { WebhookEvent } from "./webhook-payload";

// The WhatsApp desk (issue 34): the outbox's channel (send, record, fail over to e-mail), what
// Meta's webhook tells (statuses, customers' replies and photos, "STOP"), and staff's answers
// from the lead's page. Everything it changes on a lead goes on the lead's timeline.

type Db = Kysely<Database>;

/** WhatsApp's customer-service window: free-form messages only this long after theirs. */
export const serviceWindowMs = 24 * 60 * 60 * 1000;

const fallbackWords = { en: en.fallbackEmail, or: or.fallbackEmail };

/** How staff name a message on the timeline. */
const templateLabels: Record<string, string> = {
  enquiry_received: "thanks for the quote request, with the survey link",
  message_received: "thanks for the message",
  survey_booked: "survey booked",
  survey_moved: "survey moved",
  survey_cancelled: "survey cancelled",
  survey_reminder: "survey reminder for tomorrow",
  proposal_sent: "proposal sent",
  project_step_done: "project step done",
  data_copy_ready: "copy of their data ready",
  enquiry_update: "staff's update",
};

const languageNames: Record<string, string> = { en: "English", or: "Odia" };

function labelOf(row: Pick<OutgoingWhatsApp, "kind" | "template" | "language" | "body">) {
  if (row.kind !== "template") return `staff's answer "${row.body.slice(0, 80)}"`;
  const label = templateLabels[row.template ?? ""] ?? row.template;
  return `${label} (${languageNames[row.language ?? ""] ?? row.language})`;
}

export interface WhatsAppDeskOptions {
  api: CloudApi;
  /** Where a message from a number we do not know becomes an enquiry. */
  leads: Pick<LeadStore, "saveContact">;
  siteUrl: string;
  now?: () => Date;
  /** Wakes the mail outbox after a fallback e-mail was queued. */
  onMailQueued?: () => void;
  /** Wakes the WhatsApp outbox after a staff answer was queued. */
  onWhatsAppQueued?: () => void;
  log?: { error(context: string, error: unknown): void };
}

export type WhatsAppDesk = ReturnType<typeof whatsappDesk>;

/** The digits of a phone column, on either engine. */
const lastDigits = (key: string) => `%${key.slice(-4)}`;

/** The newest enquiry (quote or message) with this whole number. */
async function leadOfNumber(db: Db, phone: string): Promise<(LeadRef & { email: string }) | null> {
  const key = phoneKey(phone);
  const found: (LeadRef & { email: string; createdAt: string })[] = [];
  for (const [kind, table] of [
    ["quote", "quote_requests"],
    ["contact", "contact_messages"],
  ] as const) {
    const rows = await db
      .selectFrom(table)
      .select(["id", "phone", "email", "created_at"])
      .where("phone", "like", lastDigits(key))
      .orderBy("id", "desc")
      .execute();
    const row = rows.find((candidate) => phoneKey(candidate.phone) === key);
    if (row) found.push({ kind, id: row.id, email: row.email, createdAt: row.created_at });
  }
  found.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return found[0] ?? null;
}

/** Every address that enquired with this whole number (for a "STOP"). */
async function emailsOfNumber(db: Db, phone: string): Promise<string[]> {
  const key = phoneKey(phone);
  const emails = new Set<string>();
  for (const table of ["quote_requests", "contact_messages", "privacy_requests"] as const) {
    const rows = await db
      .selectFrom(table)
      .select(["phone", "email"])
      .where("phone", "like", lastDigits(key))
      .execute();
    for (const row of rows) if (phoneKey(row.phone) === key && row.email) emails.add(row.email);
  }
  const consents = await db
    .selectFrom("consent_records")
    .select("email")
    .where("phone_key", "=", key)
    .where("purpose", "=", "whatsapp")
    .execute();
  for (const row of consents) if (row.email) emails.add(row.email);
  return [...emails];
}

/** "Stop", "STOP!", "ବନ୍ଦ": a reply of a stop word alone. */
function isStop(text: string): boolean {
  let word = text.trim().toLowerCase();
  while (word.endsWith(".") || word.endsWith("!")) word = word.slice(0, -1);
  return stopWords.some((stop) => stop.toLowerCase() === word);
}

const odiaScript = /[\u0B00-\u0B7F]/;

export function whatsappDesk({ db }: AppDatabase, options: WhatsAppDeskOptions) {
  const now = options.now ?? (() => new Date());
  const { api } = options;

  /** A message that will not go: recorded, the e-mail it falls back to, the timeline. */
  async function fail(id: number, code: number, reason: string) {
    let mailQueued = false;
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("whatsapp_messages")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row || row.status === "failed") return;
      const at = now();
      const message = toOutgoing(row);
      let fallback: "email" | "none" = row.fallback === "email" ? "email" : "none";
      if (fallback === "none") {
        // Staff's own words went nowhere else: they go by e-mail now, if there is an address.
        const lead = await leadContact(trx, row.lead_kind, row.lead_id);
        if (lead?.email) {
          const locale = lead.language;
          const words = fallbackWords[locale];
          mailQueued = await queuePersonMail(trx, {
            to: lead.email,
            locale,
            mail: { subject: words.subject, text: `${words.intro}\n\n${row.body}\n` },
            leadKind: row.lead_kind,
            leadId: row.lead_id,
            siteUrl: options.siteUrl,
            now: at,
          });
          if (mailQueued) fallback = "email";
        }
      }
      await trx
        .updateTable("whatsapp_messages")
        .set({
          status: "failed",
          status_at: at.toISOString(),
          error_code: code,
          last_error: reason,
          next_attempt_at: null,
          fallback,
        })
        .where("id", "=", id)
        .execute();
      await recordLeadEvent(
        trx,
        { kind: row.lead_kind, id: row.lead_id },
        websiteActor,
        { type: "whatsapp", action: "failed", message: labelOf(message), reason, fallback },
        at.toISOString(),
      );
    });
    if (mailQueued) options.onMailQueued?.();
  }

  /** The outbox's channel, for the worker (lib/mail/outbox.server.ts). */
  const channel: OutboxChannel<OutgoingWhatsApp> = {
    noun: "WhatsApp message",
    claimDue: (lease) => claimDueWhatsApp(db, { ...lease, now: now() }),
    send(message) {
      if (message.kind === "text") return api.sendText(message.phone, message.body);
      return api.sendTemplate({
        to: message.phone,
        name: message.template!,
        language: message.language!,
        body: message.params.body,
        button: message.params.button?.replace(/^\//, ""),
      });
    },
    async recordSent(message, wamid) {
      await db.transaction().execute(async (trx) => {
        const at = now();
        await markWhatsAppSent(trx, message.id, String(wamid), at);
        await recordLeadEvent(
          trx,
          { kind: message.leadKind, id: message.leadId },
          websiteActor,
          { type: "whatsapp", action: "sent", message: labelOf(message) },
          at.toISOString(),
        );
      });
    },
    async recordFailure(message, { retryAt, error }) {
      const text = error instanceof Error ? error.message : String(error);
      if (retryAt) return markWhatsAppRetry(db, message.id, retryAt, text);
      const code = error instanceof CloudApiError ? error.code : 0;
      await fail(message.id, code, failureInWords(code, text, message.attempts + 1));
    },
    nextDueAt: () => nextWhatsAppDueAt(db),
    isFinal: (error) => error instanceof CloudApiError && !error.retry,
  };

  /**
   * A status: true when it names no message we know while one is still on its way, which is
   * Meta telling of a send before our own record of it is written (its webhook and its answer
   * to the send race); the webhook then asks Meta to deliver the call again.
   */
  async function onStatus(event: Extract<WebhookEvent, { kind: "status" }>): Promise<boolean> {
    const row = await db
      .selectFrom("whatsapp_messages")
      .selectAll()
      .where("wamid", "=", event.wamid)
      .where("direction", "=", "out")
      .executeTakeFirst();
    if (!row) {
      const sending = await db
        .selectFrom("whatsapp_messages")
        .select("id")
        .where("direction", "=", "out")
        .where("status", "=", "queued")
        .executeTakeFirst();
      return Boolean(sending);
    }
    if (event.status === "failed") {
      const code = event.error?.code ?? 0;
      const text = event.error?.text ?? "failed";
      await fail(row.id, code, failureInWords(code, text, 1));
      return false;
    }
    const next = event.status;
    if (!movesForward(row.status, next)) return false;
    await db.transaction().execute(async (trx) => {
      const at = now().toISOString();
      await trx
        .updateTable("whatsapp_messages")
        .set({ status: next, status_at: at })
        .where("id", "=", row.id)
        .execute();
      // "sent" was said when Meta took it; delivered and read are news.
      if (next === "sent") return;
      await recordLeadEvent(
        trx,
        { kind: row.lead_kind, id: row.lead_id },
        websiteActor,
        { type: "whatsapp", action: next, message: labelOf(toOutgoing(row)) },
        at,
      );
    });
    return false;
  }

  async function onMessage(event: Extract<WebhookEvent, { kind: "message" }>) {
    const seen = await db
      .selectFrom("whatsapp_messages")
      .select("id")
      .where("wamid", "=", event.wamid)
      .where("direction", "=", "in")
      .executeTakeFirst();
    if (seen) return; // Meta delivers a call again when our answer was slow.
    const phone = waNumber(event.from) ?? event.from;
    let lead = await leadOfNumber(db, phone);
    if (!lead) {
      // A number we do not know: their first message is an enquiry like any other.
      const { id } = await options.leads.saveContact({
        name: event.name || `WhatsApp +${phone}`,
        email: "",
        phone: `+${phone}`,
        message: event.text || "(a photo on WhatsApp)",
        language: odiaScript.test(event.text) ? "or" : "en",
      });
      lead = { kind: "contact", id, email: "" };
    }
    const at = now();
    const stamp = at.toISOString();
    const text = event.type === "other" ? "(a kind of message the site cannot show)" : event.text;
    const stop = event.type === "text" && isStop(event.text);
    const inserted = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("whatsapp_messages")
        .values({
          created_at: stamp,
          lead_kind: lead.kind,
          lead_id: lead.id,
          direction: "in",
          phone,
          kind: event.type === "image" ? "image" : "text",
          body: text,
          actor_name: event.name || "The customer",
          wamid: event.wamid,
          status: "received",
          status_at: stamp,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordLeadEvent(
        trx,
        lead,
        { id: null, name: event.name || "The customer" },
        {
          type: "whatsapp",
          action: "received",
          text,
          ...(event.type === "image" ? { photo: true } : {}),
        },
        stamp,
      );
      if (stop) {
        for (const email of await emailsOfNumber(trx, phone)) {
          await recordConsents(trx, {
            email,
            phone,
            purposes: ["whatsapp"],
            action: "withdrawn",
            noticeVersion: "",
            language: odiaScript.test(event.text) ? "or" : "en",
            source: "whatsapp:STOP",
            at: stamp,
          });
        }
        await dropQueuedTo(trx, phone, "The customer replied STOP", at);
        await recordLeadEvent(
          trx,
          lead,
          websiteActor,
          { type: "whatsapp", action: "stopped" },
          stamp,
        );
      }
      return row.id;
    });
    if (event.mediaId) await keepPhoto(inserted, event.mediaId);
  }

  /** A customer's photo, fetched from Meta, re-encoded (no EXIF or location) and kept. */
  async function keepPhoto(messageId: number, mediaId: string) {
    try {
      const { bytes } = await api.downloadMedia(mediaId);
      const webp = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: 1600, height: 1600, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await db
        .insertInto("whatsapp_media")
        .values({ message_id: messageId, content_type: "image/webp", bytes: webp })
        .execute();
    } catch (error) {
      options.log?.error(`whatsapp: photo of message ${messageId} not kept`, error);
    }
  }

  /** When the customer last wrote from this number, if they did. */
  async function lastWordFrom(phone: string): Promise<Date | null> {
    const row = await db
      .selectFrom("whatsapp_messages")
      .select("created_at")
      .where("direction", "=", "in")
      .where("phone", "=", phone)
      .orderBy("id", "desc")
      .executeTakeFirst();
    return row ? new Date(row.created_at) : null;
  }

  /** Whether the number replied STOP (or withdrew WhatsApp) since it last gave consent. */
  async function stopped(email: string, phone: string): Promise<boolean> {
    const latest = await db
      .selectFrom("consent_records")
      .select("action")
      .where("purpose", "=", "whatsapp")
      .where((eb) =>
        eb.or([
          eb("phone_key", "=", phoneKey(phone)),
          ...(email
            ? [eb.and([eb("email", "=", email.trim().toLowerCase()), eb("phone_key", "=", "")])]
            : []),
        ]),
      )
      .orderBy("id", "desc")
      .executeTakeFirst();
    return latest?.action === "withdrawn";
  }

  return {
    channel,

    /**
     * What Meta's webhook told, in order; `again` when a status came before the message it
     * tells of was recorded as sent, so the call must be delivered again (all of it is safe to
     * take twice).
     */
    async receive(events: WebhookEvent[]): Promise<{ again: boolean }> {
      let again = false;
      for (const event of events) {
        if (event.kind === "status") again = (await onStatus(event)) || again;
        else await onMessage(event);
      }
      return { again };
    },

    /** Where the lead's conversation stands: may staff write, and how. */
    async standing(lead: LeadRef) {
      const contact = await leadContact(db, lead.kind, lead.id);
      const phone = contact && waNumber(contact.phone);
      if (!contact || !phone) return { phone: null, mode: "none" as const, windowEndsAt: null };
      const last = await lastWordFrom(phone);
      const windowEndsAt =
        last && now().getTime() - last.getTime() < serviceWindowMs
          ? new Date(last.getTime() + serviceWindowMs).toISOString()
          : null;
      if (await stopped(contact.email, phone)) {
        return { phone, language: contact.language, mode: "stopped" as const, windowEndsAt };
      }
      if (windowEndsAt)
        return { phone, language: contact.language, mode: "text" as const, windowEndsAt };
      const consent = await whatsappConsentGiven(db, contact.email, contact.phone);
      return {
        phone,
        language: contact.language,
        mode: consent ? ("template" as const) : ("none" as const),
        windowEndsAt,
      };
    },

    /**
     * Staff's answer: a free-form message within 24 hours of the customer's last, else the
     * "update" template (to a customer who agreed to WhatsApp); refused after a STOP.
     */
    async reply(lead: LeadRef, actor: { id: string; name: string }, text: string) {
      const standing = await this.standing(lead);
      if (!standing.phone) return { outcome: "noNumber" as const };
      if (standing.mode === "stopped") return { outcome: "stopped" as const };
      if (standing.mode === "none") return { outcome: "noConsent" as const };
      const at = now();
      const template = standing.mode === "template";
      await db.transaction().execute(async (trx) => {
        const base = {
          leadKind: lead.kind,
          leadId: lead.id,
          phone: standing.phone,
          actorName: actor.name,
          at,
        };
        if (template) {
          const name = await leadName(trx, lead);
          await queueWhatsApp(trx, {
            ...base,
            kind: "template",
            template: "enquiry_update",
            locale: templateLocaleFor(standing.language),
            params: [name, text],
          });
        } else {
          await queueWhatsApp(trx, { ...base, kind: "text", text });
        }
        await recordLeadEvent(
          trx,
          lead,
          actor,
          { type: "whatsapp", action: "replied", text, template },
          at.toISOString(),
        );
      });
      options.onWhatsAppQueued?.();
      return { outcome: "queued" as const, template };
    },

    /** The lead's conversation, oldest first, with which rows have a photo. */
    async conversation(lead: LeadRef) {
      const rows = await db
        .selectFrom("whatsapp_messages")
        .leftJoin("whatsapp_media", "whatsapp_media.message_id", "whatsapp_messages.id")
        .select([
          "whatsapp_messages.id as id",
          "created_at",
          "direction",
          "kind",
          "body",
          "actor_name",
          "status",
          "status_at",
          "last_error",
          "fallback",
          "language",
          "whatsapp_media.message_id as photo",
        ])
        .where("lead_kind", "=", lead.kind)
        .where("lead_id", "=", lead.id)
        .orderBy("whatsapp_messages.id")
        .execute();
      return rows.map(({ photo, ...row }) => ({ ...row, photo: photo !== null }));
    },

    /** Staff have seen the lead's replies (its page was opened). */
    async markSeen(lead: LeadRef) {
      await db
        .updateTable("whatsapp_messages")
        .set({ seen_at: now().toISOString() })
        .where("lead_kind", "=", lead.kind)
        .where("lead_id", "=", lead.id)
        .where("direction", "=", "in")
        .where("seen_at", "is", null)
        .execute();
    },

    /** A customer's photo, for staff: only the message's own. */
    photo(messageId: number) {
      return db
        .selectFrom("whatsapp_media")
        .select(["content_type", "bytes"])
        .where("message_id", "=", messageId)
        .executeTakeFirst();
    },
  };
}

async function leadName(db: Db, lead: LeadRef): Promise<string> {
  if (lead.kind !== "quote" && lead.kind !== "contact") return "";
  const row = await db
    .selectFrom(lead.kind === "quote" ? "quote_requests" : "contact_messages")
    .select("name")
    .where("id", "=", lead.id)
    .executeTakeFirst();
  return row?.name ?? "";
}
