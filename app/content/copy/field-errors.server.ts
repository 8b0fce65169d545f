import type { Locale } from "~/lib/i18n/locale";
import type { FieldErrorSentences } from "~/lib/leads/field-errors";
import { fieldErrorSentences as en } from "./en/field-errors";
import { fieldErrorSentences as or } from "./or/field-errors";

// Server only: a post's field errors are said in the language of the page it was posted to.
// (The browser loads one language's sentences on its own: app/lib/leads/field-error-sentences.ts.)
export const fieldErrorSentences: Record<Locale, FieldErrorSentences> = { en, or };
