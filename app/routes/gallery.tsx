import type { Route } from "./+types/gallery";
import type { PageHandle } from "~/lib/page-handle";
import { CallToAction } from "~/components/call-to-action";
import { ProjectGallery } from "~/components/gallery/project-gallery";
import { PageHero } from "~/components/page-hero";
import { galleryCopy } from "~/content/copy/gallery.server";
import { shownPage } from "~/content/copy/pages.server";
import { pagePaths } from "~/content/pages";
import { parseCategory } from "~/lib/gallery-filter";
import { shownGallery } from "~/lib/content/shown-gallery";
import { localeOfRequest } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/site-context";
import { getMeta } from "~/lib/meta";

// Every filtered view shares the gallery's canonical address.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  // The filter the address names (a slug, an older label, or nothing: All).
  const selected = parseCategory(new URL(request.url).searchParams.get("category"));
  return {
    page: shownPage(locale, "gallery"),
    copy: galleryCopy[locale],
    selected,
    projects: shownGallery(locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export const handle: PageHandle = { searchParams: ["category"] };

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { page, copy, selected, projects } = loaderData;
  const to = useLocalePath();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <ProjectGallery copy={copy} selected={selected} projects={projects} />
      <CallToAction
        id="gallery-cta-heading"
        background="tint"
        heading={copy.cta.heading}
        text={copy.cta.text}
        actions={[
          { label: copy.cta.quote, to: to(pagePaths.quoteRequest) },
          { label: copy.cta.contact, to: to(pagePaths.contact) },
        ]}
      />
    </>
  );
}
