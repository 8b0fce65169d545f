import type * as React from "react";
import { cn } from "~/lib/cn";

/** Shared look of text inputs, selects and text areas (invalid, focus and disabled states). */
export const controlClasses =
  "w-full rounded-lg border border-navy-200 bg-white px-3.5 text-base text-navy-900 shadow-xs transition-[border-color,box-shadow] placeholder:text-navy-600/80 hover:border-navy-300 focus-visible:border-navy-600 focus-visible:ring-4 focus-visible:ring-sun-200 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 aria-invalid:ring-red-100 aria-invalid:focus-visible:ring-red-200";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(controlClasses, "h-12", className)}
      {...props}
    />
  );
}
