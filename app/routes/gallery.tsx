import type { Route } from "./+types/gallery";
import type { PageHandle } from "~/lib/page-handle";
import { CallToAction } from "~/components/call-to-action";
import { ProjectGallery } from "~/components/gallery/project-gallery";
import { PageHero } from "~/components/page-hero";
import { galleryCopy } from "~/content/copy/en/gallery";
import { pagePaths } from "~/content/pages";
import { shownPage } from "~/content/copy/pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/site-context";
import { getMeta } from "~/lib/meta";

// Every filtered view shares the gallery's canonical address.
export function loader({ request }: Route.LoaderArgs) {
  return { page: shownPage(localeOfRequest(request), "gallery") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export const handle: PageHandle = { searchParams: ["category"] };

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const to = useLocalePath();
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
          { label: galleryCopy.cta.quote, to: to(pagePaths.quoteRequest) },
          { label: galleryCopy.cta.contact, to: to(pagePaths.contact) },
        ]}
      />
    </>
  );
}
