import type { Locale } from "~/lib/i18n/locale";
import { coverageCopy as en, type CoverageCopy } from "./en/coverage";
import { coverageCopy as or } from "./or/coverage";

// Server only (loaders): a component receives its copy from the loader, never by import.
export const coverageCopy: Record<Locale, CoverageCopy> = { en, or };
