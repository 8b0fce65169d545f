import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  isIsoDay,
  isPlausibleDay,
  kolkataDayNumber,
  kolkataDayStart,
  kolkataInstant,
  secondsToKolkataMidnight,
  todayInKolkata,
  weekdayOf,
  weekdayOfNumber,
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

describe("the numbered days", () => {
  it("agree with the day strings for instants across 2024–2028, midnights included", () => {
    const differences: string[] = [];
    const start = Date.UTC(2024, 0, 1);
    const end = Date.UTC(2029, 0, 1);
    // Every 37 minutes, and each Kolkata midnight with the millisecond either side of it.
    const instants: number[] = [];
    for (let ms = start; ms < end; ms += 37 * 60_000) instants.push(ms);
    for (let ms = kolkataDayStart(kolkataDayNumber(start)); ms < end; ms += 86_400_000) {
      instants.push(ms - 1, ms, ms + 1);
    }
    for (const ms of instants) {
      const day = todayInKolkata(new Date(ms));
      const number = kolkataDayNumber(ms);
      const same =
        addDays("1970-01-01", number) === day &&
        kolkataDayStart(number) === kolkataInstant(day, "00:00").getTime() &&
        weekdayOfNumber(number) === weekdayOf(day);
      if (!same) differences.push(new Date(ms).toISOString());
    }
    expect(differences).toEqual([]);
  });
});
