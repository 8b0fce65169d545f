import { describe, expect, it } from "vitest";
import { periodInstants, previousPeriod, readPeriod } from "./period";

const ask = (query: string) => readPeriod(new URLSearchParams(query), "2027-05-14");

describe("the dashboard's period", () => {
  it("is this month by default, compared with last month", () => {
    const period = ask("");
    expect(period).toEqual({ kind: "this-month", from: "2027-05-01", to: "2027-05-14" });
    expect(previousPeriod(period)).toMatchObject({ from: "2027-04-01", to: "2027-04-30" });
  });
  it("takes last month, a quarter and the days the owner picks", () => {
    expect(ask("period=last-month")).toMatchObject({ from: "2027-04-01", to: "2027-04-30" });
    const quarter = ask("period=this-quarter");
    expect(quarter).toMatchObject({ from: "2027-04-01", to: "2027-05-14" });
    expect(previousPeriod(quarter)).toMatchObject({ from: "2027-01-01", to: "2027-03-31" });
    const custom = ask("period=custom&from=2027-03-10&to=2027-03-19");
    expect(custom).toMatchObject({ kind: "custom", from: "2027-03-10", to: "2027-03-19" });
    expect(previousPeriod(custom)).toMatchObject({ from: "2027-02-28", to: "2027-03-09" });
  });
  it("falls back to this month for days that are not a range", () => {
    expect(ask("period=custom&from=2027-03-19&to=2027-03-10").kind).toBe("this-month");
    expect(ask("period=custom&from=x&to=2027-03-10").kind).toBe("this-month");
  });
  it("crosses a year and runs from Kolkata's midnight", () => {
    const january = readPeriod(new URLSearchParams("period=last-month"), "2027-01-20");
    expect(january).toMatchObject({ from: "2026-12-01", to: "2026-12-31" });
    expect(periodInstants(january).start.toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(periodInstants(january).end.toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });
});
