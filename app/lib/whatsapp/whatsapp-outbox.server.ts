import { type Kysely, type Selectable, sql } from "kysely";
import type { Database } from "~/lib/db/database.server";
import type { Locale } from "~/lib/i18n/locale";
import { normaliseEmail, phoneKey } from "~/lib/person-keys";
import { redactTokens } from "~/lib/private-links/private-link-paths";
import {
  renderTemplate,
  templateParam,
  whatsappLanguage,
  whatsappTemplates,
  type WhatsAppTemplateName,
} from "~/content/whatsapp-templates";
import { waNumber } from "./wa-number";
import type { WhatsAppStatus } from "./whatsapp-tables";

// The WhatsApp outbox (issue 34), the twin of the mail outbox: a message is queued in the
// transaction of the moment it tells of, claimed with a lease by one server's worker and sent
// once; what Meta says of it later is kept on its row. Only to a customer who opted in to
// WhatsApp with the number of the lead (a consent given with another number, or withdrawn
// since, sends nothing), and only where the channel is set up.

type Db = Kysely<Database>;
type Row = Selectable<Database["whatsapp_messages"]>;

export interface WhatsAppChannelSettings {
  /**
   * The languages whose templates Meta approved on the account (WHATSAPP_TEMPLATE_LANGUAGES).
   * A customer whose language is not among them gets the English template: Meta lists no Odia
   * template language (docs/research/whatsapp-cloud-api-2026-11.md), so by default only "en".
   */
  templateLocales: readonly Locale[];
}

/** What every queueing caller needs to know of the channel: whether it is on, and how. */
let channel: WhatsAppChannelSettings | null = null;

/** Turns the channel on (server start-up, with WHATSAPP_TOKEN) or off (null). */
export function setWhatsAppChannel(settings: WhatsAppChannelSettings | null) {
  channel = settings;
}

/** The language a customer's template goes in: theirs if approved, else English. */
export const templateLocaleFor = (locale: Locale): Locale =>
  channel?.templateLocales.includes(locale) ? locale : "en";

/** One message to a customer, as the worker sends it. */
export interface OutgoingWhatsApp {
  id: number;
  leadKind: string;
  leadId: number;
  phone: string;
  kind: "template" | "text";
  template: WhatsAppTemplateName | null;
  language: string | null;
  params: { body: string[]; button?: string };
  body: string;
  actorName: string;
  attempts: number;
  /** "email" when the moment's e-mail went with it. */
  fallback: string | null;
}

export const toOutgoing = (row: Row): OutgoingWhatsApp => ({
  id: row.id,
  leadKind: row.lead_kind,
  leadId: row.lead_id,
  phone: row.phone,
  kind: row.kind === "template" ? "template" : "text",
  template: row.template as WhatsAppTemplateName | null,
  language: row.language,
  params: row.params ? JSON.parse(row.params) : { body: [] },
  body: row.body,
  actorName: row.actor_name,
  attempts: row.attempts,
  fallback: row.fallback,
});

/**
 * Whether the address agreed to WhatsApp messages with this number and has not withdrawn:
 * its latest WhatsApp consent (given with this number, or withdrawn with it or with none) is a
 * "given" with this number.
 */
export async function whatsappConsentGiven(db: Db, email: string, phone: string): Promise<boolean> {
  const key = phoneKey(phone);
  if (!email || !key) return false;
  const latest = await db
    .selectFrom("consent_records")
    .select(["action", "phone_key"])
    .where("purpose", "=", "whatsapp")
    .where("email", "=", normaliseEmail(email))
    .where("phone_key", "in", [key, ""])
    .orderBy("id", "desc")
    .executeTakeFirst();
  return latest?.action === "given" && latest.phone_key === key;
}

/** Queues a message; `at` is the moment's instant. */
export async function queueWhatsApp(
  db: Db,
  message: {
    leadKind: string;
    leadId: number;
    phone: string;
    actorName: string;
    at: Date;
    fallback?: string | null;
  } & (
    | {
        kind: "template";
        template: WhatsAppTemplateName;
        locale: Locale;
        params: string[];
        link?: string;
      }
    | { kind: "text"; text: string }
  ),
): Promise<number> {
  const stamp = message.at.toISOString();
  const common = {
    created_at: stamp,
    lead_kind: message.leadKind,
    lead_id: message.leadId,
    direction: "out" as const,
    phone: message.phone,
    actor_name: message.actorName,
    status: "queued" as const,
    status_at: stamp,
    next_attempt_at: stamp,
    fallback: message.fallback ?? null,
  };
  const values =
    message.kind === "template"
      ? (() => {
          const body = message.params.map(templateParam);
          const button = message.link ? new URL(message.link).pathname : undefined;
          return {
            ...common,
            kind: "template" as const,
            template: message.template,
            language: whatsappLanguage[message.locale],
            params: JSON.stringify(button ? { body, button } : { body }),
            body: renderTemplate(message.template, message.locale, body),
          };
        })()
      : { ...common, kind: "text" as const, body: message.text };
  const row = await db
    .insertInto("whatsapp_messages")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const leadTables = {
  contact: "contact_messages",
  quote: "quote_requests",
  privacy: "privacy_requests",
} as const;

/** The lead's e-mail address, phone number and language, if it is a kind with them. */
export async function leadContact(
  db: Db,
  leadKind: string,
  leadId: number,
): Promise<{ email: string; phone: string; language: Locale } | undefined> {
  if (!(leadKind in leadTables)) return undefined;
  return db
    .selectFrom(leadTables[leadKind as keyof typeof leadTables])
    .select(["email", "phone", "language"])
    .where("id", "=", leadId)
    .executeTakeFirst();
}

/**
 * A moment's WhatsApp message (the twin of its e-mail), queued in `db` when the channel is on,
 * the lead has a WhatsApp number and its owner agreed to WhatsApp with it. Whether it was.
 */
export async function queueMomentWhatsApp(
  db: Db,
  moment: {
    leadKind: string;
    leadId: number;
    locale: Locale;
    template: WhatsAppTemplateName;
    params: string[];
    /** The private link its button opens (templates with a button). */
    link?: string;
    at: Date;
    /** Whether the moment's e-mail was queued with it. */
    emailed: boolean;
  },
): Promise<boolean> {
  if (!channel) return false;
  const lead = await leadContact(db, moment.leadKind, moment.leadId);
  const phone = lead && waNumber(lead.phone);
  if (!lead || !phone || !(await whatsappConsentGiven(db, lead.email, lead.phone))) return false;
  const spec = whatsappTemplates[moment.template];
  if (
    spec.params.length !== moment.params.length ||
    Boolean("button" in spec) !== Boolean(moment.link)
  ) {
    throw new Error(`WhatsApp template ${moment.template}: parameters do not match`);
  }
  await queueWhatsApp(db, {
    kind: "template",
    leadKind: moment.leadKind,
    leadId: moment.leadId,
    phone,
    actorName: "The website",
    at: moment.at,
    template: moment.template,
    locale: templateLocaleFor(moment.locale),
    params: moment.params,
    link: moment.link,
    fallback: moment.emailed ? "email" : null,
  });
  return true;
}

/** Takes due messages for `leaseMs`, so two servers never send the same one at once. */
export async function claimDueWhatsApp(
  db: Db,
  { limit, leaseMs, now }: { limit: number; leaseMs: number; now: Date },
): Promise<OutgoingWhatsApp[]> {
  const due = await db
    .selectFrom("whatsapp_messages")
    .selectAll()
    .where("direction", "=", "out")
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("id")
    .limit(limit)
    .execute();
  const leaseEnd = new Date(now.getTime() + leaseMs).toISOString();
  const claimed: OutgoingWhatsApp[] = [];
  for (const row of due) {
    // Only one claimant can move next_attempt_at from the value it read.
    const result = await db
      .updateTable("whatsapp_messages")
      .set({ next_attempt_at: leaseEnd })
      .where("id", "=", row.id)
      .where("status", "=", "queued")
      .where("next_attempt_at", "=", row.next_attempt_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(toOutgoing(row));
  }
  return claimed;
}

/** When the next queued message is due, if any. */
export async function nextWhatsAppDueAt(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom("whatsapp_messages")
    .select((eb) => eb.fn.min("next_attempt_at").as("due"))
    .where("direction", "=", "out")
    .where("status", "=", "queued")
    .executeTakeFirst();
  return row?.due ? new Date(row.due) : null;
}

/** Meta took it: its id, and the private link's token no longer kept (issue 30). */
export async function markWhatsAppSent(db: Db, id: number, wamid: string, at: Date) {
  const row = await db
    .selectFrom("whatsapp_messages")
    .select("params")
    .where("id", "=", id)
    .executeTakeFirst();
  await db
    .updateTable("whatsapp_messages")
    .set({
      status: "sent",
      status_at: at.toISOString(),
      wamid,
      attempts: sql`attempts + 1`,
      last_error: null,
      next_attempt_at: null,
      params: row?.params ? redactTokens(row.params) : null,
    })
    .where("id", "=", id)
    .execute();
}

/** A failed attempt to be tried again at `retryAt`. */
export async function markWhatsAppRetry(db: Db, id: number, retryAt: Date, error: string) {
  await db
    .updateTable("whatsapp_messages")
    .set({
      attempts: sql`attempts + 1`,
      last_error: error.slice(0, 1000),
      next_attempt_at: retryAt.toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

/** How far along a message is; a status never moves back (Meta's may arrive out of order). */
const progress: Record<WhatsAppStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
  received: 0,
};

/** Whether a message at `from` may move to `to`. */
export const movesForward = (from: WhatsAppStatus, to: WhatsAppStatus) =>
  from !== "failed" && progress[to] > progress[from];

/** Every queued message to a number is dropped (its consent withdrawn): how many. */
export async function dropQueuedTo(db: Db, phone: string, reason: string, at: Date) {
  const result = await db
    .updateTable("whatsapp_messages")
    .set({
      status: "failed",
      status_at: at.toISOString(),
      last_error: reason,
      next_attempt_at: null,
    })
    .where("direction", "=", "out")
    .where("status", "=", "queued")
    .where("phone", "=", phone)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The customers' WhatsApp replies staff have not seen yet, one line per lead (its newest), for
 * the inbox's badge and list (issue 34).
 */
export async function unseenReplies(db: Db) {
  const rows = await db
    .selectFrom("whatsapp_messages")
    .select(["lead_kind", "lead_id", "body", "actor_name", "created_at"])
    .where("direction", "=", "in")
    .where("seen_at", "is", null)
    .orderBy("id", "desc")
    .limit(200)
    .execute();
  const byLead = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.lead_kind}-${row.lead_id}`;
    if (!byLead.has(key)) byLead.set(key, row);
  }
  return [...byLead.values()].map((row) => ({
    kind: row.lead_kind,
    id: row.lead_id,
    from: row.actor_name,
    text: row.body,
    at: row.created_at,
  }));
}
