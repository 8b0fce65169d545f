import { Section, SectionHeader } from "~/components/ui/section";
import { certificationBadges, certificationsSection } from "~/content/home";

/** The five certification and approval logos. */
export function CertificationBadges() {
  return (
    <Section aria-labelledby="certifications-heading">
      <SectionHeader
        id="certifications-heading"
        eyebrow={certificationsSection.eyebrow}
        heading={certificationsSection.heading}
        intro={certificationsSection.intro}
      />
      <ul className="mt-12 flex flex-wrap justify-center gap-4 sm:gap-6">
        {certificationBadges.map((badge) => (
          <li key={badge.src}>
            <img
              src={badge.src}
              alt={badge.alt}
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
