import type { Locale } from "~/lib/i18n/locale";
import { homeCopy as en, type HomeCopy } from "./en/home";
import { homeCopy as or } from "./or/home";

// Server only (loaders): the home page's components receive their words as props.
export const homeCopy: Record<Locale, HomeCopy> = { en, or };
