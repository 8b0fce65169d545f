import type { Route } from "./+types/quote-request";
import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";

const page = pages.quoteRequest;

export const meta: Route.MetaFunction = () => getMeta(page);

export default function QuoteRequestPage() {
  return <PageHero heading={page.heading} intro={page.intro} />;
}
