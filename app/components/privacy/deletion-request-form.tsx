import { CircleCheck, Trash2 } from "lucide-react";
import { ToastArea, type ToastWords } from "~/components/layout/toaster";
import { FieldError } from "~/components/ui/field";
import { pagePaths } from "~/content/pages";
import { type Locale, localePath } from "~/lib/i18n/locale";
import type { SubmissionResult } from "~/lib/leads/submission";
import { failedText, type FormWords } from "~/components/leads/forms-copy";
import { Honeypot } from "~/components/leads/honeypot";
import { NoticeVersionField } from "~/components/privacy/consent-choices";
import { PersonFields } from "~/components/privacy/person-fields";
import { SubmitButton } from "~/components/leads/submit-button";
import { confirmAndClear, useLeadForm } from "~/components/leads/use-lead-form";

/** The forms' words the deletion request says (the island's props). */
export type DeletionRequestWords = FormWords<"deletion">;

export interface DeletionRequestFormProps {
  locale: Locale;
  words: DeletionRequestWords;
  /** The words of the notification area the form brings with it. */
  toasts: ToastWords;
  /** The page's answer to a post sent without JavaScript. */
  documentResult: SubmissionResult | null;
}

/**
 * A visitor's request that we delete their data, posting to the privacy policy's action
 * (with or without JavaScript); staff answer it from the inbox.
 */
export function DeletionRequestForm({
  locale,
  words,
  toasts,
  documentResult,
}: DeletionRequestFormProps) {
  const copy = words.deletion;
  const { pending, errors, values, latest, formProps } = useLeadForm({
    name: "privacy",
    locale,
    words,
    documentResult,
    onSent: confirmAndClear(copy.success),
  });
  const sent = latest?.status === "sent";
  const failed =
    documentResult?.status === "failed" ? failedText(documentResult, words) : undefined;

  return (
    <section
      aria-labelledby="deletion-request-heading"
      className="mt-6 rounded-2xl border border-navy-100 bg-navy-50 p-5 sm:p-6"
    >
      <h3 id="deletion-request-heading" className="text-lg font-bold text-navy-900">
        {copy.heading}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-navy-700">{copy.text}</p>
      {sent ? (
        <div role="status" className="mt-4 flex gap-3 rounded-xl bg-white p-4 text-leaf-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{copy.success.title}</p>
            <p className="mt-1 text-sm">{copy.success.description}</p>
          </div>
        </div>
      ) : (
        <form
          {...formProps}
          action={localePath(locale, pagePaths.privacyPolicy)}
          className="relative mt-4 grid gap-4 sm:grid-cols-2"
        >
          <PersonFields
            idPrefix="deletion"
            labels={copy}
            values={values}
            errors={errors}
            messageRows={3}
          />
          <NoticeVersionField />
          <Honeypot idPrefix="deletion" label={words.honeypotLabel} />
          <div className="sm:col-span-2">
            <FieldError>{failed ? `${words.failed.title}: ${failed}` : undefined}</FieldError>
            <SubmitButton
              pending={pending}
              label={copy.submit}
              pendingLabel={copy.pending}
              icon={<Trash2 aria-hidden="true" />}
            />
          </div>
        </form>
      )}
      <ToastArea words={toasts} />
    </section>
  );
}
