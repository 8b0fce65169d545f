import { afterEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { testEngines, type TestDatabase } from "~/lib/db/test-databases";
import { erasePerson } from "~/lib/inbox/erasure.server";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { queueMail } from "~/lib/leads/mail-outbox.server";
import { createPrivateLink } from "~/lib/private-links/private-links.server";
import { queuePersonMail } from "./person-mail.server";
import { personalData, personalDataOf } from "./personal-data.server";

const owner = {
  id: "o1",
  name: "Priya Das",
  email: "p@x.in",
  role: "owner" as const,
  twoFactor: false,
};
const now = new Date("2026-11-24T06:00:00Z");

/** Every row of every table the registry names, as text. */
async function everything(database: AppDatabase) {
  const tables = [...personalData.map((entry) => entry.table), "survey_places"];
  const dump: Record<string, unknown[]> = {};
  for (const table of tables) {
    dump[table] = await database.db
      .selectFrom(table as "contact_messages")
      .selectAll()
      .execute();
  }
  return JSON.stringify(dump);
}

describe.each(testEngines)("the registry of personal data ($engine)", ({ create }) => {
  let test: TestDatabase;
  let database: AppDatabase;
  afterEach(async () => {
    await database?.close();
    await test?.cleanup();
  });

  it("erases a person from every table, their queued e-mails and a digest naming them included, and keeps everyone else", async () => {
    test = await create();
    database = await openDatabase(test.url);
    const leads = createLeadStore(database, { now: () => now, notifyTo: ["sales@example.com"] });
    const { id: quoteId } = await leads.saveQuote({
      name: "Gita Panda",
      email: "gita@example.in",
      phone: "+91 94370 77777",
      address: "Plot 9",
      location: "751001",
      roofSize: 50,
      monthlyBill: 100,
      message: "South roof",
      product: "not-sure",
      consents: ["whatsapp", "newsletter"],
      noticeVersion: "2026-11-24",
      estimate: { sizeKw: 1, recommendation: "x", priceEstimate: "$1", basis: "spec-dollars" },
    });
    await leads.saveContact({
      name: "Hari Das",
      email: "hari@example.in",
      phone: "",
      message: "Keep me",
      consents: ["whatsapp"],
    });
    await database.db.transaction().execute(async (trx) => {
      await createPrivateLink(trx, {
        purpose: "survey",
        subjectId: String(quoteId),
        expiresAt: new Date("2027-01-01T00:00:00Z"),
        now,
      });
      await queuePersonMail(trx, {
        to: "gita@example.in",
        locale: "or",
        mail: { subject: "Survey", text: "Namaste Gita Panda" },
        leadKind: "quote",
        leadId: quoteId,
        siteUrl: "https://www.suryodaysolar.in",
        now,
      });
      // The morning digest names her among others.
      await queueMail(trx, {
        createdAt: now.toISOString(),
        leadKind: "digest",
        leadId: 0,
        to: ["sales@example.com"],
        replyTo: null,
        subject: "Your day",
        text: "New: Gita Panda <gita@example.in>; Hari Das <hari@example.in>",
      });
    });
    const copy = await personalDataOf(database.db, database.engine, { email: "gita@example.in" });
    expect(copy.quote_requests).toHaveLength(1);
    expect(copy.consent_records).toHaveLength(2);
    expect(copy.private_links).toHaveLength(2);
    // Her own e-mail and the notification about her lead; not the digest naming others.
    expect(copy.mail_outbox?.map((mail) => mail.subject)).toHaveLength(2);
    expect(JSON.stringify(copy)).not.toContain("hari@example.in");

    const { id } = await leads.savePrivacyRequest({
      email: "GITA@example.in",
      phone: "",
      message: "Erase me",
      requestKind: "erasure",
      noticeVersion: "2026-11-24",
    });
    const counts = await erasePerson(database, id, owner, now);
    expect(counts).toMatchObject({ quote: 1, newsletter: 1, consent: 2 });
    const left = await everything(database);
    for (const trace of ["gita", "Gita", "77777", "South roof", "Erase me", `"${quoteId}"`]) {
      expect(left, trace).not.toContain(trace);
    }
    expect(left).toContain("hari@example.in");
    expect(left).toContain("Keep me");
  });
});
