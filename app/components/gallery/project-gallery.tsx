import { SparklesIcon } from "lucide-react";
import { Section, SectionHeader } from "~/components/ui/section";
import type { GalleryCopy } from "~/content/copy/en/gallery";
import { pagePaths } from "~/content/pages";
import { Island } from "~/islands/island";
import galleryFilterIsland from "~/islands/gallery-filter.island";
import type { GalleryFilter } from "~/lib/gallery-filter";
import type { ShownProject } from "~/lib/content/shown-gallery";
import { useLocalePath } from "~/lib/i18n/site-context";

/**
 * The filterable grid of projects. The category's slug lives in the URL (`?category=`); the
 * filter and the grid are an island, the rest is the server's HTML.
 */
export function ProjectGallery({
  copy,
  selected,
  projects,
}: {
  copy: GalleryCopy;
  selected: GalleryFilter;
  projects: ShownProject[];
}) {
  const to = useLocalePath();
  return (
    <Section aria-labelledby="gallery-heading">
      <SectionHeader
        id="gallery-heading"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        align="start"
      />
      <Island
        of={galleryFilterIsland}
        props={{
          selected,
          galleryHref: to(pagePaths.gallery),
          projects,
          copy: {
            filterLabel: copy.filterLabel,
            allLabel: copy.allLabel,
            categoryLabel: copy.categoryLabel,
            resultCount: copy.resultCount,
            empty: copy.empty,
            showAll: copy.showAll,
            categories: copy.categories,
          },
        }}
      />

      <p className="mx-auto mt-12 flex max-w-2xl items-start justify-center gap-3 rounded-2xl bg-sun-50 px-5 py-4 text-sm leading-relaxed font-medium text-navy-800 sm:items-center sm:text-base">
        <SparklesIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sun-700 sm:mt-0" />
        {copy.footerNote}
      </p>
    </Section>
  );
}
