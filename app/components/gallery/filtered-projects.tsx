import { ImagesIcon } from "lucide-react";
import { useState } from "react";
import { CategoryFilter } from "~/components/gallery/category-filter";
import { ProjectCard } from "~/components/gallery/project-card";
import { buttonVariants } from "~/components/ui/button";
import type { GalleryCopy } from "~/content/copy/en/gallery";
import type { ShownProject } from "~/lib/content/shown-gallery";
import { fill } from "~/lib/i18n/fill";
import { categoryParam, filterProjects, type GalleryFilter } from "~/lib/gallery-filter";

/** The words the filter and the cards show (a slice of the gallery's copy). */
export type FilteredProjectsCopy = Pick<
  GalleryCopy,
  "filterLabel" | "allLabel" | "categoryLabel" | "resultCount" | "empty" | "showAll" | "categories"
>;

/** Puts the category's slug in the address in place: no new page, no history entry, no scroll. */
function showInAddress(category: GalleryFilter) {
  const url = new URL(window.location.href);
  const value = categoryParam(category);
  if (value) url.searchParams.set("category", value);
  else url.searchParams.delete("category");
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The gallery's filter and the projects it shows (an island). It starts from the category the
 * server read from `?category=`; a choice then changes the grid and the address in place.
 * Without JavaScript the filter is a GET form and the "show all" link a link, so the server
 * renders each filtered page itself.
 */
export function FilteredProjects({
  selected: initial,
  galleryHref,
  projects: all,
  copy,
}: {
  /** The category the address named, as the server understood it. */
  selected: GalleryFilter;
  /** The gallery's own address, in the page's language (the "show all" link). */
  galleryHref: string;
  /** The published projects in the page's language, in gallery order. */
  projects: ShownProject[];
  copy: FilteredProjectsCopy;
}) {
  const [selected, setSelected] = useState(initial);
  const projects = filterProjects(all, selected);

  function select(category: GalleryFilter) {
    setSelected(category);
    showInAddress(category);
  }

  return (
    <>
      <div className="mt-8">
        <CategoryFilter
          selected={selected}
          onSelect={select}
          copy={copy}
          status={fill(projects.length === 1 ? copy.resultCount.one : copy.resultCount.other, {
            count: projects.length,
          })}
        />
      </div>

      {projects.length > 0 ? (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {projects.map((project, index) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                copy={copy}
                // The first photo (the largest paint on a phone) loads at once; the rest as they
                // come near the view: at once on a wide screen, and on a phone no longer ahead
                // of the first.
                loading={index === 0 ? "first" : "lazy"}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-10 flex flex-col items-center rounded-2xl border-2 border-dashed border-navy-200 bg-navy-50 px-6 py-16 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-white text-navy-700 shadow-sm">
            <ImagesIcon aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-5 max-w-md text-lg font-semibold text-balance text-navy-900">
            {copy.empty}
          </p>
          <a
            href={galleryHref}
            onClick={(event) => {
              // A new tab or window is the browser's business.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              if (event.altKey) return;
              event.preventDefault();
              select("all");
            }}
            className={buttonVariants({ variant: "outline", className: "mt-6" })}
          >
            {copy.showAll}
          </a>
        </div>
      )}
    </>
  );
}
