import { describe, expect, it } from "vitest";
import { planLoan, subsidiesOn } from "~/lib/planner-rules";
import {
  defaultGstRateOn,
  linesOf,
  type ProposalInputs,
  proposalFigures,
} from "./proposal-figures";

// A proposal's figures are the planner's rules on the proposal's day: tested on both sides of
// the household schemes' end (31 March 2027) and of the GST cut (22 September 2025).

const home: ProposalInputs = {
  category: "home",
  houses: null,
  sizeKw: 3,
  system: "on-grid",
  panels: "6 × 550 Wp mono PERC, DCR",
  inverter: "3 kW on-grid string inverter",
  structure: "Galvanised iron, 1.5 m above the roof",
  battery: "",
  priceBeforeGst: 180_000,
  gstRate: 5,
  loanOffered: true,
  loanYears: 5,
  warranties: "Panels: 25 years\nInverter: 8 years",
  included: "Net meter application\n\nFive years of cleaning visits",
  validUntil: "2027-04-30",
};

describe("a proposal's figures", () => {
  it("adds GST to the price typed, and counts both household subsidies up to 31 March 2027", () => {
    const figures = proposalFigures("2027-03-31", home);
    expect(figures.gst).toBe(9_000);
    expect(figures.price).toBe(189_000);
    expect(figures.subsidies.counted.map((line) => [line.scheme, line.amount])).toEqual([
      ["centralHome", 78_000],
      ["stateHome", 60_000],
    ]);
    expect(figures.subsidies.total).toBe(138_000);
    expect(figures.subsidies).toMatchObject(subsidiesOn("2027-03-31", "home", 3));
    expect(figures.netPrice).toBe(51_000);
  });

  it("counts none from 1 April 2027, and says the schemes ended", () => {
    const figures = proposalFigures("2027-04-01", home);
    expect(figures.subsidies.total).toBe(0);
    expect(figures.subsidies.counted).toEqual([]);
    expect(figures.subsidies.ended.map((line) => [line.scheme, line.endedOn])).toEqual([
      ["centralHome", "2027-03-31"],
      ["stateHome", "2027-03-31"],
    ]);
    expect(figures.netPrice).toBe(189_000);
  });

  it("works the EMI out with the planner's loan, the subsidy prepaying it only while the schemes hold", () => {
    for (const [day, subsidies] of [
      ["2027-03-31", 138_000],
      ["2027-04-01", 0],
    ] as const) {
      const { loan } = proposalFigures(day, home);
      expect(loan).toEqual(
        planLoan({
          day,
          sizeKw: 3,
          category: "home",
          cost: 189_000,
          subsidies,
          ownRate: null,
          years: 5,
          arrivalMonths: 2,
        }),
      );
    }
    const before = proposalFigures("2027-03-31", home).loan!;
    const after = proposalFigures("2027-04-01", home).loan!;
    // Up to 3 kW: 5.75%, 10% margin, so ₹18,900 first and ₹1,70,100 lent over 60 months.
    expect(before).toMatchObject({
      rate: 5.75,
      marginMoney: 18_900,
      principal: 170_100,
      months: 60,
    });
    expect(before.emi).toBe(3269);
    expect(after.emi).toBe(before.emi);
    expect(before.emiAfterSubsidy).toBeLessThan(before.emi);
    expect(after.emiAfterSubsidy).toBe(after.emi);
  });

  it("gives off-grid systems no subsidy, and hybrid ones the subsidy while the rules say so", () => {
    expect(proposalFigures("2027-03-31", { ...home, system: "off-grid" }).subsidies).toMatchObject({
      eligible: false,
      total: 0,
    });
    const hybrid = proposalFigures("2027-03-31", { ...home, system: "hybrid" });
    expect(hybrid.subsidies.total).toBe(138_000);
    expect(hybrid.rules.map((rule) => rule.key)).toContain("hybridSubsidised");
  });

  it("keeps the dates of every rule it read, for the customer's copy", () => {
    const keys = proposalFigures("2027-03-31", home).rules.map((rule) => rule.key);
    expect(keys).toEqual([
      "gst",
      "centralSubsidyHome",
      "stateSubsidyHome",
      "loanUpTo3Kw",
      "subsidyArrivalMonths",
    ]);
    const above = proposalFigures("2027-03-31", { ...home, sizeKw: 5, loanOffered: true });
    expect(above.rules.map((rule) => rule.key)).toContain("loanAbove3Kw");
    expect(proposalFigures("2027-03-31", { ...home, loanOffered: false }).loan).toBeNull();
  });

  it("starts a draft at 12% GST before 22 September 2025 and 5% from it", () => {
    expect(defaultGstRateOn("2025-09-21")).toBe(12);
    expect(defaultGstRateOn("2025-09-22")).toBe(5);
    expect(defaultGstRateOn("2027-04-01")).toBe(5);
  });

  it("reads a list field a line an item", () => {
    expect(linesOf(home.included)).toEqual([
      "Net meter application",
      "Five years of cleaning visits",
    ]);
  });
});
