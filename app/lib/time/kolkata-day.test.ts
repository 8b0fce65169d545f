import { describe, expect, it } from "vitest";
import {
  daysBetween,
  isIsoDay,
  isPlausibleDay,
  secondsToKolkataMidnight,
  todayInKolkata,
} from "./kolkata-day";

describe("the day in Kolkata", () => {
  it("turns at midnight IST, 18:30 UTC the day before", () => {
    expect(todayInKolkata(new Date("2027-03-31T18:29:59.999Z"))).toBe("2027-03-31");
    expect(todayInKolkata(new Date("2027-03-31T18:30:00.000Z"))).toBe("2027-04-01");
    // Early morning in India is still the previous day in UTC.
    expect(todayInKolkata(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-24");
    expect(todayInKolkata(new Date("2028-06-15T04:30:00Z"))).toBe("2028-06-15");
  });

  it("counts the seconds left until that midnight, never zero", () => {
    expect(secondsToKolkataMidnight(new Date("2027-03-31T18:29:00Z"))).toBe(60);
    expect(secondsToKolkataMidnight(new Date("2027-03-31T18:29:59.500Z"))).toBe(1);
    expect(secondsToKolkataMidnight(new Date("2027-03-31T18:30:00Z"))).toBe(86_400);
    // Noon in Kolkata: twelve hours left.
    expect(secondsToKolkataMidnight(new Date("2027-04-01T06:30:00Z"))).toBe(12 * 3600);
  });

  it("knows a calendar day from other text", () => {
    expect(isIsoDay("2027-03-31")).toBe(true);
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2027-02-29")).toBe(false);
    expect(isIsoDay("31/03/2027")).toBe(false);
    expect(isIsoDay("2027-3-31")).toBe(false);
  });

  it("counts the days between two days", () => {
    expect(daysBetween("2026-11-24", "2027-03-31")).toBe(127);
    expect(daysBetween("2027-03-31", "2027-03-31")).toBe(0);
    expect(daysBetween("2027-04-01", "2027-03-31")).toBe(-1);
  });

  it("takes a real day of this century as one a person can mean on a form", () => {
    expect(isPlausibleDay("2027-01-04")).toBe(true);
    expect(isPlausibleDay("0001-01-01")).toBe(false);
    expect(isPlausibleDay("2100-01-01")).toBe(false);
    expect(isPlausibleDay("2027-02-30")).toBe(false);
  });
});
