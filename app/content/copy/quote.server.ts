import type { Locale } from "~/lib/i18n/locale";
import { quoteCopy as en, type QuoteCopy } from "./en/quote";
import { quoteCopy as or } from "./or/quote";

// Server only (the quote request page's loader).
export const quoteCopy: Record<Locale, QuoteCopy> = { en, or };
