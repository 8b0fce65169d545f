import { BadgeCheckIcon, LeafIcon, PiggyBankIcon, type LucideIcon } from "lucide-react";
import { Section, SectionHeader } from "~/components/ui/section";
import { benefits, benefitsSection, type BenefitId } from "~/content/home";

const icons: Record<BenefitId, LucideIcon> = {
  savings: PiggyBankIcon,
  eco: LeafIcon,
  certified: BadgeCheckIcon,
};

/** Three reasons to go solar, one card each. */
export function BenefitCards() {
  return (
    <Section tone="tint" aria-labelledby="benefits-heading">
      <SectionHeader
        id="benefits-heading"
        eyebrow={benefitsSection.eyebrow}
        heading={benefitsSection.heading}
        intro={benefitsSection.intro}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {benefits.map((benefit) => {
          const Icon = icons[benefit.id];
          return (
            <li
              key={benefit.id}
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
