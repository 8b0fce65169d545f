import type * as React from "react";
import { Field, FieldDescription, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";

interface FieldFrame {
  /** The control's id; the error and hint ids are built from it. */
  id: string;
  label: string;
  /** Shown after the label: the required mark, or "(optional)" (none for a choice with a default). */
  required?: boolean;
  unmarked?: boolean;
  marks: { required: string; optional: string };
  hint?: string;
  error?: string;
  className?: string;
}

/** Label, control, hint and error of one form field, wired for assistive technology. */
export function FieldFrame({
  id,
  label,
  required,
  unmarked,
  marks,
  hint,
  error,
  className,
  children,
}: FieldFrame & {
  children: (aria: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => React.ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Field className={className}>
      <Label htmlFor={id}>
        {label}{" "}
        {unmarked ? null : required ? (
          <span aria-hidden="true" className="text-sun-700">
            {marks.required}
          </span>
        ) : (
          <span className="font-normal text-navy-700">{marks.optional}</span>
        )}
      </Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
      })}
      {hint ? <FieldDescription id={hintId}>{hint}</FieldDescription> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
}

type TextFieldProps = FieldFrame & { name: string } & (
    | ({ multiline?: false } & Omit<React.ComponentProps<"input">, "id" | "name">)
    | ({ multiline: true } & Omit<React.ComponentProps<"textarea">, "id" | "name">)
  );

export function TextField(props: TextFieldProps) {
  const { id, label, required, marks, hint, error, className, name, ...control } = props;
  return (
    <FieldFrame {...{ id, label, required, marks, hint, error, className }}>
      {(aria) => {
        if (control.multiline) {
          const { multiline: _multiline, ...textarea } = control;
          return <Textarea name={name} required={required} {...textarea} {...aria} />;
        }
        const { multiline: _multiline, ...input } = control;
        return <Input name={name} required={required} {...input} {...aria} />;
      }}
    </FieldFrame>
  );
}
