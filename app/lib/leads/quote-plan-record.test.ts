import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { estimateSystem } from "~/lib/estimate";
import { computePlanFromText } from "~/lib/solar-plan-query";
import { leadsCsv } from "./lead-export.server";
import type { NewQuote } from "./lead-record";
import { toQuotePlan } from "./quote-plan-record";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { openTestStores, type TestStores } from "./test-stores";

const request: NewQuote = {
  name: "Bikash Sahoo",
  email: "bikash@example.in",
  phone: "+91 94370 22222",
  address: "",
  location: "751007",
  product: "solar-panels",
  roofSize: 50,
  monthlyBill: 100,
  message: "",
  estimate: {
    basis: "spec-dollars" as const,
    ...estimateSystem({ roofSize: 50, monthlyBill: 100 }),
  },
};

const computed = computePlanFromText("by=bill&bill=2,000&roof=500&pay=loan&rise=4", "2026-11-24")!;

describe("a stored plan", () => {
  it("keeps the visitor's inputs, the day and the server's results as numbers", () => {
    expect(toQuotePlan(computed)).toMatchObject({
      planQuery: "by=bill&bill=2000&roof=500&roofUnit=sqft&system=on-grid&pay=loan&years=10&rise=4",
      planDay: "2026-11-24",
      planCategory: "home",
      planHouses: null,
      planRatesAsOf: "2026-11-24",
      planBasis: "bill",
      planBillEntered: 2000,
      planRoofArea: 500,
      planPayment: "loan",
      planLoanRate: 5.75,
      planLoanYears: 10,
      planChosenKw: null,
      planTariffRise: 4,
      planHybridSubsidised: 1,
      planFixedCharge: 120,
      planSizeKw: 3,
      planBillBefore: 2000,
      planBillAfter: 212,
      planMonthlySaving: 1788,
      planCentralSubsidy: 78_000,
      planStateSubsidy: 60_000,
      planNetCost: 47_250,
      // 3 kW: the bank lends the cost less 10% margin money.
      planLoanPrincipal: 166_725,
      planOwnPayment: 18_525,
    });
    expect(toQuotePlan(computed).planEmiAfterSubsidy).toBeLessThan(toQuotePlan(computed).planEmi!);
  });

  it("records a society's houses and a subsidy that has ended", () => {
    const society = computePlanFromText("for=society&houses=20&bill=8000&roof=1500", "2027-04-01")!;
    expect(toQuotePlan(society)).toMatchObject({
      planDay: "2027-04-01",
      planCategory: "society",
      planHouses: 20,
      planCentralSubsidy: 0,
      planStateSubsidy: 0,
    });
  });
});

describe.each(testEngines)("quote requests with a plan on $engine", ({ create }) => {
  let database: TestDatabase;
  let store: TestStores;

  beforeEach(async () => {
    database = await create();
    store = await openTestStores({
      databaseUrl: database.url,
      notifyTo: ["sales@example.com"],
      now: () => new Date("2026-11-22T10:00:00.000Z"),
    });
  });
  afterEach(async () => {
    await store.close();
    await database.cleanup();
  });

  it("stores the plan beside the request and gives it back as numbers", async () => {
    const plan = toQuotePlan(computed);
    await store.saveQuote({ ...request, plan });
    await store.saveQuote({ ...request, email: "no-plan@example.in" });
    const [withPlan, withoutPlan] = await store.export({ kinds: ["quote"] });
    expect(withPlan).toMatchObject({ email: "bikash@example.in", ...plan });
    expect(typeof (withPlan as { planEmi: unknown }).planEmi).toBe("number");
    expect(withoutPlan).not.toHaveProperty("planQuery");

    // The export's CSV has a column per plan figure; the request without one leaves them empty.
    const [header, first, second] = leadsCsv([withPlan!, withoutPlan!])
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    const columns = header!.split(",");
    expect(columns.indexOf("planNetCost")).toBeGreaterThan(columns.indexOf("message"));
    expect(columns.slice(-2)).toEqual(["planLifetimeSavings", "planCo2PerYearKg"]);
    expect(first).toContain(",47250,");
    expect(first).toContain(",2026-11-24,home,");
    expect(second).not.toContain("47250");
    expect(second).toMatch(/,{30,}$/);
  });

  it("puts the plan's figures in the company's e-mail", async () => {
    await store.saveQuote({ ...request, plan: toQuotePlan(computed) });
    const [mail] = await store.listMail();
    for (const line of [
      "Savings plan from the website's planner",
      "For: a home; worked out for 2026-11-24 (rates checked 2026-11-24)",
      "System: 3 kW on-grid (recommended)",
      "Bill: ₹2,000 → ₹212 a month (saves ₹1,788)",
      "central subsidy ₹78,000; Odisha top-up ₹60,000; net ₹47,250",
      "Payment: loan (own payment ₹18,525; ₹1,66,725 at 5.75% for 10 years",
      "/solar-calculator?by=bill&bill=2000",
    ]) {
      expect(mail?.text).toContain(line);
    }
  });
});
