import { ChevronDownIcon } from "lucide-react";
import type { PolicySection } from "~/content/privacy";

function ContentsList({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <ol className="space-y-1">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-semibold text-navy-700 transition-colors hover:bg-navy-50 hover:text-navy-900"
          >
            <span
              aria-hidden="true"
              className="grid size-6 shrink-0 place-items-center rounded-full bg-navy-50 text-xs font-bold text-navy-700"
            >
              {index + 1}
            </span>
            {section.heading}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * Links to the policy's sections: a sticky list beside the text on wide screens, a
 * disclosure above it on phones (native <details>, so it works before hydration too).
 */
export function PolicyContents({
  sections,
  label,
}: {
  sections: readonly PolicySection[];
  label: string;
}) {
  return (
    <>
      <nav aria-label={label} className="lg:hidden">
        <details className="group rounded-2xl border border-navy-100 bg-navy-50">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-3 font-bold text-navy-900 [&::-webkit-details-marker]:hidden">
            {label}
            <ChevronDownIcon
              aria-hidden="true"
              className="size-5 text-navy-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="border-t border-navy-100 bg-white px-2 py-3 rounded-b-2xl">
            <ContentsList sections={sections} />
          </div>
        </details>
      </nav>
      <nav aria-label={label} className="hidden lg:block">
        <div className="sticky top-28">
          <p className="px-3 text-sm font-bold tracking-wider text-sun-700 uppercase">{label}</p>
          <div className="mt-3">
            <ContentsList sections={sections} />
          </div>
        </div>
      </nav>
    </>
  );
}
