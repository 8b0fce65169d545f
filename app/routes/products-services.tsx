import type { Route } from "./+types/products-services";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { ProductCard } from "~/components/products/product-card";
import { ServiceCard } from "~/components/products/service-card";
import { Section, SectionHeader } from "~/components/ui/section";
import { pagePaths } from "~/content/pages";
import { shownPage } from "~/content/copy/pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/site-context";
import { products, productsPage, services } from "~/content/products";
import { plannerLinks } from "~/content/solar-plan-links";
import { getMeta } from "~/lib/meta";

export function loader({ request }: Route.LoaderArgs) {
  return { page: shownPage(localeOfRequest(request), "productsServices") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function ProductsServicesPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const to = useLocalePath();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <Section aria-labelledby="products-heading">
        <SectionHeader id="products-heading" {...productsPage.products} />
        <div className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index === 0} />
          ))}
        </div>
      </Section>
      <Section tone="tint" aria-labelledby="services-heading">
        <SectionHeader id="services-heading" {...productsPage.services} />
        <div className="mx-auto mt-12 grid max-w-5xl gap-8 md:grid-cols-2">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
      </Section>
      <CallToAction
        id="products-closing-heading"
        layout="split"
        background="warm"
        heading={productsPage.closing.heading}
        text={productsPage.closing.text}
        actions={[
          { label: productsPage.closing.primary, to: to(pagePaths.quoteRequest) },
          { label: productsPage.closing.secondary, to: to(pagePaths.howItWorks) },
        ]}
        aside={{ label: plannerLinks.products, to: to(pagePaths.solarCalculator) }}
      />
    </>
  );
}
