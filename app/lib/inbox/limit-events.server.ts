import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/database.server";
import type { LimitReached } from "./timeline";

// When the site holds something back at a limit (issue 30: a survey link's changes, new
// bookings from one connection, e-mails to one address), staff learn of it on the lead's
// timeline: once a day per lead and limit however often it is met, so that the limit itself
// cannot be used to flood the timeline.

/** The timeline's actor for what the site did by itself. */
export const websiteActorName = "The website";

const dayMs = 24 * 60 * 60 * 1000;

export async function recordLimitReached(
  db: Kysely<Database>,
  {
    leadKind,
    leadId,
    what,
    limit,
    at,
  }: { leadKind: string; leadId: number; what: LimitReached; limit: number; at: Date },
): Promise<void> {
  const details = JSON.stringify({ what, limit });
  const already = await db
    .selectFrom("lead_events")
    .select("id")
    .where("lead_kind", "=", leadKind)
    .where("lead_id", "=", leadId)
    .where("type", "=", "limit")
    .where("details", "=", details)
    .where("created_at", ">", new Date(at.getTime() - dayMs).toISOString())
    .executeTakeFirst();
  if (already) return;
  await db
    .insertInto("lead_events")
    .values({
      lead_kind: leadKind,
      lead_id: leadId,
      created_at: at.toISOString(),
      actor_id: null,
      actor_name: websiteActorName,
      type: "limit",
      details,
    })
    .execute();
}
