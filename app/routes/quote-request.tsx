import { useSearchParams } from "react-router";
import type { Route } from "./+types/quote-request";
import type { PageHandle } from "~/lib/page-handle";
import { PageHero } from "~/components/page-hero";
import { QuoteRequest } from "~/components/quote/quote-request";
import { pages } from "~/content/pages";
import { estimateSystem } from "~/lib/estimate";
import { defaultQuoteProduct, quoteProductIds } from "~/lib/leads/quote-products";
import { quoteSchema } from "~/lib/leads/schemas";
import { submitThroughServer } from "~/lib/leads/submission";
import { readSubmission, storeLead } from "~/lib/leads/submission.server";
import { getMeta } from "~/lib/meta";

const page = pages.quoteRequest;

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readSubmission(request, quoteSchema);
  if (submission.outcome === "invalid") return submission.response;
  const { roofSize, monthlyBill } = submission.data;
  // The server's estimate is the one stored and shown.
  const estimate = estimateSystem({ roofSize, monthlyBill });
  if (!submission.bot) {
    const stored = await storeLead(context.leads, "quote", (leads) =>
      leads.saveQuote({ ...submission.data, estimate }),
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

export const meta: Route.MetaFunction = () => getMeta(page);

export const handle: PageHandle = { searchParams: ["product"] };

export default function QuoteRequestPage() {
  // ?product= (from the Products page) pre-selects the product; anything else, "not sure".
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("product");
  const initialProduct = quoteProductIds.find((id) => id === requested) ?? defaultQuoteProduct;

  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <QuoteRequest initialProduct={initialProduct} />
    </>
  );
}
