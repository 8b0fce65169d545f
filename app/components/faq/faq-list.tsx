import { PlusIcon } from "lucide-react";
import { useId } from "react";
import type { FaqEntry } from "~/content/faq";

/**
 * The questions as an accordion: one answer open at a time, and an open one can be closed.
 * Built on `<details name>` (docs/decisions/009-islands.md): the browser keeps one open per
 * name, announces each question as expanded or collapsed, and needs no script; every answer
 * is in the HTML for search engines and for find-in-page, which opens the one it finds.
 */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  const id = useId();
  return (
    <div className="space-y-4">
      {entries.map((entry, index) => {
        const questionId = `${id}-q${index + 1}`;
        return (
          <details
            key={entry.question}
            name={`${id}-faq`}
            className="group rounded-2xl border border-navy-100 bg-white shadow-sm transition-[border-color,box-shadow] duration-200 hover:shadow-md open:border-sun-300 open:shadow-md"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left sm:px-6 [&::-webkit-details-marker]:hidden">
              <h3 id={questionId} className="text-base font-bold text-navy-900 sm:text-lg">
                {entry.question}
              </h3>
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-navy-50 text-navy-700 transition-[background-color,color,rotate] duration-300 group-open:rotate-45 group-open:bg-sun-500 group-open:text-navy-950 group-hover:bg-sun-100 group-hover:text-sun-800"
              >
                <PlusIcon className="size-5" />
              </span>
            </summary>
            <div role="region" aria-labelledby={questionId} className="px-5 pb-6 sm:px-6">
              <p className="max-w-prose leading-relaxed text-navy-700">{entry.answer}</p>
            </div>
          </details>
        );
      })}
    </div>
  );
}
