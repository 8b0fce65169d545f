import { cn } from "~/lib/cn";
import { type LeadStatus, statusLabels } from "~/lib/lead-core/lead-status";

const tones: Record<LeadStatus, string> = {
  new: "bg-sun-400 text-navy-950",
  contacted: "bg-navy-100 text-navy-800",
  survey_booked: "bg-navy-100 text-navy-800",
  quoted: "bg-navy-100 text-navy-800",
  won: "bg-leaf-100 text-leaf-800",
  lost: "bg-navy-50 text-navy-700 ring-1 ring-navy-200",
  erased: "bg-navy-50 text-navy-700 ring-1 ring-navy-200",
};

export function StatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold",
        tones[status],
        className,
      )}
    >
      {statusLabels[status]}
    </span>
  );
}
