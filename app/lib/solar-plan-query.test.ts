import { describe, expect, it } from "vitest";
import {
  computePlan,
  computePlanFromText,
  planQueryString,
  planSearchParams,
  readPlanQuery,
} from "./solar-plan-query";

const today = "2026-11-24";
const read = (query: string, day = today) => readPlanQuery(new URLSearchParams(query), day);

describe("the planner's query parameters", () => {
  it("take their defaults when absent: a home, ₹1,500 bill, 400 sq ft, on-grid, cash", () => {
    const { inputs, assumptions, errors } = read("");
    expect(inputs).toEqual({
      category: "home",
      houses: null,
      basis: "bill",
      monthlyBill: 1500,
      monthlyUnits: 300,
      roofArea: 400,
      roofUnit: "sqft",
      system: "on-grid",
      payment: "cash",
      loanRate: null,
      loanYears: 10,
      chosenKw: null,
      ownTariff: null,
    });
    // Tariffs assumed flat; the duty, load and fixed charges of the day.
    expect(assumptions).toEqual({
      yieldPerKw: 1350,
      tariffRise: 0,
      electricityDuty: 4,
      contractLoadKw: 3,
      exportPrice: 0,
      batteryCostPerKw: 35_000,
      fixedCharge: null,
      hybridSubsidised: true,
    });
    expect(errors).toEqual([]);
  });

  it("read Indian grouping, Odia digits and the visitor's choices", () => {
    expect(
      read(
        "by=units&units=1,250&roof=55.55&roofUnit=sqm&system=hybrid&pay=loan&rate=8.5%25&years=7&kw=4.25",
      ).inputs,
    ).toMatchObject({
      basis: "units",
      monthlyUnits: 1250,
      roofArea: 55.6,
      roofUnit: "sqm",
      system: "hybrid",
      payment: "loan",
      loanRate: 8.5,
      loanYears: 7,
      chosenKw: 4.3,
    });
    expect(read("bill=₹ 6,000").inputs?.monthlyBill).toBe(6000);
    expect(read(`bill=${encodeURIComponent("୨,୦୦୦")}`).inputs?.monthlyBill).toBe(2000);
  });

  it("a URL without `for` is a home's, as every URL before customer categories was", () => {
    expect(read("bill=2000&roof=500").inputs?.category).toBe("home");
    expect(read("for=society&houses=24").inputs).toMatchObject({ category: "society", houses: 24 });
    expect(read("for=business&tariff=8.25").inputs).toMatchObject({
      category: "business",
      ownTariff: 8.25,
    });
    // A home's price per unit is not one of its fields: it is not read.
    expect(read("tariff=8").inputs?.ownTariff).toBeNull();
  });
});

describe("values the planner cannot use are errors at their fields, never replaced", () => {
  it.each([
    ["bill=1e12", { field: "monthlyBill", problem: "unreadable" }],
    ["bill=Infinity", { field: "monthlyBill", problem: "unreadable" }],
    ["bill=-50", { field: "monthlyBill", problem: "too-low", min: 0, max: 100_000 }],
    ["bill=1,38,000", { field: "monthlyBill", problem: "too-high", min: 0, max: 100_000 }],
    ["kw=0", { field: "chosenKw", problem: "too-low", min: 1, max: 10 }],
    ["kw=-3", { field: "chosenKw", problem: "too-low", min: 1, max: 10 }],
    ["kw=0.5", { field: "chosenKw", problem: "too-low", min: 1, max: 10 }],
    ["kw=25", { field: "chosenKw", problem: "too-high", min: 1, max: 10 }],
    ["pay=loan&years=15", { field: "loanYears", problem: "too-high", min: 1, max: 10 }],
    ["pay=loan&years=2.5", { field: "loanYears", problem: "not-whole" }],
    ["pay=loan&rate=lots", { field: "loanRate", problem: "unreadable" }],
    ["roof=lots", { field: "roofArea", problem: "unreadable" }],
    ["yield=99999", { field: "yieldPerKw", problem: "too-high", min: 800, max: 1800 }],
    ["for=society", { field: "houses", problem: "required" }],
    ["for=society&houses=1", { field: "houses", problem: "too-low", min: 2, max: 10_000 }],
    ["for=temple", { field: "category", problem: "unknown-choice" }],
    ["system=offgrid", { field: "system", problem: "off-grid" }],
    ["system=off-grid", { field: "system", problem: "off-grid" }],
    ["system=nuclear", { field: "system", problem: "unknown-choice" }],
    ["by=moon", { field: "basis", problem: "unknown-choice" }],
  ])("%s", (query, error) => {
    const { inputs, assumptions, errors, typed } = read(query);
    expect(errors).toEqual([error]);
    expect(inputs).toBeNull();
    expect(assumptions).toBeNull();
    // What the visitor typed stays, for the form to show with the message.
    const [name, value] = [...new URLSearchParams(query)].at(-1)!;
    expect(Object.values(typed)).toContain(value);
    expect(name).toBeTruthy();
  });

  it("a business may use a bill up to ₹10 lakh and a system up to 500 kW", () => {
    expect(read("for=business&bill=5,00,000&kw=250").errors).toEqual([]);
    expect(read("for=business&kw=501").errors).toEqual([
      { field: "chosenKw", problem: "too-high", min: 1, max: 500 },
    ]);
  });

  it("say nothing about fields not in use: units when the bill is given, a cash buyer's loan", () => {
    expect(read("by=bill&units=abc&pay=cash&rate=abc&years=99").errors).toEqual([]);
    expect(read("by=units&bill=abc").errors).toEqual([]);
  });

  it("list every error at once", () => {
    expect(read("bill=1e12&pay=loan&years=15&system=offgrid").errors.map((e) => e.field)).toEqual([
      "system",
      "monthlyBill",
      "loanYears",
    ]);
  });

  it("no plan is worked out while a field has an error; the URL keeps what was typed", () => {
    const computed = computePlan(new URLSearchParams("bill=1e12&roof=500"), today);
    expect(computed.plan).toBeNull();
    expect(computed.query).toBe("bill=1e12&roof=500");
  });
});

describe("the shortest query", () => {
  it("gives the same plan, with only the assumptions that differ from the day's", () => {
    const { inputs, assumptions } = read("bill=2,000&units=300&roof=500&rate=9&yield=1350&rise=4");
    const query = planQueryString(inputs!, assumptions!, today);
    expect(query).toBe("by=bill&bill=2000&roof=500&roofUnit=sqft&system=on-grid&pay=cash&rise=4");
    const again = read(query);
    expect(planQueryString(again.inputs!, again.assumptions!, today)).toBe(query);
  });

  it("writes the loan's rate only when the visitor gave one", () => {
    const bank = read("by=units&units=300&pay=loan&kw=3");
    expect(planQueryString(bank.inputs!, bank.assumptions!, today)).toBe(
      "by=units&units=300&roof=400&roofUnit=sqft&system=on-grid&pay=loan&years=10&kw=3",
    );
    const own = read("pay=loan&rate=9");
    expect(planQueryString(own.inputs!, own.assumptions!, today)).toContain(
      "pay=loan&rate=9&years=10",
    );
  });

  it("names a society and its houses, and a business's own rate", () => {
    const society = read("for=society&houses=40&bill=9000");
    expect(planQueryString(society.inputs!, society.assumptions!, today)).toBe(
      "for=society&houses=40&by=bill&bill=9000&roof=400&roofUnit=sqft&system=on-grid&pay=cash",
    );
    const business = read("for=business&tariff=7.5&load=15&fixed=400");
    expect(planQueryString(business.inputs!, business.assumptions!, today)).toBe(
      "for=business&by=bill&bill=1500&roof=400&roofUnit=sqft&system=on-grid&pay=cash&tariff=7.5&fixed=400&load=15",
    );
  });

  it("lists every parameter", () => {
    expect(planSearchParams).toEqual(
      expect.arrayContaining([
        "for",
        "houses",
        "by",
        "bill",
        "units",
        "roof",
        "kw",
        "tariff",
        "load",
        "duty",
        "fixed",
      ]),
    );
  });
});

describe("a plan carried as text", () => {
  it("is worked out again for the day it arrives; anything unusable is no plan", () => {
    const carried = computePlanFromText("by=bill&bill=2000&roof=500", today);
    expect(carried?.plan.sizeKw).toBe(3);
    expect(carried?.plan.subsidyTotal).toBe(138_000);
    expect(computePlanFromText("by=bill&bill=2000&roof=500", "2027-04-01")?.plan.subsidyTotal).toBe(
      0,
    );
    expect(computePlanFromText("", today)).toBeNull();
    expect(computePlanFromText("monthlySaving=99999", today)).toBeNull();
    expect(computePlanFromText(`bill=${"9".repeat(1200)}`, today)).toBeNull();
    expect(computePlanFromText("bill=1e12", today)).toBeNull();
    expect(computePlanFromText("system=offgrid", today)).toBeNull();
  });
});
