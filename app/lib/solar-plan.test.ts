import { describe, expect, it } from "vitest";
import { balanceAfter, monthlyInstalment } from "./planner-rules";
import {
  defaultAssumptions,
  energyCharge,
  installedCost,
  type PlanInputs,
  paybackYears,
  planSolar,
  ratesFor,
  recommendSize,
  unitsForCharge,
} from "./solar-plan";

// Every expected figure below is worked out by hand from app/content/solar-rates.ts as it
// stands on the days named: OERC domestic slabs ₹2.90 / 4.70 / 5.70 / 6.10, a fixed charge of
// ₹20 a kW of contract demand (3 kW: ₹60), smart-meter rent ₹60 (above 2 kW), duty 4% of the
// energy charge, 1,350 kWh per kW a year, 10 m² per kW, costs after the GST cut
// (₹52,000–71,500 a kW), tariffs flat (0% a year).

const today = "2026-11-24";
const lastDay = "2027-03-31";
const dayAfter = "2027-04-01";
const assumptions = defaultAssumptions(today);
const slabs = ratesFor(today, assumptions).domesticTariff;

const home: PlanInputs = {
  category: "home",
  houses: null,
  basis: "bill",
  monthlyBill: 1500,
  monthlyUnits: 0,
  roofArea: 400,
  roofUnit: "sqft",
  system: "on-grid",
  payment: "cash",
  loanRate: null,
  loanYears: 10,
  chosenKw: null,
  ownTariff: null,
};

describe("the OERC slabs", () => {
  it("charge telescopically: 50 × 2.90 + 150 × 4.70 + 200 × 5.70 + the rest × 6.10", () => {
    expect(energyCharge(50, slabs)).toBeCloseTo(145, 6);
    expect(energyCharge(200, slabs)).toBeCloseTo(850, 6);
    expect(energyCharge(400, slabs)).toBeCloseTo(1990, 6);
    expect(energyCharge(500, slabs)).toBeCloseTo(2600, 6);
  });

  it("turn an energy charge back into units", () => {
    // ₹500: 50 units for ₹145, then (500 − 145) / 4.70 = 75.53 units.
    expect(unitsForCharge(500, slabs)).toBeCloseTo(125.532, 3);
    expect(unitsForCharge(1990 + 61, slabs)).toBeCloseTo(410, 6);
    expect(unitsForCharge(0, slabs)).toBe(0);
  });
});

describe("a home's plan", () => {
  it("₹1,500 a month: 3 kW, the bill falls to its fixed charges, ₹1,38,000 in subsidies", () => {
    const plan = planSolar(today, home, assumptions);
    // ₹1,500 less ₹60 fixed and ₹60 rent is ₹1,380 of energy and duty: ₹1,326.92 of energy,
    // 200 units for ₹850 and 476.92 / 5.70 = 83.67 more.
    expect(plan.monthlyUnits).toBe(284);
    expect(plan.billBefore.fixed).toBe(60);
    expect(plan.billBefore.meterRent).toBe(60);
    expect(plan.billBefore.energy).toBeCloseTo(1326.923, 3);
    expect(plan.billBefore.duty).toBeCloseTo(53.077, 3);
    expect(plan.billBefore.total).toBe(1500);
    expect(plan.neededKw).toBe(2.5); // 283.67 × 12 / 1,350 = 2.52
    expect(plan.sizeKw).toBe(3);
    expect(plan.sizeReason).toBe("use");
    // 337.5 units a month from 3 kW cover it all: only the fixed charge and rent are left.
    expect(plan.billAfter).toEqual({ energy: 0, duty: 0, fixed: 60, meterRent: 60, total: 120 });
    expect(plan.monthlySaving).toBe(1380);
    expect(plan.monthlySurplus).toBe(54);
    expect(plan.cost).toEqual({ low: 156_000, high: 214_500, mid: 185_250 });
    expect(plan.subsidies.counted.map((line) => line.amount)).toEqual([78_000, 60_000]);
    expect(plan.subsidyTotal).toBe(138_000);
    expect(plan.netCost).toBe(47_250);
    // ₹16,560 a year, flat: ₹47,250 is reached 0.85 into year 3.
    expect(plan.years[2]!.savedToDate).toBe(33_120);
    expect(plan.paybackYears).toBe(2.9);
    expect(plan.lifetimeSavings).toBe(25 * 16_560);
    expect(plan.co2PerYearKg).toBe(2882); // 4,050 kWh × 0.7117 kg
  });

  it("the same home on 1 April 2027: the subsidies have ended, it pays for itself in 11.2 years", () => {
    const before = planSolar(lastDay, home, assumptions);
    const after = planSolar(dayAfter, home, assumptions);
    expect(before.subsidyTotal).toBe(138_000);
    expect(after.subsidyTotal).toBe(0);
    expect(after.subsidies.ended.map((line) => line.endedOn)).toEqual([lastDay, lastDay]);
    expect(after.netCost).toBe(185_250);
    // 185,250 / 16,560 = 11.19 years.
    expect(after.paybackYears).toBe(11.2);
    expect(after.billAfter.total).toBe(before.billAfter.total);
  });

  it("₹2,000 on 500 sq ft: 3 kW leaves 30.5 units in the cheapest slab", () => {
    const plan = planSolar(today, { ...home, monthlyBill: 2000, roofArea: 500 }, assumptions);
    // (2,000 − 120) / 1.04 = ₹1,807.69: 200 + 957.69 / 5.70 = 368.02 units.
    expect(plan.monthlyUnits).toBe(368);
    expect(plan.sizeKw).toBe(3); // 368.02 × 12 / 1,350 = 3.27
    expect(plan.roofLimitKw).toBe(4.6);
    // 30.52 units × ₹2.90 = ₹88.50, with duty ₹92.04, and ₹120 fixed: ₹212.
    expect(plan.billAfter.total).toBe(212);
    expect(plan.monthlySaving).toBe(1788);
    expect(plan.netCost).toBe(47_250);
    expect(plan.paybackYears).toBe(2.2);
  });

  it("never brings a grid-connected bill to ₹0: the fixed charge and the rent stay", () => {
    const plan = planSolar(
      today,
      { ...home, chosenKw: 10, roofArea: 2000 },
      { ...assumptions, contractLoadKw: 10 },
    );
    expect(plan.billAfter.energy).toBe(0);
    expect(plan.billAfter.total).toBe(20 * 10 + 60);
    // Up to 2 kW of contract demand the meter rent is waived.
    const small = planSolar(today, home, { ...assumptions, contractLoadKw: 2 });
    expect(small.billAfter).toMatchObject({ fixed: 40, meterRent: 0, total: 40 });
    // The visitor's own fixed charges replace the tariff's.
    const own = planSolar(today, { ...home, chosenKw: 3 }, { ...assumptions, fixedCharge: 150 });
    expect(own.billAfter).toMatchObject({ fixed: 150, meterRent: 60, total: 210 });
  });

  it("units from the bill can be given directly", () => {
    const plan = planSolar(today, { ...home, basis: "units", monthlyUnits: 300 }, assumptions);
    expect(plan.monthlyUnits).toBe(300);
    // 850 + 100 × 5.70 = ₹1,420, with 4% duty ₹1,476.80, and ₹120: ₹1,597.
    expect(plan.billBefore.total).toBe(1597);
  });

  it("a hybrid system adds the battery's cost; its subsidies follow the assumption", () => {
    const hybrid = planSolar(today, { ...home, system: "hybrid" }, assumptions);
    expect(hybrid.cost.low).toBe(156_000 + 3 * 35_000);
    expect(hybrid.subsidyTotal).toBe(138_000);
    const unsubsidised = planSolar(
      today,
      { ...home, system: "hybrid" },
      { ...assumptions, hybridSubsidised: false },
    );
    expect(unsubsidised.subsidyEligible).toBe(false);
    expect(unsubsidised.subsidyTotal).toBe(0);
    expect(unsubsidised.netCost).toBe(unsubsidised.cost.mid);
  });

  it("tariff growth is the visitor's to change: 3% a year saves more over 25 years", () => {
    const flat = planSolar(today, home, assumptions);
    const rising = planSolar(today, home, { ...assumptions, tariffRise: 3 });
    expect(rising.lifetimeSavings).toBeGreaterThan(flat.lifetimeSavings);
    expect(rising.years[2]!.savedToDate).toBe(Math.round(16_560 + 16_560 * 1.03));
  });
});

describe("a loan as banks give it", () => {
  it("5 kW: 20% margin money first, 7.90% a year, and the subsidy lowers the EMI", () => {
    const plan = planSolar(
      today,
      { ...home, monthlyBill: 3000, roofArea: 600, chosenKw: 5, payment: "loan" },
      { ...assumptions, contractLoadKw: 5 },
    );
    expect(plan.cost.mid).toBe(308_750); // (2,60,000 + 3,57,500) / 2
    const emi = monthlyInstalment(247_000, 7.9, 120);
    expect(plan.loan).toMatchObject({
      band: "above3Kw",
      rate: 7.9,
      marginMoney: 61_750,
      principal: 247_000,
      ownPayment: 61_750,
      emi: Math.round(emi),
      subsidyToLoan: 138_000,
    });
    const owed = balanceAfter(247_000, 7.9, emi, 2) - 138_000;
    expect(plan.loan!.emiAfterSubsidy).toBe(Math.round(monthlyInstalment(owed, 7.9, 118)));
    // Money spent: the margin money at once, two full EMIs, then the lower ones.
    expect(plan.years[0]!.spentToDate).toBe(61_750);
    expect(plan.years[1]!.spentToDate).toBe(
      Math.round(61_750 + 2 * plan.loan!.emi + 10 * plan.loan!.emiAfterSubsidy),
    );
    // It has paid for itself once the savings cover every EMI, interest included.
    const total = plan.loan!.totalPaid;
    const crossed = plan.years.find((year) => year.savedToDate >= total)!;
    expect(plan.paybackYears).toBeGreaterThan(crossed.year - 1);
    expect(plan.paybackYears).toBeLessThanOrEqual(crossed.year);
  });

  it("3 kW: 10% margin, 5.75% a year, at most 10 years", () => {
    const plan = planSolar(today, { ...home, payment: "loan", loanYears: 7 }, assumptions);
    expect(plan.loan).toMatchObject({
      band: "upTo3Kw",
      rate: 5.75,
      marginMoney: 18_525,
      principal: 166_725,
      months: 84,
    });
    // After the subsidy nothing is free: the own payment is the margin money.
    expect(plan.loan!.ownPayment).toBeGreaterThan(0);
  });

  it("the visitor's own rate replaces the band's", () => {
    const plan = planSolar(today, { ...home, payment: "loan", loanRate: 9.5 }, assumptions);
    expect(plan.loan).toMatchObject({ rate: 9.5, ownRate: true });
  });
});

describe("a housing society and a business", () => {
  it("a society of 20 houses: ₹18,000 a kW for its 12 kW, nothing after 31 March 2027", () => {
    const society: PlanInputs = {
      ...home,
      category: "society",
      houses: 20,
      monthlyBill: 8000,
      roofArea: 1500,
    };
    const load = { ...assumptions, contractLoadKw: 10 };
    const plan = planSolar(lastDay, society, load);
    // ₹8,000 less ₹200 fixed and ₹60 rent, / 1.04 = ₹7,442.31: 400 units + 893.82 more.
    expect(plan.monthlyUnits).toBe(1294);
    expect(plan.sizeKw).toBe(12); // 1,293.82 × 12 / 1,350 = 11.5
    expect(plan.subsidies.counted).toEqual([
      { scheme: "centralSociety", amount: 216_000, endsOn: lastDay },
    ]);
    expect(planSolar(dayAfter, society, load).subsidyTotal).toBe(0);
  });

  it("a business: the general purpose tariff, ₹30 a kW, and no household subsidy", () => {
    const business: PlanInputs = {
      ...home,
      category: "business",
      monthlyBill: 10_000,
      roofArea: 2000,
    };
    const plan = planSolar(today, business, { ...assumptions, contractLoadKw: 20 });
    // ₹10,000 less ₹600 fixed and ₹60 rent, / 1.04 = ₹8,980.77: 100 units for ₹590 and
    // 8,390.77 / 7.00 = 1,198.68 more.
    expect(plan.tariff.tariffClass).toBe("generalPurpose");
    expect(plan.billBefore.fixed).toBe(600);
    expect(plan.monthlyUnits).toBe(1299);
    expect(plan.sizeKw).toBe(12);
    expect(plan.subsidies).toEqual({ counted: [], ended: [], total: 0 });
    expect(plan.netCost).toBe(plan.cost.mid);
    expect(plan.billAfter.total).toBe(660);
  });

  it("a business's own price per unit replaces the slabs", () => {
    const plan = planSolar(
      today,
      { ...home, category: "business", monthlyBill: 5200 + 120, ownTariff: 8 },
      assumptions,
    );
    // (5,320 − 60 − 90) / 1.04 = ₹4,971.15 at ₹8 a unit: 621.39 units.
    expect(plan.billBefore.fixed).toBe(90);
    expect(plan.monthlyUnits).toBe(621);
  });
});

describe("sizes and payback", () => {
  it("rounds the need to whole kW, no more than the roof, 10 kW for a home, 500 otherwise", () => {
    expect(recommendSize(1.12, 5)).toEqual({ sizeKw: 1, reason: "use" });
    expect(recommendSize(3.57, 2.79)).toEqual({ sizeKw: 2, reason: "roof" });
    expect(recommendSize(3.57, 0.9)).toEqual({ sizeKw: 0, reason: "roof" });
    expect(recommendSize(25, 40)).toEqual({ sizeKw: 10, reason: "largest" });
    expect(recommendSize(25, 40, "business")).toEqual({ sizeKw: 25, reason: "use" });
    expect(recommendSize(0, 40)).toEqual({ sizeKw: 0, reason: "no-use" });
  });

  it("uses the 1 kW floor of the range for the smallest systems", () => {
    const rates = ratesFor(today, assumptions);
    expect(installedCost(1, "on-grid", rates)).toEqual({ low: 62_000, high: 71_500, mid: 66_750 });
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

  it("zero inputs give no system and no division by zero", () => {
    const plan = planSolar(today, { ...home, monthlyBill: 0 }, assumptions);
    expect(plan).toMatchObject({
      monthlyUnits: 0,
      sizeKw: 0,
      sizeReason: "no-use",
      paybackYears: null,
    });
    const noRoof = planSolar(today, { ...home, roofArea: 0 }, assumptions);
    expect(noRoof).toMatchObject({ sizeKw: 0, sizeReason: "roof", paybackYears: null });
  });
});
