import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { leadLimits } from "~/lib/leads/form-fields";

/**
 * The e-mail address, phone number and free text a privacy request asks for (the rights page's
 * form and the policy's deletion request): the address or phone we know the person by.
 */
export function PersonFields({
  idPrefix,
  labels,
  values,
  errors,
  messageRows,
  messageError,
}: {
  /** Makes the fields' ids unique on the page ("rights" gives rights-email, …). */
  idPrefix: string;
  labels: { emailLabel: string; phoneLabel: string; messageLabel: string };
  values: { email?: string; phone?: string; message?: string };
  errors: { email?: string; phone?: string };
  messageRows: number;
  /** Shown under the text box, when there is one. */
  messageError?: string;
}) {
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <>
      <Field>
        <Label htmlFor={id("email")}>{labels.emailLabel}</Label>
        <Input
          id={id("email")}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={leadLimits.email}
          defaultValue={values.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? id("email-error") : undefined}
        />
        <FieldError id={id("email-error")}>{errors.email}</FieldError>
      </Field>
      <Field>
        <Label htmlFor={id("phone")}>{labels.phoneLabel}</Label>
        <Input
          id={id("phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={leadLimits.phone}
          defaultValue={values.phone}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? id("phone-error") : undefined}
        />
        <FieldError id={id("phone-error")}>{errors.phone}</FieldError>
      </Field>
      <Field className="sm:col-span-2">
        <Label htmlFor={id("message")}>{labels.messageLabel}</Label>
        <Textarea
          id={id("message")}
          name="message"
          rows={messageRows}
          maxLength={leadLimits.message}
          defaultValue={values.message}
        />
        {messageError !== undefined ? <FieldError>{messageError}</FieldError> : null}
      </Field>
    </>
  );
}
