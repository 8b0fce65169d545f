import { describe, expect, it } from "vitest";
import { endsSoon, plannedVisits } from "./amc-rules";

describe("maintenance contracts' rules", () => {
  const year = { startsOn: "2027-04-01", endsOn: "2028-03-31", visitsPerYear: 4 } as const;

  it("spreads the visits evenly over the contract", () => {
    expect(plannedVisits(year)).toEqual(["2027-05-16", "2027-08-15", "2027-11-14", "2028-02-13"]);
    expect(plannedVisits({ ...year, visitsPerYear: 2 })).toEqual(["2027-07-01", "2027-12-30"]);
    expect(plannedVisits({ ...year, visitsPerYear: 0 })).toEqual([]);
  });

  it("says a contract ends soon within its last 30 days, and not once it has ended", () => {
    expect(endsSoon(year, "2028-02-29")).toBe(false);
    expect(endsSoon(year, "2028-03-01")).toBe(true);
    expect(endsSoon(year, "2028-03-31")).toBe(true);
    expect(endsSoon(year, "2028-04-01")).toBe(false);
  });
});
