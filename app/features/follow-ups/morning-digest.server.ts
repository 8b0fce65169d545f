import type { AppDatabase } from "~/lib/db/database.server";
import { inboxKinds } from "~/lib/inbox/inbox-paths";
import { type IsoDay, todayInKolkata, kolkataInstant } from "~/lib/time/kolkata-day";
import { queueStaffMailOnce, staffAwaiting } from "~/lib/mail/staff-mail-once.server";
import { matchingLeads } from "~/lib/leads/lead-filter.server";
import { composeMorningDigest } from "./morning-digest";
import { nextSteps } from "./next-steps.server";
import { contractsEndingSoon } from "~/features/service/index.server";

// Each morning, from 08:00 India time (the scheduler's first tick after it), every active staff
// member is e-mailed their due and overdue next steps, the new unassigned leads and the
// maintenance contracts ending within 30 days (issue 36). Each
// person's day is decided once: the row digest_sent(staff_id, day) is inserted in the same
// transaction that queues their e-mail, and only the server whose insert went in queues it, so
// servers sharing one PostgreSQL send it once. A person with nothing to do gets no e-mail.

export const digestFrom = "08:00";

const dueTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

export async function queueMorningDigests(
  database: AppDatabase,
  { now, siteUrl, onMailQueued }: { now: Date; siteUrl: string; onMailQueued?: () => void },
): Promise<number> {
  const day: IsoDay = todayInKolkata(now);
  if (now < kolkataInstant(day, digestFrom)) return 0;
  const { db } = database;
  const staff = await staffAwaiting(db, day);
  if (!staff.length) return 0;
  const steps = nextSteps(database, { now: () => now });
  const { query } = matchingLeads(db, { kinds: inboxKinds, status: "new", assignee: "none" });
  const unassigned = await query
    .select(["l.kind", "l.id", "l.name", "l.email"])
    .orderBy("l.created_at")
    .limit(50)
    .execute();
  const contracts = (await contractsEndingSoon(db, day)).map((contract) => ({
    projectId: contract.projectId,
    name: contract.name,
    endsOn: contract.endsOn,
  }));
  let queued = 0;
  for (const member of staff) {
    const due = await steps.due(day, now, member.id);
    const email = composeMorningDigest({
      staffName: member.name,
      day,
      siteUrl,
      steps: due.map((step) => ({
        kind: step.kind,
        leadId: step.leadId,
        leadName: step.leadName,
        what: step.what,
        due: dueTime.format(new Date(step.dueAt)),
        overdue: step.overdue,
      })),
      unassigned: unassigned.map((lead) => ({
        kind: lead.kind,
        id: lead.id,
        name: lead.name || lead.email,
      })),
      contracts,
    });
    const sent = await queueStaffMailOnce(db, {
      staffId: member.id,
      key: day,
      to: member.email,
      email: email ?? null,
      now,
    });
    if (sent) queued++;
  }
  if (queued) onMailQueued?.();
  return queued;
}
