import type * as React from "react";
import { cn } from "~/lib/cn";

/** A form label; a native <label> needs no script to focus its control. */
export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor
    <label
      data-slot="label"
      className={cn("text-sm font-semibold text-navy-900", className)}
      {...props}
    />
  );
}
