import { Eye, Target } from "lucide-react";
import { SectionHeader, Section } from "~/components/ui/section";
import { purposeIds } from "~/content/about";
import type { AboutCopy } from "~/content/copy/en/about";

const icons = { mission: Target, vision: Eye } as const;

/** The company's mission and vision, side by side. */
export function MissionVision({ copy }: { copy: AboutCopy["purpose"] }) {
  return (
    <Section tone="tint" aria-labelledby="purpose-heading">
      <SectionHeader id="purpose-heading" eyebrow={copy.eyebrow} heading={copy.heading} />
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        {purposeIds.map((id) => {
          const Icon = icons[id];
          const item = copy.items[id];
          return (
            <article
              key={id}
              className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-sun-100 text-sun-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-bold text-navy-900">{item.title}</h3>
              <p className="mt-3 leading-relaxed text-navy-700">{item.text}</p>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
