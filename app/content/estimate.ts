// The preliminary estimate's formula constants (spec section 9) and its wording (section 8).
// Change a number here and the quote page, the server and the tests follow.

export interface EstimateConfig {
  roofAreaPerKw: number;
  billPerKw: number;
  pricePerKw: number;
  currency: string;
  locale: string;
}

export const estimateConfig: EstimateConfig = {
  /** Square metres of roof one kilowatt of panels needs. */
  roofAreaPerKw: 10,
  /** Monthly electricity bill one kilowatt of panels offsets. */
  billPerKw: 20,
  /** Installed price of one kilowatt. */
  pricePerKw: 2500,
  /** ISO 4217 code and locale the price is written in ("$12,500"). */
  currency: "USD",
  locale: "en-US",
};

export const estimateCopy = {
  /** "5.0 kW solar system"; the size is written to one decimal. */
  recommendation: (sizeKw: string) => `${sizeKw} kW solar system`,
  invalid: "Please provide valid roof size and/or electricity bill values.",
  priceNotAvailable: "N/A",
} as const;
