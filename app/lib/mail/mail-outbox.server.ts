import { type Kysely, type Selectable, sql } from "kysely";
import type { AppDatabase, Database } from "~/lib/db/database.server";
import type { LeadKind } from "~/lib/leads/lead-record";
import type { MailAttachment } from "./mailer.server";
import { redactTokens } from "~/lib/private-links/private-link-paths";

// The outbox of every e-mail the site sends (lead notifications, survey e-mails, the morning
// digest): queued in the transaction that makes the change it tells of, claimed and sent by the
// worker (outbox.server.ts) after the visitor has had their answer.

/** A notification e-mail waiting in (or done with) the outbox. */
export interface OutboxMail {
  id: number;
  leadKind: LeadKind;
  leadId: number;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  /** Files sent with it (a survey e-mail's calendar file). */
  attachments: MailAttachment[];
  /** Sending attempts made so far. */
  attempts: number;
  nextAttemptAt: string;
  sentAt: string | null;
  /** Set when the worker gave up. */
  failedAt: string | null;
  lastError: string | null;
}

export interface MailOutbox {
  /** Takes due outbox e-mails for `leaseMs`, so two servers never send the same one at once. */
  claimDueMail(options: { limit: number; leaseMs: number }): Promise<OutboxMail[]>;
  recordMailSent(id: number): Promise<void>;
  /** Counts a failed attempt; `retryAt: null` gives up on the e-mail. */
  recordMailFailure(id: number, failure: { retryAt: Date | null; error: string }): Promise<void>;
  /** When the next queued e-mail is due, if any. */
  nextMailDueAt(): Promise<Date | null>;
  listMail(): Promise<OutboxMail[]>;
}

/** Queues one e-mail, due now; `db` is the transaction that stores its lead. */
export async function queueMail(
  db: Kysely<Database>,
  mail: {
    createdAt: string;
    leadKind: string;
    leadId: number;
    to: string[];
    replyTo: string | null;
    subject: string;
    text: string;
    attachments?: MailAttachment[];
  },
) {
  await db
    .insertInto("mail_outbox")
    .values({
      created_at: mail.createdAt,
      lead_kind: mail.leadKind,
      lead_id: mail.leadId,
      recipients: mail.to.join(","),
      reply_to: mail.replyTo,
      subject: mail.subject,
      body: mail.text,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      next_attempt_at: mail.createdAt,
    })
    .execute();
}

type OutboxRow = Selectable<Database["mail_outbox"]>;

const toMail = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  leadKind: row.lead_kind as LeadKind,
  leadId: row.lead_id,
  to: row.recipients.split(",").filter(Boolean),
  replyTo: row.reply_to,
  subject: row.subject,
  text: row.body,
  attachments: row.attachments ? (JSON.parse(row.attachments) as MailAttachment[]) : [],
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  sentAt: row.sent_at,
  failedAt: row.failed_at,
  lastError: row.last_error,
});

export function createMailOutbox(
  { db }: AppDatabase,
  { now = () => new Date() }: { now?: () => Date } = {},
): MailOutbox {
  return {
    async claimDueMail({ limit, leaseMs }) {
      const at = now();
      const due = await db
        .selectFrom("mail_outbox")
        .selectAll()
        .where("sent_at", "is", null)
        .where("failed_at", "is", null)
        .where("next_attempt_at", "<=", at.toISOString())
        .orderBy("id")
        .limit(limit)
        .execute();
      const leaseEnd = new Date(at.getTime() + leaseMs).toISOString();
      const claimed: OutboxMail[] = [];
      for (const row of due) {
        // Only one claimant can move next_attempt_at from the value it read.
        const result = await db
          .updateTable("mail_outbox")
          .set({ next_attempt_at: leaseEnd })
          .where("id", "=", row.id)
          .where("next_attempt_at", "=", row.next_attempt_at)
          .where("sent_at", "is", null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) claimed.push(toMail(row));
      }
      return claimed;
    },

    async recordMailSent(id) {
      // Sent, its private links' tokens are no longer kept: the customer has them (issue 30).
      const sent = await db
        .selectFrom("mail_outbox")
        .select(["body", "attachments"])
        .where("id", "=", id)
        .executeTakeFirst();
      await db
        .updateTable("mail_outbox")
        .set({
          sent_at: now().toISOString(),
          attempts: sql`attempts + 1`,
          last_error: null,
          ...(sent
            ? {
                body: redactTokens(sent.body),
                attachments: sent.attachments === null ? null : redactTokens(sent.attachments),
              }
            : {}),
        })
        .where("id", "=", id)
        .execute();
    },

    async recordMailFailure(id, { retryAt, error }) {
      await db
        .updateTable("mail_outbox")
        .set({
          attempts: sql`attempts + 1`,
          last_error: error.slice(0, 1000),
          ...(retryAt
            ? { next_attempt_at: retryAt.toISOString() }
            : { failed_at: now().toISOString() }),
        })
        .where("id", "=", id)
        .execute();
    },

    async nextMailDueAt() {
      const row = await db
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.min("next_attempt_at").as("due"))
        .where("sent_at", "is", null)
        .where("failed_at", "is", null)
        .executeTakeFirst();
      return row?.due ? new Date(row.due) : null;
    },

    async listMail() {
      const rows = await db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
      return rows.map(toMail);
    },
  };
}
