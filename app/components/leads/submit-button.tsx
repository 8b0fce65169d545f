import { LoaderCircle } from "lucide-react";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** A form's send button: disabled, with the pending label, while the request runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  icon,
  className,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  icon?: React.ReactNode;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={pending}
      aria-live="polite"
      className={cn("w-full sm:w-auto", className)}
    >
      {pending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : icon}
      {pending ? pendingLabel : label}
    </Button>
  );
}
