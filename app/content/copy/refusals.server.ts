import type { Locale } from "~/lib/i18n/locale";
import { refusalsCopy as en, type RefusalsCopy } from "./en/refusals";
import { refusalsCopy as or } from "./or/refusals";

// Server only: the refusals in the language of the page the post was sent from.
export const refusalsCopy: Record<Locale, RefusalsCopy> = { en, or };
