import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { createMailOutbox } from "~/lib/mail/mail-outbox.server";
import { openStaffAuth } from "~/lib/staff/auth.server";
import { staffAccounts } from "~/lib/staff/staff-accounts.server";
import { queueMorningDigests } from "./morning-digest.server";
import { kolkataDateTime, kolkataDateTimeValue, nextSteps } from "./next-steps.server";

const siteUrl = "https://www.suryodaysolar.in";

describe("next steps in Kolkata time", () => {
  it("read and write datetime-local values as India time", () => {
    expect(kolkataDateTime("2027-05-03T10:00")?.toISOString()).toBe("2027-05-03T04:30:00.000Z");
    expect(kolkataDateTime("2027-05-03T00:15")?.toISOString()).toBe("2027-05-02T18:45:00.000Z");
    expect(kolkataDateTime("2027-02-30T10:00")).toBeNull();
    expect(kolkataDateTime("tomorrow")).toBeNull();
    expect(kolkataDateTimeValue("2027-05-02T18:45:00.000Z")).toBe("2027-05-03T00:15");
  });
});

describe.each(testEngines)("follow-ups and the morning digest ($engine)", ({ create }) => {
  let target: TestDatabase;
  let database: AppDatabase;
  let priya: { id: string; name: string };
  let rahul: { id: string; name: string };
  beforeEach(async () => {
    target = await create();
    database = await openDatabase(target.url);
    const accounts = staffAccounts(database, await openStaffAuth(database, { siteUrl }));
    const password = "a long enough passphrase";
    priya = await accounts.add({
      email: "priya@example.in",
      name: "Priya Das",
      role: "owner",
      password,
    });
    rahul = await accounts.add({
      email: "rahul@example.in",
      name: "Rahul Nayak",
      role: "staff",
      password,
    });
  });
  afterEach(async () => {
    await database.close();
    await target.cleanup();
  });

  const at = (iso: string) => new Date(iso);
  const message = (name: string) => ({
    name,
    email: `${name}@example.com`,
    phone: "",
    message: "Hi",
  });

  it("lists due and overdue steps, overdue first, and records set and done in the timeline", async () => {
    const leads = createLeadStore(database, { now: () => at("2027-05-01T02:00:00Z") });
    const a = await leads.saveContact(message("asha"));
    const b = await leads.saveContact(message("bikash"));
    const c = await leads.saveContact(message("chitra"));
    const steps = nextSteps(database, { now: () => at("2027-05-03T05:00:00Z") });
    await steps.set(
      "contact",
      a.id,
      { what: "Call back", dueAt: kolkataDateTime("2027-05-03T09:00")!, assigneeId: priya.id },
      priya,
    );
    await steps.set(
      "contact",
      b.id,
      { what: "Send brochure", dueAt: kolkataDateTime("2027-05-03T17:00")!, assigneeId: rahul.id },
      priya,
    );
    await steps.set(
      "contact",
      c.id,
      { what: "Visit", dueAt: kolkataDateTime("2027-05-04T10:00")!, assigneeId: null },
      priya,
    );
    const now = at("2027-05-03T05:00:00Z"); // 10:30 IST
    const due = await steps.due("2027-05-03", now);
    expect(due.map((step) => [step.leadName, step.what, step.overdue, step.assigneeName])).toEqual([
      ["asha", "Call back", true, "Priya Das"],
      ["bikash", "Send brochure", false, "Rahul Nayak"],
    ]);
    expect(await steps.counts("2027-05-03", now)).toEqual({ overdue: 1, dueToday: 1 });
    expect(await steps.done("contact", a.id, priya)).toBe(true);
    expect(await steps.done("contact", a.id, priya)).toBe(false);
    expect(await steps.counts("2027-05-03", now)).toEqual({ overdue: 0, dueToday: 1 });
    const events = await database.db
      .selectFrom("lead_events")
      .selectAll()
      .where("lead_id", "=", a.id)
      .where("lead_kind", "=", "contact")
      .orderBy("id")
      .execute();
    expect(events.map((event) => JSON.parse(event.details).action)).toEqual(["set", "done"]);
  });

  it("e-mails each person once a day from 08:00, however many servers tick at once; nobody with nothing", async () => {
    const leads = createLeadStore(database, { now: () => at("2027-05-02T12:00:00Z") });
    const a = await leads.saveContact(message("asha"));
    const steps = nextSteps(database, { now: () => at("2027-05-02T12:00:00Z") });
    await steps.set(
      "contact",
      a.id,
      { what: "Call back", dueAt: kolkataDateTime("2027-05-03T11:00")!, assigneeId: rahul.id },
      priya,
    );
    // Assigned, so it is not "new and unassigned": only Rahul has anything today.
    await database.db
      .insertInto("lead_progress")
      .values({
        lead_kind: "contact",
        lead_id: a.id,
        status: "contacted",
        lost_reason: null,
        assigned_to: rahul.id,
        updated_at: "2027-05-02T12:00:00Z",
      })
      .execute();

    expect(await queueMorningDigests(database, { now: at("2027-05-03T02:29:00Z"), siteUrl })).toBe(
      0,
    );
    const eight = at("2027-05-03T02:31:00Z"); // 08:01 IST
    const counts = await Promise.all(
      [1, 2, 3, 4, 5].map(() => queueMorningDigests(database, { now: eight, siteUrl })),
    );
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await queueMorningDigests(database, { now: at("2027-05-03T06:00:00Z"), siteUrl })).toBe(
      0,
    );
    const mail = await createMailOutbox(database).listMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toEqual(["rahul@example.in"]);
    expect(mail[0]!.subject).toBe("Your day, May 3, 2027: 1 next step due");
    expect(mail[0]!.text).toContain(`Call back (asha) ${siteUrl}/inbox/contact/${a.id}`);

    // The next day a new lead is nobody's: everyone hears of it.
    await createLeadStore(database, { now: () => at("2027-05-03T12:00:00Z") }).saveContact(
      message("dev"),
    );
    expect(await queueMorningDigests(database, { now: at("2027-05-04T03:00:00Z"), siteUrl })).toBe(
      2,
    );
    const next = (await createMailOutbox(database).listMail()).slice(1);
    expect(next.map((m) => m.to[0]).sort()).toEqual(["priya@example.in", "rahul@example.in"]);
    const rahulsMail = next.find((m) => m.to[0] === "rahul@example.in")!;
    expect(rahulsMail.subject).toBe(
      "Your day, May 4, 2027: 1 next step due, 1 overdue, 1 new lead unassigned",
    );
    expect(rahulsMail.text).toContain("OVERDUE");
  });
});
