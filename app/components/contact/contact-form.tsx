import { Send } from "lucide-react";
import { useCallback } from "react";
import { SubmissionNotice } from "~/components/leads/form-notice";
import { useFormsCopy } from "~/components/leads/forms-copy";
import { Honeypot } from "~/components/leads/honeypot";
import { PrivacyNote } from "~/components/leads/privacy-note";
import { PersonFields } from "~/components/leads/person-fields";
import { SubmitButton } from "~/components/leads/submit-button";
import { TextField } from "~/components/leads/text-field";
import { useLeadForm } from "~/components/leads/use-lead-form";
import { leadLimits } from "~/lib/leads/form-fields";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";

/** The contact form (spec: full name, email, optional phone, a five-row message). */
export function ContactForm({ className }: { className?: string }) {
  const forms = useFormsCopy();
  const copy = forms.contact;
  const marks = { required: forms.requiredMark, optional: forms.optional };
  const onSent = useCallback(
    (_result: unknown, form: HTMLFormElement | null) => {
      toast(copy.success);
      form?.reset();
    },
    [copy],
  );
  const { fetcher, pending, errors, values, documentResult, formProps } = useLeadForm({
    name: "contact",
    onSent,
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

      <SubmissionNotice result={documentResult} sent={copy.success} />

      <fetcher.Form
        {...formProps}
        aria-labelledby="contact-form-heading"
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
      >
        <PersonFields
          idPrefix="contact"
          copy={forms.person}
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
        <Honeypot idPrefix="contact" />
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:gap-6">
          <SubmitButton
            pending={pending}
            label={copy.submit}
            pendingLabel={copy.pending}
            icon={<Send aria-hidden="true" />}
          />
          <PrivacyNote text={copy.privacyNote} />
        </div>
      </fetcher.Form>
    </div>
  );
}
