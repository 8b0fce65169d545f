import { toLatinDigits } from "./digits";
import { largeNumberWords } from "./i18n/format";
import type { Locale } from "./i18n/locale";

// Numbers as Indian readers write them: 1,38,000 (lakh grouping), ₹ before whole rupees,
// "lakh" and "crore" where a short figure reads better. Typed numbers may use the same
// grouping ("1,38,000"), a ₹ or "Rs", or say "1.5 lakh", in Latin or Odia digits.

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
const decimals = [0, 1, 2, 3, 4].map(
  (digits) => new Intl.NumberFormat("en-IN", { maximumFractionDigits: digits }),
);

/** ₹1,38,000 (whole rupees). */
export function formatRupees(value: number): string {
  return rupees.format(Math.round(value));
}

const paise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹6.10: a price per unit, in rupees and paise. */
export function formatRupeesAndPaise(value: number): string {
  return paise.format(value);
}

/** 1,350 or 2.7: Indian grouping, at most `digits` decimals (0–4). */
export function formatNumber(value: number, digits: 0 | 1 | 2 | 3 | 4 = 0): string {
  return decimals[digits]!.format(value);
}

/** ₹1.38 lakh, ₹2.1 crore, or ₹45,000 below a lakh; in Odia ₹1.38 ଲକ୍ଷ, ₹2.1 କୋଟି. */
export function formatRupeesShort(value: number, locale: Locale = "en"): string {
  const abs = Math.abs(value);
  const words = largeNumberWords[locale];
  if (abs >= 1e7) return `₹${formatNumber(value / 1e7, 2)} ${words.crore}`;
  if (abs >= 1e5) return `₹${formatNumber(value / 1e5, 2)} ${words.lakh}`;
  return formatRupees(value);
}

const multipliers: Record<string, number> = { lakh: 1e5, lakhs: 1e5, lac: 1e5, crore: 1e7, k: 1e3 };

/**
 * A number as a visitor types it: "1,38,000", "₹ 2,000", "Rs. 1500", "1.5 lakh", "5.75%",
 * "୨,୦୦୦". Null when it is not one number.
 */
export function parseIndianNumber(text: string): number | null {
  const cleaned = toLatinDigits(text)
    .trim()
    .toLowerCase()
    .replace(/^(₹|rs\.?|inr)\s*/, "")
    .replace(/[\s%]+$/, "");
  const match = /^(-?[\d,]*\.?\d+)\s*(lakhs?|lac|crore|k)?$/.exec(cleaned);
  if (!match || !/\d/.test(match[1]!)) return null;
  const digits = match[1]!.replace(/,/g, "");
  const value = Number(digits) * (match[2] ? multipliers[match[2]]! : 1);
  return Number.isFinite(value) ? value : null;
}
