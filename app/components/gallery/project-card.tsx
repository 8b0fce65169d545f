import { MapPinIcon } from "lucide-react";
import type { GalleryCopy } from "~/content/copy/en/gallery";
import type { GalleryProject } from "~/content/gallery";

/** One installation: its photo, title, place and category. */
export function ProjectCard({
  project,
  loading,
  copy,
}: {
  copy: Pick<GalleryCopy, "categoryLabel" | "categories" | "projects">;
  project: GalleryProject;
  /** "first" is the likely largest paint on a phone; "eager" is the rest of the first row. */
  loading: "first" | "lazy";
}) {
  const { title, location, summary } = copy.projects[project.id];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm transition-shadow duration-300 hover:shadow-md">
      <div className="aspect-[4/3] overflow-hidden bg-navy-50">
        <img
          src={project.src}
          alt={title}
          width={project.width}
          height={project.height}
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
      </div>
      {/* After the title in reading order, over the photo on screen. */}
      <p className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-navy-800 shadow-sm ring-1 ring-navy-900/5">
        <span className="sr-only">{copy.categoryLabel} </span>
        {copy.categories[project.categoryId]}
      </p>
    </article>
  );
}
