import { type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "~/lib/db/database.server";
import { normaliseEmail, phoneKey } from "~/lib/person-keys";
import { type ConsentPurpose, consentPurposes } from "./consent-purposes";

// The record of what each person agreed to (DPDP Act s. 6: the business must be able to show
// it): one row per consent given or withdrawn, with the notice version, the language and where.
// Rows are only ever added, so the history stays; what holds now is each purpose's latest row.

export interface ConsentEvent {
  email: string;
  phone?: string;
  purposes: readonly ConsentPurpose[];
  action: "given" | "withdrawn";
  noticeVersion: string;
  language: string;
  /** The form or page: "form:contact", "withdraw-link", "staff:<name>". */
  source: string;
  at: string;
}

/** Records consents given or withdrawn, in the caller's transaction. */
export async function recordConsents(db: Kysely<Database>, event: ConsentEvent): Promise<void> {
  if (!event.purposes.length) return;
  const email = normaliseEmail(event.email);
  await db
    .insertInto("consent_records")
    .values(
      event.purposes.map((purpose) => ({
        created_at: event.at,
        email,
        phone_key: event.phone ? phoneKey(event.phone) : "",
        purpose,
        action: event.action,
        notice_version: event.noticeVersion,
        language: event.language,
        source: event.source,
      })),
    )
    .execute();
}

export interface ConsentRecord {
  purpose: string;
  action: "given" | "withdrawn";
  at: string;
  noticeVersion: string;
  language: string;
  source: string;
}

/** Every consent given or withdrawn by an address, oldest first. */
export async function consentHistory(
  db: Kysely<Database>,
  email: string,
): Promise<ConsentRecord[]> {
  const rows = await db
    .selectFrom("consent_records")
    .selectAll()
    .where("email", "=", normaliseEmail(email))
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    purpose: row.purpose,
    action: row.action,
    at: row.created_at,
    noticeVersion: row.notice_version,
    language: row.language,
    source: row.source,
  }));
}

/** The purposes an address has consent for now (its latest record per purpose is "given"). */
export async function currentConsents(
  db: Kysely<Database>,
  email: string,
): Promise<ConsentRecord[]> {
  const latest = new Map<string, ConsentRecord>();
  for (const record of await consentHistory(db, email)) latest.set(record.purpose, record);
  return [...latest.values()].filter((record) => record.action === "given");
}

/**
 * Withdraws every consent of an address at once and takes it off the newsletter in the same
 * transaction (nothing more is sent to it from that moment). Returns what was withdrawn.
 */
export async function withdrawAll(
  db: Kysely<Database>,
  { email, language, source, now }: { email: string; language: string; source: string; now: Date },
): Promise<{ withdrawn: ConsentPurpose[] }> {
  const address = normaliseEmail(email);
  return db.transaction().execute(async (trx) => {
    const given = new Set((await currentConsents(trx, address)).map((record) => record.purpose));
    const unsubscribed = await trx
      .deleteFrom("newsletter_subscribers")
      .where(sql<SqlBool>`lower(email) = ${address}`)
      .executeTakeFirst();
    if (Number(unsubscribed.numDeletedRows) > 0) given.add("newsletter");
    const withdrawn = consentPurposes.filter((purpose) => given.has(purpose));
    const latestVersion = await trx
      .selectFrom("consent_records")
      .select("notice_version")
      .where("email", "=", address)
      .orderBy("id", "desc")
      .executeTakeFirst();
    await recordConsents(trx, {
      email: address,
      purposes: withdrawn,
      action: "withdrawn",
      noticeVersion: latestVersion?.notice_version ?? "",
      language,
      source,
      at: now.toISOString(),
    });
    return { withdrawn };
  });
}
