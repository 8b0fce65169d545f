import { data } from "react-router";
import { fieldErrorSentences } from "~/content/copy/field-errors.server";
import { type Locale, localeOfRequest } from "~/lib/i18n/locale";
import { describeFieldErrors } from "./field-errors";
import type { LeadStore } from "./lead-store.server";
import { formValues, isLikelyBot } from "./form-fields";
import { parseForm } from "./schemas";
import type { FailedSubmission, InvalidSubmission } from "./submission";
import type * as z from "zod/mini";

// The steps every form action shares: read the post and check it against the form's schema
// (400 with a sentence per field, from the schema's error codes, in the language of the page
// it was posted to), then store it unless a bot sent it (503 without a store, 500 if storing
// fails; the visitor's words are never lost, the form keeps them). The stored lead remembers
// that language (`data.language`), so staff answer in it.
//
// Each step answers a `FormAnswer` (what to say and with which status): the page's action
// sends it as route data (`answerPage`), the forms' JSON endpoint as JSON
// (routes/form-endpoint.ts), so both run the very same code.

/** What a form's action answers, before it is sent as a page's data or as JSON. */
export interface FormAnswer<Result> {
  result: Result;
  status: number;
}

/** A form's answer as a route action's data (the page re-renders with it). */
export function answerPage<Result>({ result, status }: FormAnswer<Result>) {
  return data(result, { status });
}

type ReadResult<Schema extends z.ZodMiniType> =
  | { outcome: "invalid"; answer: FormAnswer<InvalidSubmission> }
  | {
      outcome: "valid";
      /** The checked fields, and the language of the page the form was posted to. */
      data: z.output<Schema> & { language: Locale };
      /** The honeypot was filled: answer as usual, store nothing. */
      bot: boolean;
      /** What was posted, as text. */
      values: Record<string, string>;
    };

/** Reads and checks a post; a bot's post is checked too, so its answer reads the same. */
export async function readSubmission<Schema extends z.ZodMiniType>(
  request: Request,
  schema: Schema,
): Promise<ReadResult<Schema>> {
  const locale = localeOfRequest(request);
  const formData = await request.formData().catch(() => new FormData());
  const values = formValues(formData);
  const parsed = parseForm(schema, values);
  if (!parsed.success) {
    return {
      outcome: "invalid",
      answer: {
        result: {
          status: "invalid",
          fieldErrors: describeFieldErrors(parsed.fieldErrors, fieldErrorSentences[locale]),
          values,
        },
        status: 400,
      },
    };
  }
  return {
    outcome: "valid",
    data: Object.assign({}, parsed.data as object, { language: locale }) as z.output<Schema> & {
      language: Locale;
    },
    bot: isLikelyBot(formData),
    values,
  };
}

/** Runs `save` against the store, answering 503/500 rather than throwing. */
export async function storeLead<T>(
  store: LeadStore | undefined,
  form: string,
  save: (store: LeadStore) => Promise<T>,
): Promise<{ saved: T } | { failure: FormAnswer<FailedSubmission> }> {
  if (!store) {
    return { failure: { result: { status: "failed", reason: "unavailable" }, status: 503 } };
  }
  try {
    return { saved: await save(store) };
  } catch (error) {
    console.error(`${new Date().toISOString()} ERROR storing a ${form} submission:`, error);
    return { failure: { result: { status: "failed", reason: "error" }, status: 500 } };
  }
}

/**
 * The whole action of a form whose answer is "sent" (contact, newsletter): check the post, store
 * it unless a bot sent it, then `after` the stored lead (an e-mail to the visitor), whose
 * fields join the answer; a bot gets the plain "sent".
 */
export async function storeSubmission<
  Schema extends z.ZodMiniType,
  Saved,
  Extra extends object = object,
>(
  request: Request,
  store: LeadStore | undefined,
  schema: Schema,
  form: string,
  save: (store: LeadStore, data: z.output<Schema> & { language: Locale }) => Promise<Saved>,
  after?: (
    saved: Saved,
    data: z.output<Schema> & { language: Locale },
    values: Record<string, string>,
  ) => Promise<Extra>,
): Promise<
  FormAnswer<({ status: "sent" } & Partial<Extra>) | InvalidSubmission | FailedSubmission>
> {
  const submission = await readSubmission(request, schema);
  if (submission.outcome === "invalid") return submission.answer;
  if (submission.bot) return { result: { status: "sent" }, status: 200 };
  const stored = await storeLead(store, form, (leads) => save(leads, submission.data));
  if ("failure" in stored) return stored.failure;
  const extra = after ? await after(stored.saved, submission.data, submission.values) : undefined;
  return { result: { status: "sent", ...extra }, status: 200 };
}
