import type { Route } from "./+types/products-services";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { ProductCard } from "~/components/products/product-card";
import { ServiceCard } from "~/components/products/service-card";
import { Section, SectionHeader } from "~/components/ui/section";
import { pages } from "~/content/pages";
import { products, productsPage, services } from "~/content/products";
import { plannerLinks } from "~/content/solar-plan-links";
import { getMeta } from "~/lib/meta";

const page = pages.productsServices;

export const meta: Route.MetaFunction = () => getMeta(page);

export default function ProductsServicesPage() {
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
          { label: productsPage.closing.primary, to: pages.quoteRequest.path },
          { label: productsPage.closing.secondary, to: pages.howItWorks.path },
        ]}
        aside={{ label: plannerLinks.products, to: pages.solarCalculator.path }}
      />
    </>
  );
}
