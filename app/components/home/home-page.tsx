import { BenefitCards } from "~/components/home/benefit-cards";
import { CallToAction } from "~/components/call-to-action";
import { CertificationBadges } from "~/components/home/certification-badges";
import { HomeHero } from "~/components/home/home-hero";
import type { ShownPage } from "~/lib/meta";
import { ProductHighlights } from "~/components/home/product-highlights";
import { ServiceTiles } from "~/components/home/service-tiles";
import { Testimonials } from "~/components/home/testimonials";
import { TopRatedServices } from "~/components/home/top-rated-services";
import { callToActionLinks } from "~/content/home";
import type { HomeCopy } from "~/content/copy/en/home";
import { useLocalePath } from "~/lib/i18n/site-context";
import type { ShownHomeLists } from "~/lib/content/shown-lists";

/**
 * The home page's content, shared by "/" and the catch-all route (spec section 2, "Home"), in
 * the language of the words its loader handed down (`copy`).
 */
export function HomePage({
  page,
  copy,
  lists,
}: {
  page: ShownPage;
  copy: HomeCopy;
  lists: ShownHomeLists;
}) {
  const to = useLocalePath();
  const band = copy.callToAction;
  return (
    <>
      <HomeHero page={page} copy={copy.hero} />
      <TopRatedServices copy={copy.topRated} />
      <BenefitCards copy={copy.benefits} />
      <ProductHighlights copy={copy.products} />
      <ServiceTiles copy={copy.services} />
      <Testimonials copy={copy.testimonials} testimonials={lists.testimonials} />
      <CallToAction
        id="call-to-action-heading"
        layout="split"
        heading={band.heading}
        text={band.text}
        actions={[
          { label: band.primary, to: to(callToActionLinks.primary) },
          { label: band.secondary, to: to(callToActionLinks.secondary) },
        ]}
        aside={{ label: band.planner, to: to(callToActionLinks.planner) }}
      />
      <CertificationBadges copy={copy.certifications} badges={lists.badges} />
    </>
  );
}
