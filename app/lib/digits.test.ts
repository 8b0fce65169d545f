import { describe, expect, it } from "vitest";
import { toLatinDigits } from "./digits";

describe("toLatinDigits", () => {
  it("turns each Odia digit into its Latin one", () => {
    expect(toLatinDigits("୦୧୨୩୪୫୬୭୮୯")).toBe("0123456789");
    expect(toLatinDigits("+୯୧ ୯୪୩୭୦ ୧୧୧୧୧")).toBe("+91 94370 11111");
  });

  it("leaves Latin digits, mixed text and everything else as it is", () => {
    expect(toLatinDigits("₹ ୨,000 lakh")).toBe("₹ 2,000 lakh");
    expect(toLatinDigits("ଭୁବନେଶ୍ୱର 751007")).toBe("ଭୁବନେଶ୍ୱର 751007");
    expect(toLatinDigits("")).toBe("");
  });
});
