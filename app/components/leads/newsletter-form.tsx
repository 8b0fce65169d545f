import { CircleCheck, Send } from "lucide-react";
import { ToastArea, type ToastWords } from "~/components/layout/toaster";
import { FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { pagePaths } from "~/content/pages";
import { cn } from "~/lib/cn";
import { type Locale, localePath } from "~/lib/i18n/locale";
import { leadLimits } from "~/lib/leads/form-fields";
import type { SubmissionResult } from "~/lib/leads/submission";
import { failedText, type FormWords } from "./forms-copy";
import { Honeypot } from "./honeypot";
import { NoticeVersionField } from "~/components/privacy/consent-choices";
import { SubmitButton } from "./submit-button";
import { confirmAndClear, useLeadForm } from "./use-lead-form";

/** The forms' words the newsletter box says (the island's props). */
export type NewsletterWords = FormWords<"newsletter">;

export interface NewsletterFormProps {
  locale: Locale;
  words: NewsletterWords;
  /** The words of the notification area the form brings with it. */
  toasts: ToastWords;
  /** The page's answer to a post sent without JavaScript. */
  documentResult: SubmissionResult | null;
  className?: string;
}

/**
 * The newsletter box's form, posting to the blog page without JavaScript (its action,
 * newsletterAction) and to the forms' endpoint with it. Once subscribed it says so in place
 * of the form.
 */
export function NewsletterForm({
  locale,
  words,
  toasts,
  documentResult,
  className,
}: NewsletterFormProps) {
  const copy = words.newsletter;
  const { pending, errors, values, latest, formProps } = useLeadForm({
    name: "newsletter",
    locale,
    words,
    documentResult,
    onSent: (result, form) =>
      confirmAndClear((result as { confirm?: boolean }).confirm ? copy.confirmSent : copy.success)(
        result,
        form,
      ),
  });
  const subscribed = latest?.status === "sent";
  // Where e-mail is set up, the subscription starts at the e-mailed link (issue 30).
  const said =
    subscribed && (latest as { confirm?: boolean }).confirm ? copy.confirmSent : copy.success;
  const failed =
    documentResult?.status === "failed" ? failedText(documentResult, words) : undefined;
  const error = errors.email ?? failed;

  return (
    <>
      {subscribed ? (
        <div
          role="status"
          className={cn(
            "mt-4 flex gap-3 rounded-xl border border-leaf-600/30 bg-white p-4 text-leaf-800",
            className,
          )}
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{said.title}</p>
            <p className="mt-1 text-sm leading-relaxed">{said.description}</p>
          </div>
        </div>
      ) : (
        <form
          {...formProps}
          action={localePath(locale, pagePaths.blog)}
          className={cn("relative mt-4 grid gap-3", className)}
        >
          <Label htmlFor="newsletter-email" className="sr-only">
            {copy.emailLabel}
          </Label>
          <Input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={leadLimits.email}
            placeholder={copy.emailPlaceholder}
            defaultValue={values.email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "newsletter-email-error" : "newsletter-privacy"}
          />
          <FieldError id="newsletter-email-error">
            {errors.email ?? (failed ? `${words.failed.title}: ${failed}` : undefined)}
          </FieldError>
          <NoticeVersionField />
          <Honeypot idPrefix="newsletter" label={words.honeypotLabel} />
          <SubmitButton
            pending={pending}
            label={copy.submit}
            pendingLabel={copy.pending}
            icon={<Send aria-hidden="true" />}
            className="sm:w-full"
          />
          <p id="newsletter-privacy" className="text-xs leading-relaxed text-navy-700">
            {copy.privacy}
          </p>
        </form>
      )}
      <ToastArea words={toasts} />
    </>
  );
}
