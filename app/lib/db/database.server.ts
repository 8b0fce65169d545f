import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Generated,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from "kysely";
import pg from "pg";
import { type DatabaseEngine, migrations } from "../../../db/migrations";
import type { Locale } from "~/lib/i18n/locale";
import type { QuotePlanColumns } from "~/lib/leads/quote-plan-record";
import type { ProposalTables } from "~/features/proposals/proposal-tables";
import type { PrivacyTables } from "~/lib/privacy/privacy-tables";
import type { PrivateLinkTables } from "~/lib/private-links/private-links.server";
import type { ProjectTables } from "~/features/projects/project-tables";
import type { RateLimitTables } from "~/lib/rate-limit-store.server";
import type { ContentTables } from "~/lib/content/content-tables";
import type { SurveyTables } from "~/features/surveys/survey-tables";
import type { SignInThrottleTables } from "~/lib/staff/sign-in-throttle.server";
import type { WhatsAppTables } from "~/lib/whatsapp/whatsapp-tables";
import type { PrivateFileTables } from "~/lib/content-files/private-files.server";
import type { PaperworkTables } from "~/features/projects/paperwork/paperwork-tables";
import type { ServiceTables } from "~/features/service/service-tables";
import type { ReferralTables } from "~/features/referrals/referral-tables";
import type { LeadSourceTables } from "~/lib/lead-sources/lead-source-tables";
import { parseDatabaseUrl } from "./database-url";

// The one place that opens the database: Kysely over an SQLite file (better-sqlite3) or
// PostgreSQL (pg), brought to the latest migration once. The domain modules (leads, mail
// outbox, retention, staff, inbox) each take the opened database; routes reach them through
// the load context, never by importing a driver.

export type { DatabaseEngine };

/** Every table, as Kysely sees it. Timestamps of our own tables are UTC ISO 8601 text. */
export interface Database
  extends
    RateLimitTables,
    SignInThrottleTables,
    PrivateLinkTables,
    SurveyTables,
    ProposalTables,
    ProjectTables,
    PrivacyTables,
    ContentTables,
    WhatsAppTables,
    PrivateFileTables,
    PaperworkTables,
    ServiceTables,
    ReferralTables,
    LeadSourceTables {
  contact_messages: {
    id: Generated<number>;
    created_at: string;
    /** The language of the page it was sent from (0007-lead-language). */
    language: Generated<Locale>;
    name: string;
    /** The privacy notice its sender saw (0014-privacy; '' before there was one). */
    notice_version: Generated<string>;
    email: string;
    phone: string;
    message: string;
  };
  quote_requests: {
    id: Generated<number>;
    created_at: string;
    /** The language of the page it was sent from (0007-lead-language). */
    language: Generated<Locale>;
    name: string;
    /** The privacy notice its sender saw (0014-privacy; '' before there was one). */
    notice_version: Generated<string>;
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
    /** "spec-dollars" or "planner-rupees" (0011-estimate-basis; older rows: the former). */
    estimate_basis: Generated<string>;
  } & QuotePlanColumns;
  newsletter_subscribers: {
    id: Generated<number>;
    created_at: string;
    /** The language of the page it was sent from (0007-lead-language). */
    language: Generated<Locale>;
    /** The privacy notice its sender saw (0014-privacy; '' before there was one). */
    notice_version: Generated<string>;
    email: string;
    /** When the address confirmed it (double opt-in, 0015); null while unconfirmed. */
    confirmed_at: string | null;
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
    /** JSON: [{ filename, contentType, content }] (0010: a survey e-mail's calendar file). */
    attachments: string | null;
  };
  privacy_requests: {
    id: Generated<number>;
    created_at: string;
    /** The language of the page it was sent from (0007-lead-language). */
    language: Generated<Locale>;
    email: string;
    phone: string;
    message: string;
    /** The privacy notice its sender saw (0014-privacy; '' before there was one). */
    notice_version: Generated<string>;
    /** copy, correction, erasure, nominee or grievance (0014; older rows: erasure). */
    kind: Generated<string>;
    /** What staff answered, when they closed it. */
    answer: Generated<string>;
    closed_at: string | null;
    /** A copy request: when the person confirmed it through the e-mailed link. */
    confirmed_at: string | null;
  };
  /** Where a lead stands in the sales desk's work; a lead without a row is new. */
  lead_progress: {
    lead_kind: string;
    lead_id: number;
    status: string;
    lost_reason: string | null;
    assigned_to: string | null;
    updated_at: string;
  };
  /** The timeline of a lead: status changes, assignments, notes, erasures. */
  lead_events: {
    id: Generated<number>;
    lead_kind: string;
    lead_id: number;
    created_at: string;
    actor_id: string | null;
    actor_name: string;
    type: string;
    /** What changed, as JSON (a note's text, a status and reason, an assignee). */
    details: string;
  };
  // better-auth's tables (db/migrations/0004-staff-auth.ts): its column names, camelCase.
  staff_user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean | number;
    image: string | null;
    createdAt: Date | string;
    updatedAt: Date | string;
    role: string;
    disabledAt: Date | string | null;
    twoFactorEnabled: boolean | number | null;
  };
  staff_session: {
    id: string;
    expiresAt: Date | string;
    token: string;
    createdAt: Date | string;
    updatedAt: Date | string;
    ipAddress: string | null;
    userAgent: string | null;
    userId: string;
  };
  staff_account: {
    id: string;
    accountId: string;
    providerId: string;
    userId: string;
    password: string | null;
  };
  staff_verification: {
    id: string;
    identifier: string;
    value: string;
  };
  staff_two_factor: {
    id: string;
    secret: string;
    backupCodes: string;
    userId: string;
    verified: boolean | number | null;
  };
  site_secrets: {
    name: string;
    value: string;
  };
}

export interface AppDatabase {
  readonly engine: DatabaseEngine;
  readonly db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * SQLite transactions take the write lock when they begin ("begin immediate"), not at their
 * first write: the staff and leads CLIs write the same file from other processes, and a
 * transaction that read before another process wrote cannot write after it
 * (SQLITE_BUSY_SNAPSHOT, which the busy timeout does not wait out). Begun immediate, the other
 * writer waits its turn instead. The site itself has one connection, so this costs it nothing.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

function createDialect(databaseUrl: string): { engine: DatabaseEngine; dialect: Dialect } {
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
  database.pragma("foreign_keys = ON");
  // A deleted or overwritten row's bytes are zeroed, not left in the file's free space: an
  // erased person must be gone from the file too (issue 30).
  database.pragma("secure_delete = ON");
  return { engine: "sqlite", dialect: new ImmediateSqliteDialect({ database }) };
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

/**
 * After an erasure, removes what deleted rows may have left in an SQLite file: free space from
 * before secure_delete, and old page images in the write-ahead log. VACUUM rewrites the file
 * from its live rows; the checkpoint copies that into the file and truncates the log. Erasures
 * are rare and the file small, so the second or so it takes is spent where it matters.
 * PostgreSQL keeps a deleted row's bytes until VACUUM reuses its space (see decision 013).
 */
export async function scrubDeletedRows({ engine, db }: AppDatabase): Promise<void> {
  if (engine !== "sqlite") return;
  await sql`vacuum`.execute(db);
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}

/** Opens the database (`file:…` or `postgres://…`) and brings it to the latest migration. */
export async function openDatabase(databaseUrl: string): Promise<AppDatabase> {
  const { engine, dialect } = createDialect(databaseUrl);
  const db = new Kysely<Database>({ dialect });
  const migrator = new Migrator({
    db,
    // On PostgreSQL, Kysely looks for its migration tables in every schema unless told which:
    // a database holding another schema with them (a second site, a test's) would make this
    // one skip its own. They live in the connection's own schema.
    migrationTableSchema: engine === "postgres" ? await currentSchema(db) : undefined,
    // Branches add migrations side by side (0002, 0003, 0004…): a database that has a later
    // one already still takes an earlier one merged after it.
    allowUnorderedMigrations: true,
    provider: { getMigrations: async () => migrations(engine) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw new Error("Could not migrate the database", { cause: error });
  }
  return { engine, db, close: () => db.destroy() };
}
