import type { Locale } from "./locale";

// Numbers and dates in the shown language. Both languages write Latin digits and Indian
// grouping (docs/odia/glossary.md, "Digits"), so amounts come from ~/lib/indian-number for both;
// what differs is words and word order. `Intl` is not used for Odia dates: its `or` short date
// is month-first and its month names vary by engine, so dates are built from explicit fields.

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

// Made on first use, not when the module loads: building an Intl formatter costs a phone tens
// of milliseconds, which every island importing this module would pay before hydrating.
let englishDate: Intl.DateTimeFormat | undefined;

/** A calendar date (YYYY-MM-DD): "July 15, 2025" or "15 ଜୁଲାଇ 2025". */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (locale === "en") {
    englishDate ??= new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    return englishDate.format(date);
  }
  return `${date.getUTCDate()} ${odiaMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The words for 1,00,000 and 1,00,00,000. */
export const largeNumberWords: Record<Locale, { lakh: string; crore: string }> = {
  en: { lakh: "lakh", crore: "crore" },
  or: { lakh: "ଲକ୍ଷ", crore: "କୋଟି" },
};
