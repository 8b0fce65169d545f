import { type GalleryCategoryId, galleryCategoryIds } from "~/content/gallery";

// The gallery's category filter: which projects a category shows, and which category a
// `?category=` value means. The page reads the value from its URL, so links can be shared.

export const allCategories = "all";

export type GalleryFilter = GalleryCategoryId | typeof allCategories;

/**
 * The English labels that were the URL's values before categories had slugs. Frozen here, not
 * read from the copy, so links shared back then keep working whatever the labels become.
 */
const legacyLabels: Record<string, GalleryCategoryId> = {
  residential: "residential",
  commercial: "commercial",
  "installation process": "installation-process",
  "before & after": "before-after",
  industrial: "industrial",
  testimonials: "testimonials",
  "battery systems": "battery-systems",
};

/**
 * The category a `?category=` value names: its slug, or the English label an older link
 * carries, either in any case. Anything else (missing, unknown) means All.
 */
export function parseCategory(value: string | null | undefined): GalleryFilter {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return allCategories;
  return (
    galleryCategoryIds.find((id) => id === wanted) ??
    (Object.hasOwn(legacyLabels, wanted) ? legacyLabels[wanted] : undefined) ??
    allCategories
  );
}

/** The projects of one category, in their gallery order; All shows every project. */
export function filterProjects<Project extends { categoryId: string }>(
  projects: readonly Project[],
  category: GalleryFilter,
): Project[] {
  if (category === allCategories) return [...projects];
  return projects.filter((project) => project.categoryId === category);
}

/** The query string value for a category; All has none. */
export function categoryParam(category: GalleryFilter): string | undefined {
  return category === allCategories ? undefined : category;
}
