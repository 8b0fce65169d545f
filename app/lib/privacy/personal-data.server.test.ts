import { existsSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { composeMorningDigest } from "~/features/follow-ups/morning-digest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { testEngines, type TestDatabase } from "~/lib/db/test-databases";
import { erasePerson, previewErasure } from "~/features/privacy/erasure.server";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { queueMail } from "~/lib/mail/mail-outbox.server";
import { createPrivateLink } from "~/lib/private-links/private-links.server";
import { queuePersonMail } from "./person-mail.server";
import { type Kysely, Migrator, sql } from "kysely";
import { migrations } from "../../../db/migrations";
import { personalData, personalDataOf, unregisteredPersonalTables } from "./personal-data.server";

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

  it("fails its check while a migration adds a table with an e-mail column that no entry names", async () => {
    test = await create();
    database = await openDatabase(test.url);
    expect(await unregisteredPersonalTables(database.db)).toEqual([]);
    // A feature's migration that stores customers' addresses and forgets the registry.
    const migrator = new Migrator({
      db: database.db,
      migrationTableSchema:
        database.engine === "postgres"
          ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db))
              .rows[0]!.schema
          : undefined,
      allowUnorderedMigrations: true,
      provider: {
        getMigrations: async () => ({
          ...migrations(database.engine),
          "9999-site-photos": {
            up: (db: Kysely<unknown>) =>
              db.schema
                .createTable("site_photos")
                .addColumn("id", "integer", (column) => column.primaryKey())
                .addColumn("email", "text", (column) => column.notNull())
                .addColumn("photo", "text", (column) => column.notNull())
                .execute(),
            down: (db: Kysely<unknown>) => db.schema.dropTable("site_photos").execute(),
          },
        }),
      },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await unregisteredPersonalTables(database.db)).toEqual(["site_photos"]);
    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect(await unregisteredPersonalTables(database.db)).toEqual([]);
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

describe.each(testEngines)("an erasure and the people beside it ($engine)", ({ create }) => {
  let test: TestDatabase;
  let database: AppDatabase;
  afterEach(async () => {
    await database?.close();
    await test?.cleanup();
  });

  async function twoPeople() {
    test = await create();
    database = await openDatabase(test.url);
    const leads = createLeadStore(database, { now: () => now, notifyTo: ["sales@example.com"] });
    const quote = (name: string, email: string, phone: string) =>
      leads.saveQuote({
        name,
        email,
        phone,
        address: "",
        location: "751001",
        roofSize: 50,
        monthlyBill: 100,
        message: `${name}'s roof`,
        product: "not-sure",
        consents: ["whatsapp"],
        noticeVersion: "2026-11-24",
        estimate: { sizeKw: 1, recommendation: "x", priceEstimate: "$1", basis: "spec-dollars" },
      });
    // Two people whose mobile numbers share their last nine digits.
    const gita = await quote("Gita Panda", "gita@example.in", "+91 94370 12345");
    const mohan = await quote("Mohan Sethi", "mohan@example.in", "+91 84370 12345");
    return { leads, gita, mohan };
  }

  it("never erases someone whose number only ends like the person's", async () => {
    const { leads, mohan } = await twoPeople();
    // The request names her number without its first digit.
    const { id } = await leads.savePrivacyRequest({
      email: "gita@example.in",
      phone: "437012345",
      message: "Erase me",
      requestKind: "erasure",
      noticeVersion: "2026-11-24",
    });
    const counts = await erasePerson(database, id, owner, now);
    expect(counts).toMatchObject({ quote: 1, consent: 1 });
    const left = await everything(database);
    expect(left).not.toContain("gita@example.in");
    expect(left).toContain("mohan@example.in");
    expect(left).toContain("Mohan Sethi's roof");
    expect(
      (await personalDataOf(database.db, database.engine, { email: "mohan@example.in" }))
        .quote_requests,
    ).toEqual([expect.objectContaining({ id: mohan.id })]);
  });

  it("lists what the whole number alone finds apart, and erases it only when chosen", async () => {
    const { leads, gita } = await twoPeople();
    // Her husband wrote in from his own address with the family's number.
    const husband = await leads.saveContact({
      name: "Ravi Panda",
      email: "ravi@example.in",
      phone: "094370-12345",
      message: "Same family",
      consents: ["whatsapp"],
    });
    const { id } = await leads.savePrivacyRequest({
      email: "GITA@example.in",
      phone: "9437012345",
      message: "",
      requestKind: "erasure",
      noticeVersion: "2026-11-24",
    });
    const preview = await previewErasure(database, id);
    expect(
      preview?.map(({ who, name, by, records }) => ({
        who,
        name,
        by,
        records: records.map((record) => [record.kind, record.id]),
      })),
    ).toEqual([
      { who: "gita@example.in", name: "Gita Panda", by: "email", records: [["quote", gita.id]] },
      {
        who: "ravi@example.in",
        name: "Ravi Panda",
        by: "phone",
        records: [["contact", husband.id]],
      },
    ]);

    // Left unchosen, his message and consents stay.
    await erasePerson(database, id, owner, now, [`quote:${gita.id}`]);
    let left = await everything(database);
    expect(left).not.toContain("gita@example.in");
    expect(left).toContain("ravi@example.in");
    expect(left).toContain("Same family");
    expect(left).toContain("Mohan Sethi");

    // Chosen (a second request, after the owner checked with him), they go.
    const again = await leads.savePrivacyRequest({
      email: "",
      phone: "+91 94370 12345",
      message: "",
      requestKind: "erasure",
      noticeVersion: "2026-11-24",
    });
    const second = await previewErasure(database, again.id);
    // Her quote is gone; with no address, his message is found by the number alone.
    expect(second?.map((person) => [person.who, person.by])).toEqual([
      ["ravi@example.in", "phone"],
    ]);
    // A choice the request does not find (Mohan's quote) is ignored.
    await erasePerson(database, again.id, owner, now, [
      `contact:${husband.id}`,
      `quote:${gita.id + 1}`,
    ]);
    left = await everything(database);
    expect(left).not.toContain("ravi@example.in");
    expect(left).toContain("mohan@example.in");
  });

  it("takes the person out of a stored morning digest, and out of the SQLite file itself", async () => {
    const { leads, gita } = await twoPeople();
    const digest = composeMorningDigest({
      staffName: "Rahul Nayak",
      day: "2026-11-24",
      steps: [],
      unassigned: [
        { kind: "quote", id: gita.id, name: "Gita Panda" },
        { kind: "quote", id: gita.id + 1, name: "Mohan Sethi" },
      ],
      siteUrl: "https://www.suryodaysolar.in",
    })!;
    await queueMail(database.db, {
      createdAt: now.toISOString(),
      leadKind: "digest",
      leadId: 0,
      to: ["rahul@suryodaysolar.in"],
      replyTo: null,
      subject: digest.subject,
      text: digest.text,
    });
    const { id } = await leads.savePrivacyRequest({
      email: "gita@example.in",
      phone: "",
      message: "",
      requestKind: "erasure",
      noticeVersion: "2026-11-24",
    });
    await erasePerson(database, id, owner, now);
    const [kept] = await database.db
      .selectFrom("mail_outbox")
      .select("body")
      .where("lead_kind", "=", "digest")
      .execute();
    expect(kept?.body).toContain("Mohan Sethi");
    expect(kept?.body).not.toContain("Gita Panda");
    expect(kept?.body).not.toContain(`/inbox/quote/${gita.id}\n`);

    if (database.engine !== "sqlite") return;
    // Erased means gone from the file's bytes, free pages and write-ahead log included.
    await database.close();
    const file = test.url.slice("file:".length);
    const bytes = ["", "-wal"]
      .filter((suffix) => existsSync(file + suffix))
      .map((suffix) => readFileSync(file + suffix).toString("latin1"))
      .join("");
    expect(bytes).toContain("mohan@example.in");
    expect(bytes).not.toContain("gita@example.in");
    expect(bytes).not.toContain("Gita Panda");
  });
});
