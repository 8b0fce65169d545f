import { isRouteErrorResponse } from "react-router";
import type { FieldMessages } from "./field-errors";

// What a form's action answers, and how the browser turns a failed request into an answer
// too, so a form never ends up on the error page with the visitor's words lost.

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

/** Refusals worth repeating word for word (the server's own text, not an internal error). */
const explainedStatuses = new Set([403, 429]);

/**
 * For a route's `clientAction`: posts through the server action and turns what would
 * otherwise reach the error boundary (no network, a 5xx page, a refusal by the server's
 * form checks) into a failed submission the form shows as a destructive toast.
 */
export async function submitThroughServer<T>(
  serverAction: () => Promise<T>,
): Promise<T | FailedSubmission> {
  try {
    return await serverAction();
  } catch (error) {
    const explained =
      isRouteErrorResponse(error) &&
      explainedStatuses.has(error.status) &&
      typeof error.data === "string" &&
      error.data.length < 400 &&
      !error.data.trimStart().startsWith("<");
    return explained
      ? { status: "failed", reason: "refused", message: error.data as string }
      : { status: "failed", reason: "error" };
  }
}
