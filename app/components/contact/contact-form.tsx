import { Send } from "lucide-react";
import { ToastArea, type ToastWords } from "~/components/layout/toaster";
import { SubmissionNotice } from "~/components/leads/form-notice";
import type { PersonFormWords } from "~/components/leads/forms-copy";
import { Honeypot } from "~/components/leads/honeypot";
import { PrivacyNote } from "~/components/leads/privacy-note";
import { PersonFields } from "~/components/leads/person-fields";
import { SubmitButton } from "~/components/leads/submit-button";
import { TextField } from "~/components/leads/text-field";
import { confirmAndClear, useLeadForm } from "~/components/leads/use-lead-form";
import { pagePaths } from "~/content/pages";
import { type Locale, localePath } from "~/lib/i18n/locale";
import { leadLimits } from "~/lib/leads/form-fields";
import type { SubmissionResult } from "~/lib/leads/submission";
import { cn } from "~/lib/cn";
import {
  ConsentChoices,
  type ConsentWords,
  NoticeVersionField,
} from "~/components/privacy/consent-choices";
import { consentPurposes } from "~/lib/privacy/consent-purposes";

/** The forms' words the contact form says (a slice of the forms' copy: the island's props). */
export type ContactFormWords = PersonFormWords<"contact">;

export interface ContactFormProps {
  locale: Locale;
  words: ContactFormWords;
  /** The opt-ins' words (newsletter, WhatsApp, marketing calls). */
  consentWords: ConsentWords;
  /** The words of the notification area the form brings with it. */
  toasts: ToastWords;
  /** The page's answer to a post sent without JavaScript. */
  documentResult: SubmissionResult | null;
  className?: string;
}

/** The contact form (spec: full name, email, optional phone, a five-row message). */
export function ContactForm({
  locale,
  words,
  consentWords,
  toasts,
  documentResult,
  className,
}: ContactFormProps) {
  const copy = words.contact;
  const marks = { required: words.requiredMark, optional: words.optional };
  const { pending, errors, values, formProps } = useLeadForm({
    name: "contact",
    locale,
    words,
    documentResult,
    onSent: confirmAndClear(copy.success),
  });

  return (
    <div
      id="contact-form"
      className={cn("rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8", className)}
    >
      <h2 id="contact-form-heading" className="text-2xl font-extrabold text-navy-900">
        {copy.heading}
      </h2>
      <p className="mt-2 leading-relaxed text-navy-700">{copy.intro}</p>

      <SubmissionNotice result={documentResult} sent={copy.success} words={words} />

      <form
        {...formProps}
        action={localePath(locale, pagePaths.contact)}
        aria-labelledby="contact-form-heading"
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
      >
        <PersonFields
          idPrefix="contact"
          copy={words.person}
          marks={marks}
          errors={errors}
          values={values}
          phoneRequired={false}
          phoneClassName="sm:col-span-2"
        />
        <TextField
          id="contact-message"
          name="message"
          multiline
          rows={5}
          label={copy.message.label}
          placeholder={copy.message.placeholder}
          maxLength={leadLimits.message}
          required
          marks={marks}
          error={errors.message}
          defaultValue={values.message}
          className="sm:col-span-2"
        />
        <ConsentChoices
          idPrefix="contact"
          purposes={consentPurposes}
          words={consentWords}
          values={values}
          className="sm:col-span-2"
        />
        <NoticeVersionField />
        <Honeypot idPrefix="contact" label={words.honeypotLabel} />
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:gap-6">
          <SubmitButton
            pending={pending}
            label={copy.submit}
            pendingLabel={copy.pending}
            icon={<Send aria-hidden="true" />}
          />
          <PrivacyNote
            text={copy.privacyNote}
            link={{ href: localePath(locale, pagePaths.privacyPolicy), label: words.privacyLink }}
          />
        </div>
      </form>
      <ToastArea words={toasts} />
    </div>
  );
}
