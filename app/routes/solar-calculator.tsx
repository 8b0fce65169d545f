import type { Route } from "./+types/solar-calculator";
import { PageHero } from "~/components/page-hero";
import { Island } from "~/islands/island";
import plannerIsland from "~/islands/planner.island";
import { StructuredData } from "~/components/structured-data";
import { shownPage } from "~/content/copy/pages.server";
import { solarCalculatorCopy } from "~/content/copy/solar-calculator.server";
import { localeOfRequest, localePath } from "~/lib/i18n/locale";
import type { PageHandle } from "~/lib/page-handle";
import { ratesAsOf } from "~/content/solar-rates";
import { absoluteUrl, getMeta } from "~/lib/meta";
import { computePlan } from "~/lib/solar-plan-query";
import { planSearchParams } from "~/lib/solar-plan-params";
import { webApplication } from "~/lib/structured-data";

// The server prerenders the plain URL and renders fresh when one of these is present.
export const handle: PageHandle = { searchParams: planSearchParams };

// The plan is worked out here, on the server, for the page's HTML; the updates the browser
// asks for as the visitor types come from routes/solar-calculator-plan.ts, the same code as
// JSON: the browser ships no arithmetic and no schema.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const page = shownPage(locale, "solarCalculator");
  const { plan, inputs, assumptions, rates, notices, query } = computePlan(
    new URL(request.url).searchParams,
  );
  return {
    page,
    copy: solarCalculatorCopy[locale],
    plan,
    inputs,
    assumptions,
    rates,
    notices,
    query,
    // The plan shared from the Odia page opens the Odia page.
    locale,
    shareBase: absoluteUrl(localePath(locale, page.path)),
    ratesAsOf,
  };
}

// Every plan shares the planner's canonical address.
export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function SolarCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { page, copy, ...planner } = loaderData;
  const { structuredData, ...plannerCopy } = copy;
  return (
    <>
      <StructuredData data={webApplication(page, structuredData)} />
      <PageHero heading={page.heading} intro={page.intro} />
      {/* The form, the plan, its chart and the assumptions share the plan: one island. */}
      <Island of={plannerIsland} props={{ ...planner, copy: plannerCopy }} />
    </>
  );
}
