import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import {
  type Dialect,
  type Generated,
  Kysely,
  Migrator,
  PostgresDialect,
  type Selectable,
  sql,
  SqliteDialect,
  type Transaction,
} from "kysely";
import pg from "pg";
import { type DatabaseEngine, leadMigrations } from "../../../db/migrations";
import { parseDatabaseUrl } from "./database-url";
import { composeLeadEmail } from "./lead-email";
import { type QuotePlanColumns, quotePlanColumns, quotePlanFromRow } from "./quote-plan-record";
import {
  type ContactLead,
  type Lead,
  type LeadKind,
  leadKinds,
  type NewQuote,
  type NewsletterLead,
  type QuoteLead,
} from "./lead-record";
import type { ContactInput } from "./schemas";

// The one place that knows the database: Kysely over an SQLite file (better-sqlite3) or
// PostgreSQL (pg), the same queries and migrations on both. Route actions reach it through
// the load context (context.leads), never by importing it.

interface Database {
  contact_messages: {
    id: Generated<number>;
    created_at: string;
    name: string;
    email: string;
    phone: string;
    message: string;
  };
  quote_requests: {
    id: Generated<number>;
    created_at: string;
    name: string;
    email: string;
    phone: string;
    address: string;
    location: string;
    product: string;
    roof_size: number;
    monthly_bill: number;
    message: string;
    estimate_kw: number;
    estimate_recommendation: string;
    estimate_price: string;
  } & QuotePlanColumns;
  newsletter_subscribers: {
    id: Generated<number>;
    created_at: string;
    email: string;
  };
  mail_outbox: {
    id: Generated<number>;
    created_at: string;
    lead_kind: string;
    lead_id: number;
    recipients: string;
    reply_to: string | null;
    subject: string;
    body: string;
    attempts: Generated<number>;
    next_attempt_at: string;
    sent_at: string | null;
    failed_at: string | null;
    last_error: string | null;
  };
}

/** A notification e-mail waiting in (or done with) the outbox. */
export interface OutboxMail {
  id: number;
  leadKind: LeadKind;
  leadId: number;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  /** Sending attempts made so far. */
  attempts: number;
  nextAttemptAt: string;
  sentAt: string | null;
  /** Set when the worker gave up. */
  failedAt: string | null;
  lastError: string | null;
}

export interface LeadFilter {
  kind?: LeadKind;
  /** Only leads that arrived at or after this moment. */
  since?: Date;
}

export interface LeadStore {
  readonly engine: DatabaseEngine;
  saveContact(contact: ContactInput): Promise<{ id: number }>;
  saveQuote(quote: NewQuote): Promise<{ id: number }>;
  /** Subscribes an address once; subscribing again changes nothing and is not an error. */
  subscribe(email: string): Promise<{ id: number; created: boolean }>;
  /** Stored leads, oldest first. */
  export(filter?: LeadFilter): Promise<Lead[]>;
  /**
   * Deletes contact messages and quote requests of people whose last contact (their latest
   * message or request, by e-mail address) is older than `cutoff`, and outbox e-mails older
   * than it. Newsletter subscribers asked to hear from us and are kept.
   */
  purgeProspectsOlderThan(cutoff: Date): Promise<{ contact: number; quote: number }>;
  /** Takes due outbox e-mails for `leaseMs`, so two servers never send the same one at once. */
  claimDueMail(options: { limit: number; leaseMs: number }): Promise<OutboxMail[]>;
  recordMailSent(id: number): Promise<void>;
  /** Counts a failed attempt; `retryAt: null` gives up on the e-mail. */
  recordMailFailure(id: number, failure: { retryAt: Date | null; error: string }): Promise<void>;
  /** When the next queued e-mail is due, if any. */
  nextMailDueAt(): Promise<Date | null>;
  listMail(): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

export interface LeadStoreOptions {
  /** `file:…` or `postgres://…` (see database-url.ts). */
  databaseUrl: string;
  /** Who is e-mailed about each new lead; empty or absent: nothing is queued. */
  notifyTo?: string[];
  /** Called after a transaction that queued an e-mail has committed. */
  onMailQueued?: () => void;
  /** The clock, for tests. */
  now?: () => Date;
}

export function createDialect(databaseUrl: string): { engine: DatabaseEngine; dialect: Dialect } {
  const location = parseDatabaseUrl(databaseUrl);
  if (location.engine === "postgres") {
    const pool = new pg.Pool({ connectionString: location.connectionString, max: 10 });
    return { engine: "postgres", dialect: new PostgresDialect({ pool }) };
  }
  mkdirSync(dirname(location.file), { recursive: true });
  const database = new SQLite(location.file);
  // WAL lets the export read while the site writes; FULL syncs every commit to disk, so a
  // lead is durable before the visitor is told it was sent.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  return { engine: "sqlite", dialect: new SqliteDialect({ database }) };
}

/** Opens the store and brings its tables up to the latest migration. */
export async function openLeadStore(options: LeadStoreOptions): Promise<LeadStore> {
  const { engine, dialect } = createDialect(options.databaseUrl);
  const db = new Kysely<Database>({ dialect });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => leadMigrations(engine) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw new Error("Could not migrate the lead store", { cause: error });
  }
  return new KyselyLeadStore(db, engine, options);
}

type ContactRow = Selectable<Database["contact_messages"]>;
type QuoteRow = Selectable<Database["quote_requests"]>;
type SubscriberRow = Selectable<Database["newsletter_subscribers"]>;
type OutboxRow = Selectable<Database["mail_outbox"]>;

const toContact = (row: ContactRow): ContactLead => ({
  kind: "contact",
  id: row.id,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
});

const toQuote = (row: QuoteRow): QuoteLead => ({
  kind: "quote",
  id: row.id,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  location: row.location,
  product: row.product as QuoteLead["product"],
  roofSize: row.roof_size,
  monthlyBill: row.monthly_bill,
  message: row.message,
  estimateKw: row.estimate_kw,
  estimateRecommendation: row.estimate_recommendation,
  estimatePrice: row.estimate_price,
  ...quotePlanFromRow(row),
});

const toSubscriber = (row: SubscriberRow): NewsletterLead => ({
  kind: "newsletter",
  id: row.id,
  createdAt: row.created_at,
  email: row.email,
});

const toMail = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  leadKind: row.lead_kind as LeadKind,
  leadId: row.lead_id,
  to: row.recipients.split(",").filter(Boolean),
  replyTo: row.reply_to,
  subject: row.subject,
  text: row.body,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  sentAt: row.sent_at,
  failedAt: row.failed_at,
  lastError: row.last_error,
});

class KyselyLeadStore implements LeadStore {
  readonly engine: DatabaseEngine;
  readonly #db: Kysely<Database>;
  readonly #notifyTo: string[];
  readonly #onMailQueued: () => void;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, engine: DatabaseEngine, options: LeadStoreOptions) {
    this.#db = db;
    this.engine = engine;
    this.#notifyTo = (options.notifyTo ?? []).filter(Boolean);
    this.#onMailQueued = options.onMailQueued ?? (() => {});
    this.#now = options.now ?? (() => new Date());
  }

  /** Runs `write` in a transaction with the lead's notification, then wakes the outbox. */
  async #saveWithNotification<T extends { lead: Lead | null }>(
    write: (trx: Transaction<Database>, createdAt: string) => Promise<T>,
  ): Promise<T> {
    const createdAt = this.#now().toISOString();
    let queued = false;
    const result = await this.#db.transaction().execute(async (trx) => {
      const written = await write(trx, createdAt);
      if (written.lead && this.#notifyTo.length) {
        const email = composeLeadEmail(written.lead);
        await trx
          .insertInto("mail_outbox")
          .values({
            created_at: createdAt,
            lead_kind: written.lead.kind,
            lead_id: written.lead.id,
            recipients: this.#notifyTo.join(","),
            reply_to: email.replyTo,
            subject: email.subject,
            body: email.text,
            next_attempt_at: createdAt,
          })
          .execute();
        queued = true;
      }
      return written;
    });
    if (queued) this.#onMailQueued();
    return result;
  }

  async saveContact(contact: ContactInput) {
    const { lead } = await this.#saveWithNotification(async (trx, createdAt) => {
      const row = await trx
        .insertInto("contact_messages")
        .values({ created_at: createdAt, ...contact })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { lead: toContact(row) };
    });
    return { id: lead.id };
  }

  async saveQuote({ estimate, plan, ...quote }: NewQuote) {
    const { lead } = await this.#saveWithNotification(async (trx, createdAt) => {
      const row = await trx
        .insertInto("quote_requests")
        .values({
          created_at: createdAt,
          name: quote.name,
          email: quote.email,
          phone: quote.phone,
          address: quote.address,
          location: quote.location,
          product: quote.product,
          roof_size: quote.roofSize,
          monthly_bill: quote.monthlyBill,
          message: quote.message,
          estimate_kw: estimate.sizeKw,
          estimate_recommendation: estimate.recommendation,
          estimate_price: estimate.priceEstimate,
          ...quotePlanColumns(plan),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { lead: toQuote(row) };
    });
    return { id: lead.id };
  }

  async subscribe(email: string) {
    const { lead, existing } = await this.#saveWithNotification(async (trx, createdAt) => {
      const row = await trx
        .insertInto("newsletter_subscribers")
        .values({ created_at: createdAt, email })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) return { lead: toSubscriber(row), existing: undefined };
      const found = await trx
        .selectFrom("newsletter_subscribers")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return { lead: null, existing: toSubscriber(found) };
    });
    const subscriber = lead ?? existing;
    if (!subscriber) throw new Error("subscription neither created nor found");
    return { id: subscriber.id, created: lead !== null };
  }

  async export({ kind, since }: LeadFilter = {}) {
    const from = since?.toISOString() ?? "";
    const wants = (k: LeadKind) => !kind || kind === k;
    const [contacts, quotes, subscribers] = await Promise.all([
      wants("contact")
        ? this.#db
            .selectFrom("contact_messages")
            .selectAll()
            .where("created_at", ">=", from)
            .execute()
        : [],
      wants("quote")
        ? this.#db
            .selectFrom("quote_requests")
            .selectAll()
            .where("created_at", ">=", from)
            .execute()
        : [],
      wants("newsletter")
        ? this.#db
            .selectFrom("newsletter_subscribers")
            .selectAll()
            .where("created_at", ">=", from)
            .execute()
        : [],
    ]);
    const leads: Lead[] = [
      ...contacts.map(toContact),
      ...quotes.map(toQuote),
      ...subscribers.map(toSubscriber),
    ];
    const kindOrder = (lead: Lead) => leadKinds.indexOf(lead.kind);
    return leads.sort((a, b) =>
      a.createdAt !== b.createdAt
        ? a.createdAt < b.createdAt
          ? -1
          : 1
        : kindOrder(a) - kindOrder(b) || a.id - b.id,
    );
  }

  async purgeProspectsOlderThan(cutoff: Date) {
    const before = cutoff.toISOString();
    return this.#db.transaction().execute(async (trx) => {
      // Anyone who wrote or asked again since the cutoff is still within retention.
      const recentlyInTouch = trx
        .selectFrom("contact_messages")
        .select("email")
        .where("created_at", ">=", before)
        .union(trx.selectFrom("quote_requests").select("email").where("created_at", ">=", before));
      const contact = await trx
        .deleteFrom("contact_messages")
        .where("created_at", "<", before)
        .where("email", "not in", recentlyInTouch)
        .executeTakeFirst();
      const quote = await trx
        .deleteFrom("quote_requests")
        .where("created_at", "<", before)
        .where("email", "not in", recentlyInTouch)
        .executeTakeFirst();
      await trx.deleteFrom("mail_outbox").where("created_at", "<", before).execute();
      return { contact: Number(contact.numDeletedRows), quote: Number(quote.numDeletedRows) };
    });
  }

  async claimDueMail({ limit, leaseMs }: { limit: number; leaseMs: number }) {
    const now = this.#now();
    const due = await this.#db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where("next_attempt_at", "<=", now.toISOString())
      .orderBy("id")
      .limit(limit)
      .execute();
    const leaseEnd = new Date(now.getTime() + leaseMs).toISOString();
    const claimed: OutboxMail[] = [];
    for (const row of due) {
      // Only one claimant can move next_attempt_at from the value it read.
      const result = await this.#db
        .updateTable("mail_outbox")
        .set({ next_attempt_at: leaseEnd })
        .where("id", "=", row.id)
        .where("next_attempt_at", "=", row.next_attempt_at)
        .where("sent_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) claimed.push(toMail(row));
    }
    return claimed;
  }

  async recordMailSent(id: number) {
    await this.#db
      .updateTable("mail_outbox")
      .set({ sent_at: this.#now().toISOString(), attempts: sql`attempts + 1`, last_error: null })
      .where("id", "=", id)
      .execute();
  }

  async recordMailFailure(id: number, { retryAt, error }: { retryAt: Date | null; error: string }) {
    const now = this.#now().toISOString();
    await this.#db
      .updateTable("mail_outbox")
      .set({
        attempts: sql`attempts + 1`,
        last_error: error.slice(0, 1000),
        ...(retryAt ? { next_attempt_at: retryAt.toISOString() } : { failed_at: now }),
      })
      .where("id", "=", id)
      .execute();
  }

  async nextMailDueAt() {
    const row = await this.#db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.min("next_attempt_at").as("due"))
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .executeTakeFirst();
    return row?.due ? new Date(row.due) : null;
  }

  async listMail() {
    const rows = await this.#db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
    return rows.map(toMail);
  }

  async close() {
    await this.#db.destroy();
  }
}
