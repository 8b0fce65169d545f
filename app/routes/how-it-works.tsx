import type { Route } from "./+types/how-it-works";
import { ProcessSteps } from "~/components/how-it-works/process-steps";
import { QuoteCallToAction } from "~/components/how-it-works/quote-call-to-action";
import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";

const page = pages.howItWorks;

export const meta: Route.MetaFunction = () => getMeta(page);

export default function HowItWorksPage() {
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <ProcessSteps />
      <QuoteCallToAction />
    </>
  );
}
