import type { Locale } from "~/lib/i18n/locale";
import { siteCopy as en, type SiteCopy } from "./en/site";
import { siteCopy as or } from "./or/site";

// Server only (loaders): a component receives its copy from the loader, never by import.
export const siteCopy: Record<Locale, SiteCopy> = { en, or };
