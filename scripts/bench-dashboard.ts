// The dashboard's answer time on a year of data (issue 37): seeds 50,000 leads with their
// events, surveys, proposals and projects into a fresh SQLite database and (when
// TEST_DATABASE_URL is set) a fresh PostgreSQL schema, then times the dashboard's whole work
// for a month and for a quarter (both compared with the period before), five times each, and
// prints the medians with the lowest and highest run. A measure, not a test: run it with
// nothing else running.
//
//   TEST_DATABASE_URL=postgres://… npx tsx scripts/bench-dashboard.ts [--leads=50000]

import { performance } from "node:perf_hooks";
import { openDatabase } from "../app/lib/db/database.server";
import { testEngines } from "../app/lib/db/test-databases";
import { projectStore } from "../app/features/projects/index.server";
import { seedDashboardLeads } from "../app/features/dashboard/dashboard-seed.server";
import { loadFigures } from "../app/features/dashboard/dashboard.server";
import { dashboardView } from "../app/features/dashboard/dashboard-view.server";
import type { Period } from "../app/features/dashboard/period";

const leads = Number(/--leads=(\d+)/.exec(process.argv.join(" "))?.[1] ?? 50_000);
const runs = 5;
// A year of leads up to the day measured on.
const now = new Date("2027-06-15T06:30:00Z");
const today = "2027-06-15";
const periods: Period[] = [
  { kind: "this-month", from: "2027-06-01", to: today },
  { kind: "this-quarter", from: "2027-04-01", to: today },
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const { engine, create } of testEngines) {
  const target = await create();
  const database = await openDatabase(target.url);
  try {
    const seededAt = performance.now();
    await seedDashboardLeads(database.db, {
      count: leads,
      from: new Date(now.getTime() - 365 * 86_400_000),
      to: now,
    });
    const seedSeconds = ((performance.now() - seededAt) / 1000).toFixed(0);
    const projects = projectStore(database, { enabled: false, siteUrl: "https://example.com" });
    for (const period of periods) {
      const times: number[] = [];
      let shown = 0;
      for (let run = 0; run < runs; run++) {
        const start = performance.now();
        const view = dashboardView(
          await loadFigures(database, period, {
            today,
            now,
            stalled: () => projects.stalledCount(today),
          }),
        );
        times.push(performance.now() - start);
        shown = view.funnel[0]!.count;
      }
      console.log(
        `${engine}\t${leads} leads (seeded in ${seedSeconds} s)\t${period.kind}: ${shown} leads\tmedian ${median(times).toFixed(0)} ms (${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)})`,
      );
    }
  } finally {
    await database.close();
    await target.cleanup();
  }
}
