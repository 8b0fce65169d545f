import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Database, DatabaseEngine } from "~/lib/db/database.server";
import { isWholeNumber, normaliseEmail, phoneKey } from "~/lib/person-keys";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { deletePrivateLinks } from "~/lib/private-links/private-links.server";
import type { PersonRecord } from "./person-records";

// The one registry of every table that holds a person's data (issue 23). The copy a person
// asks for (DPDP Act s. 11), the erasure (s. 12) and the retention purge (issue 31) all read
// it, so a table cannot be in one and missing from another: a feature that stores a person's
// data adds one entry here, as the proposals (issue 21) and projects (issue 22) do, and a test
// fails while a table with an e-mail, phone or lead column is in no entry
// (unregisteredPersonalTables).

const digitsOf = (column: string) =>
  sql<string>`replace(replace(replace(replace(replace(replace(${sql.ref(column)}, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '')`;

/** Who: the same e-mail address (any case), or the same whole phone number. */
export interface Person {
  email: string;
  phone?: string;
}

/** The person's records found once, by id, for every entry to use. */
export interface PersonScope {
  /** Their addresses, normalised: e-mails to them and consents given with them are theirs. */
  emails: string[];
  /** Their whole phone keys: consents given with no address but this number are theirs. */
  phoneKeys: string[];
  engine: DatabaseEngine;
  contact: number[];
  quote: number[];
  privacy: number[];
  newsletter: number[];
}

type Db = Kysely<Database>;

/** What the erasure's summary counts a table's rows as (describeErasure). */
export type ErasureGroup =
  | "contact"
  | "quote"
  | "newsletter"
  | "privacy"
  | "mail"
  | "history"
  | "consent"
  | "proposal"
  | "project"
  | "whatsapp";

export interface PersonalDataEntry {
  /** The table, as the copy names it. */
  table: string;
  /** Counted in the erasure's summary as (none: erased without a count of its own). */
  group?: ErasureGroup;
  find(db: Db, scope: PersonScope): Promise<Record<string, unknown>[]>;
  /** Deletes the person's rows; how many. */
  erase(db: Db, scope: PersonScope): Promise<number>;
}

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
const leadKinds = ["contact", "quote", "privacy"] as const;

/** Whether a row's (lead_kind, lead_id) is one of the person's leads. */
function theirLeads(
  scope: PersonScope,
  kinds: readonly ("contact" | "quote" | "privacy" | "newsletter")[] = leadKinds,
): RawBuilder<SqlBool> {
  const parts = kinds
    .filter((kind) => scope[kind].length)
    .map((kind) => sql<SqlBool>`(lead_kind = ${kind} and lead_id in (${sql.join(scope[kind])}))`);
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : sql<SqlBool>`1 = 0`;
}

const anyLead = (scope: PersonScope) => leadKinds.some((kind) => scope[kind].length);

/** A table whose rows belong to a lead by (lead_kind, lead_id). */
function leadHistory(
  table: "lead_events" | "lead_progress" | "lead_next_steps" | "lead_sources",
  group?: ErasureGroup,
): PersonalDataEntry {
  return {
    table,
    group,
    async find(db, scope) {
      if (!anyLead(scope)) return [];
      return db.selectFrom(table).selectAll().where(theirLeads(scope)).execute();
    },
    async erase(db, scope) {
      if (!anyLead(scope)) return 0;
      return deleted(await db.deleteFrom(table).where(theirLeads(scope)).executeTakeFirst());
    },
  };
}

function byIds(
  table: "contact_messages" | "quote_requests" | "newsletter_subscribers" | "privacy_requests",
  ids: (scope: PersonScope) => number[],
  group: ErasureGroup,
): PersonalDataEntry {
  return {
    table,
    group,
    async find(db, scope) {
      const list = ids(scope);
      if (!list.length) return [];
      return db.selectFrom(table).selectAll().where("id", "in", list).orderBy("id").execute();
    },
    async erase(db, scope) {
      const list = ids(scope);
      if (!list.length) return 0;
      return deleted(await db.deleteFrom(table).where("id", "in", list).executeTakeFirst());
    },
  };
}

/** Text that contains the address, on either engine. */
const contains = (engine: DatabaseEngine, column: string, text: string) =>
  engine === "postgres"
    ? sql<SqlBool>`strpos(lower(${sql.ref(column)}), ${text}) > 0`
    : sql<SqlBool>`instr(lower(${sql.ref(column)}), ${text}) > 0`;

/**
 * E-mails to the person or about their leads. The erasure also removes any e-mail whose text
 * names their address (a staff digest listing them); the copy leaves those out, as they name
 * other people too.
 */
function outboxCondition(scope: PersonScope, alsoNaming: boolean): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [theirLeads(scope, [...leadKinds, "newsletter"])];
  for (const email of scope.emails) {
    conditions.push(sql<SqlBool>`lower(recipients) = ${email}`);
    conditions.push(sql<SqlBool>`lower(reply_to) = ${email}`);
    if (alsoNaming) {
      conditions.push(contains(scope.engine, "recipients", email));
      conditions.push(contains(scope.engine, "body", email));
    }
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

const hasAny = (scope: PersonScope) =>
  scope.emails.length > 0 || anyLead(scope) || scope.newsletter.length > 0;

/** Every table holding a person's data, in the order the erasure deletes them. */
export const personalData: PersonalDataEntry[] = [
  leadHistory("lead_events", "history"),
  leadHistory("lead_progress"),
  leadHistory("lead_next_steps"),
  // Where each lead came from (issue 37): kept only as long as the lead.
  leadHistory("lead_sources"),
  {
    table: "surveys",
    async find(db, scope) {
      if (!scope.quote.length) return [];
      return db
        .selectFrom("surveys")
        .selectAll()
        .where("lead_kind", "=", "quote")
        .where("lead_id", "in", scope.quote)
        .execute();
    },
    async erase(db, scope) {
      if (!scope.quote.length) return 0;
      const surveys = db
        .selectFrom("surveys")
        .select("id")
        .where("lead_kind", "=", "quote")
        .where("lead_id", "in", scope.quote);
      await db.deleteFrom("survey_places").where("survey_id", "in", surveys).execute();
      return deleted(
        await db
          .deleteFrom("surveys")
          .where("lead_kind", "=", "quote")
          .where("lead_id", "in", scope.quote)
          .executeTakeFirst(),
      );
    },
  },
  {
    // Only what a link opens and when; tokens are stored as hashes and never shown.
    table: "private_links",
    async find(db, scope) {
      const rows = await linksOf(db, scope)
        .select(["purpose", "created_at", "expires_at", "revoked_at"])
        .execute();
      return rows;
    },
    async erase(db, scope) {
      const count = (await linksOf(db, scope).select("id").execute()).length;
      await deletePrivateLinks(db, "survey", scope.quote.map(String));
      await deletePrivateLinks(db, "privacy", privacySubjects(scope));
      await deletePrivateLinks(db, "proposal", texts(await proposalSubjects(db, scope).execute()));
      await deletePrivateLinks(db, "project", texts(await projectSubjects(db, scope).execute()));
      return count;
    },
  },
  // After private_links, which finds the proposals' and projects' links through them.
  {
    table: "proposal_versions",
    async find(db, scope) {
      return db
        .selectFrom("proposal_versions")
        .selectAll()
        .where("proposal_id", "in", proposalsOf(db, scope).select("id"))
        .orderBy("id")
        .execute();
    },
    async erase(db, scope) {
      return deleted(
        await db
          .deleteFrom("proposal_versions")
          .where("proposal_id", "in", proposalsOf(db, scope).select("id"))
          .executeTakeFirst(),
      );
    },
  },
  {
    table: "proposals",
    group: "proposal",
    async find(db, scope) {
      return db
        .selectFrom("proposals")
        .selectAll()
        .where("id", "in", proposalsOf(db, scope).select("id"))
        .orderBy("id")
        .execute();
    },
    async erase(db, scope) {
      return deleted(
        await db
          .deleteFrom("proposals")
          .where("id", "in", proposalsOf(db, scope).select("id"))
          .executeTakeFirst(),
      );
    },
  },
  // A project's paperwork and a roof's survey findings (issue 35), before the project and the
  // quote they are found through. The files come whole in the copy (their bytes as base64),
  // and go with the erasure.
  {
    table: "private_files",
    async find(db, scope) {
      const rows = await db
        .selectFrom("private_files")
        .select(["id", "created_at", "created_by", "file_name", "content_type", "size", "bytes"])
        .where("id", "in", documentFilesOf(db, scope))
        .orderBy("created_at")
        .execute();
      return rows.map(({ bytes, ...file }) => ({
        ...file,
        content_base64: Buffer.from(bytes).toString("base64"),
      }));
    },
    async erase(db, scope) {
      return deleted(
        await db
          .deleteFrom("private_files")
          .where("id", "in", documentFilesOf(db, scope))
          .executeTakeFirst(),
      );
    },
  },
  byQuote("survey_finding_photos"),
  byQuote("survey_findings"),
  {
    table: "service_ticket_photos",
    async find(db, scope) {
      return db
        .selectFrom("service_ticket_photos")
        .selectAll()
        .where("ticket_id", "in", ticketsOf(db, scope))
        .execute();
    },
    async erase(db, scope) {
      return deleted(
        await db
          .deleteFrom("service_ticket_photos")
          .where("ticket_id", "in", ticketsOf(db, scope))
          .executeTakeFirst(),
      );
    },
  },
  {
    table: "service_tickets",
    async find(db, scope) {
      return db
        .selectFrom("service_tickets")
        .selectAll()
        .where("project_id", "in", projectsOf(db, scope).select("id"))
        .execute();
    },
    async erase(db, scope) {
      // A booked visit holds a survey slot's place under its ticket's id negated: freed too.
      const tickets = (await ticketsOf(db, scope).execute()).map((row) => -row.id);
      if (tickets.length) {
        await db.deleteFrom("survey_places").where("survey_id", "in", tickets).execute();
      }
      return deleted(
        await db
          .deleteFrom("service_tickets")
          .where("project_id", "in", projectsOf(db, scope).select("id"))
          .executeTakeFirst(),
      );
    },
  },
  byProject("amc_contracts"),
  // Referrals (issue 36): the person's referral links, and every referral that names them,
  // as the one referred (their quote request) or as the referrer (their project).
  byProject("referral_links"),
  {
    table: "referrals",
    async find(db, scope) {
      return db
        .selectFrom("referrals")
        .selectAll()
        .where((eb) =>
          eb.or([
            theirLeads(scope, ["quote"]),
            eb("project_id", "in", projectsOf(db, scope).select("id")),
          ]),
        )
        .orderBy("id")
        .execute();
    },
    async erase(db, scope) {
      return deleted(
        await db
          .deleteFrom("referrals")
          .where((eb) =>
            eb.or([
              theirLeads(scope, ["quote"]),
              eb("project_id", "in", projectsOf(db, scope).select("id")),
            ]),
          )
          .executeTakeFirst(),
      );
    },
  },
  byProject("project_documents"),
  byProject("project_equipment"),
  byProject("project_serials"),
  byProject("project_names"),
  byProject("project_steps"),
  {
    table: "projects",
    group: "project",
    async find(db, scope) {
      return db
        .selectFrom("projects")
        .selectAll()
        .where("id", "in", projectsOf(db, scope).select("id"))
        .orderBy("id")
        .execute();
    },
    async erase(db, scope) {
      return deleted(
        await db
          .deleteFrom("projects")
          .where("id", "in", projectsOf(db, scope).select("id"))
          .executeTakeFirst(),
      );
    },
  },
  {
    table: "consent_records",
    group: "consent",
    async find(db, scope) {
      return db
        .selectFrom("consent_records")
        .selectAll()
        .where(consentsOf(scope))
        .orderBy("id")
        .execute();
    },
    async erase(db, scope) {
      return deleted(
        await db.deleteFrom("consent_records").where(consentsOf(scope)).executeTakeFirst(),
      );
    },
  },
  {
    table: "mail_outbox",
    group: "mail",
    async find(db, scope) {
      if (!hasAny(scope)) return [];
      return db
        .selectFrom("mail_outbox")
        .select(["id", "created_at", "recipients", "subject", "body", "sent_at"])
        .where(outboxCondition(scope, false))
        .orderBy("id")
        .execute();
    },
    async erase(db, scope) {
      if (!hasAny(scope)) return 0;
      const count = deleted(
        await db.deleteFrom("mail_outbox").where(outboxCondition(scope, true)).executeTakeFirst(),
      );
      return count + (await redactDigests(db, scope));
    },
  },
  // Before the leads: the conversation is found through them.
  {
    table: "whatsapp_media",
    async find(db, scope) {
      return db
        .selectFrom("whatsapp_media")
        .select(["message_id", "content_type"])
        .where("message_id", "in", whatsappOf(db, scope).select("id"))
        .execute();
    },
    async erase(db, scope) {
      return deleted(
        await db
          .deleteFrom("whatsapp_media")
          .where("message_id", "in", whatsappOf(db, scope).select("id"))
          .executeTakeFirst(),
      );
    },
  },
  {
    table: "whatsapp_messages",
    group: "whatsapp",
    async find(db, scope) {
      return whatsappOf(db, scope)
        .select(["id", "created_at", "direction", "phone", "body", "status", "last_error"])
        .orderBy("id")
        .execute();
    },
    async erase(db, scope) {
      return deleted(
        await db
          .deleteFrom("whatsapp_messages")
          .where("id", "in", whatsappOf(db, scope).select("id"))
          .executeTakeFirst(),
      );
    },
  },
  byIds("contact_messages", (scope) => scope.contact, "contact"),
  byIds("quote_requests", (scope) => scope.quote, "quote"),
  byIds("newsletter_subscribers", (scope) => scope.newsletter, "newsletter"),
  byIds("privacy_requests", (scope) => scope.privacy, "privacy"),
];

/**
 * A morning digest names leads by their name and links to them, one line each, among other
 * people's: the lines linking to the person's leads are taken out of every stored digest, sent
 * or waiting, and the rest stays for the staff member it is for. How many digests changed.
 */
async function redactDigests(db: Db, scope: PersonScope): Promise<number> {
  const paths = leadKinds.flatMap((kind) => scope[kind].map((id) => inboxPaths.lead(kind, id)));
  if (!paths.length) return 0;
  const digests = await db
    .selectFrom("mail_outbox")
    .select(["id", "body"])
    .where("lead_kind", "=", "digest")
    .execute();
  let changed = 0;
  for (const digest of digests) {
    const lines = digest.body.split("\n");
    const kept = lines.filter((line) => !paths.some((path) => line.trimEnd().endsWith(path)));
    if (kept.length === lines.length) continue;
    await db
      .updateTable("mail_outbox")
      .set({ body: kept.join("\n") })
      .where("id", "=", digest.id)
      .execute();
    changed += 1;
  }
  return changed;
}

/** The private links about the person: survey links of their quotes, privacy links of theirs. */
const privacySubjects = (scope: PersonScope) => [
  ...scope.privacy.map((id) => `copy:${id}`),
  // The newsletter's confirmation links (issue 30).
  ...scope.newsletter.map((id) => `subscribe:${id}`),
  ...scope.emails.map((email) => `withdraw:${email}`),
];

/** The proposals of the person's quote requests (issue 21). */
const proposalsOf = (db: Db, scope: PersonScope) =>
  db
    .selectFrom("proposals")
    .where("lead_kind", "=", "quote")
    .where("lead_id", "in", [0, ...scope.quote]);

/** The projects of the person's leads (issue 22). */
const projectsOf = (db: Db, scope: PersonScope) =>
  db.selectFrom("projects").where(theirLeads(scope, ["contact", "quote"]));

/**
 * The person's files: their projects' documents and their roofs' photos (issue 35), their
 * service requests' photos (issue 36).
 */
const documentFilesOf = (db: Db, scope: PersonScope) =>
  db
    .selectFrom("project_documents")
    .select("file_id")
    .where("project_id", "in", projectsOf(db, scope).select("id"))
    .union(
      db
        .selectFrom("survey_finding_photos")
        .select("file_id")
        .where("lead_id", "in", [0, ...scope.quote]),
    )
    .union(
      db
        .selectFrom("service_ticket_photos")
        .select("file_id")
        .where("ticket_id", "in", ticketsOf(db, scope)),
    );

/** The service tickets of the person's projects (issue 36). */
const ticketsOf = (db: Db, scope: PersonScope) =>
  db
    .selectFrom("service_tickets")
    .select("id")
    .where("project_id", "in", projectsOf(db, scope).select("id"));

/** What the survey found at the person's roofs (issue 35), by their quote requests. */
function byQuote(table: "survey_findings" | "survey_finding_photos"): PersonalDataEntry {
  return {
    table,
    async find(db, scope) {
      if (!scope.quote.length) return [];
      return db.selectFrom(table).selectAll().where("lead_id", "in", scope.quote).execute();
    },
    async erase(db, scope) {
      if (!scope.quote.length) return 0;
      return deleted(
        await db.deleteFrom(table).where("lead_id", "in", scope.quote).executeTakeFirst(),
      );
    },
  };
}

/** A table of a project's steps or paperwork, whose rows belong to a project by its id. */
function byProject(
  table:
    | "amc_contracts"
    | "referral_links"
    | "project_steps"
    | "project_documents"
    | "project_equipment"
    | "project_serials"
    | "project_names",
): PersonalDataEntry {
  return {
    table,
    async find(db, scope) {
      return db
        .selectFrom(table)
        .selectAll()
        .where("project_id", "in", projectsOf(db, scope).select("id"))
        .execute();
    },
    async erase(db, scope) {
      return deleted(
        await db
          .deleteFrom(table)
          .where("project_id", "in", projectsOf(db, scope).select("id"))
          .executeTakeFirst(),
      );
    },
  };
}

/** Their ids as private links keep subjects: as text. */
const idAsText = sql<string>`cast(id as text)`.as("id");
const proposalSubjects = (db: Db, scope: PersonScope) => proposalsOf(db, scope).select(idAsText);
const projectSubjects = (db: Db, scope: PersonScope) => projectsOf(db, scope).select(idAsText);
const texts = (rows: { id: string }[]) => rows.map((row) => row.id);

function linksOf(db: Db, scope: PersonScope) {
  const subjects = privacySubjects(scope);
  return db
    .selectFrom("private_links")
    .where((eb) =>
      eb.or([
        eb.and([
          eb("purpose", "=", "survey"),
          eb("subject_id", "in", ["", ...scope.quote.map(String)]),
        ]),
        eb.and([eb("purpose", "=", "privacy"), eb("subject_id", "in", ["", ...subjects])]),
        eb.and([
          eb("purpose", "=", "proposal"),
          eb("subject_id", "in", proposalSubjects(db, scope)),
        ]),
        eb.and([eb("purpose", "=", "project"), eb("subject_id", "in", projectSubjects(db, scope))]),
      ]),
    );
}

/**
 * The WhatsApp messages of the person's leads (every message, both ways, belongs to one). Not
 * by number: a number typed on a rights request may be someone else's (issue 30).
 */
function whatsappOf(db: Db, scope: PersonScope) {
  return db.selectFrom("whatsapp_messages").where(theirLeads(scope, ["contact", "quote"]));
}

function consentsOf(scope: PersonScope): RawBuilder<SqlBool> {
  const conditions = scope.emails.map((email) => sql<SqlBool>`email = ${email}`);
  // A consent given with a phone number and no address is the number's.
  for (const key of scope.phoneKeys) {
    conditions.push(sql<SqlBool>`(email = '' and phone_key = ${key})`);
  }
  return conditions.length
    ? sql<SqlBool>`(${sql.join(conditions, sql` or `)})`
    : sql<SqlBool>`1 = 0`;
}

const leadTables = {
  contact: "contact_messages",
  quote: "quote_requests",
  privacy: "privacy_requests",
} as const;

/**
 * Every lead and subscription of the person: by the same e-mail address (any case), or by the
 * same whole phone number, each marked with how it was found. A phone number alone may be
 * shared or mistyped, so what it alone finds is for a person to check, never erased unasked.
 */
export async function recordsOf(db: Db, person: Person): Promise<PersonRecord[]> {
  const email = normaliseEmail(person.email);
  const key = phoneKey(person.phone ?? "");
  const byPhone = isWholeNumber(key);
  if (!email && !byPhone) return [];
  const records: PersonRecord[] = [];
  for (const kind of ["contact", "quote", "privacy"] as const) {
    const conditions: RawBuilder<SqlBool>[] = [];
    if (email) conditions.push(sql<SqlBool>`lower(email) = ${email}`);
    // Candidates whose digits end in the number's; the whole key decides below.
    if (byPhone) conditions.push(sql<SqlBool>`${digitsOf("phone")} like ${`%${key}`}`);
    const rows = await db
      .selectFrom(leadTables[kind])
      .select(["id", "email", "phone", "created_at"])
      .select(kind === "privacy" ? sql<string>`''`.as("name") : sql<string>`name`.as("name"))
      .where(sql<SqlBool>`(${sql.join(conditions, sql` or `)})`)
      .orderBy("id")
      .execute();
    for (const row of rows) {
      const sameEmail = email !== "" && normaliseEmail(row.email) === email;
      const samePhone = byPhone && phoneKey(row.phone) === key;
      if (!sameEmail && !samePhone) continue;
      records.push({
        kind,
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        createdAt: row.created_at,
        by: sameEmail ? "email" : "phone",
      });
    }
  }
  // Subscriptions of the address, and of any address that a record found by phone has.
  const emails = new Map<string, PersonRecord["by"]>();
  if (email) emails.set(email, "email");
  for (const record of records) {
    const address = normaliseEmail(record.email);
    if (address && !emails.has(address)) emails.set(address, record.by);
  }
  if (emails.size) {
    const subscribers = await db
      .selectFrom("newsletter_subscribers")
      .select(["id", "email", "created_at"])
      .where(sql<string>`lower(email)`, "in", [...emails.keys()])
      .orderBy("id")
      .execute();
    for (const row of subscribers) {
      records.push({
        kind: "newsletter",
        id: row.id,
        name: "",
        email: row.email,
        phone: "",
        createdAt: row.created_at,
        by: emails.get(normaliseEmail(row.email)) ?? "phone",
      });
    }
  }
  return records;
}

/** The scope of the records chosen: their ids, and the person's addresses and numbers. */
export function scopeFrom(
  engine: DatabaseEngine,
  person: Person,
  records: readonly PersonRecord[],
): PersonScope {
  const emails = new Set<string>();
  const phoneKeys = new Set<string>();
  for (const { email, phone } of [person, ...records]) {
    const address = normaliseEmail(email);
    if (address) emails.add(address);
    const key = phoneKey(phone ?? "");
    if (isWholeNumber(key)) phoneKeys.add(key);
  }
  const ids = (kind: PersonRecord["kind"]) =>
    records.filter((record) => record.kind === kind).map((record) => record.id);
  return {
    emails: [...emails],
    phoneKeys: [...phoneKeys],
    engine,
    contact: ids("contact"),
    quote: ids("quote"),
    privacy: ids("privacy"),
    newsletter: ids("newsletter"),
  };
}

/** A scope of leads by id alone (the retention purge's): no address or number of theirs. */
export const leadsOnly = (engine: DatabaseEngine): PersonScope => ({
  emails: [],
  phoneKeys: [],
  engine,
  contact: [],
  quote: [],
  privacy: [],
  newsletter: [],
});

/**
 * Tables that hold an e-mail address or phone number but no customer's: what the registry
 * leaves out, and why. Every other such table must be in `personalData`.
 */
export const notCustomersData: Record<string, string> = {
  staff_user:
    "The staff's own accounts: the owner disables or removes them (npm run staff), and the privacy notice covers customers",
};

/** A column that names or reaches a person: an address, a number, mail to them, their lead. */
const personColumn = /^(email|phone|phone_key|recipients|reply_to|lead_id)$/;

/**
 * Tables with a column that holds a person's data (an e-mail address, a phone number, a lead
 * they sent) that the registry does not list, nor `notCustomersData` explain: each is data the
 * copy would not show, the erasure would leave and the purge would keep. Tested to be none.
 * @internal
 */
export async function unregisteredPersonalTables(db: Db): Promise<string[]> {
  const registered = new Set(personalData.map((entry) => entry.table));
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => table.columns.some((column) => personColumn.test(column.name)))
    .map((table) => table.name)
    .filter((name) => !registered.has(name) && !(name in notCustomersData))
    .sort();
}

/** Every record of the person, table by table (the copy of s. 11). */
export async function personalDataOf(
  db: Db,
  engine: DatabaseEngine,
  person: Person,
): Promise<Record<string, Record<string, unknown>[]>> {
  const scope = scopeFrom(engine, person, await recordsOf(db, person));
  const copy: Record<string, Record<string, unknown>[]> = {};
  for (const entry of personalData) copy[entry.table] = await entry.find(db, scope);
  return copy;
}

/** Deletes every record in the scope; the count per summary group. */
export async function eraseScope(
  db: Db,
  scope: PersonScope,
  { keep = [] }: { keep?: string[] } = {},
) {
  const counts: Record<ErasureGroup, number> = {
    contact: 0,
    quote: 0,
    newsletter: 0,
    privacy: 0,
    mail: 0,
    history: 0,
    consent: 0,
    proposal: 0,
    project: 0,
    whatsapp: 0,
  };
  for (const entry of personalData) {
    if (keep.includes(entry.table)) continue;
    const count = await entry.erase(db, scope);
    if (entry.group) counts[entry.group] += count;
  }
  return counts;
}
