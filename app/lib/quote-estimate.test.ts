import { describe, expect, it } from "vitest";
import { formatRupees } from "~/lib/indian-number";
import { computePlan } from "~/lib/solar-plan-query";
import { estimateInRupees, quoteEstimate } from "./quote-estimate";

// The Odia quote page's estimate is the savings planner's plan (issue 24): the same figures
// as /or/solar-calculator shows for that bill and roof on that day.

const day = "2026-11-24";

describe("the quote page's estimate", () => {
  it("in English is the spec's formula in dollars, unchanged", () => {
    expect(quoteEstimate("spec-dollars", { roofSize: 50, monthlyBill: 100 }, day)).toEqual({
      basis: "spec-dollars",
      sizeKw: 5,
      recommendation: "5.0 kW solar system",
      priceEstimate: "$12,500",
    });
  });

  it("in rupees is the planner's plan for a home with that bill and roof on the day", () => {
    const estimate = estimateInRupees({ roofSize: 50, monthlyBill: 1500 }, day);
    const { plan } = computePlan(new URLSearchParams("bill=1500&roof=50&roofUnit=sqm"), day);
    expect(plan).not.toBeNull();
    expect(estimate).toEqual({
      basis: "planner-rupees",
      sizeKw: plan!.sizeKw,
      recommendation: `${plan!.sizeKw.toFixed(1)} kW solar system`,
      priceEstimate: `${formatRupees(plan!.cost.low)}–${formatRupees(plan!.cost.high)}`,
      rupees: {
        day,
        costLow: plan!.cost.low,
        costHigh: plan!.cost.high,
        subsidies: plan!.subsidyTotal,
        netCost: plan!.netCost,
      },
    });
    // The planner's default bill is a home where a 3 kW system fits, with the day's subsidies.
    expect(estimate.sizeKw).toBe(3);
    expect(estimate.rupees!.subsidies).toBeGreaterThan(0);
  });

  it("is sized as the planner sizes it: held by the roof, capped at the largest home system", () => {
    expect(estimateInRupees({ roofSize: 20, monthlyBill: 5000 }, day).sizeKw).toBe(2);
    expect(estimateInRupees({ roofSize: 500, monthlyBill: 20000 }, day).sizeKw).toBe(10);
  });

  it("has no system and no price without a bill or a roof", () => {
    for (const input of [
      { roofSize: 50, monthlyBill: 0 },
      { roofSize: 0, monthlyBill: 1500 },
    ]) {
      expect(estimateInRupees(input, day)).toMatchObject({
        sizeKw: 0,
        priceEstimate: "N/A",
        rupees: null,
      });
    }
  });
});
