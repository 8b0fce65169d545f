import { ArrowRight, Calculator, CircleCheck, Info } from "lucide-react";
import { pagePaths } from "~/content/pages";
import type { FormsCopy } from "~/content/copy/en/forms";
import type { QuoteCopy } from "~/content/copy/en/quote";
import { type Locale, localePath } from "~/lib/i18n/locale";
import { fill } from "~/lib/i18n/fill";
import { formatRupees } from "~/lib/indian-number";
import type { QuoteEstimate } from "~/lib/quote-estimate";
import { billValue } from "./bill-value";

export interface ShownEstimate {
  estimate: QuoteEstimate;
  roofSize: number;
  monthlyBill: number;
}

/**
 * The "Preliminary Estimate" card beside the form: the spec's placeholder until a request
 * has been sent, then the server's estimate for it. Sticky beside the form on wide screens.
 */
export function EstimateCard({
  shown,
  copy: { estimateCard: copy, nextSteps },
  fields,
  locale,
}: {
  shown: ShownEstimate | undefined;
  copy: Pick<QuoteCopy, "estimateCard" | "nextSteps">;
  /** The sliders' words, to say the estimate's basis as they show it. */
  fields: Pick<FormsCopy["quote"], "roofSize" | "monthlyBill">;
  locale: Locale;
}) {
  const valid = shown ? shown.estimate.sizeKw > 0 : false;
  return (
    <aside aria-labelledby="estimate-heading" className="grid gap-6" data-testid="estimate-card">
      <div className="overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm">
        <div className="flex items-center gap-4 bg-gradient-to-br from-navy-900 to-navy-700 px-6 py-5 text-white">
          <span className="flex size-12 items-center justify-center rounded-xl bg-sun-500 text-navy-950">
            <Calculator aria-hidden="true" className="size-6" />
          </span>
          <h2 id="estimate-heading" className="text-xl font-extrabold">
            {copy.heading}
          </h2>
        </div>
        <div aria-live="polite" className="p-6">
          {!shown ? (
            <p className="leading-relaxed text-navy-700">{copy.placeholder}</p>
          ) : (
            <div className="grid gap-5">
              <div>
                <p className="text-sm font-semibold tracking-wide text-navy-700 uppercase">
                  {copy.recommendationLabel}
                </p>
                <p
                  data-testid="estimate-recommendation"
                  className={
                    valid
                      ? "mt-1 text-3xl font-extrabold text-navy-900"
                      : "mt-1 font-semibold text-red-700"
                  }
                >
                  {valid
                    ? fill(copy.recommendation, { size: shown.estimate.sizeKw.toFixed(1) })
                    : copy.invalid}
                </p>
              </div>
              <div className="rounded-xl bg-sun-50 p-4 ring-1 ring-sun-200">
                <p className="text-sm font-semibold tracking-wide text-sun-800 uppercase">
                  {copy.priceLabel}
                </p>
                <p
                  data-testid="estimate-price"
                  className="mt-1 text-3xl font-extrabold text-navy-900 tabular-nums"
                >
                  {valid ? shown.estimate.priceEstimate : copy.priceNotAvailable}
                </p>
                {valid && shown.estimate.basis === "planner-rupees" && shown.estimate.rupees ? (
                  <p data-testid="estimate-net-cost" className="mt-1 text-sm text-navy-700">
                    {fill(copy.afterSubsidies, {
                      netCost: formatRupees(shown.estimate.rupees.netCost),
                      subsidies: formatRupees(shown.estimate.rupees.subsidies),
                    })}
                  </p>
                ) : null}
              </div>
              <p className="text-sm text-navy-700">
                {fill(copy.basis, {
                  roof: fill(fields.roofSize.value, { value: shown.roofSize }),
                  bill: billValue(
                    fields.monthlyBill.value,
                    shown.monthlyBill,
                    shown.estimate.basis,
                  ),
                })}
              </p>
              <p className="flex gap-2 border-t border-navy-100 pt-4 text-sm leading-relaxed text-navy-700">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-700" />
                {copy.pricesVary}
              </p>
            </div>
          )}
        </div>
        <a
          href={localePath(locale, pagePaths.solarCalculator)}
          className="flex items-center justify-between gap-3 border-t border-navy-100 bg-sun-50 px-6 py-4 font-semibold text-navy-900 hover:bg-sun-100"
        >
          {copy.plannerLink}
          <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
        </a>
      </div>

      <div className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-bold text-navy-900">{nextSteps.heading}</h2>
        <ol className="mt-4 grid gap-3">
          {nextSteps.steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-navy-700">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-navy-50 text-sm font-bold text-navy-800">
                {index + 1}
              </span>
              <span className="pt-0.5 leading-snug">{step}</span>
            </li>
          ))}
        </ol>
        <p className="mt-5 flex gap-2 text-sm font-medium text-leaf-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {nextSteps.promise}
        </p>
      </div>
    </aside>
  );
}
