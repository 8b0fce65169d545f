import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseCsv } from "../../../tests/parse-csv";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { estimateSystem } from "~/lib/estimate";
import { inboxKinds } from "~/lib/inbox/inbox-paths";
import { inboxQueries } from "~/lib/inbox/inbox-queries.server";
import { openStaffAuth } from "~/lib/staff/auth.server";
import { staffAccounts } from "~/lib/staff/staff-accounts.server";
import { exportLeads, leadExportColumns, leadsCsv } from "./lead-export.server";
import { indiaDayStart } from "./lead-filter.server";
import { openTestStores, type TestStores } from "./test-stores";

describe("indiaDayStart", () => {
  it("starts an Indian calendar day at 18:30 UTC the day before", () => {
    expect(indiaDayStart("2025-07-01")).toBe("2025-06-30T18:30:00.000Z");
    expect(indiaDayStart("2025-07-31", 1)).toBe("2025-07-31T18:30:00.000Z");
  });
});

describe.each(testEngines)("the export of leads on $engine", ({ create }) => {
  let testDatabase: TestDatabase;
  let store: TestStores;
  let clock: Date;
  const at = (iso: string) => (clock = new Date(iso));

  beforeEach(async () => {
    testDatabase = await create();
    clock = new Date("2025-07-01T04:00:00.000Z");
    store = await openTestStores({ databaseUrl: testDatabase.url, now: () => clock });
    await store.saveContact({
      name: '=HYPERLINK("http://evil.example","Click")',
      email: "ananya@example.com",
      phone: "+91 94370 11111",
      message: 'Tin roof, "50%" shaded?\nIn Patia.',
      language: "or",
    });
    at("2025-07-02T04:00:00.000Z");
    await store.saveQuote({
      name: "Bikash Sahoo",
      email: "bikash@example.in",
      phone: "94370-22222",
      address: "Plot 7, Saheed Nagar",
      location: "751007",
      product: "batteries",
      roofSize: 50,
      monthlyBill: 100,
      message: "",
      estimate: {
        basis: "spec-dollars" as const,
        ...estimateSystem({ roofSize: 50, monthlyBill: 100 }),
      },
    });
    at("2025-07-03T04:00:00.000Z");
    await store.subscribe("reader@example.com");
    await store.savePrivacyRequest({ email: "ananya@example.com", phone: "", message: "Delete" });
  });
  afterEach(async () => {
    await store.close();
    await testDatabase.cleanup();
  });

  it("gives every lead oldest first, every field, with where it stands and who has it", async () => {
    const accounts = staffAccounts(
      store.database,
      await openStaffAuth(store.database, { siteUrl: "https://www.example.in" }),
    );
    const priya = await accounts.add({
      email: "owner@example.in",
      name: "Priya Das",
      role: "owner",
      password: "a long enough passphrase",
    });
    const actor = { ...priya, role: "owner" as const, twoFactor: false };
    const inbox = inboxQueries(store.database);
    await inbox.assign("quote", 1, priya.id, actor);
    await inbox.setStatus("quote", 1, { status: "contacted" }, actor);

    const rows = await exportLeads(store.database);
    expect(rows.map((row) => `${row.kind} ${row.id}`)).toEqual([
      "contact 1",
      "quote 1",
      "newsletter 1",
    ]);
    expect(rows[0]).toMatchObject({ language: "or", status: "new", assignedTo: null });
    expect(rows[1]).toMatchObject({
      status: "contacted",
      assignedTo: "Priya Das",
      address: "Plot 7, Saheed Nagar",
      estimateKw: 5,
    });
    // A subscriber is not worked on: no status, nobody has it.
    expect(rows[2]).toEqual({
      kind: "newsletter",
      id: 1,
      createdAt: "2025-07-03T04:00:00.000Z",
      language: "en",
      email: "reader@example.com",
    });
    // Every field of every row has its column.
    for (const row of rows) {
      for (const field of Object.keys(row)) {
        expect(leadExportColumns, field).toContain(field);
      }
    }
  });

  it("selects by kind and date, and by the inbox's status, assignee and search", async () => {
    expect(
      (await exportLeads(store.database, { kinds: ["quote"] })).map((row) => row.kind),
    ).toEqual(["quote"]);
    const since = await exportLeads(store.database, {
      kinds: ["contact", "quote", "newsletter"],
      since: new Date("2025-07-02T00:00:00.000Z"),
    });
    expect(since.map((row) => row.kind)).toEqual(["quote", "newsletter"]);
    const inboxOnes = await exportLeads(store.database, { kinds: inboxKinds });
    expect(inboxOnes.map((row) => row.kind)).toEqual(["contact", "quote", "privacy"]);
    const found = await exportLeads(store.database, {
      kinds: inboxKinds,
      q: "ananya",
      from: "2025-07-01",
      to: "2025-07-01",
      status: "new",
      assignee: "none",
    });
    expect(found.map((row) => `${row.kind} ${row.id}`)).toEqual(["contact 1"]);
    // The inbox's download is this export over the inbox's filter.
    expect(await inboxQueries(store.database).export({ q: "22222" })).toEqual(
      await exportLeads(store.database, { kinds: ["quote"] }),
    );
  });

  it("writes CSV a spreadsheet reads safely, in the same columns whatever the kinds", async () => {
    const [header, ...rows] = parseCsv(leadsCsv(await exportLeads(store.database)));
    expect(header).toEqual([...leadExportColumns]);
    expect(rows).toHaveLength(3);
    expect(rows.every((cells) => cells.length === header!.length)).toBe(true);
    const cell = (row: string[] | undefined, column: (typeof leadExportColumns)[number]) =>
      row?.[header!.indexOf(column)];
    expect(cell(rows[0], "name")).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(cell(rows[0], "phone")).toBe("'+91 94370 11111");
    expect(cell(rows[0], "message")).toBe('Tin roof, "50%" shaded?\nIn Patia.');
    expect(cell(rows[0], "status")).toBe("new");
    expect(cell(rows[0], "address")).toBe("");
    expect(cell(rows[1], "estimatePrice")).toBe("$12,500");
    expect(cell(rows[2], "status")).toBe("");

    const onlyContacts = parseCsv(
      leadsCsv(await exportLeads(store.database, { kinds: ["contact"] })),
    );
    expect(onlyContacts[0]).toEqual(header);
  });
});
