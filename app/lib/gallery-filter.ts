import { galleryCategories, type GalleryCategory } from "~/content/gallery";

// The gallery's category filter: which projects a category shows, and which category a
// `?category=` value means. The page reads the value from its URL, so links can be shared.

export const allCategories = "All";

export type GalleryFilter = GalleryCategory | typeof allCategories;

/** The category a `?category=` value names; anything else (missing, unknown) means All. */
export function parseCategory(value: string | null | undefined): GalleryFilter {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return allCategories;
  return galleryCategories.find((category) => category.toLowerCase() === wanted) ?? allCategories;
}

/** The projects of one category, in their gallery order; All shows every project. */
export function filterProjects<Project extends { category: GalleryCategory }>(
  projects: readonly Project[],
  category: GalleryFilter,
): Project[] {
  if (category === allCategories) return [...projects];
  return projects.filter((project) => project.category === category);
}

/** The query string value for a category; All has none. */
export function categoryParam(category: GalleryFilter): string | undefined {
  return category === allCategories ? undefined : category;
}
