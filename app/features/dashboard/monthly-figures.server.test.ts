import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { createMailOutbox } from "~/lib/mail/mail-outbox.server";
import { openStaffAuth } from "~/lib/staff/auth.server";
import { staffAccounts } from "~/lib/staff/staff-accounts.server";
import { seedDashboardLeads } from "./dashboard-seed.server";
import { queueMonthlyFigures } from "./monthly-figures.server";

// Issue 37 on both engines: on the first of the month, from 08:00 India time, the owner and
// each manager get last month's figures once; nobody else, and not on another day.

const siteUrl = "https://www.suryodaysolar.in";

describe.each(testEngines)("the monthly figures ($engine)", ({ create }) => {
  let target: TestDatabase;
  let database: AppDatabase;
  beforeEach(async () => {
    target = await create();
    database = await openDatabase(target.url);
    const accounts = staffAccounts(database, await openStaffAuth(database, { siteUrl }));
    const password = "a long enough passphrase";
    for (const [email, name, role] of [
      ["owner@example.in", "Priya Das", "owner"],
      ["manager@example.in", "Rina Sahu", "manager"],
      ["seller@example.in", "Amit Nayak", "staff"],
    ] as const) {
      await accounts.add({ email, name, role, password });
    }
  });
  afterEach(async () => {
    await database.close();
    await target.cleanup();
  });

  it("e-mails last month's figures to the owner and managers once, on the first", async () => {
    // 50 leads in April 2027.
    await seedDashboardLeads(database.db, {
      count: 50,
      from: new Date("2027-03-31T18:30:00Z"),
      to: new Date("2027-04-29T18:30:00Z"),
    });
    const queue = (at: string) =>
      queueMonthlyFigures(database, { now: new Date(at), siteUrl, stalled: async () => 2 });
    // 1 May, 07:59 in Kolkata: not yet; 08:00: both.
    expect(await queue("2027-05-01T02:29:00Z")).toBe(0);
    expect(await queue("2027-05-01T02:30:00Z")).toBe(2);
    expect(await queue("2027-05-01T09:00:00Z")).toBe(0);
    expect(await queue("2027-05-02T03:00:00Z")).toBe(0);
    const mail = await createMailOutbox(database).listMail();
    expect(mail.map((message) => message.to[0]).sort()).toEqual([
      "manager@example.in",
      "owner@example.in",
    ]);
    expect(mail[0]!.subject).toBe("Last month at a glance: April 2027");
    expect(mail[0]!.text).toContain("- Leads: 50 (before: 0)");
    expect(mail[0]!.text).toContain("- Contacted: 45 (before: 0), 90% of the step before");
    expect(mail[0]!.text).toContain("- Projects stalled now: 2");
    expect(mail[0]!.text).toContain(`${siteUrl}/inbox/dashboard?period=last-month`);
  });
});
