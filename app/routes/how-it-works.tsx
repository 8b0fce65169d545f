import type { Route } from "./+types/how-it-works";
import { ProcessSteps } from "~/components/how-it-works/process-steps";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { pagePaths } from "~/content/pages";
import { shownPage } from "~/content/copy/pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/site-context";
import { processPage } from "~/content/process";
import { getMeta } from "~/lib/meta";

export function loader({ request }: Route.LoaderArgs) {
  return { page: shownPage(localeOfRequest(request), "howItWorks") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function HowItWorksPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const to = useLocalePath();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <ProcessSteps />
      <CallToAction
        id="process-cta-heading"
        background="tint"
        heading={processPage.closing.heading}
        text={processPage.closing.text}
        actions={[{ label: processPage.closing.cta, to: to(pagePaths.quoteRequest) }]}
      />
    </>
  );
}
