import type { Route } from "./+types/products-services";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { ProductCard } from "~/components/products/product-card";
import { ServiceCard } from "~/components/products/service-card";
import { Section, SectionHeader } from "~/components/ui/section";
import { pagePaths } from "~/content/pages";
import { shownPage } from "~/content/copy/pages.server";
import { productsCopy } from "~/content/copy/products.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/site-context";
import { products, serviceIds } from "~/content/products";
import { getMeta } from "~/lib/meta";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { page: shownPage(locale, "productsServices"), copy: productsCopy[locale] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function ProductsServicesPage({ loaderData }: Route.ComponentProps) {
  const { page, copy } = loaderData;
  const to = useLocalePath();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <Section aria-labelledby="products-heading">
        <SectionHeader id="products-heading" {...copy.products} />
        <div className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              words={copy.productItems[product.id]}
              requestQuote={copy.requestQuote}
              linkSubject={copy.linkSubject}
              eager={index === 0}
            />
          ))}
        </div>
      </Section>
      <Section tone="tint" aria-labelledby="services-heading">
        <SectionHeader id="services-heading" {...copy.services} />
        <div className="mx-auto mt-12 grid max-w-5xl gap-8 md:grid-cols-2">
          {serviceIds.map((id) => (
            <ServiceCard
              key={id}
              id={id}
              words={copy.serviceItems[id]}
              inquire={copy.inquire}
              linkSubject={copy.linkSubject}
            />
          ))}
        </div>
      </Section>
      <CallToAction
        id="products-closing-heading"
        layout="split"
        background="warm"
        heading={copy.closing.heading}
        text={copy.closing.text}
        actions={[
          { label: copy.closing.primary, to: to(pagePaths.quoteRequest) },
          { label: copy.closing.secondary, to: to(pagePaths.howItWorks) },
        ]}
        aside={{ label: copy.plannerLink, to: to(pagePaths.solarCalculator) }}
      />
    </>
  );
}
