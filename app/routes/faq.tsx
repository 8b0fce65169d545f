import type { Route } from "./+types/faq";
import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";

const page = pages.faq;

export const meta: Route.MetaFunction = () => getMeta(page);

export default function FaqPage() {
  return <PageHero heading={page.heading} intro={page.intro} />;
}
