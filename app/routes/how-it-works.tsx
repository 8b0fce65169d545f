import type { Route } from "./+types/how-it-works";
import { ProcessSteps } from "~/components/how-it-works/process-steps";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { pagePaths } from "~/content/pages";
import { shownPage } from "~/content/copy/pages.server";
import { processCopy } from "~/content/copy/process.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/site-context";
import { getMeta } from "~/lib/meta";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { page: shownPage(locale, "howItWorks"), copy: processCopy[locale] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function HowItWorksPage({ loaderData }: Route.ComponentProps) {
  const { page, copy } = loaderData;
  const to = useLocalePath();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <ProcessSteps copy={copy} />
      <CallToAction
        id="process-cta-heading"
        background="tint"
        heading={copy.closing.heading}
        text={copy.closing.text}
        actions={[{ label: copy.closing.cta, to: to(pagePaths.quoteRequest) }]}
      />
    </>
  );
}
