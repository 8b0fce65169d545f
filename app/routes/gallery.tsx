import type { Route } from "./+types/gallery";
import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";

const page = pages.gallery;

export const meta: Route.MetaFunction = () => getMeta(page);

export default function GalleryPage() {
  return <PageHero heading={page.heading} intro={page.intro} />;
}
