// What the lead forms and their schemas share, without the schema library itself: the
// browser loads the schemas (zod) only once a visitor starts on a form.

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
  monthlyBill: { min: 0, max: 1000, step: 10, defaultValue: 100 },
} as const;

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
