import { existsSync } from "node:fs";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { firstCallWhat } from "~/lib/lead-core/first-call";
import { sql } from "kysely";
import { leadLanguageTables } from "../../../db/migrations/0007-lead-language";
import { estimateSystem } from "~/lib/estimate";
import { parseDatabaseUrl } from "~/lib/db/database-url";
import type { NewQuote } from "./lead-record";
import type { LeadStoreOptions } from "./lead-store.server";
import { openTestStores, type TestStores } from "./test-stores";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";

const contact = {
  name: "Ananya Mohanty",
  email: "ananya@example.com",
  phone: "+91 94370 11111",
  message: "Can you fit panels on a tin roof?\nWe are in Patia.",
};

const quote: NewQuote = {
  name: "Bikash Sahoo",
  email: "bikash@example.in",
  phone: "+91 94370 22222",
  address: "Plot 7, Saheed Nagar",
  location: "751007",
  product: "batteries",
  roofSize: 50,
  monthlyBill: 100,
  message: "Mostly for power cuts.",
  estimate: {
    basis: "spec-dollars" as const,
    ...estimateSystem({ roofSize: 50, monthlyBill: 100 }),
  },
};

describe.each(testEngines)("lead store on $engine", ({ engine, create }) => {
  let database: TestDatabase;
  const open: TestStores[] = [];
  let clock = new Date("2025-07-01T10:00:00.000Z");

  async function openStore(options: Partial<LeadStoreOptions> = {}) {
    const store = await openTestStores({ databaseUrl: database.url, now: () => clock, ...options });
    open.push(store);
    return store;
  }

  beforeEach(async () => {
    clock = new Date("2025-07-01T10:00:00.000Z");
    database = await create();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((store) => store.close()));
    await database.cleanup();
  });

  it("creates its tables (and, for SQLite, the file and its folder) on first start", async () => {
    const store = await openStore();
    expect(store.engine).toBe(engine);
    expect(await store.export()).toEqual([]);
    if (engine === "sqlite") {
      const { file } = parseDatabaseUrl(database.url) as { file: string };
      expect(existsSync(file)).toBe(true);
      const raw = new SQLite(file, { readonly: true });
      expect(raw.pragma("journal_mode", { simple: true })).toBe("wal");
      raw.close();
    }
  });

  it("stores each kind of lead with every field, and keeps them across a restart", async () => {
    const store = await openStore();
    expect(await store.saveContact(contact)).toEqual({ id: 1 });
    clock = new Date("2025-07-01T10:05:00.000Z");
    expect(await store.saveQuote(quote)).toEqual({ id: 1 });
    // Each enquiry starts with a first call due within one working day (issue 30): received
    // on Tuesday at 15:30 in India, due Wednesday at 15:30.
    expect(
      await store.database.db
        .selectFrom("lead_next_steps")
        .select(["lead_kind", "what", "due_at"])
        .orderBy("lead_kind")
        .execute(),
    ).toEqual([
      { lead_kind: "contact", what: firstCallWhat, due_at: "2025-07-02T10:00:00.000Z" },
      { lead_kind: "quote", what: firstCallWhat, due_at: "2025-07-02T10:05:00.000Z" },
    ]);
    clock = new Date("2025-07-01T10:06:00.000Z");
    expect(await store.subscribe("reader@example.com")).toEqual({
      id: 1,
      created: true,
      pending: false,
    });
    await store.close();
    open.length = 0;

    const reopened = await openStore();
    expect(await reopened.export()).toEqual([
      {
        kind: "contact",
        id: 1,
        createdAt: "2025-07-01T10:00:00.000Z",
        language: "en",
        status: "new",
        assignedTo: null,
        ...contact,
      },
      {
        kind: "quote",
        id: 1,
        createdAt: "2025-07-01T10:05:00.000Z",
        language: "en",
        status: "new",
        assignedTo: null,
        name: quote.name,
        email: quote.email,
        phone: quote.phone,
        address: quote.address,
        location: quote.location,
        product: "batteries",
        roofSize: 50,
        monthlyBill: 100,
        message: quote.message,
        estimateKw: 5,
        estimateRecommendation: "5.0 kW solar system",
        estimatePrice: "$12,500",
        estimateBasis: "spec-dollars",
      },
      {
        kind: "newsletter",
        id: 1,
        createdAt: "2025-07-01T10:06:00.000Z",
        language: "en",
        email: "reader@example.com",
      },
    ]);
  });

  it("remembers the language of the page each lead was sent from, and tells staff in the e-mail", async () => {
    const store = await openStore({ notifyTo: ["sales@example.com"] });
    await store.saveContact({ ...contact, language: "or" });
    await store.saveQuote({ ...quote, language: "or" });
    await store.subscribe("odia-reader@example.com", "or");
    await store.subscribe("reader@example.com");
    await store.savePrivacyRequest({
      email: "ananya@example.com",
      phone: "",
      message: "",
      language: "or",
    });
    expect((await store.export()).map((lead) => [lead.kind, lead.language])).toEqual([
      ["contact", "or"],
      ["quote", "or"],
      ["newsletter", "or"],
      ["newsletter", "en"],
    ]);
    const mail = await store.listMail();
    expect(
      mail.map((item) => item.text.split("\n").filter((line) => line.startsWith("Language:"))),
    ).toEqual([
      ["Language: Odia (ଓଡ଼ିଆ)"],
      ["Language: Odia (ଓଡ଼ିଆ)"],
      ["Language: Odia (ଓଡ଼ିଆ)"],
      ["Language: English"],
      ["Language: Odia (ଓଡ଼ିଆ)"],
    ]);
  });

  it("gives the leads stored before languages were remembered the English they were sent in", async () => {
    const store = await openStore();
    await store.saveContact(contact);
    // The database as it was before 0007: no language columns, the migration not yet run.
    const { db } = store.database;
    for (const table of leadLanguageTables) {
      await db.schema.alterTable(table).dropColumn("language").execute();
    }
    await sql`delete from kysely_migration where name = '0007-lead-language'`.execute(db);
    await store.close();
    open.length = 0;
    const reopened = await openStore();
    expect(await reopened.export()).toMatchObject([{ kind: "contact", language: "en" }]);
  });

  it("subscribes an address once, however often it is sent", async () => {
    const store = await openStore({ notifyTo: ["sales@example.com"] });
    const first = await store.subscribe("reader@example.com");
    const second = await store.subscribe("reader@example.com");
    expect(first).toEqual({ id: 1, created: true, pending: false });
    expect(second).toEqual({ id: 1, created: false, pending: false });
    expect(await store.export({ kinds: ["newsletter"] })).toHaveLength(1);
    expect(await store.listMail()).toHaveLength(1);
  });

  it("queues a notification with each new lead only when someone is to be told", async () => {
    const silent = await openStore();
    await silent.saveContact(contact);
    expect(await silent.listMail()).toEqual([]);

    let wakes = 0;
    const notifying = await openStore({
      notifyTo: ["sales@example.com", "owner@example.com"],
      onMailQueued: () => wakes++,
    });
    await notifying.saveQuote(quote);
    const [mail] = await notifying.listMail();
    expect(wakes).toBe(1);
    expect(mail).toMatchObject({
      leadKind: "quote",
      leadId: 1,
      to: ["sales@example.com", "owner@example.com"],
      replyTo: "bikash@example.in",
      attempts: 0,
      sentAt: null,
      failedAt: null,
    });
    expect(mail?.subject).toBe("New quote request from Bikash Sahoo, 751007 (5.0 kW solar system)");
    for (const value of ["Plot 7, Saheed Nagar", "Energy Storage Batteries", "$12,500", "50 m²"]) {
      expect(mail?.text).toContain(value);
    }
  });

  it("hands each due e-mail to one claimant, and tracks retries and giving up", async () => {
    const store = await openStore({ notifyTo: ["sales@example.com"] });
    await store.saveContact(contact);
    await store.saveContact({ ...contact, email: "second@example.com" });
    expect(await store.nextMailDueAt()).toEqual(clock);

    const [a, b] = await Promise.all([
      store.claimDueMail({ limit: 10, leaseMs: 60_000 }),
      store.claimDueMail({ limit: 10, leaseMs: 60_000 }),
    ]);
    expect([...a!, ...b!].map((mail) => mail.id).sort()).toEqual([1, 2]);
    expect(await store.claimDueMail({ limit: 10, leaseMs: 60_000 })).toEqual([]);

    await store.recordMailSent(1);
    const sentAt = clock.toISOString();
    const retryAt = new Date(clock.getTime() + 2000);
    await store.recordMailFailure(2, { retryAt, error: "connection refused" });
    expect(await store.nextMailDueAt()).toEqual(retryAt);
    expect(await store.claimDueMail({ limit: 10, leaseMs: 60_000 })).toEqual([]);
    clock = retryAt;
    const [again] = await store.claimDueMail({ limit: 10, leaseMs: 60_000 });
    expect(again).toMatchObject({ id: 2, attempts: 1, lastError: "connection refused" });
    await store.recordMailFailure(2, { retryAt: null, error: "still refused" });

    const [sent, failed] = await store.listMail();
    expect(sent).toMatchObject({ attempts: 1, sentAt, failedAt: null, lastError: null });
    expect(failed).toMatchObject({ attempts: 2, sentAt: null, failedAt: clock.toISOString() });
    expect(await store.nextMailDueAt()).toBeNull();
  });

  it("purges prospects whose last contact is older than the cutoff, keeping subscribers", async () => {
    const store = await openStore({ notifyTo: ["sales@example.com"] });
    clock = new Date("2021-05-01T00:00:00.000Z");
    await store.saveContact({ ...contact, email: "gone@example.com" });
    await store.saveQuote({ ...quote, email: "gone@example.com" });
    await store.saveContact({ ...contact, email: "returning@example.com" });
    await store.subscribe("reader@example.com");
    clock = new Date("2024-12-01T00:00:00.000Z");
    await store.saveQuote({ ...quote, email: "returning@example.com" });

    const cutoff = new Date("2022-07-01T00:00:00.000Z");
    expect(await store.purgeProspectsOlderThan(cutoff)).toEqual({ contact: 1, quote: 1 });
    const left = await store.export();
    expect(left.map((lead) => `${lead.kind} ${lead.email}`)).toEqual([
      "contact returning@example.com",
      "newsletter reader@example.com",
      "quote returning@example.com",
    ]);
    // Old notification e-mails copy the visitors' words: they go too.
    const mail = await store.listMail();
    expect(mail.map((item) => `${item.leadKind} #${item.leadId}`)).toEqual(["quote #2"]);
    expect(await store.purgeProspectsOlderThan(cutoff)).toEqual({ contact: 0, quote: 0 });
  });

  it("runs its migrations once, however often it starts", async () => {
    await (await openStore()).saveContact(contact);
    const again = await openStore();
    expect(await again.export()).toHaveLength(1);
  });
});
