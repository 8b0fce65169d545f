import { FaqList } from "~/components/faq/faq-list";
import { Section, SectionHeader } from "~/components/ui/section";
import type { FaqCopy } from "~/content/copy/en/faq";
import type { FaqEntry } from "~/content/faq";

/** The questions beside a short introduction and the numbers worth remembering. */
export function FaqSection({ copy, entries }: { copy: FaqCopy; entries: readonly FaqEntry[] }) {
  return (
    <Section aria-labelledby="faq-heading">
      {/* Phones read introduction, questions, numbers; wide screens put the numbers under
          the introduction, beside the questions. */}
      <div className="grid gap-10 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-16">
        <SectionHeader
          id="faq-heading"
          eyebrow={copy.eyebrow}
          heading={copy.heading}
          intro={copy.intro}
          align="start"
          className="lg:col-span-4"
        />
        <div className="lg:col-span-8 lg:row-span-2">
          <FaqList entries={entries} />
        </div>
        <dl className="grid gap-3 self-start sm:grid-cols-3 lg:col-span-4 lg:grid-cols-1">
          {copy.highlights.map((highlight) => (
            <div
              key={highlight.label}
              className="flex flex-col rounded-2xl border border-sun-200 bg-sun-50 px-5 py-4"
            >
              <dt className="order-2 mt-1 text-sm leading-snug text-navy-700">{highlight.label}</dt>
              <dd className="order-1 text-2xl font-extrabold tracking-tight text-navy-900">
                {highlight.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
