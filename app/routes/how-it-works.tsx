import type { Route } from "./+types/how-it-works";
import { ProcessSteps } from "~/components/how-it-works/process-steps";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { processPage } from "~/content/process";
import { getMeta } from "~/lib/meta";

const page = pages.howItWorks;

export const meta: Route.MetaFunction = () => getMeta(page);

export default function HowItWorksPage() {
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <ProcessSteps />
      <CallToAction
        id="process-cta-heading"
        background="tint"
        heading={processPage.closing.heading}
        text={processPage.closing.text}
        actions={[{ label: processPage.closing.cta, to: pages.quoteRequest.path }]}
      />
    </>
  );
}
