import type { Route } from "./+types/gallery";
import type { PageHandle } from "~/lib/page-handle";
import { CallToAction } from "~/components/call-to-action";
import { ProjectGallery } from "~/components/gallery/project-gallery";
import { PageHero } from "~/components/page-hero";
import { galleryCopy } from "~/content/copy/en/gallery";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";

const page = pages.gallery;

// Every filtered view shares the gallery's canonical address.
export const meta: Route.MetaFunction = () => getMeta(page);

export const handle: PageHandle = { searchParams: ["category"] };

export default function GalleryPage() {
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <ProjectGallery />
      <CallToAction
        id="gallery-cta-heading"
        background="tint"
        heading={galleryCopy.cta.heading}
        text={galleryCopy.cta.text}
        actions={[
          { label: galleryCopy.cta.quote, to: pages.quoteRequest.path },
          { label: galleryCopy.cta.contact, to: pages.contact.path },
        ]}
      />
    </>
  );
}
