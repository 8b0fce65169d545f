import { PhotoImg } from "~/components/photo-img";
import { Section, SectionHeader } from "~/components/ui/section";
import type { HomeCopy } from "~/content/copy/en/home";
import type { ShownBadge } from "~/lib/content/shown-lists";

/**
 * The certification and approval badges (the spec's five, as the content desk publishes them):
 * each a mark with no words in it and its words beside it in the page's language. The mark's
 * alt text says the badge in full, so a screen reader hears it once, not the short words again.
 */
export function CertificationBadges({
  copy,
  badges,
}: {
  copy: HomeCopy["certifications"];
  badges: ShownBadge[];
}) {
  return (
    <Section aria-labelledby="certifications-heading">
      <SectionHeader
        id="certifications-heading"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
      />
      <ul className="mt-12 flex flex-wrap justify-center gap-4 sm:gap-6">
        {badges.map((badge) => (
          <li
            key={badge.id}
            className="flex min-h-20 max-w-full min-w-40 items-center gap-2 rounded-xl border-2 border-navy-900 bg-white py-1 pr-4 pl-1 text-navy-900"
          >
            <PhotoImg
              photo={badge.logo}
              sizes="4.5rem"
              alt={badge.alt}
              loading="lazy"
              decoding="async"
              className="size-[4.5rem] shrink-0 object-contain"
            />
            <p aria-hidden="true" className="min-w-0 leading-tight">
              <span className="block text-lg font-bold">{badge.name}</span>
              <span className="block text-xs">{badge.detail}</span>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
