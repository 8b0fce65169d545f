import type { Locale } from "~/lib/i18n/locale";
import { localBusiness } from "~/lib/structured-data";
import { businessCopy as en, type BusinessCopy } from "./en/business";
import { businessCopy as or } from "./or/business";

// Server only (loaders): the business's structured data is built in the loader, in the page's
// language, and handed to the page as data.
export const businessCopy: Record<Locale, BusinessCopy> = { en, or };

/** The LocalBusiness JSON-LD of the home and contact pages, in `locale`. */
export function localBusinessIn(locale: Locale) {
  return localBusiness(locale, businessCopy[locale]);
}
