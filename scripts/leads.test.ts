import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { estimateSystem } from "../app/lib/estimate";
import { leadExportColumns } from "../app/lib/leads/lead-export.server";
import { openTestStores } from "../app/lib/leads/test-stores";
import { type TestDatabase, testEngines } from "../app/lib/db/test-databases";
import { parseCsv } from "../tests/parse-csv";
import { cutoffBefore, runLeadsCommand } from "./leads";

describe("cutoffBefore", () => {
  const now = new Date("2025-07-26T12:00:00.000Z");
  it("reads years, months and days", () => {
    expect(cutoffBefore("3y", now).toISOString()).toBe("2022-07-26T12:00:00.000Z");
    expect(cutoffBefore("18m", now).toISOString()).toBe("2024-01-26T12:00:00.000Z");
    expect(cutoffBefore("90d", now).toISOString()).toBe("2025-04-27T12:00:00.000Z");
  });
});

describe.each(testEngines)("npm run leads on $engine", ({ create }) => {
  let database: TestDatabase;
  let out: string;
  let err: string;
  const run = (...argv: string[]) =>
    runLeadsCommand(argv, {
      databaseUrl: database.url,
      out: (text) => (out += text),
      err: (text) => (err += text),
      now: () => new Date("2025-07-26T12:00:00.000Z"),
    });

  beforeEach(async () => {
    database = await create();
    out = "";
    err = "";
    let clock = new Date("2021-03-01T09:00:00.000Z");
    const store = await openTestStores({ databaseUrl: database.url, now: () => clock });
    await store.saveContact({
      name: '=HYPERLINK("http://evil.example","Click")',
      email: "old@example.com",
      phone: "+91 94370 11111",
      message: 'Hello, "team"\nSecond line',
    });
    clock = new Date("2025-07-01T09:00:00.000Z");
    await store.saveQuote({
      name: "Bikash Sahoo",
      email: "bikash@example.in",
      phone: "+91 94370 22222",
      address: "Plot 7, Saheed Nagar",
      location: "751007",
      product: "inverters",
      roofSize: 50,
      monthlyBill: 100,
      message: "",
      estimate: { basis: "spec-dollars", ...estimateSystem({ roofSize: 50, monthlyBill: 100 }) },
    });
    await store.subscribe("reader@example.com");
    await store.close();
  });
  afterEach(() => database.cleanup());

  it("exports every lead with every field as JSON", async () => {
    expect(await run("export", "--format=json")).toBe(0);
    const leads = JSON.parse(out);
    expect(leads.map((lead: { kind: string }) => lead.kind)).toEqual([
      "contact",
      "quote",
      "newsletter",
    ]);
    expect(leads[1]).toEqual({
      kind: "quote",
      id: 1,
      createdAt: "2025-07-01T09:00:00.000Z",
      language: "en",
      status: "new",
      assignedTo: null,
      name: "Bikash Sahoo",
      email: "bikash@example.in",
      phone: "+91 94370 22222",
      address: "Plot 7, Saheed Nagar",
      location: "751007",
      product: "inverters",
      roofSize: 50,
      monthlyBill: 100,
      message: "",
      estimateKw: 5,
      estimateRecommendation: "5.0 kW solar system",
      estimatePrice: "$12,500",
      estimateBasis: "spec-dollars",
    });
  });

  it("exports CSV a spreadsheet reads safely, filtered by kind and date", async () => {
    expect(await run("export", "--format=csv", "--kind=contact")).toBe(0);
    const [header, row] = parseCsv(out);
    // The inbox's CSV has the same columns (tests/e2e/inbox-work.spec.ts).
    expect(header).toEqual([...leadExportColumns]);
    expect(header?.slice(0, 9)).toEqual([
      "kind",
      "id",
      "createdAt",
      "language",
      "status",
      "assignedTo",
      "name",
      "email",
      "phone",
    ]);
    expect(row?.slice(0, 9)).toEqual([
      "contact",
      "1",
      "2021-03-01T09:00:00.000Z",
      "en",
      "new",
      "",
      '\'=HYPERLINK("http://evil.example","Click")',
      "old@example.com",
      "'+91 94370 11111",
    ]);
    expect(row?.[header!.indexOf("message")]).toBe('Hello, "team"\nSecond line');
    expect(row?.[header!.indexOf("address")]).toBe("");

    out = "";
    expect(await run("export", "--format=csv", "--since=2025-01-01")).toBe(0);
    const rows = parseCsv(out);
    expect(rows[0]).toContain("estimatePrice");
    expect(rows.slice(1).map((cells) => cells[0])).toEqual(["quote", "newsletter"]);
    expect(rows.every((cells) => cells.length === rows[0]!.length)).toBe(true);
  });

  it("purges prospects past the retention period and says how many", async () => {
    expect(await run("purge", "--older-than=3y")).toBe(0);
    expect(out).toBe(
      "Deleted 1 contact message(s) and 0 quote request(s) of people last in touch before 2022-07-26T12:00:00.000Z.\n",
    );
    out = "";
    await run("export", "--format=json");
    expect(JSON.parse(out).map((lead: { kind: string }) => lead.kind)).toEqual([
      "quote",
      "newsletter",
    ]);
  });

  it("explains its usage on a wrong command or option", async () => {
    expect(await run("export", "--format=xml")).toBe(2);
    expect(err).toContain("export needs --format=json or --format=csv.");
    expect(await run("export", "--format=csv", "--kind=lead")).toBe(2);
    expect(await run("export", "--format=csv", "--since=2025-02-30")).toBe(2);
    expect(await run("purge", "--older-than=3 years")).toBe(2);
    expect(await run("delete")).toBe(2);
    expect(err).toContain("Usage:");
    expect(out).toBe("");
  });
});
