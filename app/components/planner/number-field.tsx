import type * as React from "react";
import { Field, FieldDescription, FieldError } from "~/components/ui/field";
import { controlClasses } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

/**
 * A number typed as text ("1,38,000" is fine, the server reads it), with its unit beside it,
 * a hint, and the server's message when it cannot use what was typed (the text stays as typed).
 */
export function NumberField({
  id,
  name,
  label,
  unit,
  hint,
  error,
  defaultValue,
  rateDefault,
  form,
  className,
  placeholder,
}: {
  id: string;
  name: string;
  label: string;
  unit: React.ReactNode;
  hint?: string;
  /** Why the server could not use the value; shown at the field. */
  error?: string;
  defaultValue: number | string;
  /** The rate an assumption starts from; left out of the URL when unchanged. */
  rateDefault?: string;
  /** The form the field belongs to when it sits outside it. */
  form?: string;
  className?: string;
  placeholder?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Field className={className}>
      <Label htmlFor={id}>
        {label} <span className="sr-only">({unit})</span>
      </Label>
      <div className="flex items-stretch">
        <input
          id={id}
          name={name}
          form={form}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={defaultValue}
          placeholder={placeholder}
          data-default={rateDefault}
          aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
          aria-invalid={error ? true : undefined}
          className={cn(controlClasses, "h-12 min-w-0 flex-1 rounded-r-none tabular-nums")}
        />
        <span
          aria-hidden="true"
          className="flex items-center rounded-r-lg border border-l-0 border-navy-200 bg-navy-50 px-3 text-sm font-medium whitespace-nowrap text-navy-700"
        >
          {unit}
        </span>
      </div>
      {hint ? <FieldDescription id={hintId}>{hint}</FieldDescription> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
}
