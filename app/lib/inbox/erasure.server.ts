import type { AppDatabase } from "~/lib/db/database.server";
import { eraseScope, scopeOf } from "~/lib/privacy/personal-data.server";
import type { SignedInStaff } from "~/lib/staff/staff-session.server";

// Answering a privacy request: every record of the person, in every table the registry of
// personal data names (~/lib/privacy/personal-data.server.ts: contact messages, quote
// requests, the subscription, other privacy requests, the e-mails to or about them, the notes,
// history, next steps, surveys and private links of those leads, their consents), is deleted in
// one transaction. The request itself stays, emptied of the e-mail, phone and message, with one
// timeline entry that says who erased how much and when (and nothing of what was erased).

export { phoneKey } from "~/lib/privacy/personal-data.server";

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
    [counts.history, "note or history entry", "notes and history entries"],
    [counts.consent, "consent record", "consent records"],
  ] as const;
  const listed = parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  return `Erased this person's data: ${listed.length ? listed.join(", ") : "nothing else was stored"}.`;
}

/** Erases everything about the person of privacy request `requestId`; undefined if unknown. */
export async function erasePerson(
  { db, engine }: AppDatabase,
  requestId: number,
  actor: SignedInStaff,
  now = new Date(),
): Promise<ErasureCounts | undefined> {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom("privacy_requests")
      .selectAll()
      .where("id", "=", requestId)
      .executeTakeFirst();
    if (!request) return undefined;
    const scope = await scopeOf(trx, engine, { email: request.email, phone: request.phone });
    // The request answered stays (emptied), as the record of the answer; its own e-mails,
    // history and links go with the rest.
    const erased = await eraseScope(trx, {
      ...scope,
      privacy: scope.privacy.filter((id) => id !== requestId),
    });
    const own = await eraseScope(
      trx,
      {
        ...scope,
        email: "",
        phoneKey: "",
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
    const at = now.toISOString();
    await trx
      .insertInto("lead_progress")
      .values({
        lead_kind: "privacy",
        lead_id: requestId,
        status: "erased",
        lost_reason: null,
        assigned_to: null,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto("lead_events")
      .values({
        lead_kind: "privacy",
        lead_id: requestId,
        created_at: at,
        actor_id: actor.id,
        actor_name: actor.name,
        type: "erasure",
        details: JSON.stringify({ summary: describeErasure(counts) }),
      })
      .execute();
    return counts;
  });
}
