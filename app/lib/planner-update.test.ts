import { describe, expect, it } from "vitest";
import { plannerUpdate } from "./planner-update";

// What the planner page and its JSON updates show for a query on a day.

const update = (query: string, day: string) => plannerUpdate(new URLSearchParams(query), day);

describe("the planner on a day", () => {
  it("before the end: counts the household subsidies and names their last day", () => {
    const page = update("", "2027-03-31");
    expect(page.schemes).toEqual({ endsOn: "2027-03-31", ended: false, daysLeft: 0 });
    expect(page.plan?.subsidyTotal).toBe(138_000);
    expect(page.rules.find((rule) => rule.key === "centralSubsidyHome")).toMatchObject({
      ended: false,
      overdue: false,
    });
  });

  it("after the end: counts none, says so, and flags the schemes for review", () => {
    const page = update("", "2027-04-01");
    expect(page.schemes).toMatchObject({ ended: true, daysLeft: -1 });
    expect(page.plan?.subsidyTotal).toBe(0);
    expect(page.rules.find((rule) => rule.key === "centralSubsidyHome")).toMatchObject({
      ended: true,
      overdue: true,
      validTo: "2027-03-31",
    });
    // The tariff's review day is the day the next order takes effect: flagged from the day after.
    expect(page.rules.find((rule) => rule.key === "domesticTariff")?.overdue).toBe(false);
    expect(
      update("", "2027-04-02").rules.find((rule) => rule.key === "domesticTariff")?.overdue,
    ).toBe(true);
  });

  it("by mid-2028 every figure is flagged as possibly out of date", () => {
    expect(update("", "2028-06-15").rules.every((rule) => rule.overdue)).toBe(true);
  });

  it("keeps what the visitor typed, with the errors, and no plan", () => {
    const page = update("bill=1e12&for=society&pay=loan&years=15", "2026-11-24");
    expect(page.plan).toBeNull();
    expect(page.form.values).toMatchObject({
      monthlyBill: "1e12",
      loanYears: "15",
      roofArea: "400",
    });
    expect(page.form.checked).toMatchObject({ category: "society", payment: "loan" });
    expect(page.errors.map((error) => error.field)).toEqual(["houses", "monthlyBill", "loanYears"]);
  });

  it("an unknown choice falls back to the default radio, with its error", () => {
    const page = update("system=offgrid", "2026-11-24");
    expect(page.form.checked.system).toBe("on-grid");
    expect(page.errors).toEqual([{ field: "system", problem: "off-grid" }]);
  });

  it("gives the bank's rate of each size band for the loan field's hint", () => {
    expect(update("", "2026-11-24").loanRates).toEqual({ upTo3Kw: 5.75, above3Kw: 7.9 });
  });
});
