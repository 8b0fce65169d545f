import type { Locale } from "~/lib/i18n/locale";
import type { ShownBusiness } from "~/lib/structured-data";
import { coverageCopy } from "./coverage.server";
import { businessCopy as en } from "./en/business";
import { businessCopy as or } from "./or/business";

// Server only (loaders): the words of the business's structured data in the page's language,
// with the served districts' names from the coverage copy, handed to the home and contact
// pages, which build the JSON-LD with ~/lib/structured-data.
export const businessCopy: Record<Locale, ShownBusiness> = {
  en: { ...en, places: coverageCopy.en.places },
  or: { ...or, places: coverageCopy.or.places },
};
