import { ImagesIcon, SparklesIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { CategoryFilter } from "~/components/gallery/category-filter";
import { ProjectCard } from "~/components/gallery/project-card";
import { buttonVariants } from "~/components/ui/button";
import { Section, SectionHeader } from "~/components/ui/section";
import type { GalleryCopy } from "~/content/copy/en/gallery";
import { galleryProjects } from "~/content/gallery";
import { pagePaths } from "~/content/pages";
import { fill } from "~/lib/i18n/fill";
import { useLocalePath } from "~/lib/i18n/site-context";
import {
  categoryParam,
  filterProjects,
  type GalleryFilter,
  parseCategory,
} from "~/lib/gallery-filter";

/** The first row of photos loads at once, the rest as they scroll into view. */
const eagerCount = 4;

/** The filterable grid of projects. The category's slug lives in the URL (`?category=`). */
export function ProjectGallery({ copy }: { copy: GalleryCopy }) {
  const to = useLocalePath();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = parseCategory(searchParams.get("category"));
  const projects = filterProjects(galleryProjects, selected);

  function select(category: GalleryFilter) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        const value = categoryParam(category);
        if (value) next.set("category", value);
        else next.delete("category");
        return next;
      },
      { preventScrollReset: true, replace: true },
    );
  }

  return (
    <Section aria-labelledby="gallery-heading">
      <SectionHeader
        id="gallery-heading"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        align="start"
      />
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
                loading={index === 0 ? "first" : index < eagerCount ? "eager" : "lazy"}
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
          <Link
            to={to(pagePaths.gallery)}
            preventScrollReset
            replace
            className={buttonVariants({ variant: "outline", className: "mt-6" })}
          >
            {copy.showAll}
          </Link>
        </div>
      )}

      <p className="mx-auto mt-12 flex max-w-2xl items-start justify-center gap-3 rounded-2xl bg-sun-50 px-5 py-4 text-sm leading-relaxed font-medium text-navy-800 sm:items-center sm:text-base">
        <SparklesIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sun-700 sm:mt-0" />
        {copy.footerNote}
      </p>
    </Section>
  );
}
