import { dashboardRoles } from "~/lib/staff/staff-session.server";
import type { AppDatabase } from "~/lib/db/database.server";
import { dashboardCopy as copy } from "~/content/dashboard";
import { queueStaffMailOnce, staffAwaiting } from "~/lib/mail/staff-mail-once.server";
import { fill } from "~/lib/i18n/fill";
import { kolkataInstant, todayInKolkata } from "~/lib/time/kolkata-day";
import { loadFigures } from "./dashboard.server";
import { dashboardPath, dashboardView } from "./dashboard-view.server";
import { readPeriod } from "./period";

// The owner's monthly e-mail (issue 37): on the first of each month, from 08:00 India time,
// last month's figures beside the month before's, the same as the dashboard shows, to the
// owner and each manager. Sent once a person a month by the morning digest's machinery: the
// row digest_sent(staff_id, "figures:<month>") goes in with the e-mail, and only the server
// whose insert went in queues it.

const monthName = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function composeMonthlyFigures(
  view: ReturnType<typeof dashboardView>,
  { name, siteUrl }: { name: string; siteUrl: string },
) {
  const month = monthName.format(new Date(`${view.period.from}T00:00:00Z`));
  const top = view.tables[0]!.rows.slice(0, 6);
  const link = new URL(`${dashboardPath}?period=last-month`, siteUrl).href;
  const text = [
    `Namaste ${name},`,
    "",
    `${view.period.words}.`,
    "",
    copy.funnel.heading,
    ...view.funnel.map(
      (step) =>
        `- ${step.words}: ${step.count} (before: ${step.before})${step.conversion === null ? "" : `, ${step.conversionWords} of the step before`}`,
    ),
    "",
    copy.dimensions.channel,
    ...top.map(
      (row) => `- ${row.words}: ${row.leads} leads, ${row.won} won (before: ${row.before})`,
    ),
    "",
    copy.contact.heading,
    `- ${copy.contact.median}: ${view.contact.median} (before: ${view.contact.medianBefore})`,
    `- ${copy.contact.within}: ${view.contact.within} (before: ${view.contact.withinBefore})`,
    `- ${copy.contact.overdue}: ${view.contact.overdue}`,
    `- ${copy.contact.stalled}: ${view.contact.stalled}`,
    "",
    copy.money.heading,
    `- ${copy.money.sent}: ${view.money.sent}`,
    `- ${copy.money.accepted}: ${view.money.accepted}`,
    `- ${copy.money.applied}: ${view.money.applied}`,
    ...view.money.owed.map((row) => `- ${copy.money.owed}, ${row.words}: ${row.figure}`),
    "",
    `The dashboard, with the leads behind each figure: ${link}`,
  ].join("\n");
  return { subject: fill(copy.monthly.subject, { month }), text };
}

export async function queueMonthlyFigures(
  database: AppDatabase,
  {
    now,
    siteUrl,
    stalled,
    onMailQueued,
  }: { now: Date; siteUrl: string; stalled: () => Promise<number>; onMailQueued?: () => void },
): Promise<number> {
  const today = todayInKolkata(now);
  if (!today.endsWith("-01") || now < kolkataInstant(today, "08:00")) return 0;
  const { db } = database;
  const period = readPeriod(new URLSearchParams("period=last-month"), today);
  const key = `figures:${period.from.slice(0, 7)}`;
  const readers = await staffAwaiting(db, key, dashboardRoles);
  if (!readers.length) return 0;
  const view = dashboardView(await loadFigures(database, period, { today, now, stalled }));
  let queued = 0;
  for (const reader of readers) {
    const sent = await queueStaffMailOnce(db, {
      staffId: reader.id,
      key,
      to: reader.email,
      email: composeMonthlyFigures(view, { name: reader.name, siteUrl }),
      now,
    });
    if (sent) queued++;
  }
  if (queued) onMailQueued?.();
  return queued;
}
