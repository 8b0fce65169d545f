import { describe, expect, it } from "vitest";
import { barChart, lineChart } from "./chart-geometry.server";

describe("the dashboard's chart shapes", () => {
  it("draws bars in proportion, the longest the whole width", () => {
    const chart = barChart([
      { label: "Google ads", value: 40 },
      { label: "Referral", value: 10 },
      { label: "Direct", value: 0 },
    ]);
    expect(chart.bars.map((bar) => bar.percent)).toEqual([100, 25, 0]);
  });

  it("draws each period's line across the same days and scale", () => {
    const chart = lineChart([
      { name: "This month", values: [0, 2, 4] },
      { name: "Last month", values: [1, 1, 1] },
    ]);
    expect(chart.lines).toHaveLength(2);
    expect(chart.lines[0]!.path).toMatch(/^M32,148L/);
    expect(chart.yTicks.at(-1)!.label).toBe("4");
  });
});
