import type { AppDatabase } from "~/lib/db/database.server";
import { eraseScope, leadsOnly } from "~/lib/privacy/personal-data.server";

// The retention promised in the privacy policy (`npm run leads -- purge`, daily from cron).

/**
 * Deletes contact messages and quote requests of people whose last contact (their latest
 * message or request, by e-mail address) is older than `cutoff`, and outbox e-mails older
 * than it, and the notes and history of the deleted leads. Newsletter subscribers asked to
 * hear from us and are kept; privacy requests are kept as the record of our answer. A customer
 * with a project (issue 22) is never purged: the privacy policy keeps an active customer's
 * data for the system's life, so every message and request of theirs stays (their erasure,
 * on request, still deletes it all).
 */
export async function purgeProspectsOlderThan(
  { db, engine }: AppDatabase,
  cutoff: Date,
  { now = new Date() }: { now?: Date } = {},
) {
  const before = cutoff.toISOString();
  // Consent records and the staff access log are kept at least a year (DPDP Rules 2025,
  // Rules 6 and 8), however short the cutoff.
  const logsBefore = new Date(
    Math.min(cutoff.getTime(), now.getTime() - 365 * 24 * 60 * 60 * 1000),
  ).toISOString();
  return db.transaction().execute(async (trx) => {
    // Anyone who wrote or asked again since the cutoff is still within retention, and so is
    // anyone whose lead has a project: a customer, kept for the system's life.
    const recentlyInTouch = trx
      .selectFrom("contact_messages")
      .select("email")
      .where("created_at", ">=", before)
      .union(trx.selectFrom("quote_requests").select("email").where("created_at", ">=", before))
      .union(
        trx
          .selectFrom("quote_requests as q")
          .innerJoin("projects as p", (join) =>
            join.onRef("p.lead_id", "=", "q.id").on("p.lead_kind", "=", "quote"),
          )
          .select("q.email"),
      )
      .union(
        trx
          .selectFrom("contact_messages as c")
          .innerJoin("projects as p", (join) =>
            join.onRef("p.lead_id", "=", "c.id").on("p.lead_kind", "=", "contact"),
          )
          .select("c.email"),
      );
    // The leads past retention, and everything the registry of personal data ties to them
    // (their history, surveys, proposals, links and e-mails): the same list the erasure and
    // the copy read, so a table added to it is purged too. Consents keep their own year.
    const pastRetention = async (table: "contact_messages" | "quote_requests") =>
      (
        await trx
          .selectFrom(table)
          .select("id")
          .where("created_at", "<", before)
          .where("email", "not in", recentlyInTouch)
          .execute()
      ).map((row) => row.id);
    const contact = await pastRetention("contact_messages");
    const quote = await pastRetention("quote_requests");
    await eraseScope(trx, { ...leadsOnly(engine), contact, quote }, { keep: ["consent_records"] });
    await trx.deleteFrom("mail_outbox").where("created_at", "<", before).execute();
    // A consent record outlives its lead by the year above; a subscriber's stays while they are.
    const stillKnown = trx
      .selectFrom("contact_messages")
      .select("email")
      .union(trx.selectFrom("quote_requests").select("email"))
      .union(trx.selectFrom("newsletter_subscribers").select("email"));
    await trx
      .deleteFrom("consent_records")
      .where("created_at", "<", logsBefore)
      .where("email", "not in", stillKnown)
      .execute();
    await trx.deleteFrom("staff_access_log").where("created_at", "<", logsBefore).execute();
    return { contact: contact.length, quote: quote.length };
  });
}
