import type { Locale } from "~/lib/i18n/locale";
import { formsCopy as en, type FormsCopy } from "./en/forms";
import { formsCopy as or } from "./or/forms";

// Server only (loaders): a page with a lead form returns `forms: formsCopy[locale]`, and the
// page hands it to FormsCopyProvider.
export const formsCopy: Record<Locale, FormsCopy> = { en, or };
