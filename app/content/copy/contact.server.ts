import type { Locale } from "~/lib/i18n/locale";
import { contactCopy as en, type ContactCopy } from "./en/contact";
import { contactCopy as or } from "./or/contact";

// Server only (the contact page's loader).
export const contactCopy: Record<Locale, ContactCopy> = { en, or };
