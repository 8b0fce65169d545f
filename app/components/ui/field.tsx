import { CircleAlert } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/cn";

/** One form field: label, control, hint and error stacked (shadcn's Field). */
export function Field({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="field" className={cn("grid content-start gap-2", className)} {...props} />;
}

export function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="field-description"
      className={cn("text-sm text-navy-700", className)}
      {...props}
    />
  );
}

/** The field's error, announced when it appears; nothing is rendered without one. */
export function FieldError({ className, children, ...props }: React.ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p
      data-slot="field-error"
      className={cn("flex items-start gap-1.5 text-sm font-medium text-red-700", className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
