import type { Locale } from "~/lib/i18n/locale";
import { type MaintenanceCopy, maintenanceCopy as en } from "./en/maintenance";
import { maintenanceCopy as or } from "./or/maintenance";

/** The maintenance contract's words in each language, for the server (issue 36). */
export const maintenanceCopy: Record<Locale, MaintenanceCopy> = { en, or };
