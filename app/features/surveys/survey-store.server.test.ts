import { kolkataInstant } from "~/lib/time/kolkata-day";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { estimateSystem } from "~/lib/estimate";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { createMailOutbox } from "~/lib/mail/mail-outbox.server";
import { defaultWeeklySlots } from "./survey-slots";
import { surveyStore } from "./survey-store.server";

const saturdayNine = new Date("2027-05-01T03:30:00.000Z"); // 09:00 IST, Saturday 1 May 2027
const today = "2027-05-01";
const mondayTen = kolkataInstant("2027-05-03", "10:00").toISOString();
const mondayTwelve = kolkataInstant("2027-05-03", "12:00").toISOString();
const staff = { kind: "staff" as const, id: "staff-1", name: "Priya Das" };

const quote = (n: number, language: "en" | "or" = "en") => ({
  name: `Visitor ${n}`,
  email: `visitor-${n}@example.com`,
  phone: "+91 94370 55555",
  address: "Plot 4, Saheed Nagar",
  location: "751007",
  product: "solar-panels" as const,
  roofSize: 50,
  monthlyBill: 100,
  message: "",
  language,
  estimate: {
    basis: "spec-dollars" as const,
    ...estimateSystem({ roofSize: 50, monthlyBill: 100 }),
  },
});

describe.each(testEngines)("site surveys ($engine)", ({ create }) => {
  let target: TestDatabase;
  let database: AppDatabase;
  let clock = saturdayNine;
  const mail = {
    enabled: true,
    siteUrl: "https://www.suryodaysolar.in",
    notifyTo: ["sales@example.com"],
  };
  beforeEach(async () => {
    target = await create();
    database = await openDatabase(target.url);
    clock = saturdayNine;
  });
  afterEach(async () => {
    await database.close();
    await target.cleanup();
  });
  const surveys = () => surveyStore(database, mail, { now: () => clock });
  const leads = () => createLeadStore(database, { now: () => clock });
  const events = (leadId: number) =>
    database.db
      .selectFrom("lead_events")
      .selectAll()
      .where("lead_kind", "=", "quote")
      .where("lead_id", "=", leadId)
      .orderBy("id")
      .execute();

  it("gives a slot's last place to exactly one of 20 visitors pressing at once", async () => {
    const store = surveys();
    await store.saveWeekly(defaultWeeklySlots.map((slot) => ({ ...slot, capacity: 3 })));
    const ids: number[] = [];
    for (let n = 0; n < 22; n++) ids.push((await leads().saveQuote(quote(n))).id);
    for (const id of ids.slice(0, 2)) {
      expect(
        (await store.book(id, mondayTen, { actor: { kind: "visitor" }, today, now: clock }))
          .outcome,
      ).toBe("booked");
    }
    const results = await Promise.all(
      ids
        .slice(2)
        .map((id) =>
          surveys().book(id, mondayTen, { actor: { kind: "visitor" }, today, now: clock }),
        ),
    );
    expect(results.filter((result) => result.outcome === "booked")).toHaveLength(1);
    expect(results.filter((result) => result.outcome === "taken")).toHaveLength(19);
    const places = await database.db.selectFrom("survey_places").selectAll().execute();
    expect(places.map((place) => place.place).sort()).toEqual([1, 2, 3]);
    // The losers left nothing behind: no survey, no timeline entry, no e-mail.
    expect(await database.db.selectFrom("surveys").selectAll().execute()).toHaveLength(3);
    const free = await store.freeSlots(today, clock);
    expect(free.find((slot) => slot.start === mondayTen)).toBeUndefined();
    expect(free.find((slot) => slot.start === mondayTwelve)?.free).toBe(3);
  });

  it("books, moves, confirms and cancels, in the timeline and by e-mail", async () => {
    const { id } = await leads().saveQuote(quote(1, "or"));
    const store = surveys();
    const booked = await store.book(id, mondayTen, {
      actor: { kind: "visitor" },
      today,
      now: clock,
    });
    expect(booked.outcome).toBe("booked");
    const progress = await database.db.selectFrom("lead_progress").selectAll().executeTakeFirst();
    expect(progress?.status).toBe("survey_booked");
    // The default slot has one place: another lead cannot have it.
    const other = (await leads().saveQuote(quote(2))).id;
    expect(
      (await store.book(other, mondayTen, { actor: { kind: "visitor" }, today, now: clock }))
        .outcome,
    ).toBe("taken");
    expect(
      (
        await store.book(id, "2027-05-02T04:30:00.000Z", {
          actor: { kind: "visitor" },
          today,
          now: clock,
        })
      ).outcome,
    ).toBe("invalid");

    const moved = await store.book(id, mondayTwelve, { actor: staff, today, now: clock });
    expect(moved).toMatchObject({ outcome: "moved", survey: { start: mondayTwelve, sequence: 1 } });
    // The old place is free again.
    expect(
      (await store.book(other, mondayTen, { actor: { kind: "visitor" }, today, now: clock }))
        .outcome,
    ).toBe("booked");
    expect(await store.confirm(id, staff)).toMatchObject({
      outcome: "confirmed",
      survey: { sequence: 2 },
    });
    expect(await store.cancel(id, { actor: staff })).toMatchObject({
      outcome: "cancelled",
      survey: { sequence: 3 },
    });
    expect((await store.freeSlots(today, clock)).some((slot) => slot.start === mondayTwelve)).toBe(
      true,
    );

    const timeline = (await events(id)).map((event) => [
      event.type,
      event.actor_name,
      JSON.parse(event.details),
    ]);
    expect(timeline).toEqual([
      [
        "survey",
        "The customer, on their survey page",
        { action: "booked", start: mondayTen, end: expect.any(String) },
      ],
      ["status", "The customer, on their survey page", { from: "new", to: "survey_booked" }],
      [
        "survey",
        "Priya Das",
        { action: "moved", start: mondayTwelve, end: expect.any(String), from: mondayTen },
      ],
      [
        "survey",
        "Priya Das",
        { action: "confirmed", start: mondayTwelve, end: expect.any(String) },
      ],
      [
        "survey",
        "Priya Das",
        { action: "cancelled", start: mondayTwelve, end: expect.any(String) },
      ],
    ]);

    const outbox = (await createMailOutbox(database).listMail()).filter((m) => m.leadId === id);
    expect(outbox.map((m) => [m.to.join(), m.subject])).toEqual([
      ["visitor-1@example.com", "ଆପଣଙ୍କ ମାଗଣା ସାଇଟ ସର୍ଭେ: ସୋମବାର, 3 ମେ 2027, 10:00ରୁ 12:00"],
      [
        "sales@example.com",
        "Site survey booked by the customer: Visitor 1, Monday, May 3, 2027, 10:00 to 12:00",
      ],
      ["visitor-1@example.com", "ଆପଣଙ୍କ ସାଇଟ ସର୍ଭେର ସମୟ ବଦଳିଛି: ସୋମବାର, 3 ମେ 2027, 12:00ରୁ 14:00"],
      ["visitor-1@example.com", "ଆପଣଙ୍କ ସାଇଟ ସର୍ଭେ ନିଶ୍ଚିତ: ସୋମବାର, 3 ମେ 2027, 12:00ରୁ 14:00"],
      ["visitor-1@example.com", "ଆପଣଙ୍କ ସାଇଟ ସର୍ଭେ ବାତିଲ ହୋଇଛି"],
    ]);
    expect(outbox[0]!.attachments[0]!.content).toContain("SEQUENCE:0");
    expect(outbox[4]!.attachments[0]!.content).toContain("METHOD:CANCEL");
    // Without the visitor's own token (a staff change, a test) each e-mail carries a link of its own.
    expect(outbox[2]!.text).toMatch(/https:\/\/www\.suryodaysolar\.in\/or\/survey\/[\w-]{43}/);
  });

  it("queues the day-before reminder once, however many servers look at once", async () => {
    const { id } = await leads().saveQuote(quote(1));
    await surveys().book(id, mondayTen, { actor: { kind: "visitor" }, today, now: clock });
    // Sunday 2 May, 08:59 IST: not yet.
    clock = new Date("2027-05-02T03:29:00.000Z");
    expect(await surveys().queueDueReminders(clock)).toBe(0);
    clock = new Date("2027-05-02T03:31:00.000Z");
    const counts = await Promise.all([1, 2, 3, 4].map(() => surveys().queueDueReminders(clock)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const reminders = (await createMailOutbox(database).listMail()).filter((m) =>
      m.subject.startsWith("Tomorrow:"),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe(
      "Tomorrow: your free site survey, Monday, May 3, 2027, 10:00 to 12:00",
    );
  });

  it("keeps days off and staff's own week, and the default until they save one", async () => {
    const store = surveys();
    expect((await store.settings()).weekly).toEqual(defaultWeeklySlots);
    await store.addDayOff({ day: "2027-05-03", reason: "Holiday" });
    await store.saveWeekly([{ weekday: 1, start: "09:00", end: "11:00", capacity: 2 }]);
    expect(await store.settings()).toEqual({
      weekly: [{ weekday: 1, start: "09:00", end: "11:00", capacity: 2 }],
      daysOff: [{ day: "2027-05-03", reason: "Holiday" }],
    });
    const free = await store.freeSlots(today, clock);
    expect(free.map((slot) => slot.day)).toEqual(["2027-05-10"]);
    await store.saveWeekly([]);
    expect(await store.freeSlots(today, clock)).toEqual([]);
  });
});
