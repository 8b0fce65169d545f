import { toLatinDigits } from "./digits";
import { largeNumberWords } from "./i18n/format";
import { formatIndianDecimal } from "./indian-grouping";
import { defaultLocale, type Locale } from "./i18n/locale";

// Numbers as Indian readers write them: 1,38,000 (lakh grouping), ₹ before whole rupees,
// "lakh" and "crore" where a short figure reads better. Typed numbers may use the same
// grouping ("1,38,000"), a ₹ or "Rs", or say "1.5 lakh", in Latin or Odia digits.

/** "-₹1,38,000" rather than "₹-1,38,000", as en-IN writes a negative sum. */
function withRupeeSign(figure: string): string {
  return figure.startsWith("-") ? `-₹${figure.slice(1)}` : `₹${figure}`;
}

/** ₹1,38,000 (whole rupees). */
export function formatRupees(value: number): string {
  return withRupeeSign(formatIndianDecimal(Math.round(value), 0, 0));
}

/** ₹6.10: a price per unit, in rupees and paise. */
export function formatRupeesAndPaise(value: number): string {
  return withRupeeSign(formatIndianDecimal(value, 2, 2));
}

/** 1,350 or 2.7: Indian grouping, at most `digits` decimals (0–4). */
export function formatNumber(value: number, digits: 0 | 1 | 2 | 3 | 4 = 0): string {
  return formatIndianDecimal(value, 0, digits);
}

/** ₹1.38 lakh, ₹2.1 crore, or ₹45,000 below a lakh; in Odia ₹1.38 ଲକ୍ଷ, ₹2.1 କୋଟି. */
export function formatRupeesShort(value: number, locale: Locale = defaultLocale): string {
  const abs = Math.abs(value);
  const words = largeNumberWords[locale];
  if (abs >= 1e7) return `₹${formatNumber(value / 1e7, 2)} ${words.crore}`;
  if (abs >= 1e5) return `₹${formatNumber(value / 1e5, 2)} ${words.lakh}`;
  return formatRupees(value);
}

/** Words a typed figure may end with, longest first ("lakhs" before "lakh"). */
const multipliers: [word: string, factor: number][] = [
  ["lakhs", 1e5],
  ["lakh", 1e5],
  ["lac", 1e5],
  ["crore", 1e7],
  ["k", 1e3],
];
const currencyPrefixes = ["₹", "rs.", "rs", "inr"];

/**
 * Longer than any figure a visitor means ("₹ 1,00,00,00,000.50 crore" is 26): refused before
 * anything reads it, so no typed text can cost the server more than a few microseconds.
 */
export const maxTypedNumberLength = 40;

const isDigit = (c: string) => c >= "0" && c <= "9";
const isBlank = (c: string) => c.trim() === "";

/**
 * "1,38,000", "-10", ".5" or "5.75" as a number: digits and commas, one optional point with
 * digits after it, an optional minus first. Read in one pass, with no pattern that could
 * backtrack (issue 17: a regular expression here took quadratic time on long digit strings).
 */
export function readPlainDecimal(text: string): number | null {
  const body = text.startsWith("-") ? text.slice(1) : text;
  const point = body.indexOf(".");
  const whole = point === -1 ? body : body.slice(0, point);
  const fraction = point === -1 ? "" : body.slice(point + 1);
  if (point !== -1 && fraction === "") return null;
  let digits = "";
  for (const c of whole) {
    if (isDigit(c)) digits += c;
    else if (c !== ",") return null;
  }
  if (point === -1 && !isDigit(whole.at(-1) ?? "")) return null;
  for (const c of fraction) if (!isDigit(c)) return null;
  if (digits === "" && fraction === "") return null;
  const value = Number(`${text.startsWith("-") ? "-" : ""}${digits || "0"}.${fraction || "0"}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * A number as a visitor types it: "1,38,000", "₹ 2,000", "Rs. 1500", "1.5 lakh", "5.75%",
 * "୨,୦୦୦". Null when it is not one number, or longer than `maxTypedNumberLength`.
 */
export function parseIndianNumber(text: string): number | null {
  if (text.length > maxTypedNumberLength) return null;
  let rest = toLatinDigits(text).trim().toLowerCase();
  const prefix = currencyPrefixes.find((candidate) => rest.startsWith(candidate));
  if (prefix) rest = rest.slice(prefix.length).trimStart();
  let end = rest.length;
  while (end > 0 && (rest[end - 1] === "%" || isBlank(rest[end - 1]!))) end--;
  rest = rest.slice(0, end);
  const suffix = multipliers.find(([word]) => rest.endsWith(word));
  if (suffix) rest = rest.slice(0, -suffix[0].length).trimEnd();
  const value = readPlainDecimal(rest);
  if (value === null) return null;
  const scaled = value * (suffix ? suffix[1] : 1);
  return Number.isFinite(scaled) ? scaled : null;
}
