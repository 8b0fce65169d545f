import type { Locale } from "~/lib/i18n/locale";
import { formsCopy as en, type FormsCopy } from "./en/forms";
import { formsCopy as or } from "./or/forms";

// Server only (loaders): a page with a lead form slices what its form says out of
// `formsCopy[locale]` and hands it to the form's island as props.
export const formsCopy: Record<Locale, FormsCopy> = { en, or };
