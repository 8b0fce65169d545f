import { data, useSearchParams } from "react-router";
import { cacheControl } from "~/lib/cache-control";
import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { quotePrivacyNoticeSlot } from "~/components/quote/quote-form";
import { privacyNoticeCopy } from "~/content/copy/privacy-notice.server";
import { formNotice } from "~/lib/privacy/notice-words.server";
import type { Route } from "./+types/quote-request";
import type { PageHandle } from "~/lib/page-handle";
import { useIslandToastWords } from "~/components/layout/toaster";
import { PageHero } from "~/components/page-hero";
import { Container } from "~/components/ui/section";
import type { QuoteSent } from "~/components/quote/quote-request";
import { Island } from "~/islands/island";
import quoteRequestIsland from "~/islands/quote-request.island";
import { formsCopy } from "~/content/copy/forms.server";
import { shownPage } from "~/content/copy/pages.server";
import { quoteCopy } from "~/content/copy/quote.server";
import { surveyCopy } from "~/content/copy/survey.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { defaultQuoteProduct, quoteProductIds } from "~/lib/leads/quote-products";
import { quoteAction } from "~/lib/leads/form-actions.server";
import type { SubmissionResult } from "~/lib/leads/submission";
import { answerPage } from "~/lib/leads/submission.server";
import { getMeta } from "~/lib/meta";
import { quotePlanParam } from "~/lib/quote-plan-param";
import { requestDay } from "~/lib/request-day.server";
import { computePlanFromText } from "~/lib/solar-plan-query";
import { referralParam } from "~/lib/referral-param";
import { referralCopy } from "~/content/copy/referrals.server";
import { fill } from "~/lib/i18n/fill";

// The server prerenders the plain URL and renders fresh when one of these is present. The form,
// its sliders and the estimate card are one island (docs/decisions/009-islands.md): the page
// sends no router.
// A referral link (issue 36) brings ?ref=…: the page says who recommends us (a first name only,
// and only when its owner agreed) and the form carries the link on.
export const handle: PageHandle = { searchParams: ["product", quotePlanParam, referralParam] };

// A visitor sent here by the savings planner brings its inputs (?plan=…): the plan is worked
// out again here, shown beside the form and sent with it.
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const token = new URL(request.url).searchParams.get(referralParam);
  const referrer = token ? await context.referrals?.open(token) : undefined;
  const banner = referralCopy[locale].banner;
  const referral =
    token && referrer
      ? {
          token,
          says: referrer.firstName
            ? fill(banner.named, { name: referrer.firstName })
            : banner.anonymous,
        }
      : null;
  const page = shownPage(locale, "quoteRequest");
  const { estimateCard, nextSteps, planCard } = quoteCopy[locale];
  const { quote, person, requiredMark, optional, honeypotLabel, privacyLink, failed, invalid } =
    formsCopy[locale];
  const words = {
    page,
    copy: { estimateCard, nextSteps, planCard, surveyOffer: surveyCopy[locale].offer },
    forms: { quote, person, requiredMark, optional, honeypotLabel, privacyLink, failed, invalid },
    consentWords: privacyNoticeCopy[locale].consents,
    notice: formNotice(locale, "quote"),
    referral,
  };
  const carried = computePlanFromText(
    new URL(request.url).searchParams.get(quotePlanParam),
    requestDay(context).today,
  );
  // A referral link's page is never kept: once its link is renewed it shows nobody's name.
  const init = token ? { headers: { "Cache-Control": cacheControl.never } } : undefined;
  if (!carried) return data({ ...words, carriedPlan: null }, init);
  const { plan, inputs, query } = carried;
  return data(
    {
      ...words,
      carriedPlan: {
        query,
        system: inputs.system,
        roofAreaM2: plan.roofAreaM2,
        monthlyBill: inputs.basis === "bill" ? inputs.monthlyBill : plan.billBefore.total,
        sizeKw: plan.sizeKw,
        netCost: plan.netCost,
        subsidies: plan.subsidyTotal,
        monthlySaving: plan.monthlySaving,
        paybackYears: plan.paybackYears,
      },
    },
    init,
  );
}

/** The layout's headers, with the loader's own Cache-Control when it names one. */
export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const merged = new Headers(parentHeaders);
  const cache = loaderHeaders.get("Cache-Control");
  if (cache) merged.set("Cache-Control", cache);
  return merged;
};

// A post without JavaScript; with it, the form posts the same action's JSON twin (/forms/quote).
export async function action(args: Route.ActionArgs) {
  return answerPage(await quoteAction(args));
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function QuoteRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, copy, forms, consentWords, notice } = loaderData;
  // ?product= (from the Products page) pre-selects the product; anything else, "not sure".
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("product");
  const { carriedPlan, referral } = loaderData;
  const toasts = useIslandToastWords();
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
      {referral ? (
        <div className="bg-navy-50 pt-8">
          <Container>
            <p
              data-testid="referral-banner"
              className="rounded-xl border-2 border-leaf-600 bg-white p-4 font-semibold text-navy-900"
            >
              {referral.says}
            </p>
          </Container>
        </div>
      ) : null}
      <Island
        of={quoteRequestIsland}
        props={{
          locale: page.locale,
          copy,
          words: forms,
          toasts,
          documentResult: (actionData as SubmissionResult<QuoteSent> | undefined) ?? null,
          initialProduct,
          carriedPlan,
          consentWords,
          referralToken: referral?.token ?? null,
        }}
        slots={{ [quotePrivacyNoticeSlot]: <PrivacyNotice notice={notice} /> }}
      />
    </>
  );
}
