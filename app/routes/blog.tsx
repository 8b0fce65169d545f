import type { Route } from "./+types/blog";
import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";

const page = pages.blog;

export const meta: Route.MetaFunction = () => getMeta(page);

export default function BlogPage() {
  return <PageHero heading={page.heading} intro={page.intro} />;
}
