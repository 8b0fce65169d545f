import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { estimateSystem } from "~/lib/estimate";
import { exportLeads } from "~/lib/leads/lead-export.server";
import { createLeadStore, type LeadStore } from "~/lib/leads/lead-store.server";
import { createMailOutbox } from "~/lib/mail/mail-outbox.server";
import { purgeProspectsOlderThan } from "~/lib/leads/retention.server";
import { openTestStores } from "~/lib/leads/test-stores";
import { openStaffAuth } from "~/lib/staff/auth.server";
import { staffAccounts } from "~/lib/staff/staff-accounts.server";
import type { SignedInStaff } from "~/lib/staff/staff-session.server";
import { recordChoice } from "~/lib/privacy/person-records";
import { erasePerson, previewErasure } from "~/features/privacy/erasure.server";
import type { InboxFilter } from "./inbox-filter";
import { inboxQueries } from "./inbox-queries.server";
import { describeEvent } from "~/features/lead-page/timeline";
import { newsletterSubscribers } from "./subscribers.server";

const quote = (name: string, email: string, phone: string) => ({
  name,
  email,
  phone,
  address: "",
  location: "751007",
  product: "solar-panels" as const,
  roofSize: 50,
  monthlyBill: 100,
  message: "",
  estimate: {
    basis: "spec-dollars" as const,
    ...estimateSystem({ roofSize: 50, monthlyBill: 100 }),
  },
});

describe.each(testEngines)("the inbox on $engine", ({ create }) => {
  let testDatabase: TestDatabase;
  let database: AppDatabase;
  let leads: LeadStore;
  let clock: Date;
  let owner: SignedInStaff;
  let desk: SignedInStaff;
  const at = (iso: string) => (clock = new Date(iso));

  beforeEach(async () => {
    testDatabase = await create();
    const stores = await openTestStores({ databaseUrl: testDatabase.url });
    database = stores.database;
    clock = new Date("2025-07-01T10:00:00.000Z");
    leads = createLeadStore(database, {
      notifyTo: ["sales@example.in"],
      siteUrl: "https://www.example.in",
      now: () => clock,
    });
    const accounts = staffAccounts(
      database,
      await openStaffAuth(database, { siteUrl: "https://www.example.in" }),
    );
    const password = "a long enough passphrase";
    const added = await accounts.add({
      email: "owner@example.in",
      name: "Priya Das",
      role: "owner",
      password,
    });
    const addedDesk = await accounts.add({
      email: "desk@example.in",
      name: "Rahul Nayak",
      role: "staff",
      password,
    });
    owner = { id: added.id, name: added.name, email: added.email, role: "owner", twoFactor: false };
    desk = {
      id: addedDesk.id,
      name: addedDesk.name,
      email: addedDesk.email,
      role: "staff",
      twoFactor: false,
    };
  });
  afterEach(async () => {
    await database.close();
    await testDatabase.cleanup();
  });

  const page = (filter: Partial<InboxFilter> = {}) =>
    inboxQueries(database).list({ page: 1, ...filter }, 2);
  const names = async (filter: Partial<InboxFilter> = {}) =>
    (await inboxQueries(database).list({ page: 1, ...filter })).rows.map(
      (row) => row.name || row.email,
    );

  async function seed() {
    at("2025-07-01T04:00:00.000Z");
    await leads.saveContact({
      name: "Ananya Mohanty",
      email: "ananya@example.com",
      phone: "+91 94370 11111",
      message: "Tin roof in Patia, 50% shaded?",
    });
    at("2025-07-02T04:00:00.000Z");
    await leads.saveQuote(quote("Bikash Sahoo", "bikash@example.in", "94370-22222"));
    at("2025-07-03T04:00:00.000Z");
    await leads.savePrivacyRequest({
      email: "ananya@example.com",
      phone: "",
      message: "Please delete me",
    });
    at("2025-07-04T04:00:00.000Z");
    await leads.saveContact({
      name: "Chitra Rao",
      email: "chitra@example.org",
      phone: "",
      message: "Battery backup for a clinic",
    });
  }

  it("lists every kind newest first, paged in the database", async () => {
    await seed();
    const first = await page();
    expect(first.total).toBe(4);
    expect(first.pageCount).toBe(2);
    expect(first.rows.map((row) => `${row.kind} ${row.id}`)).toEqual(["contact 2", "privacy 1"]);
    const second = await page({ page: 2 });
    expect(second.rows.map((row) => `${row.kind} ${row.id}`)).toEqual(["quote 1", "contact 1"]);
    expect(second.rows[0]).toMatchObject({
      name: "Bikash Sahoo",
      product: "solar-panels",
      status: "new",
      assigneeName: null,
    });
    expect(await inboxQueries(database).countNew()).toBe(4);
  });

  it("filters by kind, status, assignee and Indian dates, and searches every field", async () => {
    await seed();
    const inbox = inboxQueries(database);
    expect(await names({ kind: "contact" })).toEqual(["Chitra Rao", "Ananya Mohanty"]);
    expect(await names({ from: "2025-07-02", to: "2025-07-03" })).toEqual([
      "ananya@example.com",
      "Bikash Sahoo",
    ]);
    expect(await names({ q: "BIKASH" })).toEqual(["Bikash Sahoo"]);
    expect(await names({ q: "clinic" })).toEqual(["Chitra Rao"]);
    expect(await names({ q: "9437022222" })).toEqual(["Bikash Sahoo"]);
    expect(await names({ q: "94370 11111" })).toEqual(["Ananya Mohanty"]);
    // LIKE's wildcards are taken literally.
    expect(await names({ q: "50%" })).toEqual(["Ananya Mohanty"]);
    expect(await names({ q: "_" })).toEqual([]);

    await inbox.setStatus("quote", 1, { status: "contacted" }, owner);
    await inbox.assign("contact", 1, desk.id, owner);
    expect(await names({ status: "contacted" })).toEqual(["Bikash Sahoo"]);
    expect(await names({ status: "new", kind: "contact" })).toEqual([
      "Chitra Rao",
      "Ananya Mohanty",
    ]);
    expect(await names({ assignee: desk.id })).toEqual(["Ananya Mohanty"]);
    expect(await names({ assignee: "none", kind: "contact" })).toEqual(["Chitra Rao"]);
    expect(await inbox.countNew()).toBe(3);
  });

  it("records status, assignment and notes with who and when", async () => {
    await seed();
    const inbox = inboxQueries(database, { now: () => clock });
    at("2025-07-05T09:00:00.000Z");
    expect(await inbox.assign("quote", 1, desk.id, owner)).toBe(true);
    at("2025-07-05T09:10:00.000Z");
    await inbox.setStatus("quote", 1, { status: "survey_booked" }, desk);
    at("2025-07-05T09:20:00.000Z");
    await inbox.addNote("quote", 1, "Roof faces south; survey Tuesday 10 am.", desk);
    at("2025-07-06T09:00:00.000Z");
    await inbox.setStatus(
      "quote",
      1,
      { status: "lost", reason: "Went with a cheaper installer" },
      owner,
    );

    const detail = await inbox.detail("quote", 1);
    expect(detail).toMatchObject({
      status: "lost",
      lostReason: "Went with a cheaper installer",
      assigneeId: desk.id,
    });
    expect(detail?.lead).toMatchObject({ kind: "quote", name: "Bikash Sahoo", estimateKw: 5 });
    expect(
      detail?.timeline.map(
        (event) => `${event.createdAt} ${event.actorName}: ${describeEvent(event)}`,
      ),
    ).toEqual([
      "2025-07-06T09:00:00.000Z Priya Das: Status: Site survey booked → Lost (Went with a cheaper installer)",
      "2025-07-05T09:20:00.000Z Rahul Nayak: Roof faces south; survey Tuesday 10 am.",
      "2025-07-05T09:10:00.000Z Rahul Nayak: Status: New → Site survey booked",
      "2025-07-05T09:00:00.000Z Priya Das: Assigned to Rahul Nayak",
    ]);
    expect(await inbox.detail("quote", 99)).toBeUndefined();
    expect(await inbox.addNote("contact", 99, "x", owner)).toBe(false);
    expect(await inbox.assign("quote", 1, "no-such-staff", owner)).toBe(false);
  });

  it("shows the language each lead was sent in, in the list and on the lead", async () => {
    await seed();
    at("2025-07-05T04:00:00.000Z");
    await leads.saveContact({
      name: "Sasmita Behera",
      email: "sasmita@example.in",
      phone: "୯୪୩୭୦ ୧୧୧୧୧",
      message: "ଛାତ ଉପରେ ସୋଲାର ଲଗାଇବାକୁ ଚାହୁଁଛି।",
      language: "or",
    });
    const { rows } = await inboxQueries(database).list({ page: 1 });
    expect(rows.map((row) => [row.kind, row.language])).toEqual([
      ["contact", "or"],
      ["contact", "en"],
      ["privacy", "en"],
      ["quote", "en"],
      ["contact", "en"],
    ]);
    const detail = await inboxQueries(database).detail("contact", 3);
    expect(detail?.lead).toMatchObject({ name: "Sasmita Behera", language: "or" });
  });

  it("links each notification e-mail to its lead in the inbox", async () => {
    await seed();
    const mail = await createMailOutbox(database).listMail();
    expect(mail.map((item) => item.text.split("\n").at(-1))).toEqual([
      "Open it in the inbox: https://www.example.in/inbox/contact/1",
      "Open it in the inbox: https://www.example.in/inbox/quote/1",
      "Open it in the inbox: https://www.example.in/inbox/privacy/1",
      "Open it in the inbox: https://www.example.in/inbox/contact/2",
    ]);
  });

  it("lists, searches and removes newsletter subscribers", async () => {
    at("2025-07-01T00:00:00.000Z");
    await leads.subscribe("reader@example.com");
    at("2025-07-02T00:00:00.000Z");
    await leads.subscribe("another@example.in");
    const subscribers = newsletterSubscribers(database);
    expect((await subscribers.list({ page: 1 })).rows.map((row) => row.email)).toEqual([
      "another@example.in",
      "reader@example.com",
    ]);
    expect((await subscribers.list({ q: "READER", page: 1 })).rows).toEqual([
      {
        id: 1,
        email: "reader@example.com",
        createdAt: "2025-07-01T00:00:00.000Z",
        language: "en",
      },
    ]);
    expect(await subscribers.remove(1)).toBe(true);
    expect(await subscribers.remove(1)).toBe(false);
    expect((await subscribers.all()).map((row) => row.email)).toEqual(["another@example.in"]);
    expect((await createMailOutbox(database).listMail()).map((mail) => mail.leadId)).toEqual([2]);
  });

  it("erases every record of the person and leaves an entry without their data", async () => {
    await seed();
    await leads.subscribe("ananya@example.com");
    await leads.saveQuote(quote("Ananya M.", "ANANYA@example.com", "94370 33333"));
    await leads.saveContact({
      name: "A. Mohanty",
      email: "",
      phone: "094370-11111",
      message: "Same phone",
    });
    const inbox = inboxQueries(database);
    await inbox.addNote("contact", 1, "Called Ananya, she asked for a callback", desk);
    await inbox.setStatus("contact", 1, { status: "contacted" }, desk);
    await inbox.addNote("privacy", 1, "Identity confirmed by phone", owner);
    // She asks again, now with her phone number too: that request is the one answered.
    const { id } = await leads.savePrivacyRequest({
      email: "ananya@example.com",
      phone: "+91 9437011111",
      message: "",
    });

    // Her address finds her quote, message, subscription and first request; the number alone
    // finds A. Mohanty's message, which the owner, having called, chooses too.
    const preview = await previewErasure(database, id);
    expect(preview?.map((person) => [person.name, person.by])).toEqual([
      ["Ananya Mohanty", "email"],
      ["A. Mohanty", "phone"],
    ]);
    const chosen = preview!.flatMap((person) => person.records).map(recordChoice);
    const counts = await erasePerson(database, id, owner, new Date(), chosen);
    expect(counts).toEqual({
      contact: 2,
      quote: 1,
      newsletter: 1,
      privacy: 1,
      proposal: 0,
      project: 0,
      mail: 6,
      history: 3,
      consent: 1,
      whatsapp: 0,
    });

    const everything = JSON.stringify({
      leads: await exportLeads(database),
      mail: await createMailOutbox(database).listMail(),
      events: await database.db.selectFrom("lead_events").selectAll().execute(),
      progress: await database.db.selectFrom("lead_progress").selectAll().execute(),
      privacy: await database.db.selectFrom("privacy_requests").selectAll().execute(),
      consents: await database.db.selectFrom("consent_records").selectAll().execute(),
    });
    for (const trace of ["ananya", "Ananya", "11111", "33333", "Please delete me", "callback"]) {
      expect(everything).not.toContain(trace);
    }
    expect(await names()).toEqual(["Chitra Rao", "", "Bikash Sahoo"]);
    const request = await inbox.detail("privacy", id);
    expect(request?.status).toBe("erased");
    expect(request?.lead).toMatchObject({ email: "", phone: "", message: "" });
    expect(request?.timeline.map(describeEvent)).toEqual([
      "Erased this person's data: 2 contact messages, 1 quote request, 1 newsletter subscription, 1 earlier privacy request, 6 notification e-mails, 3 notes and history entries, 1 consent record.",
    ]);
    expect(request?.timeline[0]?.actorName).toBe("Priya Das");
    expect(await erasePerson(database, 42, owner)).toBeUndefined();
  });

  it("purges the notes and history of the leads the retention removes", async () => {
    at("2021-01-01T00:00:00.000Z");
    await leads.saveContact({ name: "Old", email: "old@example.com", phone: "", message: "Hello" });
    at("2025-01-01T00:00:00.000Z");
    await leads.saveContact({
      name: "Recent",
      email: "recent@example.com",
      phone: "",
      message: "Hi",
    });
    const inbox = inboxQueries(database);
    await inbox.addNote("contact", 1, "Old note", owner);
    await inbox.assign("contact", 1, desk.id, owner);
    await inbox.addNote("contact", 2, "Recent note", owner);
    expect(await purgeProspectsOlderThan(database, new Date("2022-01-01T00:00:00.000Z"))).toEqual({
      contact: 1,
      quote: 0,
    });
    const events = await database.db.selectFrom("lead_events").select(["lead_id"]).execute();
    expect(events).toEqual([{ lead_id: 2 }]);
    expect(await database.db.selectFrom("lead_progress").selectAll().execute()).toEqual([]);
  });
});
