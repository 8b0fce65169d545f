import type { AppDatabase } from "~/lib/db/database.server";
import { deleteOrphanProposals } from "~/lib/proposals/proposal-store.server";

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
  { db }: AppDatabase,
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
    // The inbox's notes and history of the deleted leads go with them.
    for (const [kind, table] of [
      ["contact", "contact_messages"],
      ["quote", "quote_requests"],
    ] as const) {
      const remaining = trx.selectFrom(table).select("id");
      for (const history of ["lead_events", "lead_progress", "lead_next_steps"] as const) {
        await trx
          .deleteFrom(history)
          .where("lead_kind", "=", kind)
          .where("lead_id", "not in", remaining)
          .execute();
      }
    }
    // A deleted quote request's surveys and survey links go with it (issue 20).
    const quotes = trx.selectFrom("quote_requests").select("id");
    const orphanSurveys = trx.selectFrom("surveys").select("id").where("lead_id", "not in", quotes);
    await trx.deleteFrom("survey_places").where("survey_id", "in", orphanSurveys).execute();
    await trx.deleteFrom("surveys").where("lead_id", "not in", quotes).execute();
    await trx
      .deleteFrom("private_links")
      .where("purpose", "=", "survey")
      .where(
        "subject_id",
        "not in",
        trx.selectFrom("quote_requests").select((eb) => eb.cast<string>("id", "text").as("id")),
      )
      .execute();
    // And its proposals, their versions and links (issue 21).
    await deleteOrphanProposals(trx);
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
    return { contact: Number(contact.numDeletedRows), quote: Number(quote.numDeletedRows) };
  });
}
