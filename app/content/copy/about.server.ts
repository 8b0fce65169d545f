import type { Locale } from "~/lib/i18n/locale";
import { aboutCopy as en, type AboutCopy } from "./en/about";
import { aboutCopy as or } from "./or/about";

// Server only (loaders): a component receives its copy from the loader, never by import.
export const aboutCopy: Record<Locale, AboutCopy> = { en, or };
