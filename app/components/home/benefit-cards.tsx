import { BadgeCheckIcon, LeafIcon, PiggyBankIcon, type LucideIcon } from "lucide-react";
import { Section, SectionHeader } from "~/components/ui/section";
import type { HomeCopy } from "~/content/copy/en/home";
import { benefitIds, type BenefitId } from "~/content/home";

const icons: Record<BenefitId, LucideIcon> = {
  savings: PiggyBankIcon,
  eco: LeafIcon,
  certified: BadgeCheckIcon,
};

/** Three reasons to go solar, one card each. */
export function BenefitCards({ copy }: { copy: HomeCopy["benefits"] }) {
  return (
    <Section tone="tint" aria-labelledby="benefits-heading">
      <SectionHeader
        id="benefits-heading"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {benefitIds.map((id) => {
          const Icon = icons[id];
          const benefit = copy.items[id];
          return (
            <li
              key={id}
              className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-sun-100 text-sun-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold text-navy-900">{benefit.title}</h3>
              <p className="mt-3 leading-relaxed text-navy-700">{benefit.description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
