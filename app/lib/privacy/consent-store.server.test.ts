import { afterEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { testEngines, type TestDatabase } from "~/lib/db/test-databases";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { purgeProspectsOlderThan } from "~/lib/leads/retention.server";
import { consentHistory, currentConsents, withdrawAll } from "./consent-store.server";
import { personalDataOf } from "./personal-data.server";

const contact = {
  name: "Ananya Mohanty",
  email: "ananya@example.in",
  phone: "+91 94370 11111",
  message: "Please call",
  noticeVersion: "2026-11-24",
};

describe.each(testEngines)("consents ($engine)", ({ create }) => {
  let test: TestDatabase;
  let database: AppDatabase;
  let clock = new Date("2026-11-24T06:00:00Z");
  afterEach(async () => {
    await database?.close();
    await test?.cleanup();
  });

  async function open() {
    test = await create();
    database = await openDatabase(test.url);
    return createLeadStore(database, { now: () => clock });
  }

  it("records the opt-ins given with a form, with the notice version and language", async () => {
    const leads = await open();
    await leads.saveContact({ ...contact, language: "or", consents: ["whatsapp", "newsletter"] });
    await leads.saveContact({ ...contact, email: "other@example.in", phone: "", consents: [] });
    const given = await currentConsents(database.db, "ANANYA@example.in");
    expect(given.map((record) => record.purpose).sort()).toEqual(["newsletter", "whatsapp"]);
    expect(given[0]).toMatchObject({
      action: "given",
      noticeVersion: "2026-11-24",
      language: "or",
      source: "form:contact",
    });
    // Ticking the newsletter subscribes the address.
    const row = await database.db.selectFrom("contact_messages").selectAll().executeTakeFirst();
    expect(row?.notice_version).toBe("2026-11-24");
    expect(await consentHistory(database.db, "other@example.in")).toEqual([]);
    const subscribers = await database.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .execute();
    expect(subscribers.map((subscriber) => subscriber.email)).toEqual(["ananya@example.in"]);
  });

  it("withdraws every consent at once and stops the newsletter", async () => {
    const leads = await open();
    await leads.subscribe("reader@example.in", "en", { noticeVersion: "2026-11-24" });
    await leads.saveQuote({
      name: "R",
      email: "reader@example.in",
      phone: "9437000000",
      address: "",
      location: "751001",
      roofSize: 50,
      monthlyBill: 100,
      message: "",
      product: "not-sure",
      consents: ["marketing-calls"],
      noticeVersion: "2026-11-24",
      estimate: { sizeKw: 1, recommendation: "x", priceEstimate: "$1", basis: "spec-dollars" },
    });
    const { withdrawn } = await withdrawAll(database.db, {
      email: "reader@example.in",
      language: "en",
      source: "withdraw-link",
      now: clock,
    });
    expect(withdrawn.sort()).toEqual(["marketing-calls", "newsletter"]);
    expect(await currentConsents(database.db, "reader@example.in")).toEqual([]);
    expect(await database.db.selectFrom("newsletter_subscribers").selectAll().execute()).toEqual(
      [],
    );
    const history = await consentHistory(database.db, "reader@example.in");
    expect(history.map((record) => `${record.purpose}:${record.action}`)).toEqual([
      "newsletter:given",
      "marketing-calls:given",
      "newsletter:withdrawn",
      "marketing-calls:withdrawn",
    ]);
  });

  it("keeps consent records at least a year, whatever the purge's cutoff", async () => {
    const leads = await open();
    clock = new Date("2026-01-10T00:00:00Z");
    await leads.saveContact({ ...contact, consents: ["whatsapp"] });
    const now = new Date("2026-11-24T00:00:00Z");
    // The lead goes with a cutoff of today, but its consent record is not a year old yet.
    await purgeProspectsOlderThan(database, now, { now });
    expect(await database.db.selectFrom("contact_messages").selectAll().execute()).toEqual([]);
    expect(await consentHistory(database.db, contact.email)).toHaveLength(1);
    // A year and a day on, it goes too.
    const later = new Date("2027-01-11T00:00:00Z");
    await purgeProspectsOlderThan(database, later, { now: later });
    expect(await consentHistory(database.db, contact.email)).toEqual([]);
    clock = new Date("2026-11-24T06:00:00Z");
  });

  it("copies one person's records and nobody else's", async () => {
    const leads = await open();
    await leads.saveContact({ ...contact, consents: ["newsletter"] });
    await leads.saveContact({
      ...contact,
      name: "Someone Else",
      email: "else@example.in",
      phone: "",
    });
    const copy = await personalDataOf(database.db, database.engine, { email: "Ananya@Example.in" });
    const text = JSON.stringify(copy);
    expect(copy.contact_messages).toHaveLength(1);
    expect(copy.consent_records).toHaveLength(1);
    expect(copy.newsletter_subscribers).toHaveLength(1);
    expect(text).toContain("Please call");
    expect(text).not.toContain("else@example.in");
    expect(text).not.toContain("Someone Else");
  });
});
