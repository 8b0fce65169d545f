import { MapPinIcon } from "lucide-react";
import { PhotoImg } from "~/components/photo-img";
import type { GalleryCopy } from "~/content/copy/en/gallery";
import type { GalleryCategoryId } from "~/content/gallery";
import type { ShownProject } from "~/lib/content/shown-gallery";

/** The card's width in the grid: a column of one, two, three or four (filtered-projects). */
const cardSizes =
  "(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** One installation: its photo, title, place and category. */
export function ProjectCard({
  project,
  loading,
  copy,
}: {
  copy: Pick<GalleryCopy, "categoryLabel" | "categories">;
  project: ShownProject;
  /** "first" is the likely largest paint on a phone; "eager" is the rest of the first row. */
  loading: "first" | "lazy";
}) {
  const { title, location, summary, alt, photo, size, installed } = project;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm transition-shadow duration-300 hover:shadow-md">
      <div className="aspect-[4/3] overflow-hidden bg-navy-50">
        <PhotoImg
          photo={photo}
          sizes={cardSizes}
          alt={alt}
          loading={loading === "first" ? "eager" : "lazy"}
          fetchPriority={loading === "first" ? "high" : undefined}
          decoding={loading === "first" ? undefined : "async"}
          className="size-full object-cover transition-transform duration-500 ease-out motion-safe:group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg leading-snug font-bold text-navy-900">{title}</h3>
        <p className="mt-1.5 flex items-center gap-1.5 text-sm font-semibold text-navy-700">
          <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-sun-700" />
          {location}
        </p>
        <p className="mt-3 text-sm leading-relaxed text-navy-700">{summary}</p>
        {(size || installed) && (
          <p className="mt-3 text-sm font-semibold text-navy-800">
            {[size, installed].filter(Boolean).join(" · ")}
          </p>
        )}
      </div>
      {/* After the title in reading order, over the photo on screen. */}
      <p className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-navy-800 shadow-sm ring-1 ring-navy-900/5">
        <span className="sr-only">{copy.categoryLabel} </span>
        {copy.categories[project.categoryId as GalleryCategoryId] ?? project.categoryId}
      </p>
    </article>
  );
}
