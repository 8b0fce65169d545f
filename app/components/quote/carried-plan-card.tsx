import { CircleCheck, Sun } from "lucide-react";
import { pagePaths } from "~/content/pages";
import { type Locale, localePath } from "~/lib/i18n/locale";
import type { QuoteCopy } from "~/content/copy/en/quote";
import { fill } from "~/lib/i18n/fill";
import { formatNumber as n, formatRupees as rupees } from "~/lib/indian-number";
import type { SystemType } from "~/lib/solar-plan";

/** What the quote page needs of a plan the visitor brought from the planner. */
export interface CarriedPlan {
  /** The plan's inputs as the planner's query string: sent with the request. */
  query: string;
  system: SystemType;
  roofAreaM2: number;
  /** The monthly bill the plan starts from, in rupees (as typed, or from the units typed). */
  monthlyBill: number;
  sizeKw: number;
  netCost: number;
  subsidies: number;
  monthlySaving: number;
  paybackYears: number | null;
}

/** The plan's lines as the card lists them. */
export function planLines(plan: CarriedPlan, copy: QuoteCopy["planCard"]): string[] {
  return [
    fill(copy.size, { size: n(plan.sizeKw, 1) }),
    plan.subsidies > 0
      ? fill(copy.netCost, { netCost: rupees(plan.netCost), subsidies: rupees(plan.subsidies) })
      : fill(copy.netCostNoSubsidy, { netCost: rupees(plan.netCost) }),
    fill(copy.monthlySaving, { saving: rupees(plan.monthlySaving) }),
    plan.paybackYears === null
      ? copy.paybackNever
      : fill(copy.payback, { years: n(plan.paybackYears, 1) }),
  ];
}

/** The plan the request will carry, above the form, with the way back to change it. */
export function CarriedPlanCard({
  plan,
  copy,
  locale,
}: {
  plan: CarriedPlan;
  copy: QuoteCopy["planCard"];
  locale: Locale;
}) {
  return (
    <section
      aria-labelledby="carried-plan-heading"
      data-testid="carried-plan"
      className="rounded-2xl border border-sun-200 bg-sun-50 p-6 shadow-sm"
    >
      <h2
        id="carried-plan-heading"
        className="flex items-center gap-2 text-lg font-extrabold text-navy-900"
      >
        <Sun aria-hidden="true" className="size-5 text-sun-700" />
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-navy-700">{copy.intro}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {planLines(plan, copy).map((line) => (
          <li key={line} className="flex gap-2 font-semibold text-navy-900">
            <CircleCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-leaf-700" />
            {line}
          </li>
        ))}
      </ul>
      <a
        href={`${localePath(locale, pagePaths.solarCalculator)}?${plan.query}`}
        className="mt-4 inline-block font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
      >
        {copy.change}
      </a>
    </section>
  );
}
