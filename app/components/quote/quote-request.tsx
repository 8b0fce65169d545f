import { useRef } from "react";
import type { ConsentWords } from "~/components/privacy/consent-choices";
import { ToastArea, type ToastWords } from "~/components/layout/toaster";
import { useLeadForm } from "~/components/leads/use-lead-form";
import { Container } from "~/components/ui/section";
import type { PersonFormWords } from "~/components/leads/forms-copy";
import type { QuoteCopy } from "~/content/copy/en/quote";
import type { SurveyCopy } from "~/content/copy/en/survey";
import type { Locale } from "~/lib/i18n/locale";
import type { QuoteProductId } from "~/lib/leads/quote-products";
import type { SubmissionResult } from "~/lib/leads/submission";
import { toast } from "~/lib/toast";
import { type CarriedPlan, CarriedPlanCard } from "./carried-plan-card";
import { EstimateCard, type ShownEstimate } from "./estimate-card";
import { QuoteForm } from "./quote-form";
import { SurveyOfferCard } from "./survey-offer-card";

/**
 * What the quote action answers on success: the estimate the server computed, and the private
 * link to book the free site survey.
 */
export type QuoteSent = { shown: ShownEstimate; surveyPath?: string };

/** The forms' words the quote form says (a slice of the forms' copy: the island's props). */
export type QuoteFormWords = PersonFormWords<"quote">;

export interface QuoteRequestProps {
  locale: Locale;
  /** The page's words beside the form: the estimate card, next steps, the plan card. */
  copy: Pick<QuoteCopy, "estimateCard" | "nextSteps" | "planCard"> & {
    surveyOffer: SurveyCopy["offer"];
  };
  /** The form's own words. */
  words: QuoteFormWords;
  /** The opt-ins' words. */
  consentWords: ConsentWords;
  /** The words of the notification area the form brings with it. */
  toasts: ToastWords;
  /** The page's answer to a post sent without JavaScript. */
  documentResult: SubmissionResult<QuoteSent> | null;
  initialProduct: QuoteProductId;
  /** The savings plan the visitor brought from the planner, if any. */
  carriedPlan: CarriedPlan | null;
  /** The referral link the visitor came through (issue 36), carried on with the form. */
  referralToken?: string | null;
}

/** The form on the left, the sticky estimate card on the right (one column on phones). */
export function QuoteRequest({
  locale,
  copy,
  words,
  consentWords,
  toasts,
  documentResult,
  initialProduct,
  carriedPlan,
  referralToken,
}: QuoteRequestProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  const form = useLeadForm<QuoteSent>({
    name: "quote",
    locale,
    words,
    documentResult,
    onSent: () => {
      toast(words.quote.success);
      // On a phone the card sits below the form: bring the new estimate into view.
      requestAnimationFrame(() => {
        const card = cardRef.current;
        if (!card || card.getBoundingClientRect().top < window.innerHeight) return;
        const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        card.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
      });
    },
  });
  // The card changes from its placeholder to the estimate of the latest request sent.
  const shown: ShownEstimate | undefined = form.lastSent?.shown;
  const surveyPath = form.lastSent?.surveyPath;

  return (
    <section aria-labelledby="quote-form-heading" className="bg-navy-50 py-16 sm:py-24">
      <Container className="grid items-start gap-8 lg:grid-cols-12">
        <div className="grid gap-6 lg:col-span-7 xl:col-span-8">
          {carriedPlan ? (
            <CarriedPlanCard plan={carriedPlan} copy={copy.planCard} locale={locale} />
          ) : null}
          <QuoteForm
            form={form}
            words={words}
            locale={locale}
            initialProduct={initialProduct}
            carriedPlan={carriedPlan}
            consentWords={consentWords}
            referralToken={referralToken}
          />
        </div>
        <div ref={cardRef} className="grid gap-6 lg:sticky lg:top-24 lg:col-span-5 xl:col-span-4">
          {surveyPath ? <SurveyOfferCard href={surveyPath} copy={copy.surveyOffer} /> : null}
          <EstimateCard shown={shown} copy={copy} fields={words.quote} locale={locale} />
        </div>
      </Container>
      <ToastArea words={toasts} />
    </section>
  );
}
