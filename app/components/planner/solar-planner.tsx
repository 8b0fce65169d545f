import { useMemo } from "react";
import { useNavigation } from "react-router";
import { Container } from "~/components/ui/section";
import { pagePaths } from "~/content/pages";
import type { SolarCalculatorCopy } from "~/content/copy/en/solar-calculator";
import { useLocale, useLocalePath } from "~/lib/i18n/site-context";
import type { SolarRates } from "~/content/solar-rates";
import type { PlanInputs, SolarPlan } from "~/lib/solar-plan";
import type { PlanAssumptions as Assumptions, PlanNotice } from "~/lib/solar-plan-query";
import { PlanActions } from "./plan-actions";
import { PlanAssumptions } from "./plan-assumptions";
import { PlannerForm, plannerFormId, usePlanUpdates } from "./planner-form";
import { PlanResults } from "./plan-results";
import { plannerWords } from "./plan-words";
import { SavingsChart } from "./savings-chart";

export interface PlannerData {
  /** The planner's words in the page's language, from the loader. */
  copy: SolarCalculatorCopy;
  plan: SolarPlan;
  inputs: PlanInputs;
  assumptions: Assumptions;
  rates: SolarRates;
  notices: PlanNotice[];
  query: string;
  shareUrl: string;
  ratesAsOf: string;
}

/** The planner page below its heading: the form, the plan beside it, then the assumptions. */
export function SolarPlanner({
  copy,
  plan,
  inputs,
  assumptions,
  rates,
  notices,
  query,
  shareUrl,
  ratesAsOf,
}: PlannerData) {
  const to = useLocalePath();
  const locale = useLocale();
  const words = useMemo(() => plannerWords(copy, locale), [copy, locale]);
  const navigation = useNavigation();
  const updating =
    navigation.state === "loading" &&
    navigation.location.pathname === to(pagePaths.solarCalculator);
  const update = usePlanUpdates();
  // The assumptions' fields sit outside the form element; their changes update it too.
  const updateFromAssumptions = () =>
    update(document.getElementById(plannerFormId) as HTMLFormElement | null);

  return (
    <section aria-labelledby="planner-form-heading" className="bg-navy-50 py-12 sm:py-16">
      <Container className="grid items-start gap-8 lg:grid-cols-12">
        <PlannerForm
          copy={words.form}
          noticeWords={words.notices}
          inputs={inputs}
          notices={notices}
          className="lg:col-span-5"
        />
        <div className="grid gap-8 lg:col-span-7">
          <PlanResults
            copy={words.results}
            noticeWords={words.notices}
            plan={plan}
            inputs={inputs}
            rates={rates}
            notices={notices}
            ratesAsOf={ratesAsOf}
            updating={updating}
          >
            {plan.sizeKw > 0 ? (
              <SavingsChart
                copy={words.chart}
                years={plan.years}
                paybackYears={plan.paybackYears}
                loan={plan.loan !== null}
              />
            ) : null}
            <PlanActions copy={words.actions} query={query} shareUrl={shareUrl} />
          </PlanResults>
        </div>
        <div className="lg:col-span-12">
          <PlanAssumptions
            copy={words.assumptions}
            noticeWords={words.notices}
            assumptions={assumptions}
            rates={rates}
            notices={notices}
            onChange={updateFromAssumptions}
          />
        </div>
      </Container>
    </section>
  );
}
