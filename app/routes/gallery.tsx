import type { Route } from "./+types/gallery";
import { GalleryCta } from "~/components/gallery/gallery-cta";
import { ProjectGallery } from "~/components/gallery/project-gallery";
import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";

const page = pages.gallery;

// Every filtered view shares the gallery's canonical address.
export const meta: Route.MetaFunction = () => getMeta(page);

export default function GalleryPage() {
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <ProjectGallery />
      <GalleryCta />
    </>
  );
}
