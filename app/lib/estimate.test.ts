import { describe, expect, it } from "vitest";
import { estimateConfig } from "~/content/estimate";
import { estimateSystem } from "./estimate";

const invalid = {
  sizeKw: 0,
  recommendation: "Please provide valid roof size and/or electricity bill values.",
  priceEstimate: "N/A",
};

describe("estimateSystem", () => {
  it("gives 5.0 kW and $12,500 for the form's defaults (roof 50 m², bill 100)", () => {
    expect(estimateSystem({ roofSize: 50, monthlyBill: 100 })).toEqual({
      sizeKw: 5,
      recommendation: "5.0 kW solar system",
      priceEstimate: "$12,500",
    });
  });

  it("takes the smaller of what the roof and the bill allow", () => {
    // Roof allows 30 kW, bill only 5 kW.
    expect(estimateSystem({ roofSize: 300, monthlyBill: 100 }).sizeKw).toBe(5);
    // Bill allows 40 kW, roof only 2 kW.
    expect(estimateSystem({ roofSize: 20, monthlyBill: 800 }).sizeKw).toBe(2);
  });

  it("writes the size to one decimal and the price with thousands separators", () => {
    const estimate = estimateSystem({ roofSize: 500, monthlyBill: 130 });
    expect(estimate.recommendation).toBe("6.5 kW solar system");
    expect(estimate.priceEstimate).toBe("$16,250");
  });

  it("handles the sliders' maxima: 500 m² and 1000 give 50.0 kW for $125,000", () => {
    expect(estimateSystem({ roofSize: 500, monthlyBill: 1000 })).toEqual({
      sizeKw: 50,
      recommendation: "50.0 kW solar system",
      priceEstimate: "$125,000",
    });
  });

  it("asks for valid values when either input is zero, so the size is zero", () => {
    expect(estimateSystem({ roofSize: 0, monthlyBill: 100 })).toEqual(invalid);
    expect(estimateSystem({ roofSize: 50, monthlyBill: 0 })).toEqual(invalid);
    expect(estimateSystem({ roofSize: 0, monthlyBill: 0 })).toEqual(invalid);
  });

  it("asks for valid values for negative or non-numeric inputs", () => {
    expect(estimateSystem({ roofSize: -10, monthlyBill: 100 })).toEqual(invalid);
    expect(estimateSystem({ roofSize: Number.NaN, monthlyBill: 100 })).toEqual(invalid);
  });

  it("computes off-step values by the same formula (the form refuses them, not the formula)", () => {
    const estimate = estimateSystem({ roofSize: 55, monthlyBill: 117 });
    expect(estimate.sizeKw).toBeCloseTo(5.5);
    expect(estimate.recommendation).toBe("5.5 kW solar system");
    expect(estimate.priceEstimate).toBe("$13,750");
  });

  it("follows the constants of the content module", () => {
    const rupees = { ...estimateConfig, pricePerKw: 60000, currency: "INR", locale: "en-IN" };
    expect(estimateSystem({ roofSize: 50, monthlyBill: 100 }, rupees).priceEstimate).toBe(
      "₹3,00,000",
    );
  });
});
