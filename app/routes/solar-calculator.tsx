import { data } from "react-router";
import type { Route } from "./+types/solar-calculator";
import { PageHero } from "~/components/page-hero";
import { Island } from "~/islands/island";
import plannerIsland from "~/islands/planner.island";
import { StructuredData } from "~/components/structured-data";
import { shownPage } from "~/content/copy/pages.server";
import { solarCalculatorCopy } from "~/content/copy/solar-calculator.server";
import { untilMidnight } from "~/lib/cache-control";
import { localeOfRequest, localePath } from "~/lib/i18n/locale";
import { absoluteUrl, getMeta } from "~/lib/meta";
import { plannerUpdate } from "~/lib/planner-update";
import { requestDay } from "~/lib/request-day.server";
import { webApplication } from "~/lib/structured-data";

// Rendered per request, never prerendered (docs/decisions/005): its subsidies, deadlines and
// rates depend on the day, which the server reads once per request in Asia/Kolkata. The plan is
// worked out here for the page's HTML; the updates the browser asks for as the visitor types
// come from routes/solar-calculator-plan.ts, the same code as JSON.
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const page = shownPage(locale, "solarCalculator");
  const { today, secondsToMidnight } = requestDay(context);
  const update = plannerUpdate(new URL(request.url).searchParams, today);
  return data(
    {
      page,
      copy: solarCalculatorCopy[locale],
      ...update,
      // The plan shared from the Odia page opens the Odia page.
      locale,
      shareBase: absoluteUrl(localePath(locale, page.path)),
    },
    { headers: { "Cache-Control": untilMidnight("private", 60, secondsToMidnight) } },
  );
}

// The page's answer is for today only: never kept past midnight in Kolkata.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, max-age=0",
});

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
