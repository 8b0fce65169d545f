import type { AppLoadContext } from "react-router";
import { inboxModules } from "~/lib/inbox/inbox-context.server";
import { requestDay } from "~/lib/request-day.server";
import type { AppDatabase } from "~/lib/db/database.server";
import type { IsoDay } from "~/lib/time/kolkata-day";
import { moneyFigures, overdueNextSteps, periodLeads } from "./dashboard-data.server";
import { type Period, previousPeriod, readPeriod } from "./period";

// What the dashboard reads for a period (issue 37): its leads and the period before's, the
// money, the overdue next steps and stalled projects now. The page, its CSV, the leads behind
// a figure and the owner's monthly e-mail all read it so.

export async function loadFigures(
  database: AppDatabase,
  period: Period,
  { today, now, stalled }: { today: IsoDay; now: Date; stalled: () => Promise<number> },
) {
  const before = previousPeriod(period);
  const [leads, earlier, money, overdue, stalledNow] = await Promise.all([
    periodLeads(database.db, period, now),
    periodLeads(database.db, before, now),
    moneyFigures(database, period, today),
    overdueNextSteps(database.db, now),
    stalled(),
  ]);
  return { period, before, leads, earlier, money, overdue, stalled: stalledNow };
}

export type DashboardLoad = Awaited<ReturnType<typeof loadFigures>>;

/** The period a page's query asks for, loaded. */
export function loadDashboard(context: AppLoadContext, query: URLSearchParams) {
  const { today, now } = requestDay(context);
  return loadFigures(inboxModules(context).database, readPeriod(query, today), {
    today,
    now,
    stalled: async () => (await context.projects?.stalledCount(today)) ?? 0,
  });
}
