import { describe, expect, it } from "vitest";
import {
  computePlan,
  computePlanFromText,
  planQueryString,
  planSearchParams,
  readPlanQuery,
} from "./solar-plan-query";

const read = (query: string) => readPlanQuery(new URLSearchParams(query));

describe("the planner's query parameters", () => {
  it("take their defaults when absent: ₹1,500 bill, 400 sq ft, on-grid, cash", () => {
    const { inputs, assumptions, notices } = read("");
    expect(inputs).toEqual({
      basis: "bill",
      monthlyBill: 1500,
      monthlyUnits: 300,
      roofArea: 400,
      roofUnit: "sqft",
      system: "on-grid",
      payment: "cash",
      loanRate: 5.75,
      loanYears: 10,
      chosenKw: null,
    });
    expect(assumptions).toMatchObject({ yieldPerKw: 1350, tariffRise: 3, exportPrice: 0 });
    expect(notices).toEqual([]);
  });

  it("read Indian grouping and the visitor's choices", () => {
    const { inputs } = read(
      "by=units&units=1,250&roof=55.55&roofUnit=sqm&system=hybrid&pay=loan&rate=8.5%25&years=7&kw=4.25",
    );
    expect(inputs).toMatchObject({
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
    expect(read("bill=1,38,000").inputs.monthlyBill).toBe(100_000); // clamped, see below
    expect(read("bill=₹ 6,000").inputs.monthlyBill).toBe(6000);
  });

  it("read Odia digits as well as Latin ones", () => {
    expect(read(`bill=${encodeURIComponent("୨,୦୦୦")}`).inputs.monthlyBill).toBe(2000);
    const { inputs, notices } = read("by=units&units=୩୦୦&roof=୪୫୦&pay=loan&rate=୮.୫&years=୭");
    expect(inputs).toMatchObject({
      monthlyUnits: 300,
      roofArea: 450,
      loanRate: 8.5,
      loanYears: 7,
    });
    expect(notices).toEqual([]);
  });

  it("clamp what is out of range and replace what is unreadable, saying so", () => {
    const { inputs, notices } = read("bill=-40&roof=1e9&rate=lots&yield=99999&kw=0.2");
    expect(inputs.monthlyBill).toBe(0);
    expect(inputs.roofArea).toBe(400); // "1e9" is not a number as typed
    expect(inputs.loanRate).toBe(5.75);
    expect(inputs.chosenKw).toBe(1);
    expect(notices).toEqual([
      { field: "monthlyBill", problem: "too-low", used: 0, min: 0, max: 100_000 },
      { field: "roofArea", problem: "unreadable", used: 400, min: 0, max: 20_000 },
      { field: "chosenKw", problem: "too-low", used: 1, min: 1, max: 10 },
      { field: "yieldPerKw", problem: "too-high", used: 1800, min: 800, max: 1800 },
    ]);
  });

  it("ignore unknown enum values and say nothing about fields not in use", () => {
    const { inputs, notices } = read("by=moon&system=nuclear&pay=gold&units=abc&rate=abc");
    expect(inputs).toMatchObject({ basis: "bill", system: "on-grid", payment: "cash" });
    expect(notices).toEqual([]);
  });

  it("the visitor's assumptions replace the rates", () => {
    const { rates } = read("yield=1200&rise=5&fixed=40&export=2.5&battery=50000&hybridSubsidy=no");
    expect(rates).toMatchObject({
      yieldPerKw: 1200,
      tariffRise: 5,
      fixedCharge: 40,
      exportPrice: 2.5,
      batteryCostPerKw: 50_000,
      hybridSubsidised: false,
    });
  });

  it("write back the shortest query that gives the same plan", () => {
    const query = planQueryString(read("bill=2,000&units=300&roof=500&rate=9&yield=1350&rise=4"));
    expect(query).toBe("by=bill&bill=2000&roof=500&roofUnit=sqft&system=on-grid&pay=cash&rise=4");
    expect(planQueryString(read(query))).toBe(query);
    const loan = planQueryString(read("by=units&units=300&pay=loan&kw=3"));
    expect(loan).toBe(
      "by=units&units=300&roof=400&roofUnit=sqft&system=on-grid&pay=loan&rate=5.75&years=10&kw=3",
    );
  });

  it("list every parameter for the route's handle", () => {
    expect(planSearchParams).toEqual(
      expect.arrayContaining(["by", "bill", "units", "roof", "kw", "yield", "rise", "battery"]),
    );
  });
});

describe("a plan carried as text", () => {
  it("is recomputed from its inputs; anything else is no plan", () => {
    const carried = computePlanFromText("by=bill&bill=2000&roof=500");
    expect(carried?.plan.sizeKw).toBe(4);
    expect(carried?.query).toBe(computePlan(new URLSearchParams("bill=2000&roof=500")).query);
    expect(computePlanFromText("")).toBeNull();
    expect(computePlanFromText("monthlySaving=99999")).toBeNull();
    expect(computePlanFromText(`bill=${"9".repeat(1200)}`)).toBeNull();
  });
});
