import type { Locale } from "~/lib/i18n/locale";
import type { FieldErrorSentences } from "./field-errors";

// The browser's way to the field errors' sentences: one chunk per language, fetched only for
// the language of the page (with the form's checks, when a visitor starts on a form).
const sentenceModules: Record<Locale, () => Promise<{ fieldErrorSentences: FieldErrorSentences }>> =
  {
    en: () => import("~/content/copy/en/field-errors"),
    or: () => import("~/content/copy/or/field-errors"),
  };

export async function loadFieldErrorSentences(locale: Locale): Promise<FieldErrorSentences> {
  return (await sentenceModules[locale]()).fieldErrorSentences;
}
