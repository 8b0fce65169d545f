import type { FieldMessages } from "./field-errors";

// What a form's action answers. (How the browser reads a failed request as an answer too, so a
// form never loses the visitor's words to an error page, is in form-answer.ts.)

export type SentSubmission<Extra = unknown> = { status: "sent" } & Extra;

export interface InvalidSubmission<Field extends string = string> {
  status: "invalid";
  /** One sentence per refused field, in the page's language. */
  fieldErrors: FieldMessages<Field>;
  /** What was posted, so a page rendered without JavaScript shows it again. */
  values: Record<string, string>;
}

/**
 * Why a form was not sent: the database is missing ("unavailable"), the request or storing
 * failed ("error"), or the server refused it in its own words (`message`, "refused"). The
 * form says the first two in the page's language (forms copy).
 */
export type FailedSubmission =
  | { status: "failed"; reason: "unavailable" | "error" }
  | { status: "failed"; reason: "refused"; message: string };

export type SubmissionResult<Extra = unknown, Field extends string = string> =
  SentSubmission<Extra> | InvalidSubmission<Field> | FailedSubmission;
