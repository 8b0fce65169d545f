import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { moneyFigures, periodLeads } from "./dashboard-data.server";
import { byDimension, funnel } from "./dashboard-figures";
import { seedDashboardLeads } from "./dashboard-seed.server";

// Issue 37 on both engines: a period's leads come back with the moments each reached, so the
// funnel counts what was seeded (the i-th lead goes i % 10 deep), only the period's leads count,
// and the money adds up the proposals and the subsidies still owed.

describe.each(testEngines)("the dashboard's data ($engine)", ({ create }) => {
  let target: TestDatabase;
  let database: AppDatabase;
  beforeEach(async () => {
    target = await create();
    database = await openDatabase(target.url);
  });
  afterEach(async () => {
    await database.close();
    await target.cleanup();
  });

  it("counts each stage of the period's leads, and none from outside it", async () => {
    // 100 leads across April 2027 (Kolkata), 20 in March before it.
    const march = await seedDashboardLeads(database.db, {
      count: 20,
      from: new Date("2027-03-05T00:00:00Z"),
      to: new Date("2027-03-25T00:00:00Z"),
    });
    const seeded = await seedDashboardLeads(database.db, {
      count: 100,
      from: new Date("2027-03-31T18:30:00Z"),
      to: new Date("2027-04-29T18:30:00Z"),
    });
    const april = { kind: "last-month" as const, from: "2027-04-01", to: "2027-04-30" };
    const now = new Date("2027-12-01T00:00:00Z");
    const leads = await periodLeads(database.db, april, now);
    expect(leads).toHaveLength(100);
    expect(funnel(leads).map((step) => step.count)).toEqual([100, 90, 60, 50, 40, 20, 20, 10, 10]);
    expect(leads.filter((lead) => lead.kind === "contact")).toHaveLength(20);
    expect(byDimension(leads, "language").find((row) => row.value === "or")?.leads).toBe(34);
    expect(byDimension(leads, "form").find((row) => row.value === "planner")?.leads).toBe(40);

    const money = await moneyFigures(database, april, "2027-08-01");
    // Proposals count by the day they were sent (four days after the lead), acceptances by
    // theirs (five): those of April's last days fall in May.
    const inApril = (lead: (typeof seeded)[number], hours: number) =>
      Date.parse(lead.createdAt) + hours * 3_600_000 < Date.parse("2027-04-30T18:30:00Z");
    const deep = (lead: (typeof seeded)[number], depth: number) => lead.index % 10 >= depth;
    expect(money.sent.count).toBe(seeded.filter((l) => deep(l, 6) && inApril(l, 96)).length);
    expect(money.accepted.count).toBe(seeded.filter((l) => deep(l, 8) && inApril(l, 120)).length);
    expect(money.sent.count).toBeGreaterThan(30);
    expect(money.sent.value).toBe(money.sent.count * 189_000);
    expect(money.accepted.value).toBe(money.accepted.count * 189_000);
    // Applied for (portal registration) by every project; credited only by the deepest.
    const owed = Object.values(money.subsidyOwed).reduce((sum, bucket) => sum + bucket.count, 0);
    // Applied for a week after the lead (March's last leads' in April), credited only by the
    // deepest (i % 10 = 9); the rest still owed, whenever applied.
    const appliedInApril = [...march, ...seeded].filter((lead) => {
      const applied = Date.parse(lead.createdAt) + 7 * 86_400_000 + 5.5 * 3_600_000;
      return deep(lead, 8) && new Date(applied).toISOString().startsWith("2027-04");
    });
    expect(money.subsidyApplied.count).toBe(appliedInApril.length);
    expect(money.subsidyApplied.value).toBe(appliedInApril.length * 138_000);
    expect(owed).toBe([...march, ...seeded].filter((l) => l.index % 10 === 8).length);
    expect(Object.values(money.subsidyOwed).reduce((sum, b) => sum + b.value, 0)).toBe(
      owed * 138_000,
    );
  });
});
