import { BenefitCards } from "~/components/home/benefit-cards";
import { CallToAction } from "~/components/call-to-action";
import { CertificationBadges } from "~/components/home/certification-badges";
import { HomeHero } from "~/components/home/home-hero";
import type { ShownPage } from "~/lib/meta";
import { ProductHighlights } from "~/components/home/product-highlights";
import { ServiceTiles } from "~/components/home/service-tiles";
import { Testimonials } from "~/components/home/testimonials";
import { TopRatedServices } from "~/components/home/top-rated-services";
import { callToAction } from "~/content/home";

/** The home page's content, shared by "/" and the catch-all route (spec section 2, "Home"). */
export function HomePage({ page }: { page: ShownPage }) {
  return (
    <>
      <HomeHero page={page} />
      <TopRatedServices />
      <BenefitCards />
      <ProductHighlights />
      <ServiceTiles />
      <Testimonials />
      <CallToAction
        id="call-to-action-heading"
        layout="split"
        heading={callToAction.heading}
        text={callToAction.text}
        actions={[callToAction.primary, callToAction.secondary]}
        aside={callToAction.planner}
      />
      <CertificationBadges />
    </>
  );
}
