import { describe, expect, it } from "vitest";
import {
  formatNumber,
  formatRupees,
  formatRupeesAndPaise,
  formatRupeesShort,
  maxTypedNumberLength,
  parseIndianNumber,
  readPlainDecimal,
} from "./indian-number";

describe("Indian number formatting", () => {
  it("groups by lakh and writes whole rupees", () => {
    expect(formatRupees(138_000)).toBe("₹1,38,000");
    expect(formatRupees(2_25_00_000)).toBe("₹2,25,00,000");
    expect(formatRupees(462.4)).toBe("₹462");
    expect(formatRupees(0)).toBe("₹0");
    expect(formatNumber(1350)).toBe("1,350");
    expect(formatRupeesAndPaise(6.1)).toBe("₹6.10");
    expect(formatNumber(2.66, 1)).toBe("2.7");
  });

  it("writes lakh and crore for large sums", () => {
    expect(formatRupeesShort(138_000)).toBe("₹1.38 lakh");
    expect(formatRupeesShort(200_000)).toBe("₹2 lakh");
    expect(formatRupeesShort(31_500_000)).toBe("₹3.15 crore");
    expect(formatRupeesShort(45_000)).toBe("₹45,000");
  });

  it("says lakh and crore in Odia on Odia pages, with the same digits", () => {
    expect(formatRupeesShort(138_000, "or")).toBe("₹1.38 ଲକ୍ଷ");
    expect(formatRupeesShort(31_500_000, "or")).toBe("₹3.15 କୋଟି");
    expect(formatRupeesShort(-200_000, "or")).toBe("₹-2 ଲକ୍ଷ");
    expect(formatRupeesShort(45_000, "or")).toBe("₹45,000");
  });
});

describe("parseIndianNumber", () => {
  it.each([
    ["1,38,000", 138_000],
    ["138,000", 138_000],
    ["₹ 2,000", 2000],
    ["Rs. 1500", 1500],
    ["1.5 lakh", 150_000],
    ["5.75%", 5.75],
    [" 400 ", 400],
    [".5", 0.5],
    ["-10", -10],
    ["୨,୦୦୦", 2000],
    ["₹ ୧.୫ lakh", 150_000],
  ])("reads %j as %d", (text, value) => {
    expect(parseIndianNumber(text)).toBe(value);
  });

  it.each(["", "abc", "1.2.3", "12 units please", ",", "1e400", "Infinity", "NaN"])(
    "refuses %j",
    (text) => {
      expect(parseIndianNumber(text)).toBeNull();
    },
  );
});

describe("parseIndianNumber on hostile input", () => {
  // Issue 17: a pattern that backtracked took 0.7 s on 15,000 digits and an "x", stalling the
  // server's one JavaScript thread. Every shape below must be read (or refused) at once.
  const hostile = [
    `${"1".repeat(15_000)}x`,
    `${"1,".repeat(15_000)}x`,
    `${" ".repeat(15_000)}x`,
    `${"%".repeat(15_000)}x`,
    `₹${" ".repeat(15_000)}1x`,
    `1${" ".repeat(15_000)}lakhx`,
    `${"1".repeat(30)}.${"1".repeat(15_000)}x`,
  ];
  it.each(hostile.map((text) => [text.slice(0, 12), text]))(
    "refuses %j… in well under a millisecond a character",
    (_label, text) => {
      const started = performance.now();
      expect(parseIndianNumber(text)).toBeNull();
      expect(performance.now() - started).toBeLessThan(5);
    },
  );

  it("refuses text longer than any figure a visitor means, and reads the longest one", () => {
    expect(parseIndianNumber("₹ 1,00,00,000.50 lakh ")).toBe(1_000_000_050_000);
    expect(parseIndianNumber("1".repeat(maxTypedNumberLength + 1))).toBeNull();
  });

  it.each(["5.", "1,000,", "--5", "-", ".", "1-2", "1 2", "₹₹5"])("refuses %j", (text) => {
    expect(parseIndianNumber(text)).toBeNull();
  });
});

describe("readPlainDecimal", () => {
  it.each([
    ["2000", 2000],
    ["-3.5", -3.5],
    [".25", 0.25],
  ])("reads %j as %d", (text, value) => {
    expect(readPlainDecimal(text)).toBe(value);
  });
  it.each(["", "abc", "1e5", "1.", "1.2.3", "Infinity"])("refuses %j", (text) => {
    expect(readPlainDecimal(text)).toBeNull();
  });
});
