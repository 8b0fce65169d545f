import type { Locale } from "~/lib/i18n/locale";

// How staff read the language a lead was sent in (the notification e-mail and the inbox,
// both English): the English name, and the language's own name where it differs, so the
// reply goes out in it.
export const leadLanguageNames: Record<Locale, string> = {
  en: "English",
  or: "Odia (ଓଡ଼ିଆ)",
};

/** A stored language as staff read it; an unknown value is shown as it is. */
export function leadLanguageName(language: string): string {
  return leadLanguageNames[language as Locale] ?? language;
}
