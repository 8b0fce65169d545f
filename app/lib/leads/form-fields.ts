// What the lead forms and their schemas share, without the schema library itself: the
// browser loads the schemas (zod) only once a visitor starts on a form.

import type { Locale } from "~/lib/i18n/locale";

export const leadLimits = {
  name: 100,
  email: 254,
  phone: 20,
  location: 120,
  address: 200,
  message: 5000,
} as const;

export const sliderLimits = {
  roofSize: { min: 0, max: 500, step: 10, defaultValue: 50 },
} as const;

/**
 * What the quote page's preliminary estimate is worked out from, by the page's language
 * (issue 24, docs/decisions/008): the spec's formula in dollars on the English page, the
 * savings planner's rules in rupees on the Odia page. The stored request records it.
 */
export const estimateBases = ["spec-dollars", "planner-rupees"] as const;
export type EstimateBasis = (typeof estimateBases)[number];
export const estimateBasisOf: Record<Locale, EstimateBasis> = {
  en: "spec-dollars",
  or: "planner-rupees",
};

/**
 * The monthly bill slider in the basis's currency: the spec's $0–$1000 in $10 steps; in
 * rupees ₹0–₹20,000 in ₹100 steps, starting at the planner's own default bill (₹1,500), so
 * that nearly every home's bill in Odisha fits and one step is a bill read to the hundred.
 */
export const monthlyBillLimits = {
  "spec-dollars": { min: 0, max: 1000, step: 10, defaultValue: 100 },
  "planner-rupees": { min: 0, max: 20_000, step: 100, defaultValue: 1500 },
} as const satisfies Record<EstimateBasis, object>;

/** A visually hidden field people never see or fill; naive bots do (see honeypot.tsx). */
export const honeypotField = "company_website";

/** The text a form posted, field by field (files and the honeypot are left out). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (key === honeypotField || typeof value !== "string" || key in values) continue;
    values[key] = value;
  }
  return values;
}

/** True when the honeypot was filled in: answer as usual, store nothing. */
export function isLikelyBot(formData: FormData): boolean {
  const value = formData.get(honeypotField);
  return typeof value === "string" && value.trim() !== "";
}
