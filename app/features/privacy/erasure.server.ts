import { type AppDatabase, scrubDeletedRows } from "~/lib/db/database.server";
import { eraseScope, recordsOf, scopeFrom } from "~/lib/privacy/personal-data.server";
import { type ErasurePerson, type PersonRecord, recordChoice } from "~/lib/privacy/person-records";
import { normaliseEmail, phoneKey } from "~/lib/person-keys";
import type { SignedInStaff } from "~/lib/staff/staff-session.server";
import { recordErasure } from "~/lib/lead-core/lead-state.server";

// Answering a privacy request: every record of the person, in every table the registry of
// personal data names (~/lib/privacy/personal-data.server.ts: contact messages, quote
// requests, the subscription, other privacy requests, the e-mails to or about them, the notes,
// history, next steps, surveys and private links of those leads, their consents), is deleted in
// one transaction. The request itself stays, emptied of the e-mail, phone and message, with one
// timeline entry that says who erased how much and when (and nothing of what was erased).
// Before that the owner sees every lead the request's e-mail or whole phone number finds and
// chooses which to erase (issue 30): what the phone number alone finds starts unchosen.

export interface ErasureCounts {
  contact: number;
  quote: number;
  newsletter: number;
  privacy: number;
  mail: number;
  history: number;
  consent: number;
  /** Proposals of their quote requests, with every version and link (issue 21). */
  proposal: number;
  /** Projects after the sale, with their steps and links (issue 22). */
  project: number;
  /** WhatsApp messages both ways, and the photos sent (issue 34). */
  whatsapp: number;
}

export function describeErasure(counts: ErasureCounts): string {
  const parts = [
    [counts.contact, "contact message", "contact messages"],
    [counts.quote, "quote request", "quote requests"],
    [counts.newsletter, "newsletter subscription", "newsletter subscriptions"],
    [counts.privacy, "earlier privacy request", "earlier privacy requests"],
    [counts.proposal, "proposal", "proposals"],
    [counts.project, "project", "projects"],
    [counts.mail, "notification e-mail", "notification e-mails"],
    [counts.whatsapp, "WhatsApp message", "WhatsApp messages"],
    [counts.history, "note or history entry", "notes and history entries"],
    [counts.consent, "consent record", "consent records"],
  ] as const;
  const listed = parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  return `Erased this person's data: ${listed.length ? listed.join(", ") : "nothing else was stored"}.`;
}

type Db = AppDatabase["db"];

async function privacyRequest(db: Db, requestId: number) {
  return db
    .selectFrom("privacy_requests")
    .select(["id", "email", "phone"])
    .where("id", "=", requestId)
    .executeTakeFirst();
}

/** Records grouped by person: same address, or same number where there is no address. */
function byPerson(records: PersonRecord[]): ErasurePerson[] {
  const people = new Map<string, ErasurePerson>();
  for (const record of records) {
    const key = `${record.by} ${normaliseEmail(record.email) || phoneKey(record.phone)}`;
    const person = people.get(key) ?? {
      who: record.email || record.phone,
      name: "",
      by: record.by,
      records: [],
    };
    person.name ||= record.name;
    person.records.push(record);
    people.set(key, person);
  }
  return [...people.values()];
}

/**
 * What erasing request `requestId` would find (the request itself aside), grouped by person,
 * those found by its address first; undefined if there is no such request.
 * @internal
 */
export async function previewErasure(
  { db }: AppDatabase,
  requestId: number,
): Promise<ErasurePerson[] | undefined> {
  const request = await privacyRequest(db, requestId);
  if (!request) return undefined;
  return erasurePeople(
    (await recordsOf(db, request)).filter(
      (record) => !(record.kind === "privacy" && record.id === requestId),
    ),
  );
}

/** A request's records (itself left out) by person, those found by its address first. */
export function erasurePeople(records: PersonRecord[]): ErasurePerson[] {
  return [
    ...byPerson(records.filter((record) => record.by === "email")),
    ...byPerson(records.filter((record) => record.by === "phone")),
  ];
}

/**
 * Erases the person of privacy request `requestId`: the records of theirs the owner chose
 * (`chosen`, as recordChoice names them; by default those found by their e-mail address), and
 * whatever those records' e-mails, history, links, surveys, proposals and projects are. A choice
 * the request does not find is ignored. Undefined if there is no such request.
 */
export async function erasePerson(
  database: AppDatabase,
  requestId: number,
  actor: SignedInStaff,
  now = new Date(),
  chosen?: readonly string[],
): Promise<ErasureCounts | undefined> {
  const { db, engine } = database;
  const counts = await db.transaction().execute(async (trx) => {
    const request = await privacyRequest(trx, requestId);
    if (!request) return undefined;
    const found = await recordsOf(trx, request);
    const records = found.filter((record) =>
      record.kind === "privacy" && record.id === requestId
        ? false
        : chosen
          ? chosen.includes(recordChoice(record))
          : record.by === "email",
    );
    const scope = scopeFrom(engine, request, records);
    // The request answered stays (emptied), as the record of the answer; its own e-mails,
    // history and links go with the rest.
    const erased = await eraseScope(trx, scope);
    const own = await eraseScope(
      trx,
      {
        ...scope,
        emails: [],
        phoneKeys: [],
        contact: [],
        quote: [],
        newsletter: [],
        privacy: [requestId],
      },
      { keep: ["privacy_requests"] },
    );
    await trx
      .updateTable("privacy_requests")
      .set({ email: "", phone: "", message: "", closed_at: now.toISOString() })
      .where("id", "=", requestId)
      .execute();
    const counts: ErasureCounts = {
      ...erased,
      mail: erased.mail + own.mail,
      history: erased.history + own.history,
    };
    await recordErasure(
      trx,
      { kind: "privacy", id: requestId },
      actor,
      describeErasure(counts),
      now.toISOString(),
    );
    return counts;
  });
  if (counts) await scrubDeletedRows(database);
  return counts;
}
