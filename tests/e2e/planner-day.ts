import { e2eDatabaseFile } from "../../playwright.config";
import { test as base } from "./fixtures";
import { startSite } from "./servers";

// The planner's figures depend on the day it is read (its subsidies end on 31 March 2027, its
// rates fall due for review): the planner specs run against the production build with its clock
// pinned by faketime to 10:00 IST on the day the figures were worked out by hand, so what they
// expect does not change as the calendar moves. tests/e2e/planner-clock.spec.ts moves it on.

/** The day the specs' figures hold for (app/lib/solar-plan.test.ts works them out). */
export const plannerDay = "2026-11-24";

/** The same site and database as the other specs, its clock at 10:00 IST on `plannerDay`. */
export const test = base.extend<object, { plannerSite: { origin: string } }>({
  plannerSite: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startSite(
        { DATABASE_URL: `file:${e2eDatabaseFile}`, TRUST_PROXY: "1" },
        // A busy machine can take a while to start a second server.
        { clock: `${plannerDay} 04:30:00`, healthTimeoutMs: 60_000 },
      );
      try {
        await use(site);
      } finally {
        await site.stop();
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ plannerSite }, use) => use(plannerSite.origin),
});

export { expect } from "./fixtures";
