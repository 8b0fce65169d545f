import type { Locale } from "~/lib/i18n/locale";
import { type BusinessCopy, businessCopy as en } from "./en/business";
import { businessCopy as or } from "./or/business";

// Server only (loaders): the words of the business's structured data in the page's language,
// handed to the home and contact pages, which build the JSON-LD with ~/lib/structured-data
// (the districts it serves come from the published content).
export const businessCopy: Record<Locale, BusinessCopy> = { en, or };
