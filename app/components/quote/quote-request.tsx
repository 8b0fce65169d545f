import { useCallback, useRef } from "react";
import { useFormsCopy } from "~/components/leads/forms-copy";
import { useLeadForm } from "~/components/leads/use-lead-form";
import { Container } from "~/components/ui/section";
import type { QuoteCopy } from "~/content/copy/en/quote";
import type { QuoteProductId } from "~/lib/leads/quote-products";
import { toast } from "~/lib/toast";
import { type CarriedPlan, CarriedPlanCard } from "./carried-plan-card";
import { EstimateCard, type ShownEstimate } from "./estimate-card";
import { QuoteForm } from "./quote-form";

/** What the quote action answers on success: the estimate the server computed. */
export type QuoteSent = { shown: ShownEstimate };

/** The form on the left, the sticky estimate card on the right (one column on phones). */
export function QuoteRequest({
  copy,
  initialProduct,
  carriedPlan,
}: {
  /** The page's words beside the form (the form's own come from FormsCopyProvider). */
  copy: QuoteCopy;
  initialProduct: QuoteProductId;
  /** The savings plan the visitor brought from the planner, if any. */
  carriedPlan: CarriedPlan | null;
}) {
  const cardRef = useRef<HTMLDivElement>(null);
  const { success } = useFormsCopy().quote;
  const onSent = useCallback(() => {
    toast(success);
    // On a phone the card sits below the form: bring the new estimate into view.
    requestAnimationFrame(() => {
      const card = cardRef.current;
      if (!card || card.getBoundingClientRect().top < window.innerHeight) return;
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      card.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
    });
  }, [success]);
  const form = useLeadForm<QuoteSent>({
    name: "quote",
    onSent,
  });
  // The card changes from its placeholder to the estimate of the latest request sent.
  const shown: ShownEstimate | undefined = form.lastSent?.shown;

  return (
    <section aria-labelledby="quote-form-heading" className="bg-navy-50 py-16 sm:py-24">
      <Container className="grid items-start gap-8 lg:grid-cols-12">
        <div className="grid gap-6 lg:col-span-7 xl:col-span-8">
          {carriedPlan ? <CarriedPlanCard plan={carriedPlan} copy={copy.planCard} /> : null}
          <QuoteForm form={form} initialProduct={initialProduct} carriedPlan={carriedPlan} />
        </div>
        <div ref={cardRef} className="lg:sticky lg:top-24 lg:col-span-5 xl:col-span-4">
          <EstimateCard shown={shown} copy={copy} />
        </div>
      </Container>
    </section>
  );
}
