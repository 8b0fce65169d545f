import type { FormsCopy } from "~/content/copy/en/forms";
import type { FailedSubmission } from "~/lib/leads/submission";

// The lead forms' words in the page's language. A page with a form slices what its form says
// out of `formsCopy[locale]` (~/content/copy/forms.server.ts) in its loader and hands it to the
// form's island as props (docs/decisions/009-islands.md).

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

/** What a failed submission tells the visitor, in the page's language. */
export function failedText(result: FailedSubmission, copy: Pick<FormsCopy, "failed">): string {
  if (result.reason === "refused") return result.message;
  return result.reason === "unavailable" ? copy.failed.unavailableText : copy.failed.text;
}
