import { scaleLinear } from "d3-scale";
import { line } from "d3-shape";

// The dashboard's charts as shapes (issue 37), worked out on the server with d3's scales: the
// page draws them as plain SVG from these numbers, so no chart script reaches the browser.

export interface BarChart {
  /** Each bar's length, as a percentage of the longest possible (the largest value's 100). */
  bars: { label: string; value: number; percent: number }[];
}

/**
 * Bars, one per row, their lengths on one linear scale from zero. Each bar is its own small
 * SVG beside its label in text, so the label stays readable at any width (a 390 px phone).
 */
export function barChart(rows: readonly { label: string; value: number }[]): BarChart {
  const x = scaleLinear()
    .domain([0, Math.max(1, ...rows.map((row) => row.value))])
    .range([0, 100]);
  return {
    bars: rows.map((row) => ({
      label: row.label,
      value: row.value,
      percent: row.value ? Math.max(1, x(row.value)) : 0,
    })),
  };
}

export interface LineChart {
  width: number;
  height: number;
  lines: { name: string; path: string }[];
  yTicks: { y: number; label: string }[];
  /** The last value's index on the x axis. */
  days: number;
}

/** Lines over the days of a period (this one and the one before), on shared scales. */
export function lineChart(
  series: readonly { name: string; values: readonly number[] }[],
  { width = 320, height = 160, left = 32, bottom = 12 } = {},
): LineChart {
  const days = Math.max(1, ...series.map((one) => one.values.length));
  const top = Math.max(1, ...series.flatMap((one) => one.values));
  const x = scaleLinear()
    .domain([0, Math.max(1, days - 1)])
    .range([left, width - 8]);
  const y = scaleLinear()
    .domain([0, top])
    .nice()
    .range([height - bottom, 8]);
  const draw = line<number>()
    .x((_, index) => x(index))
    .y((value) => y(value));
  return {
    width,
    height,
    days,
    lines: series.map((one) => ({ name: one.name, path: draw([...one.values]) ?? "" })),
    yTicks: y.ticks(4).map((tick) => ({ y: y(tick), label: String(tick) })),
  };
}
