import { CalendarClock, CircleAlert, Sun } from "lucide-react";
import type * as React from "react";
import type { RateKey, SolarRates } from "~/content/solar-rates";
import { formatRupees } from "~/lib/indian-number";
import type { CustomerCategory } from "~/lib/planner-rules/category";
import type { PlanUpdate } from "~/lib/planner-update";
import type { PlanInputs, SolarPlan } from "~/lib/solar-plan";
import type { FieldError } from "~/lib/solar-plan-query";
import { cn } from "~/lib/cn";
import type { PlannerWords } from "./plan-words";
import { fieldIds, planSectionId } from "./planner-form";

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
  tone?: "plain" | "good" | "key" | "muted";
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
          muted: "bg-navy-50 ring-navy-100",
        }[tone],
        className,
      )}
    >
      <dt className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-navy-700">
        {label}
        {uncertain ? <Mark>{uncertain}</Mark> : null}
      </dt>
      <dd className="text-2xl font-extrabold text-navy-900 tabular-nums">{value}</dd>
      {extra ? <dd className="font-semibold text-navy-800">{extra}</dd> : null}
      <dd className="mt-1 text-sm leading-relaxed text-navy-700">{how}</dd>
    </div>
  );
}

/** A small mark beside a figure: "Not confirmed", "Possibly out of date". */
export function Mark({ children }: { children: React.ReactNode }) {
  return (
    <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-sun-800 ring-1 ring-sun-300">
      {children}
    </span>
  );
}

/** The rules that matter to a customer's plan: what "possibly out of date" lists. */
export function rulesFor(category: CustomerCategory): (key: RateKey) => boolean {
  const notFor: Record<CustomerCategory, RateKey[]> = {
    home: ["generalPurposeTariff", "centralSubsidySociety"],
    society: ["generalPurposeTariff", "centralSubsidyHome", "stateSubsidyHome"],
    business: ["domesticTariff", "centralSubsidyHome", "stateSubsidyHome", "centralSubsidySociety"],
  };
  return (key) => !notFor[category].includes(key);
}

/** What the day changes: the schemes' deadline or end, and figures past their review. */
function Today({
  copy,
  day,
  category,
  schemes,
  overdue,
}: {
  copy: PlannerWords["results"]["today"];
  day: string;
  category: CustomerCategory;
  schemes: PlanUpdate["schemes"];
  overdue: RateKey[];
}) {
  const society = category === "society";
  const schemeNote =
    category === "business"
      ? copy.business
      : schemes.ended
        ? copy.ended(society, schemes.endsOn)
        : copy.open(society, schemes.endsOn, schemes.daysLeft);
  return (
    <div className="grid gap-3" data-testid="plan-today">
      <p
        data-testid="plan-schemes"
        className={cn(
          "flex gap-2 rounded-xl p-4 text-sm leading-relaxed ring-1",
          schemes.ended && category !== "business"
            ? "bg-red-50 text-navy-900 ring-red-200"
            : "bg-sun-50 text-navy-900 ring-sun-200",
        )}
      >
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sun-800" />
        <span>{schemeNote}</span>
      </p>
      {overdue.length > 0 ? (
        <div
          data-testid="plan-stale"
          className="rounded-xl bg-sun-50 p-4 text-sm leading-relaxed text-navy-900 ring-1 ring-sun-300"
        >
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert aria-hidden="true" className="size-4 text-sun-800" />
            {copy.staleHeading}
          </p>
          <p className="mt-1">{copy.stale(overdue)}</p>
        </div>
      ) : null}
      <p className="text-sm text-navy-700" data-testid="plan-day">
        {copy.day(day)}
      </p>
    </div>
  );
}

/** The fields the server could not use, each linking to its field. */
function ErrorSummary({ copy, errors }: { copy: PlannerWords["errors"]; errors: FieldError[] }) {
  return (
    <div
      className="rounded-xl bg-red-50 p-4 ring-1 ring-red-200"
      data-testid="plan-errors"
      role="alert"
    >
      <p className="flex items-center gap-2 font-semibold text-navy-900">
        <CircleAlert aria-hidden="true" className="size-4 text-red-700" />
        {copy.heading}
      </p>
      <p className="mt-1 text-sm text-navy-800">{copy.intro}</p>
      <ul className="mt-2 grid list-disc gap-1 pl-6 text-sm text-navy-800">
        {errors.map((error) => (
          <li key={error.field}>
            <a
              href={`#${fieldIds[error.field]}`}
              className="underline underline-offset-2 hover:text-navy-600"
            >
              {copy.message(error)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Subsidies({
  copy,
  uncertainMark,
  plan,
  inputs,
  rates,
}: {
  copy: PlannerWords["results"]["subsidies"];
  uncertainMark: string;
  plan: SolarPlan;
  inputs: PlanInputs;
  rates: SolarRates;
}) {
  const { counted, ended } = plan.subsidies;
  if (inputs.category === "business") {
    return (
      <Figure
        testId="plan-no-subsidy"
        tone="muted"
        label={copy.business.label}
        value={copy.business.value}
        how={copy.business.how}
        className="sm:col-span-2"
      />
    );
  }
  if (counted.length === 0 && ended[0]) {
    return (
      <Figure
        testId="plan-subsidies-ended"
        tone="muted"
        label={copy.ended.label}
        value={copy.ended.value}
        how={copy.ended.how(ended[0].endedOn)}
        className="sm:col-span-2"
      />
    );
  }
  if (!plan.subsidyEligible) {
    return (
      <Figure
        testId="plan-no-subsidy"
        tone="muted"
        label={copy.hybridNone.label}
        value={copy.hybridNone.value}
        how={copy.hybridNone.how}
        className="sm:col-span-2"
      />
    );
  }
  return (
    <>
      {counted.map((line) => {
        const endsOn = line.endsOn ?? "";
        if (line.scheme === "centralHome") {
          return (
            <Figure
              key={line.scheme}
              testId="plan-central-subsidy"
              tone="good"
              label={copy.centralHome.label}
              value={formatRupees(line.amount)}
              how={copy.centralHome.how(rates.centralSubsidyHome, endsOn)}
            />
          );
        }
        if (line.scheme === "stateHome") {
          return (
            <Figure
              key={line.scheme}
              testId="plan-state-subsidy"
              tone="good"
              uncertain={uncertainMark}
              label={copy.stateHome.label}
              value={formatRupees(line.amount)}
              how={copy.stateHome.how(rates.stateSubsidyHome, endsOn)}
            />
          );
        }
        return (
          <Figure
            key={line.scheme}
            testId="plan-society-subsidy"
            tone="good"
            label={copy.centralSociety.label}
            value={formatRupees(line.amount)}
            how={copy.centralSociety.how(rates.centralSubsidySociety, inputs.houses ?? 0, endsOn)}
            className="sm:col-span-2"
          />
        );
      })}
    </>
  );
}

/**
 * The plan: a one-sentence answer (announced when it changes), what the day changes, then
 * each figure with the line that explains it. `updating` dims it while a new plan is on its way.
 */
export function PlanResults({
  copy,
  errorWords,
  update,
  updating,
  children,
}: {
  copy: PlannerWords["results"];
  errorWords: PlannerWords["errors"];
  update: PlanUpdate;
  updating: boolean;
  children?: React.ReactNode;
}) {
  const { plan, inputs, rates, errors, day, schemes, rules, form } = update;
  const category = inputs?.category ?? form.checked.category;
  const overdue = rules
    .filter((rule) => rule.overdue)
    .map((rule) => rule.key)
    .filter(rulesFor(category));
  const hybrid = inputs?.system === "hybrid";
  return (
    // On a phone the plan starts below the first screen: `content-visibility: auto` lets the
    // browser skip laying it out until it comes near the view (it stays in the accessibility
    // tree, the page's search and its #plan link). Its 160 elements of Odia text were the
    // largest part of the layout in the task that ends the page's parsing (issue 38,
    // docs/decisions/019-blank-page-baseline.md). 3,600 px is its height on a phone, so the
    // scroll bar does not jump when it is laid out.
    <section
      id={planSectionId}
      aria-labelledby="plan-heading"
      aria-busy={updating}
      className="overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm [contain-intrinsic-size:auto_3600px] [content-visibility:auto]"
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
          {plan
            ? copy.summary({
                sizeKw: plan.sizeKw,
                billBefore: plan.billBefore.total,
                billAfter: plan.billAfter.total,
                subsidies: plan.subsidyTotal,
                paybackYears: plan.paybackYears,
              })
            : copy.waiting}
        </p>
      </div>

      <div
        className={cn(
          "grid gap-6 p-6 transition-opacity sm:p-8 [&>*]:min-w-0",
          updating && "opacity-60",
        )}
      >
        {errors.length > 0 ? <ErrorSummary copy={errorWords} errors={errors} /> : null}
        <Today
          copy={copy.today}
          day={day}
          category={category}
          schemes={schemes}
          overdue={overdue}
        />

        {!plan || !inputs ? null : plan.sizeKw === 0 ? (
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
              uncertain={copy.uncertainMark}
              label={copy.bill.label}
              value={copy.bill.value(plan.billBefore.total, plan.billAfter.total)}
              extra={copy.bill.saving(plan.monthlySaving)}
              how={
                <>
                  <span className="block" data-testid="plan-bill-parts">
                    {copy.bill.parts(plan.billAfter)}
                  </span>
                  <span className="mt-1 block">
                    {copy.bill.how(plan.tariff.slabs, plan.tariff.tariffClass, inputs.ownTariff)}
                  </span>
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
                rates.yieldPerKw !== Number(form.defaults.yieldPerKw),
              )}
            />
            <Figure
              testId="plan-cost"
              label={copy.cost.label}
              value={copy.cost.value(plan.cost.low, plan.cost.high)}
              how={copy.cost.how(rates.installedCost, hybrid, rates.batteryCostPerKw)}
            />
            <Subsidies
              copy={copy.subsidies}
              uncertainMark={copy.uncertainMark}
              plan={plan}
              inputs={inputs}
              rates={rates}
            />
            <Figure
              testId="plan-net-cost"
              tone="key"
              label={copy.netCost.label}
              value={formatRupees(plan.netCost)}
              how={
                plan.subsidyTotal > 0
                  ? copy.netCost.how(plan.cost.mid)
                  : copy.netCost.howNoSubsidy(plan.cost.mid)
              }
            />
            {plan.loan ? (
              <Figure
                testId="plan-emi"
                uncertain={copy.uncertainMark}
                label={copy.loan.label}
                value={copy.loan.value(plan.loan.emi)}
                extra={copy.loan.beside(plan.monthlySaving)}
                how={copy.loan
                  .how(plan.loan, plan.cost.mid, plan.subsidyTotal, inputs.category === "home")
                  .map((line) => (
                    <span key={line} className="mt-1 block first:mt-0">
                      {line}
                    </span>
                  ))}
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
        <p className="text-sm text-navy-700">{copy.disclaimer}</p>
      </div>
    </section>
  );
}
