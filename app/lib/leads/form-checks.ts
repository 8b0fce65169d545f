import { describeFieldErrors, type FieldErrorSentences, type FieldMessages } from "./field-errors";
import { defaultLocale, type Locale } from "~/lib/i18n/locale";
import { formChecks } from "./schemas";

// What the browser loads when a visitor starts on a form (use-lead-form.ts): each form's
// schema, with its error codes said in the page's language (whose sentences it loads beside
// this module, field-error-sentences.ts), as the server says them.

export type FormName = keyof typeof formChecks;

export type FormCheck = { success: true } | { success: false; fieldErrors: FieldMessages<string> };

/** Checks a form's values: success, or one sentence per refused field. @internal */
export function checkForm(
  name: FormName,
  values: Record<string, string>,
  sentences: FieldErrorSentences,
  locale: Locale = defaultLocale,
): FormCheck {
  const parsed = formChecks[name](values, locale);
  if (parsed.success) return { success: true };
  return { success: false, fieldErrors: describeFieldErrors(parsed.fieldErrors, sentences) };
}
