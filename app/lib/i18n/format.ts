import type { Locale } from "./locale";

// Numbers and dates in the shown language. Both languages write Latin digits and Indian
// grouping (docs/odia/glossary.md, "Digits"), so amounts come from ~/lib/indian-number for both;
// what differs is words and word order. Dates are built from explicit fields, not `Intl`: its
// `or` short date is month-first and its month names vary by engine, and the first Intl
// formatter a page builds makes Chromium load its locale data in one long task (issue 38).

const odiaMonths = [
  "ଜାନୁଆରୀ",
  "ଫେବୃଆରୀ",
  "ମାର୍ଚ୍ଚ",
  "ଏପ୍ରିଲ",
  "ମେ",
  "ଜୁନ",
  "ଜୁଲାଇ",
  "ଅଗଷ୍ଟ",
  "ସେପ୍ଟେମ୍ବର",
  "ଅକ୍ଟୋବର",
  "ନଭେମ୍ବର",
  "ଡିସେମ୍ବର",
] as const;

const englishMonths = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A calendar date (YYYY-MM-DD): "July 15, 2025" or "15 ଜୁଲାଇ 2025". */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const [day, month, year] = [date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear()];
  return locale === "en"
    ? `${englishMonths[month]} ${day}, ${year}`
    : `${day} ${odiaMonths[month]} ${year}`;
}

/** The words for 1,00,000 and 1,00,00,000. */
export const largeNumberWords: Record<Locale, { lakh: string; crore: string }> = {
  en: { lakh: "lakh", crore: "crore" },
  or: { lakh: "ଲକ୍ଷ", crore: "କୋଟି" },
};
