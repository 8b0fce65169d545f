import { cn } from "~/lib/cn";

/** A post's tags as small chips (labels, not links: the search box finds posts by tag). */
export function PostTags({
  tags,
  label,
  labelledBy,
  className,
}: {
  tags: readonly string[];
  className?: string;
} & ({ label: string; labelledBy?: never } | { label?: never; labelledBy: string })) {
  return (
    <ul
      aria-label={label}
      aria-labelledby={labelledBy}
      className={cn("flex flex-wrap gap-2", className)}
    >
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-md border border-navy-100 bg-navy-50 px-2 py-1 text-xs font-medium text-navy-700"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
