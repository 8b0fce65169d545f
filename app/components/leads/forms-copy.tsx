import { createContext, useContext } from "react";
import type { FormsCopy } from "~/content/copy/en/forms";
import type { FailedSubmission } from "~/lib/leads/submission";

// The lead forms' words in the page's language. A page with a form returns
// `forms: formsCopy[locale]` from its loader (~/content/copy/forms.server.ts) and wraps the
// form in <FormsCopyProvider value={loaderData.forms}>; the forms read it with useFormsCopy().

const FormsCopyContext = createContext<FormsCopy | null>(null);

export const FormsCopyProvider = FormsCopyContext.Provider;

export function useFormsCopy(): FormsCopy {
  const value = useContext(FormsCopyContext);
  if (!value) throw new Error("useFormsCopy() needs a FormsCopyProvider around the form");
  return value;
}

/** The words a form says when a request fails or comes back refused (a form island's props). */
export type FailureWords = Pick<FormsCopy, "failed" | "invalid">;

/** The words a form island takes as props: its own, and what every form says. */
export type FormWords<Own extends keyof FormsCopy> = Pick<
  FormsCopy,
  Own | "honeypotLabel" | "failed" | "invalid"
>;

/** ... for a form that asks for a person's details (contact, quote). */
export type PersonFormWords<Own extends keyof FormsCopy> = FormWords<
  Own | "person" | "requiredMark" | "optional" | "privacyLink"
>;

/** The failure words out of the forms' copy, for a form island's props. */
export function failureWords({ failed, invalid }: FormsCopy): FailureWords {
  return { failed, invalid };
}

/** What a failed submission tells the visitor, in the page's language. */
export function failedText(result: FailedSubmission, copy: Pick<FormsCopy, "failed">): string {
  if (result.reason === "refused") return result.message;
  return result.reason === "unavailable" ? copy.failed.unavailableText : copy.failed.text;
}
