import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/database.server";
import type { LimitReached } from "~/lib/lead-core/lead-events";
import {
  hasLeadEventSince,
  recordLeadEvent,
  websiteActor,
} from "~/lib/lead-core/lead-state.server";

// When the site holds something back at a limit (issue 30: a survey link's changes, new
// bookings from one connection, e-mails to one address), staff learn of it on the lead's
// timeline: once a day per lead and limit however often it is met, so that the limit itself
// cannot be used to flood the timeline.

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
  const lead = { kind: leadKind, id: leadId };
  const event = { type: "limit", what, limit } as const;
  const dayBefore = new Date(at.getTime() - dayMs).toISOString();
  if (await hasLeadEventSince(db, lead, event, dayBefore)) return;
  await recordLeadEvent(db, lead, websiteActor, event, at.toISOString());
}
