import { describe, expect, it } from "vitest";
import { rateKeys, solarRates } from "~/content/solar-rates";
import { isIsoDay } from "~/lib/time/kolkata-day";
import {
  balanceAfter,
  loanTermsOn,
  monthlyInstalment,
  planLoan,
  rateOn,
  ratesNeedingReview,
  subsidiesOn,
  tariffOn,
  versionOn,
} from "./index";

// Each rule at fixed days on both sides of its boundaries: the end of both household schemes
// (31 March 2027), the GST cut (22 September 2025) and the review days.

const lastDay = "2027-03-31";
const dayAfter = "2027-04-01";

describe("the rules' data", () => {
  it("dates every version with real days, in order, checked before they are due", () => {
    for (const key of rateKeys) {
      const versions = solarRates[key].versions;
      for (const [index, version] of versions.entries()) {
        for (const day of [version.validFrom, version.checkedOn, version.reviewBy]) {
          expect(isIsoDay(day), `${key}: ${day}`).toBe(true);
        }
        if (version.validTo) expect(version.validTo >= version.validFrom, key).toBe(true);
        // A version still in force is due for a check after it was last checked.
        if (version.validTo === null) expect(version.reviewBy > version.checkedOn, key).toBe(true);
        // Versions follow each other without a gap or an overlap.
        const next = versions[index + 1];
        if (next) {
          const dayAfterEnd = new Date(`${version.validTo}T00:00:00Z`);
          dayAfterEnd.setUTCDate(dayAfterEnd.getUTCDate() + 1);
          expect(next.validFrom, key).toBe(dayAfterEnd.toISOString().slice(0, 10));
        }
      }
    }
  });
});

describe("subsidiesOn", () => {
  it("a home: PM Surya Ghar and Odisha's top-up until 31 March 2027, then neither", () => {
    const before = subsidiesOn(lastDay, "home", 3);
    expect(before.counted).toEqual([
      { scheme: "centralHome", amount: 78_000, endsOn: lastDay },
      { scheme: "stateHome", amount: 60_000, endsOn: lastDay },
    ]);
    expect(before.total).toBe(138_000);
    expect(before.ended).toEqual([]);

    const after = subsidiesOn(dayAfter, "home", 3);
    expect(after.counted).toEqual([]);
    expect(after.total).toBe(0);
    expect(after.ended).toEqual([
      { scheme: "centralHome", endedOn: lastDay },
      { scheme: "stateHome", endedOn: lastDay },
    ]);
  });

  it.each([
    [1, 30_000, 25_000],
    [2, 60_000, 50_000],
    [2.5, 69_000, 55_000],
    [3, 78_000, 60_000],
    [5, 78_000, 60_000],
  ])("a home of %s kW: central ₹%i, Odisha ₹%i", (kw, central, state) => {
    const [centralLine, stateLine] = subsidiesOn("2026-11-24", "home", kw).counted;
    expect(centralLine!.amount).toBe(central);
    expect(stateLine!.amount).toBe(state);
  });

  it("a housing society: ₹18,000 a kW for common facilities, 3 kW a house, 500 kW in all", () => {
    // 10 houses: at most 30 kW counts, whatever the system.
    expect(subsidiesOn(lastDay, "society", 40, { houses: 10 }).counted).toEqual([
      { scheme: "centralSociety", amount: 540_000, endsOn: lastDay },
    ]);
    expect(subsidiesOn(lastDay, "society", 20, { houses: 10 }).total).toBe(360_000);
    // 200 houses would allow 600 kW; the scheme stops at 500 kW.
    expect(subsidiesOn(lastDay, "society", 600, { houses: 200 }).total).toBe(9_000_000);
    // No Odisha top-up for a society, and nothing without its houses.
    expect(subsidiesOn(lastDay, "society", 20, {}).total).toBe(0);
    const after = subsidiesOn(dayAfter, "society", 20, { houses: 10 });
    expect(after).toEqual({
      counted: [],
      ended: [{ scheme: "centralSociety", endedOn: lastDay }],
      total: 0,
    });
  });

  it("a business: no household scheme, before or after the end", () => {
    for (const day of [lastDay, dayAfter]) {
      expect(subsidiesOn(day, "business", 10)).toEqual({ counted: [], ended: [], total: 0 });
    }
  });

  it("nothing for no system", () => {
    expect(subsidiesOn(lastDay, "home", 0).total).toBe(0);
    expect(subsidiesOn(lastDay, "home", Number.NaN).total).toBe(0);
  });
});

describe("tariffOn", () => {
  it("a home and a society pay the domestic slabs and ₹20 a kW; a business general purpose", () => {
    for (const category of ["home", "society"] as const) {
      expect(tariffOn("2026-11-24", category)).toEqual({
        tariffClass: "domestic",
        slabs: [
          { upTo: 50, price: 2.9 },
          { upTo: 200, price: 4.7 },
          { upTo: 400, price: 5.7 },
          { upTo: null, price: 6.1 },
        ],
        fixedPerKw: 20,
        meterRent: { rent: 60, waivedUpToKw: 2 },
        dutyPercent: 4,
        exportPrice: 0,
      });
    }
    expect(tariffOn("2026-11-24", "business")).toMatchObject({
      tariffClass: "generalPurpose",
      slabs: [
        { upTo: 100, price: 5.9 },
        { upTo: null, price: 7 },
      ],
      fixedPerKw: 30,
    });
  });

  it("holds across the end of the financial year until a new order is added", () => {
    expect(tariffOn(lastDay, "home")).toEqual(tariffOn(dayAfter, "home"));
  });
});

describe("installed cost", () => {
  it("falls with the GST cut of 22 September 2025 (12% → 5%)", () => {
    expect(rateOn("installedCost", "2025-09-21")).toMatchObject({ low: 55_000, high: 75_000 });
    expect(rateOn("installedCost", "2025-09-22")).toMatchObject({ low: 52_000, high: 71_500 });
    // MNRE: a 3 kW system ₹9,000–10,500 cheaper.
    expect(3 * (55_000 - 52_000)).toBe(9000);
    expect(3 * (75_000 - 71_500)).toBe(10_500);
  });

  it("has no version before the rules began: a gap fails loudly", () => {
    expect(versionOn("installedCost", "2020-01-01")).toBeNull();
    expect(() => rateOn("installedCost", "2020-01-01")).toThrow(/No version/);
  });
});

describe("loanTermsOn", () => {
  it("up to 3 kW: repo + 0.5% (5.75%), 10% margin, at most ₹2 lakh, 10 years", () => {
    expect(loanTermsOn("2026-11-24", 3)).toEqual({
      band: "upTo3Kw",
      rate: 5.75,
      marginShare: 0.1,
      maxLoan: 200_000,
      maxYears: 10,
      minYears: 1,
    });
  });

  it("above 3 kW: 2.15 points more (7.90%), 20% margin, at most ₹6 lakh", () => {
    const terms = loanTermsOn("2026-11-24", 3.1);
    expect(terms).toMatchObject({
      band: "above3Kw",
      rate: 7.9,
      marginShare: 0.2,
      maxLoan: 600_000,
    });
    expect(terms.rate - loanTermsOn("2026-11-24", 3).rate).toBeCloseTo(2.15, 9);
  });

  it("a society or a business is assumed to get the terms above 3 kW", () => {
    expect(loanTermsOn("2026-11-24", 2, "society").band).toBe("above3Kw");
    expect(loanTermsOn("2026-11-24", 2, "business").band).toBe("above3Kw");
  });
});

describe("a loan as banks give it", () => {
  it("the EMI is the standard P·r·(1+r)^n / ((1+r)^n − 1)", () => {
    expect(monthlyInstalment(100_000, 10, 12)).toBeCloseTo(8791.59, 2);
    expect(monthlyInstalment(120_000, 0, 120)).toBe(1000);
    expect(monthlyInstalment(0, 5.75, 120)).toBe(0);
    // After every instalment nothing is owed.
    const emi = monthlyInstalment(100_000, 10, 12);
    expect(balanceAfter(100_000, 10, emi, 12)).toBeCloseTo(0, 6);
  });

  it("5 kW: margin money first, 7.90%, and the subsidy prepays the loan when it arrives", () => {
    const loan = planLoan({
      day: "2026-11-24",
      sizeKw: 5,
      category: "home",
      cost: 308_750,
      subsidies: 138_000,
      ownRate: null,
      years: 10,
      arrivalMonths: 2,
    });
    const emi = monthlyInstalment(247_000, 7.9, 120);
    const owed = balanceAfter(247_000, 7.9, emi, 2);
    expect(loan).toMatchObject({
      band: "above3Kw",
      rate: 7.9,
      marginMoney: 61_750, // 20% of ₹3,08,750
      principal: 247_000,
      ownPayment: 61_750,
      capped: false,
      months: 120,
      emi: Math.round(emi),
      monthsBeforeSubsidy: 2,
      subsidyToLoan: 138_000,
      refund: 0,
      emiAfterSubsidy: Math.round(monthlyInstalment(owed - 138_000, 7.9, 118)),
    });
    expect(loan.emi).toBe(2984);
    expect(loan.emiAfterSubsidy).toBeLessThan(loan.emi / 2);
  });

  it("the cap: a 3 kW hybrid costs more than ₹2 lakh can cover", () => {
    const loan = planLoan({
      day: "2026-11-24",
      sizeKw: 3,
      category: "home",
      cost: 290_250,
      subsidies: 0,
      ownRate: null,
      years: 5,
      arrivalMonths: 2,
    });
    expect(loan).toMatchObject({
      rate: 5.75,
      marginMoney: 29_025,
      principal: 200_000,
      capped: true,
      ownPayment: 90_250,
      months: 60,
    });
    expect(loan.emiAfterSubsidy).toBe(loan.emi);
  });

  it("subsidies larger than what is owed clear the loan and the rest comes back", () => {
    const loan = planLoan({
      day: "2026-11-24",
      sizeKw: 2,
      category: "home",
      cost: 123_500,
      subsidies: 110_000,
      ownRate: 6.5,
      years: 10,
      arrivalMonths: 2,
    });
    expect(loan.ownRate).toBe(true);
    expect(loan.rate).toBe(6.5);
    expect(loan.principal).toBe(111_150);
    expect(loan.emiAfterSubsidy).toBe(0);
    expect(loan.refund).toBeGreaterThan(0);
    expect(loan.subsidyToLoan + loan.refund).toBe(110_000);
  });
});

describe("ratesNeedingReview", () => {
  const overdue = (day: string) => ratesNeedingReview(day).map((rule) => rule.key);

  it("none on the day they were checked", () => {
    expect(overdue("2026-11-24")).toEqual([]);
  });

  it("the loans after 15 January 2027, when the repo rate may have moved", () => {
    expect(overdue("2027-01-15")).toEqual([]);
    expect(overdue("2027-01-16")).toEqual(["loanUpTo3Kw", "loanAbove3Kw"]);
  });

  it("the schemes after 31 March 2027, the tariffs after 1 April 2027", () => {
    expect(overdue(lastDay)).not.toContain("centralSubsidyHome");
    expect(overdue(dayAfter)).toEqual(
      expect.arrayContaining(["centralSubsidyHome", "centralSubsidySociety", "stateSubsidyHome"]),
    );
    expect(overdue(dayAfter)).not.toContain("domesticTariff");
    expect(overdue("2027-04-02")).toEqual(
      expect.arrayContaining(["domesticTariff", "generalPurposeTariff", "meterRent"]),
    );
  });

  it("every rule by mid-2028, each with its source and dates", () => {
    const rules = ratesNeedingReview("2028-06-15");
    expect(rules.map((rule) => rule.key)).toEqual(rateKeys);
    expect(rules.find((rule) => rule.key === "loanAbove3Kw")).toMatchObject({
      reviewBy: "2027-01-15",
      checkedOn: "2026-11-24",
      source: {
        url: "https://bank.sbi/web/personal-banking/loans/pm-surya-ghar-loan-for-solar-roof-top",
      },
    });
  });
});
