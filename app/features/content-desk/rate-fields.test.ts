import { describe, expect, it } from "vitest";
import { describeValue, implausibleFigures, readValue } from "./rate-fields";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the rates desk's form", () => {
  it("reads slabs back in order, the last one open-ended, rows left empty dropped", () => {
    const typed = form({
      "value.0.upTo": "50",
      "value.0.price": "2.9",
      "value.1.upTo": "200",
      "value.1.price": "4.8",
      "value.2.upTo": "",
      "value.2.price": "6.1",
      "value.3.upTo": "",
      "value.3.price": "",
    });
    expect(readValue("domesticTariff", typed)).toEqual([
      { upTo: 50, price: 2.9 },
      { upTo: 200, price: 4.8 },
      { upTo: null, price: 6.1 },
    ]);
  });

  it("reads a number, a tick and a set of figures as the rule holds them", () => {
    expect(readValue("yieldPerKw", form({ value: "1400" }))).toBe(1400);
    expect(readValue("yieldPerKw", form({ value: "" }))).toBeNull();
    expect(readValue("hybridSubsidised", form({ value: "on" }))).toBe(true);
    expect(readValue("hybridSubsidised", form({}))).toBe(false);
    expect(
      readValue(
        "centralSubsidyHome",
        form({ "value.perKwFirstTwo": "30000", "value.thirdKw": "18000", "value.cap": "78000" }),
      ),
    ).toEqual({ perKwFirstTwo: 30_000, thirdKw: 18_000, cap: 78_000 });
  });

  it("describes a value in a line", () => {
    expect(
      describeValue("domesticTariff", [
        { upTo: 50, price: 2.9 },
        { upTo: null, price: 6.1 },
      ]),
    ).toBe("up to 50: 2.9 · above: 6.1 · ₹/unit");
    expect(describeValue("hybridSubsidised", false)).toBe("No");
  });
});

describe("figures that look like slips", () => {
  const slabs = [
    { upTo: 50, price: 2.9 },
    { upTo: 200, price: 4.7 },
    { upTo: null, price: 6.1 },
  ];

  it("names a tariff over ₹20 a unit, and a price far from the one in force", () => {
    expect(
      implausibleFigures(
        "domesticTariff",
        [
          { upTo: 50, price: 2.9 },
          { upTo: 200, price: 4.8 },
          { upTo: null, price: 61 },
        ],
        slabs,
      ),
    ).toEqual([
      "Slab 3, price: 61 is outside 0.5 to 20",
      "Slab 3, price: 61 is far from 6.1, the figure in force",
    ]);
    expect(implausibleFigures("domesticTariff", slabs, slabs)).toEqual([]);
  });

  it("names a cost per kW under ₹20,000 or over ₹2,00,000, and a subsidy above the scheme's cap", () => {
    const cost = { low: 52_000, high: 71_500, minimumLow: 62_000, minimumHigh: 71_500 };
    expect(implausibleFigures("installedCost", { ...cost, low: 5_200 }, cost)).toContain(
      "Per kW, low end, ₹: 5,200 is outside 20,000 to 2,00,000",
    );
    const subsidy = { perKwFirstTwo: 30_000, thirdKw: 18_000, cap: 78_000 };
    expect(implausibleFigures("centralSubsidyHome", { ...subsidy, cap: 98_000 }, subsidy)).toEqual([
      "Most in all, ₹: 98,000 is outside 0 to 78,000",
    ]);
  });
});
