import { describe, expect, it } from "vitest";
import { rateValues } from "~/content/solar-rates";
import {
  centralSubsidy,
  energyCharge,
  installedCost,
  monthlyInstalment,
  type PlanInputs,
  paybackYears,
  planSolar,
  recommendSize,
  stateSubsidy,
  unitsFromBill,
} from "./solar-plan";

// Every expected figure below is worked out by hand from the rates of
// app/content/solar-rates.ts as they stand (OERC FY2025-26 slabs ₹2.90 / 4.70 / 5.70 / 6.10,
// no fixed charge, 1,350 kWh per kW a year, 10 m² per kW, 3% tariff rise).

const rates = rateValues();

const household: PlanInputs = {
  basis: "bill",
  monthlyBill: 2000,
  monthlyUnits: 0,
  roofArea: 500,
  roofUnit: "sqft",
  system: "on-grid",
  payment: "cash",
  loanRate: 5.75,
  loanYears: 10,
  chosenKw: null,
};

describe("the OERC slabs", () => {
  it("charge telescopically: 50 × 2.90 + 150 × 4.70 + 200 × 5.70 + the rest × 6.10", () => {
    expect(energyCharge(50, rates.tariffSlabs)).toBeCloseTo(145, 6);
    expect(energyCharge(200, rates.tariffSlabs)).toBeCloseTo(850, 6);
    expect(energyCharge(400, rates.tariffSlabs)).toBeCloseTo(1990, 6);
    expect(energyCharge(500, rates.tariffSlabs)).toBeCloseTo(2600, 6);
  });

  it("turn a bill back into units", () => {
    // ₹500: 50 units for ₹145, then (500 − 145) / 4.70 = 75.53 units.
    expect(unitsFromBill(500, rates)).toBeCloseTo(125.532, 3);
    // ₹2,000: 400 units for ₹1,990, then 10 / 6.10 = 1.64 units.
    expect(unitsFromBill(2000, rates)).toBeCloseTo(401.639, 3);
    // ₹6,000: (6,000 − 1,990) / 6.10 = 657.38 units above 400.
    expect(unitsFromBill(6000, rates)).toBeCloseTo(1057.377, 3);
    expect(unitsFromBill(0, rates)).toBe(0);
    // A fixed charge is not energy.
    expect(unitsFromBill(145 + 30, { ...rates, fixedCharge: 30 })).toBeCloseTo(50, 6);
  });
});

describe("the subsidy lines", () => {
  // Central: ₹30,000/kW to 2 kW + ₹18,000 for the 3rd, cap ₹78,000.
  // Odisha: ₹25,000/kW to 2 kW + ₹10,000 for the 3rd, cap ₹60,000.
  it.each([
    [1, 30_000, 25_000],
    [2, 60_000, 50_000],
    [3, 78_000, 60_000],
    [5, 78_000, 60_000],
  ])("%i kW: central ₹%i, Odisha ₹%i", (kw, central, state) => {
    expect(centralSubsidy(kw, rates)).toBe(central);
    expect(stateSubsidy(kw, rates)).toBe(state);
  });

  it("3 kW with both comes to ₹1,38,000; nothing for no system", () => {
    expect(centralSubsidy(3, rates) + stateSubsidy(3, rates)).toBe(138_000);
    expect(centralSubsidy(0, rates)).toBe(0);
    expect(stateSubsidy(Number.NaN, rates)).toBe(0);
  });
});

describe("the EMI", () => {
  const formula = (p: number, yearly: number, n: number) => {
    const r = yearly / 12 / 100;
    return (p * r * (1 + r) ** n) / ((1 + r) ** n - 1);
  };

  it("is the standard P·r·(1+r)^n / ((1+r)^n − 1)", () => {
    // The textbook case: ₹1,00,000 at 10% for 12 months is ₹8,791.59 a month.
    expect(monthlyInstalment(100_000, 10, 12)).toBeCloseTo(8791.59, 2);
    expect(monthlyInstalment(57_000, 5.75, 120)).toBeCloseTo(formula(57_000, 5.75, 120), 6);
    expect(monthlyInstalment(447_000, 8.5, 120)).toBeCloseTo(formula(447_000, 8.5, 120), 6);
  });

  it("divides evenly without interest, and is 0 for nothing borrowed", () => {
    expect(monthlyInstalment(120_000, 0, 120)).toBe(1000);
    expect(monthlyInstalment(0, 5.75, 120)).toBe(0);
    expect(monthlyInstalment(100_000, 5.75, 0)).toBe(0);
  });
});

describe("the recommended size", () => {
  it("rounds the need to whole kW, at least 1 kW, no more than the roof or 10 kW", () => {
    expect(recommendSize(1.12, 5)).toEqual({ sizeKw: 1, reason: "use" });
    expect(recommendSize(0.2, 5)).toEqual({ sizeKw: 1, reason: "use" });
    expect(recommendSize(3.57, 4.6)).toEqual({ sizeKw: 4, reason: "use" });
    expect(recommendSize(3.57, 2.79)).toEqual({ sizeKw: 2, reason: "roof" });
    expect(recommendSize(3.57, 0.9)).toEqual({ sizeKw: 0, reason: "roof" });
    expect(recommendSize(25, 40)).toEqual({ sizeKw: 10, reason: "largest" });
    expect(recommendSize(0, 40)).toEqual({ sizeKw: 0, reason: "no-use" });
  });
});

describe("a whole plan", () => {
  it("₹500 a month: 1 kW, ₹462 saved a month, ₹15,000 after subsidies, back in 2.7 years", () => {
    const plan = planSolar({ ...household, monthlyBill: 500 }, rates);
    expect(plan.monthlyUnits).toBe(126);
    expect(plan.neededKw).toBe(1.1); // 125.53 × 12 / 1,350
    expect(plan.sizeKw).toBe(1);
    expect(plan.sizeReason).toBe("use");
    expect(plan.yearlyGeneration).toBe(1350);
    // 112.5 units a month from the panels leave 13.03 units, all in the first slab: ₹37.79.
    expect(plan.monthlySaving).toBe(462);
    expect(plan.billAfter).toBe(38);
    expect(plan.coverage).toBeCloseTo(112.5 / 125.532, 3);
    // 1 kW: the ₹65,000–75,000 of a 1 kW system in Odisha.
    expect(plan.cost).toEqual({ low: 65_000, high: 75_000, mid: 70_000 });
    expect(plan.centralSubsidy).toBe(30_000);
    expect(plan.stateSubsidy).toBe(25_000);
    expect(plan.netCost).toBe(15_000);
    // Saved ₹462.21 × 12 = ₹5,546 in year 1, ₹11,179 by year 2, ₹16,957 by year 3 (panels −2% then
    // −0.55% a year, tariffs +3% a year): ₹15,000 is reached 0.66 into year 3.
    expect(plan.years[1]!.savedToDate).toBe(5546);
    expect(plan.years[2]!.savedToDate).toBe(11179);
    expect(plan.years[3]!.savedToDate).toBe(16957);
    expect(plan.paybackYears).toBe(2.7);
    expect(plan.co2PerYearKg).toBe(961); // 1,350 kWh × 0.7117 kg
  });

  it("₹2,000 a month: 4 kW covers it all, both subsidies at their caps, back in 4.8 years", () => {
    const plan = planSolar(household, rates);
    expect(plan.monthlyUnits).toBe(402);
    expect(plan.neededKw).toBe(3.6); // 401.64 × 12 / 1,350 = 3.57
    expect(plan.roofLimitKw).toBe(4.6); // 500 sq ft = 46.45 m²
    expect(plan.sizeKw).toBe(4);
    expect(plan.billBefore).toBe(2000);
    expect(plan.billAfter).toBe(0);
    expect(plan.monthlySaving).toBe(2000);
    expect(plan.monthlySurplus).toBe(48); // 450 − 401.64 units, valued at ₹0
    expect(plan.coverage).toBe(1);
    expect(plan.cost).toEqual({ low: 220_000, high: 300_000, mid: 260_000 });
    expect(plan.centralSubsidy).toBe(78_000);
    expect(plan.stateSubsidy).toBe(60_000);
    expect(plan.netCost).toBe(122_000);
    // ₹24,000, 24,720, 25,462, 26,225 a year: ₹1,00,407 after 4 years, 27,012 in year 5.
    expect(plan.years[4]!.savedToDate).toBe(100_407);
    expect(plan.paybackYears).toBe(4.8);
    expect(plan.lifetimeGain).toBe(plan.lifetimeSavings - 122_000);
  });

  it("₹2,000 a month on 300 sq ft: the roof holds 2 kW, which removes the dearest units first", () => {
    const plan = planSolar({ ...household, roofArea: 300 }, rates);
    expect(plan.roofLimitKw).toBe(2.8); // 27.87 m² / 10
    expect(plan.sizeKw).toBe(2);
    expect(plan.sizeReason).toBe("roof");
    // 225 units from the panels: 1.64 units at ₹6.10, 200 at ₹5.70 and 23.36 at ₹4.70.
    expect(plan.monthlySaving).toBe(1260);
    expect(plan.billAfter).toBe(740);
    expect(plan.centralSubsidy).toBe(60_000);
    expect(plan.stateSubsidy).toBe(50_000);
  });

  it("₹6,000 a month with a loan: 9 kW, the bank lends the cost after subsidies", () => {
    const plan = planSolar(
      { ...household, monthlyBill: 6000, roofArea: 1200, payment: "loan", loanRate: 8.5 },
      rates,
    );
    expect(plan.monthlyUnits).toBe(1057);
    expect(plan.sizeKw).toBe(9); // 1,057.38 × 12 / 1,350 = 9.4
    // 1,012.5 units from the panels leave 44.88 units at ₹2.90 = ₹130.14.
    expect(plan.monthlySaving).toBe(5870);
    expect(plan.cost).toEqual({ low: 495_000, high: 675_000, mid: 585_000 });
    expect(plan.netCost).toBe(585_000 - 78_000 - 60_000);
    // Above 3 kW a bank lends up to 80% of the cost and ₹6 lakh: all of the ₹4,47,000.
    expect(plan.loan).toMatchObject({ principal: 447_000, downPayment: 0, months: 120 });
    const r = 8.5 / 12 / 100;
    const growth = (1 + r) ** 120;
    expect(plan.loan!.emi).toBe(Math.round((447_000 * r * growth) / (growth - 1)));
    expect(plan.loan!.emi).toBe(5542);
    // While the loan runs, money spent grows by the EMI each month.
    expect(plan.years[1]!.spentToDate).toBe(5542 * 12);
    expect(plan.years[25]!.spentToDate).toBe(5542 * 120);
    // It has paid for itself when the savings cover all 120 EMIs (₹6,65,040): ₹5,869.86 × 12
    // = ₹70,438 in year 1, growing about 3% a year while the panels fade, pass that in year 9.
    expect(plan.years[8]!.savedToDate).toBeLessThan(665_040);
    expect(plan.years[9]!.savedToDate).toBeGreaterThan(665_040);
    expect(plan.paybackYears).toBeGreaterThan(8);
    expect(plan.paybackYears).toBeLessThan(9);
  });

  it("a hybrid system adds the battery's cost; its subsidies follow the assumption", () => {
    const hybrid = planSolar({ ...household, system: "hybrid" }, rates);
    expect(hybrid.cost.low).toBe(220_000 + 4 * 35_000);
    expect(hybrid.centralSubsidy).toBe(78_000);
    const unsubsidised = planSolar(
      { ...household, system: "hybrid" },
      { ...rates, hybridSubsidised: false },
    );
    expect(unsubsidised.subsidyEligible).toBe(false);
    expect(unsubsidised.centralSubsidy + unsubsidised.stateSubsidy).toBe(0);
    expect(unsubsidised.netCost).toBe(unsubsidised.cost.mid);
  });

  it("a chosen size replaces the recommendation, and says when the roof is too small", () => {
    const plan = planSolar({ ...household, chosenKw: 5 }, rates);
    expect(plan.sizeKw).toBe(5);
    expect(plan.sizeReason).toBe("chosen");
    expect(plan.exceedsRoof).toBe(true);
  });

  it("units from the bill can be given directly", () => {
    const plan = planSolar({ ...household, basis: "units", monthlyUnits: 300 }, rates);
    expect(plan.monthlyUnits).toBe(300);
    expect(plan.billBefore).toBe(1420); // 850 + 100 × 5.70
  });

  it("zero inputs give no system and no division by zero", () => {
    const plan = planSolar({ ...household, monthlyBill: 0 }, rates);
    expect(plan).toMatchObject({
      monthlyUnits: 0,
      sizeKw: 0,
      sizeReason: "no-use",
      monthlySaving: 0,
      netCost: 0,
      paybackYears: null,
      coverage: 0,
    });
    const noRoof = planSolar({ ...household, roofArea: 0 }, rates);
    expect(noRoof).toMatchObject({ sizeKw: 0, sizeReason: "roof", paybackYears: null });
  });

  it("absurd inputs stay finite: the largest home size, or nothing", () => {
    const huge = planSolar({ ...household, monthlyBill: 1e12, roofArea: 1e9 }, rates);
    expect(huge.sizeKw).toBe(10);
    expect(huge.sizeReason).toBe("largest");
    const nonsense = planSolar(
      {
        ...household,
        monthlyBill: Number.NaN,
        roofArea: -5,
        loanRate: Number.POSITIVE_INFINITY,
        payment: "loan",
      },
      rates,
    );
    expect(nonsense.sizeKw).toBe(0);
    for (const value of [
      nonsense.monthlySaving,
      nonsense.netCost,
      nonsense.lifetimeSavings,
      nonsense.co2LifetimeKg,
    ]) {
      expect(Number.isFinite(value)).toBe(true);
    }
  });
});

describe("installed cost and payback", () => {
  it("uses the 1 kW floor of the range for the smallest systems", () => {
    expect(installedCost(1, "on-grid", rates)).toEqual({ low: 65_000, high: 75_000, mid: 70_000 });
    expect(installedCost(3, "on-grid", rates)).toEqual({
      low: 165_000,
      high: 225_000,
      mid: 195_000,
    });
  });

  it("finds the year the savings catch up, between whole years", () => {
    const years = [
      { year: 0, savedToDate: 0, spentToDate: 100 },
      { year: 1, savedToDate: 60, spentToDate: 100 },
      { year: 2, savedToDate: 120, spentToDate: 100 },
    ];
    expect(paybackYears(years)).toBe(1.7);
    expect(paybackYears(years.slice(0, 2))).toBeNull();
  });
});
