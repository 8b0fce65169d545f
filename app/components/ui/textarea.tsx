import type * as React from "react";
import { cn } from "~/lib/cn";
import { controlClasses } from "./input";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClasses, "min-h-20 resize-y py-3 leading-relaxed", className)}
      {...props}
    />
  );
}
