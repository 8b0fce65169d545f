import { CircleAlert, Sun } from "lucide-react";
import type * as React from "react";
import { solarRates, type SolarRates } from "~/content/solar-rates";
import { formatRupees } from "~/lib/indian-number";
import type { PlanInputs, SolarPlan } from "~/lib/solar-plan";
import type { PlanNotice } from "~/lib/solar-plan-query";
import { cn } from "~/lib/cn";
import type { PlannerWords } from "./plan-words";
import { planSectionId } from "./planner-form";

/** One figure of the plan: what it is, the number, and how we got it. */
function Figure({
  label,
  value,
  extra,
  how,
  uncertain,
  tone = "plain",
  testId,
  className,
}: {
  label: string;
  value: React.ReactNode;
  extra?: React.ReactNode;
  how: React.ReactNode;
  /** The "Not confirmed" mark, when the figure rests on an unconfirmed rate. */
  uncertain?: string;
  tone?: "plain" | "good" | "key";
  testId: string;
  className?: string;
}) {
  return (
    <div
      data-testid={testId}
      className={cn(
        "grid content-start gap-1 rounded-xl p-4 ring-1",
        {
          plain: "bg-white ring-navy-100",
          good: "bg-leaf-50 ring-leaf-100",
          key: "bg-sun-50 ring-sun-200",
        }[tone],
        className,
      )}
    >
      <dt className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-navy-700">
        {label}
        {uncertain ? (
          <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-sun-800 ring-1 ring-sun-300">
            {uncertain}
          </span>
        ) : null}
      </dt>
      <dd className="text-2xl font-extrabold text-navy-900 tabular-nums">{value}</dd>
      {extra ? <dd className="font-semibold text-navy-800">{extra}</dd> : null}
      <dd className="mt-1 text-sm leading-relaxed text-navy-700">{how}</dd>
    </div>
  );
}

/**
 * The plan: a one-sentence answer (announced when it changes), then each figure with the
 * line that explains it. `updating` dims it while a new plan is on its way.
 */
export function PlanResults({
  copy,
  noticeWords,
  plan,
  inputs,
  rates,
  notices,
  ratesAsOf,
  updating,
  children,
}: {
  copy: PlannerWords["results"];
  noticeWords: PlannerWords["notices"];
  plan: SolarPlan;
  inputs: PlanInputs;
  rates: SolarRates;
  notices: PlanNotice[];
  ratesAsOf: string;
  updating: boolean;
  children?: React.ReactNode;
}) {
  const subsidies = plan.centralSubsidy + plan.stateSubsidy;
  const hybrid = inputs.system === "hybrid";
  return (
    <section
      id={planSectionId}
      aria-labelledby="plan-heading"
      aria-busy={updating}
      className="overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm"
    >
      <div className="bg-gradient-to-br from-navy-900 to-navy-700 px-6 py-6 text-white sm:px-8">
        <p className="flex items-center gap-2 text-sm font-bold tracking-wider text-sun-300 uppercase">
          <Sun aria-hidden="true" className="size-4" />
          {copy.eyebrow}
        </p>
        <h2 id="plan-heading" className="mt-1 text-2xl font-extrabold">
          {copy.heading}
        </h2>
        <p
          aria-live="polite"
          data-testid="plan-summary"
          className={cn(
            "mt-3 text-lg leading-relaxed text-navy-50 transition-opacity",
            updating && "opacity-60",
          )}
        >
          {copy.summary({
            sizeKw: plan.sizeKw,
            billBefore: plan.billBefore,
            billAfter: plan.billAfter,
            subsidies,
            paybackYears: plan.paybackYears,
          })}
        </p>
      </div>

      <div
        className={cn(
          "grid gap-6 p-6 transition-opacity sm:p-8 [&>*]:min-w-0",
          updating && "opacity-60",
        )}
      >
        {notices.length > 0 ? (
          <div className="rounded-xl bg-sun-50 p-4 ring-1 ring-sun-300" data-testid="plan-notices">
            <p className="flex items-center gap-2 font-semibold text-navy-900">
              <CircleAlert aria-hidden="true" className="size-4 text-sun-800" />
              {noticeWords.heading}
            </p>
            <ul className="mt-2 grid list-disc gap-1 pl-6 text-sm text-navy-800">
              {notices.map((notice) => (
                <li key={notice.field}>{noticeWords.notice(notice)}</li>
              ))}
            </ul>
          </div>
        ) : null}

        {plan.sizeKw === 0 ? (
          <p className="rounded-xl bg-navy-50 p-4 text-navy-800 ring-1 ring-navy-100">
            {plan.sizeReason === "roof"
              ? copy.noSystem.roof(plan.roofLimitKw)
              : copy.noSystem.noUse}
          </p>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <Figure
              testId="plan-size"
              tone="key"
              label={plan.sizeReason === "chosen" ? copy.size.chosenLabel : copy.size.label}
              value={copy.size.value(plan.sizeKw)}
              how={
                <>
                  {copy.size.how(plan.sizeReason, {
                    units: plan.monthlyUnits,
                    yieldPerKw: rates.yieldPerKw,
                    neededKw: plan.neededKw,
                    sizeKw: plan.sizeKw,
                    roofKw: plan.roofLimitKw,
                  })}
                  {plan.exceedsRoof ? (
                    <strong className="mt-1 block font-semibold text-red-700">
                      {copy.size.exceedsRoof(plan.roofLimitKw)}
                    </strong>
                  ) : null}
                </>
              }
            />
            <Figure
              testId="plan-bill"
              tone="good"
              label={copy.bill.label}
              value={copy.bill.value(plan.billBefore, plan.billAfter)}
              extra={copy.bill.saving(plan.monthlySaving)}
              how={
                <>
                  {copy.bill.how(rates.tariffSlabs)}
                  {plan.monthlySurplus > 0 ? (
                    <span className="mt-1 block">
                      {copy.bill.surplus(plan.monthlySurplus, rates.exportPrice)}
                    </span>
                  ) : null}
                </>
              }
            />
            <Figure
              testId="plan-generation"
              uncertain={copy.uncertainMark}
              label={copy.generation.label}
              value={copy.generation.value(plan.yearlyGeneration)}
              extra={copy.generation.coverage(plan.coverage)}
              how={copy.generation.how(
                plan.sizeKw,
                rates.yieldPerKw,
                rates.firstYearDegradation,
                rates.yearlyDegradation,
                rates.yieldPerKw !== solarRates.yieldPerKw.value,
              )}
            />
            <Figure
              testId="plan-cost"
              label={copy.cost.label}
              value={copy.cost.value(plan.cost.low, plan.cost.high)}
              how={copy.cost.how(rates.onGridCostPerKw, hybrid, rates.batteryCostPerKw)}
            />
            {plan.subsidyEligible ? (
              <>
                <Figure
                  testId="plan-central-subsidy"
                  tone="good"
                  label={copy.centralSubsidy.label}
                  value={formatRupees(plan.centralSubsidy)}
                  how={copy.centralSubsidy.how(rates.centralSubsidy)}
                />
                <Figure
                  testId="plan-state-subsidy"
                  tone="good"
                  uncertain={copy.uncertainMark}
                  label={copy.stateSubsidy.label}
                  value={formatRupees(plan.stateSubsidy)}
                  how={copy.stateSubsidy.how(rates.stateSubsidy)}
                />
              </>
            ) : (
              <Figure
                testId="plan-no-subsidy"
                label={copy.noSubsidy.label}
                value={copy.noSubsidy.value}
                how={copy.noSubsidy.how}
                className="sm:col-span-2"
              />
            )}
            <Figure
              testId="plan-net-cost"
              tone="key"
              label={copy.netCost.label}
              value={formatRupees(plan.netCost)}
              how={
                subsidies > 0
                  ? copy.netCost.how(plan.cost.mid)
                  : copy.netCost.howNoSubsidy(plan.cost.mid)
              }
            />
            {inputs.payment === "loan" ? (
              <Figure
                testId="plan-emi"
                uncertain={copy.uncertainMark}
                label={copy.loan.label}
                value={plan.loan ? copy.loan.value(plan.loan.emi) : formatRupees(0)}
                extra={copy.loan.beside(plan.monthlySaving)}
                how={
                  plan.loan
                    ? copy.loan.how(
                        plan.loan.principal,
                        inputs.loanRate,
                        inputs.loanYears,
                        plan.loan.downPayment,
                      )
                    : copy.loan.none
                }
              />
            ) : null}
            <Figure
              testId="plan-payback"
              tone="key"
              label={copy.payback.label}
              value={copy.payback.value(plan.paybackYears)}
              how={copy.payback.how(inputs.payment === "loan", rates.tariffRise)}
            />
            <Figure
              testId="plan-lifetime"
              tone="good"
              label={copy.lifetime.label}
              value={copy.lifetime.value(plan.lifetimeSavings)}
              extra={copy.lifetime.gain(plan.lifetimeGain)}
              how={copy.lifetime.how(rates.tariffRise)}
            />
            <Figure
              testId="plan-co2"
              label={copy.co2.label}
              value={copy.co2.value(plan.co2PerYearKg)}
              extra={copy.co2.lifetime(plan.co2LifetimeKg)}
              how={copy.co2.how(rates.gridEmissionFactor)}
            />
          </dl>
        )}
        {children}
        <p className="text-sm text-navy-700">{copy.ratesDate(ratesAsOf)}</p>
      </div>
    </section>
  );
}
