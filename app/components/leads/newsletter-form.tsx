import { CircleCheck, Send } from "lucide-react";
import { useCallback } from "react";
import { FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { pagePaths } from "~/content/pages";
import { cn } from "~/lib/cn";
import { useLocalePath } from "~/lib/i18n/site-context";
import { leadLimits } from "~/lib/leads/form-fields";
import { toast } from "~/lib/toast";
import { failedText, useFormsCopy } from "./forms-copy";
import { Honeypot } from "./honeypot";
import { SubmitButton } from "./submit-button";
import { useLeadForm } from "./use-lead-form";

/**
 * The newsletter box's form, posting to the blog route's action (newsletterAction), with or
 * without JavaScript. Once subscribed it says so in place of the form.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const forms = useFormsCopy();
  const copy = forms.newsletter;
  const to = useLocalePath();
  const onSent = useCallback(
    (_result: unknown, form: HTMLFormElement | null) => {
      toast(copy.success);
      form?.reset();
    },
    [copy],
  );
  const { fetcher, pending, errors, values, documentResult, formProps } = useLeadForm({
    name: "newsletter",
    onSent,
  });
  const subscribed = (fetcher.data ?? documentResult)?.status === "sent";
  const failed =
    documentResult?.status === "failed" ? failedText(documentResult, forms) : undefined;
  const error = errors.email ?? failed;

  if (subscribed) {
    return (
      <div
        role="status"
        className={cn(
          "mt-4 flex gap-3 rounded-xl border border-leaf-600/30 bg-white p-4 text-leaf-800",
          className,
        )}
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{copy.success.title}</p>
          <p className="mt-1 text-sm leading-relaxed">{copy.success.description}</p>
        </div>
      </div>
    );
  }

  return (
    <fetcher.Form
      {...formProps}
      action={to(pagePaths.blog)}
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
        {errors.email ?? (failed ? `${forms.failed.title}: ${failed}` : undefined)}
      </FieldError>
      <Honeypot idPrefix="newsletter" />
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
    </fetcher.Form>
  );
}
