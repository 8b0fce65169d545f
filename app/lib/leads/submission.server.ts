import { data } from "react-router";
import { fieldErrorSentences } from "~/content/copy/en/field-errors";
import { submissionMessages } from "~/content/lead-forms";
import { describeFieldErrors } from "./field-errors";
import type { LeadStore } from "./lead-store.server";
import { formValues, isLikelyBot } from "./form-fields";
import { parseForm } from "./schemas";
import type { FailedSubmission, InvalidSubmission } from "./submission";
import type * as z from "zod/mini";

// The steps every form action shares: read the post and check it against the form's schema
// (400 with a sentence per field, from the schema's error codes), then store it unless a bot sent it (503 without a store,
// 500 if storing fails; the visitor's words are never lost, the form keeps them).

type ReadResult<Schema extends z.ZodMiniType> =
  | { outcome: "invalid"; response: ReturnType<typeof invalid> }
  | {
      outcome: "valid";
      data: z.output<Schema>;
      /** The honeypot was filled: answer as usual, store nothing. */
      bot: boolean;
      /** What was posted, as text. */
      values: Record<string, string>;
    };

function invalid(result: InvalidSubmission) {
  return data(result, { status: 400 });
}

/** Reads and checks a post; a bot's post is checked too, so its answer reads the same. */
export async function readSubmission<Schema extends z.ZodMiniType>(
  request: Request,
  schema: Schema,
): Promise<ReadResult<Schema>> {
  const formData = await request.formData().catch(() => new FormData());
  const values = formValues(formData);
  const parsed = parseForm(schema, values);
  if (!parsed.success) {
    return {
      outcome: "invalid",
      response: invalid({
        status: "invalid",
        fieldErrors: describeFieldErrors(parsed.fieldErrors, fieldErrorSentences),
        values,
      }),
    };
  }
  return { outcome: "valid", data: parsed.data, bot: isLikelyBot(formData), values };
}

/** Runs `save` against the store, answering 503/500 rather than throwing. */
export async function storeLead<T>(
  store: LeadStore | undefined,
  form: string,
  save: (store: LeadStore) => Promise<T>,
) {
  if (!store) {
    return {
      failure: data<FailedSubmission>(
        { status: "failed", message: submissionMessages.unavailableText },
        { status: 503 },
      ),
    };
  }
  try {
    return { saved: await save(store) };
  } catch (error) {
    console.error(`${new Date().toISOString()} ERROR storing a ${form} submission:`, error);
    return {
      failure: data<FailedSubmission>(
        { status: "failed", message: submissionMessages.failedText },
        { status: 500 },
      ),
    };
  }
}
