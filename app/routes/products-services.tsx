import type { Route } from "./+types/products-services";
import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";

const page = pages.productsServices;

export const meta: Route.MetaFunction = () => getMeta(page);

export default function ProductsServicesPage() {
  return <PageHero heading={page.heading} intro={page.intro} />;
}
