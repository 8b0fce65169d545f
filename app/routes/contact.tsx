import type { Route } from "./+types/contact";
import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";

const page = pages.contact;

export const meta: Route.MetaFunction = () => getMeta(page);

export default function ContactPage() {
  return <PageHero heading={page.heading} intro={page.intro} />;
}
