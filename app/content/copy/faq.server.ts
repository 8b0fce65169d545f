import type { Locale } from "~/lib/i18n/locale";
import { faqCopy as en, type FaqCopy } from "./en/faq";
import { faqCopy as or } from "./or/faq";

// Server only (loaders): a component receives its copy from the loader, never by import.
export const faqCopy: Record<Locale, FaqCopy> = { en, or };
