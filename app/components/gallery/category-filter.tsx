import type { GalleryCopy } from "~/content/copy/en/gallery";
import { galleryCategoryIds } from "~/content/gallery";
import { allCategories, type GalleryFilter } from "~/lib/gallery-filter";
import { cn } from "~/lib/cn";

const filters: GalleryFilter[] = [allCategories, ...galleryCategoryIds];

/**
 * Toggle buttons, one per category. They are submit buttons of a GET form, so without
 * JavaScript (or before hydration) they load `?category=<slug>` and the server filters; once
 * the page is interactive, `onSelect` changes the URL in place instead.
 */
export function CategoryFilter({
  selected,
  onSelect,
  status,
  copy,
}: {
  copy: Pick<GalleryCopy, "filterLabel" | "allLabel" | "categories">;
  selected: GalleryFilter;
  onSelect: (category: GalleryFilter) => void;
  /** The result count, announced when it changes. */
  status: string;
}) {
  return (
    <form
      method="get"
      className="flex flex-col gap-5 border-b border-navy-100 pb-8 lg:flex-row lg:items-end lg:justify-between"
    >
      <div role="group" aria-labelledby="gallery-filter-label">
        <p id="gallery-filter-label" className="text-sm font-bold text-navy-900">
          {copy.filterLabel}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {filters.map((category) => {
            const pressed = category === selected;
            return (
              <button
                key={category}
                type="submit"
                // "All" sends no value, so its URL has no category.
                name={category === allCategories ? undefined : "category"}
                value={category === allCategories ? undefined : category}
                aria-pressed={pressed}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(category);
                }}
                className={cn(
                  "inline-flex h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
                  pressed
                    ? "border-navy-800 bg-navy-800 text-white shadow-sm"
                    : "border-navy-200 bg-white text-navy-800 hover:border-navy-300 hover:bg-navy-50",
                )}
              >
                {category === allCategories ? copy.allLabel : copy.categories[category]}
              </button>
            );
          })}
        </div>
      </div>
      <p
        role="status"
        className="shrink-0 text-sm font-semibold text-navy-700 lg:flex lg:h-11 lg:items-center"
      >
        {status}
      </p>
    </form>
  );
}
