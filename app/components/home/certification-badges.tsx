import { Section, SectionHeader } from "~/components/ui/section";
import type { HomeCopy } from "~/content/copy/en/home";
import { certificationBadges } from "~/content/home";

/** The five certification and approval logos. */
export function CertificationBadges({ copy }: { copy: HomeCopy["certifications"] }) {
  return (
    <Section aria-labelledby="certifications-heading">
      <SectionHeader
        id="certifications-heading"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
      />
      <ul className="mt-12 flex flex-wrap justify-center gap-4 sm:gap-6">
        {certificationBadges.map((badge) => (
          <li key={badge.id}>
            <img
              src={badge.src}
              alt={copy.badgeAlts[badge.id]}
              width={badge.width}
              height={badge.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-40"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
