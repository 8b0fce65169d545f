import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Container } from "~/components/ui/section";
import { pagePaths } from "~/content/pages";
import type { SolarCalculatorCopy } from "~/content/copy/en/solar-calculator";
import { localePath, type Locale } from "~/lib/i18n/locale";
import type { PlanUpdate } from "~/lib/planner-update";
import { PlanActions } from "./plan-actions";
import { PlanAssumptions } from "./plan-assumptions";
import { planQueryFromForm } from "./plan-form-query";
import { PlannerForm, plannerFormId } from "./planner-form";
import { PlanResults } from "./plan-results";
import { plannerWords } from "./plan-words";
import { SavingsChart } from "./savings-chart";

export type { PlanUpdate };

/** Where the browser asks for a plan as the visitor types (routes/solar-calculator-plan.ts). */
export const planEndpoint = "/solar-calculator/plan.json";

/** The planner island's props: plain JSON, from the page's loader. */
export interface PlannerProps extends PlanUpdate {
  locale: Locale;
  /** The planner's words in the page's language (all but its structured data). */
  copy: Omit<SolarCalculatorCopy, "structuredData">;
  /** The page's absolute address in its language; a shared plan adds its query. */
  shareBase: string;
}

/** How long typing may pause before the plan follows. */
const typingPauseMs = 350;

/**
 * Sends the form's plan to the address bar (replacing the entry, keeping the scroll) and asks
 * the server for that plan; a newer request cancels an older one. A pause in typing sends
 * it; so does a choice.
 */
function usePlanUpdates(pagePath: string, onPlan: (update: PlanUpdate) => void) {
  const [updating, setUpdating] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );
  const update = useCallback(
    (form: HTMLFormElement | null, delay = typingPauseMs) => {
      window.clearTimeout(timer.current);
      if (!form) return;
      timer.current = window.setTimeout(() => {
        const query = planQueryFromForm(form);
        const search = query ? `?${query}` : "";
        window.history.replaceState(window.history.state, "", `${pagePath}${search}`);
        request.current?.abort();
        const controller = new AbortController();
        request.current = controller;
        setUpdating(true);
        fetch(`${planEndpoint}${search}`, { signal: controller.signal })
          .then((response) => {
            if (!response.ok) throw new Error(`plan: ${response.status}`);
            return response.json() as Promise<PlanUpdate>;
          })
          .then((next) => {
            if (request.current !== controller) return;
            onPlan(next);
            setUpdating(false);
          })
          .catch(() => {
            // Superseded, or offline: the address already holds the plan, so a reload shows it.
            if (request.current === controller) setUpdating(false);
          });
      }, delay);
    },
    [pagePath, onPlan],
  );
  return { update, updating };
}

/** The planner page below its heading: the form, the plan beside it, then the assumptions. */
export function SolarPlanner({ locale, copy, shareBase, ...initial }: PlannerProps) {
  const [current, setCurrent] = useState<PlanUpdate>(initial);
  const { plan, inputs, query } = current;
  const words = useMemo(() => plannerWords(copy, locale), [copy, locale]);
  const { update, updating } = usePlanUpdates(
    localePath(locale, pagePaths.solarCalculator),
    setCurrent,
  );
  // The assumptions' fields sit outside the form element; their changes update it too.
  const updateFromAssumptions = () =>
    update(document.getElementById(plannerFormId) as HTMLFormElement | null);

  return (
    <section aria-labelledby="planner-form-heading" className="bg-navy-50 py-12 sm:py-16">
      <Container className="grid items-start gap-8 lg:grid-cols-12">
        <PlannerForm
          locale={locale}
          copy={words.form}
          errorWords={words.errors}
          form={current.form}
          errors={current.errors}
          loanRates={current.loanRates}
          onUpdate={update}
          className="lg:col-span-5"
        />
        <div className="grid gap-8 lg:col-span-7">
          <PlanResults
            copy={words.results}
            errorWords={words.errors}
            update={current}
            updating={updating}
          >
            {plan && inputs && plan.sizeKw > 0 ? (
              <>
                <SavingsChart
                  copy={words.chart}
                  years={plan.years}
                  paybackYears={plan.paybackYears}
                  loan={plan.loan !== null}
                />
                <PlanActions
                  locale={locale}
                  copy={words.actions}
                  query={query}
                  shareUrl={`${shareBase}?${query}`}
                />
              </>
            ) : null}
          </PlanResults>
        </div>
        <div className="lg:col-span-12">
          <PlanAssumptions
            copy={words.assumptions}
            errorWords={words.errors}
            update={current}
            onChange={updateFromAssumptions}
          />
        </div>
      </Container>
    </section>
  );
}
