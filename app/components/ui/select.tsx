import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/cn";
import { controlClasses } from "./input";

/**
 * A native <select>, styled: it posts without JavaScript, and phones show their own picker,
 * which is the most usable list there is (shadcn's "native select").
 */
export function Select({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div data-slot="select-wrapper" className="relative">
      <select
        data-slot="select"
        className={cn(controlClasses, "h-12 appearance-none pr-10", className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-navy-700"
      />
    </div>
  );
}
