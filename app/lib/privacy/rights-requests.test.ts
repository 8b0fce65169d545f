import { describe, expect, it } from "vitest";
import { dueDay, isOverdue, daysLeft, referenceNumber } from "./rights-requests";

describe("rights requests' due days (Rule 14: 90 days)", () => {
  it("is due 90 days after the day it was received", () => {
    expect(dueDay("2026-11-24")).toBe("2027-02-22");
    expect(dueDay("2027-01-01")).toBe("2027-04-01");
  });

  it("is not overdue on its due day, and overdue the day after", () => {
    const request = { dueDay: "2027-02-22", closedAt: null };
    expect(isOverdue(request, "2027-02-21")).toBe(false);
    expect(isOverdue(request, "2027-02-22")).toBe(false);
    expect(isOverdue(request, "2027-02-23")).toBe(true);
    expect(daysLeft("2027-02-22", "2027-02-20")).toBe(2);
    expect(daysLeft("2027-02-22", "2027-02-25")).toBe(-3);
  });

  it("is never overdue once closed", () => {
    expect(
      isOverdue({ dueDay: "2027-02-22", closedAt: "2027-01-02T00:00:00Z" }, "2028-01-01"),
    ).toBe(false);
  });

  it("numbers a request by its year and id", () => {
    expect(referenceNumber(123, "2026-11-24")).toBe("PR-2026-000123");
  });
});
