import type { Locale } from "~/lib/i18n/locale";
import { processCopy as en, type ProcessCopy } from "./en/process";
import { processCopy as or } from "./or/process";

// Server only (loaders): a component receives its copy from the loader, never by import.
export const processCopy: Record<Locale, ProcessCopy> = { en, or };
