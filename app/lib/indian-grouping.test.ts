import { describe, expect, it } from "vitest";
import { formatIndianDecimal } from "./indian-grouping";
import { formatNumber, formatRupees, formatRupeesAndPaise } from "./indian-number";

// What the site wrote before it stopped building Intl formatters in the browser (issue 38):
// the same engine's en-IN formatter is the reference.
const intl = (min: number, max: number) =>
  new Intl.NumberFormat("en-IN", { minimumFractionDigits: min, maximumFractionDigits: max });
const intlRupees = (min: number, max: number) =>
  new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  });

/** A repeatable stream of numbers in [0, 1) (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const edges = [
  0,
  -0,
  0.5,
  -0.5,
  1.005,
  1.45,
  2.5,
  -2.5,
  0.125,
  0.994,
  0.995,
  0.996,
  9.995,
  99.995,
  999.5,
  99999.5,
  999999.999,
  1234567.891,
  -1234567.891,
  0.0000015,
  0.001,
  -0.001,
  1e-7,
  1e21,
  1e20,
  123456789012345.67,
  Number.MAX_SAFE_INTEGER,
  NaN,
  Infinity,
  -Infinity,
];

describe("formatIndianDecimal", () => {
  it("groups by lakh and crore", () => {
    expect(formatIndianDecimal(1234567.8, 0, 1)).toBe("12,34,567.8");
    expect(formatIndianDecimal(138000, 0, 0)).toBe("1,38,000");
    expect(formatIndianDecimal(999, 0, 0)).toBe("999");
    expect(formatIndianDecimal(6.1, 2, 2)).toBe("6.10");
  });

  it("rounds as en-IN does, on the shortest decimal form (1.005 is 1.01, 1.45 is 1.5)", () => {
    expect(formatIndianDecimal(1.005, 0, 2)).toBe("1.01");
    expect(formatIndianDecimal(1.45, 0, 1)).toBe("1.5");
    expect(formatIndianDecimal(-2.5, 0, 0)).toBe("-3");
    expect(formatIndianDecimal(99999.5, 0, 0)).toBe("1,00,000");
  });

  it("writes exactly what Intl's en-IN formatter writes, for edge values and 20,000 random ones", () => {
    const random = seeded(38);
    const values = [...edges];
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 16 - 4);
      const value = (random() - 0.3) * magnitude;
      // Some with few decimals, as money and rates are typed, and some with many.
      values.push(i % 2 ? value : Math.round(value * 1000) / 1000);
    }
    const ranges = [
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [2, 2],
    ] as const;
    const references = ranges.map(([min, max]) => intl(min, max));
    const [wholeRupees, rupeesAndPaise] = [intlRupees(0, 0), intlRupees(2, 2)];
    const differences: string[] = [];
    const compare = (what: string, ours: string, theirs: string) => {
      if (ours !== theirs) differences.push(`${what}: ${ours} instead of ${theirs}`);
    };
    for (const value of values) {
      ranges.forEach(([min, max], i) => {
        compare(
          `${value} (${min}-${max})`,
          formatIndianDecimal(value, min, max),
          references[i]!.format(value),
        );
      });
      compare(`rupees ${value}`, formatRupees(value), wholeRupees.format(Math.round(value)));
      compare(`paise ${value}`, formatRupeesAndPaise(value), rupeesAndPaise.format(value));
      compare(`number ${value}`, formatNumber(value, 2), references[2]!.format(value));
    }
    expect(differences.slice(0, 10)).toEqual([]);
  });
});
