import { type Locale, localePath } from "~/lib/i18n/locale";
import type { FormName } from "./form-checks";
import type { FailedSubmission, SubmissionResult } from "./submission";

// The browser's side of the forms' JSON endpoint (routes/form-endpoint.ts): where a form
// island posts, and how whatever comes back becomes an answer the form can show. The server's
// own guards answer before the endpoint does (403 for another site's post, 413 for too much,
// 429 when throttled) with a sentence of their own; anything else that is not the endpoint's
// JSON (a proxy's error page, no network) is a failure the form words itself.

/** The endpoint of a form on a page in `locale`: its errors come back in that language. */
export function formEndpoint(locale: Locale, name: FormName): string {
  return localePath(locale, `/forms/${name}`);
}

/** Refusals worth repeating word for word (the server's own text, not an internal error). */
const explainedStatuses = new Set([403, 413, 429]);

const failed: FailedSubmission = { status: "failed", reason: "error" };

function isResult(value: unknown): value is SubmissionResult {
  if (typeof value !== "object" || value === null || !("status" in value)) return false;
  switch (value.status) {
    case "sent":
      return true;
    case "invalid":
      return "fieldErrors" in value && typeof value.fieldErrors === "object";
    case "failed":
      return "reason" in value && ["unavailable", "error"].includes(String(value.reason));
    default:
      return false;
  }
}

/**
 * What an answer from the endpoint means: its JSON when it is the endpoint's (sent with 2xx,
 * refused fields with 400, its own failure with any status), the server's refusal sentence
 * for 403/413/429 in plain text, and otherwise a failure ("error").
 */
export async function readFormAnswer<Extra = unknown>(
  response: Response,
): Promise<SubmissionResult<Extra>> {
  const type = response.headers.get("Content-Type") ?? "";
  const text = await response.text().catch(() => "");
  if (type.includes("application/json")) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return failed;
    }
    if (!isResult(body)) return failed;
    if (body.status === "failed") return body;
    if (body.status === "sent" && response.ok) return body as SubmissionResult<Extra>;
    if (body.status === "invalid" && response.status === 400) return body;
    return failed;
  }
  const message = text.trim();
  const explained =
    explainedStatuses.has(response.status) &&
    type.startsWith("text/plain") &&
    message.length > 0 &&
    message.length < 400 &&
    !message.startsWith("<");
  return explained ? { status: "failed", reason: "refused", message } : failed;
}

/**
 * A form's fields as a URL-encoded body, as the page's own post would send them (multipart, the
 * browser's way with a FormData body, would turn a message's line breaks into CR LF).
 */
export function formBody(formData: FormData): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of formData) {
    if (typeof value === "string") body.append(key, value);
  }
  return body;
}

/** Posts a form's fields to its endpoint; never throws (no network is a failure too). */
export async function postForm<Extra = unknown>(
  endpoint: string,
  formData: FormData,
): Promise<SubmissionResult<Extra>> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      body: formBody(formData),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    return await readFormAnswer<Extra>(response);
  } catch {
    return failed;
  }
}
