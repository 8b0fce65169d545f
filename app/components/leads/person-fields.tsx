import { TextField } from "~/components/leads/text-field";
import { leadLimits } from "~/lib/leads/form-fields";

interface FieldCopy {
  label: string;
  placeholder: string;
}

/** Name, e-mail and phone: the fields every enquiry starts with (contact and quote forms). */
export function PersonFields({
  idPrefix,
  copy,
  marks,
  errors,
  values,
  phoneRequired,
  phoneClassName,
}: {
  idPrefix: string;
  copy: { name: FieldCopy; email: FieldCopy; phone: FieldCopy };
  marks: { required: string; optional: string };
  errors: Partial<Record<"name" | "email" | "phone", string>>;
  values: Partial<Record<"name" | "email" | "phone", string>>;
  phoneRequired: boolean;
  phoneClassName?: string;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        label={copy.name.label}
        placeholder={copy.name.placeholder}
        autoComplete="name"
        maxLength={leadLimits.name}
        required
        marks={marks}
        error={errors.name}
        defaultValue={values.name}
      />
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label={copy.email.label}
        placeholder={copy.email.placeholder}
        autoComplete="email"
        maxLength={leadLimits.email}
        required
        marks={marks}
        error={errors.email}
        defaultValue={values.email}
      />
      <TextField
        id={`${idPrefix}-phone`}
        name="phone"
        type="tel"
        label={copy.phone.label}
        placeholder={copy.phone.placeholder}
        autoComplete="tel"
        maxLength={leadLimits.phone}
        required={phoneRequired}
        marks={marks}
        error={errors.phone}
        defaultValue={values.phone}
        className={phoneClassName}
      />
    </>
  );
}
