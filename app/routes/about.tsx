import type { Route } from "./+types/about";
import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";

const page = pages.about;

export const meta: Route.MetaFunction = () => getMeta(page);

export default function AboutPage() {
  return <PageHero heading={page.heading} intro={page.intro} />;
}
