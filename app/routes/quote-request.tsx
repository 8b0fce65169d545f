import { useSearchParams } from "react-router";
import type { Route } from "./+types/quote-request";
import type { PageHandle } from "~/lib/page-handle";
import { FormsCopyProvider } from "~/components/leads/forms-copy";
import { PageHero } from "~/components/page-hero";
import { QuoteRequest } from "~/components/quote/quote-request";
import { formsCopy } from "~/content/copy/forms.server";
import { shownPage } from "~/content/copy/pages.server";
import { quoteCopy } from "~/content/copy/quote.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { estimateSystem } from "~/lib/estimate";
import { defaultQuoteProduct, quoteProductIds } from "~/lib/leads/quote-products";
import { quoteSchema } from "~/lib/leads/schemas";
import { submitThroughServer } from "~/lib/leads/submission";
import { readSubmission, storeLead } from "~/lib/leads/submission.server";
import { getMeta } from "~/lib/meta";
import { keepDataAfterPosts } from "~/lib/revalidation";
import { toQuotePlan } from "~/lib/leads/quote-plan-record";
import { quotePlanParam } from "~/lib/quote-plan-param";
import { computePlanFromText } from "~/lib/solar-plan-query";

// The server prerenders the plain URL and renders fresh when one of these is present.
// Until its widgets are islands (issue 12), React Router hydrates this page whole.
export const handle: PageHandle = { searchParams: ["product", quotePlanParam], hydrate: true };

// A visitor sent here by the savings planner brings its inputs (?plan=…): the plan is worked
// out again here, shown beside the form and sent with it.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const page = shownPage(locale, "quoteRequest");
  const words = { page, copy: quoteCopy[locale], forms: formsCopy[locale] };
  const carried = computePlanFromText(new URL(request.url).searchParams.get(quotePlanParam));
  if (!carried) return { ...words, carriedPlan: null };
  const { plan, inputs, query } = carried;
  return {
    ...words,
    carriedPlan: {
      query,
      system: inputs.system,
      roofAreaM2: plan.roofAreaM2,
      sizeKw: plan.sizeKw,
      netCost: plan.netCost,
      subsidies: plan.centralSubsidy + plan.stateSubsidy,
      monthlySaving: plan.monthlySaving,
      paybackYears: plan.paybackYears,
    },
  };
}

// The loader reads only ?plan=: sending the quote never changes what it returns, so a post
// (which may have failed) is not followed by a reload of the page's data.
export const shouldRevalidate = keepDataAfterPosts;

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readSubmission(request, quoteSchema);
  if (submission.outcome === "invalid") return submission.response;
  const { roofSize, monthlyBill } = submission.data;
  // The server's estimate is the one stored and shown.
  const estimate = estimateSystem({ roofSize, monthlyBill });
  // A plan from the planner travels as its inputs only; its figures are worked out again.
  const carried = computePlanFromText(submission.values[quotePlanParam]);
  const plan = carried ? toQuotePlan(carried) : undefined;
  if (!submission.bot) {
    const stored = await storeLead(context.leads, "quote", (leads) =>
      leads.saveQuote({ ...submission.data, estimate, plan }),
    );
    if ("failure" in stored) return stored.failure;
  }
  // Without JavaScript the answering page shows the form again as it was sent.
  return {
    status: "sent" as const,
    shown: { estimate, roofSize, monthlyBill },
    values: submission.values,
  };
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitThroughServer(serverAction);
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function QuoteRequestPage({ loaderData }: Route.ComponentProps) {
  const { page, copy, forms } = loaderData;
  // ?product= (from the Products page) pre-selects the product; anything else, "not sure".
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("product");
  const { carriedPlan } = loaderData;
  const planProduct = carriedPlan
    ? carriedPlan.system === "hybrid"
      ? "batteries"
      : "solar-panels"
    : undefined;
  const initialProduct =
    quoteProductIds.find((id) => id === requested) ?? planProduct ?? defaultQuoteProduct;

  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <FormsCopyProvider value={forms}>
        <QuoteRequest copy={copy} initialProduct={initialProduct} carriedPlan={carriedPlan} />
      </FormsCopyProvider>
    </>
  );
}
