import { pagePaths } from "~/content/pages";
import { formatNumber, formatRupees } from "~/lib/indian-number";
import type { QuotePlan } from "./quote-plan-record";

const rupeesOr = (value: number | null, none: string) =>
  value === null ? none : formatRupees(value);

/** Where the planner shows this plan again (a path on the site). */
export const quotePlanPath = (plan: Pick<QuotePlan, "planQuery">) =>
  `${pagePaths.solarCalculator}?${plan.planQuery}`;

/**
 * The savings plan a quote request carries, as lines for the company (the notification
 * e-mail, the inbox), none without a plan: the figures the visitor saw.
 */
export function quotePlanSummary(plan: Partial<QuotePlan>): string[] {
  if (!plan.planQuery) return [];
  const p = plan as QuotePlan;
  const usage =
    p.planBasis === "bill"
      ? `bill ${formatRupees(p.planBillEntered)} a month`
      : `${formatNumber(p.planUnitsEntered)} units a month`;
  const who =
    p.planCategory === "society"
      ? `a housing society of ${formatNumber(p.planHouses ?? 0)} houses`
      : p.planCategory === "business"
        ? "a business or institution"
        : "a home";
  return [
    `For: ${who}; worked out for ${p.planDay ?? "the day it was sent"} (rates checked ${p.planRatesAsOf})`,
    `Use: ${usage} (${formatNumber(p.planMonthlyUnits)} units, ${formatRupees(p.planBillBefore)} a month)`,
    `Roof: ${formatNumber(p.planRoofArea, 1)} ${p.planRoofUnit === "sqft" ? "sq ft" : "m²"} (holds about ${formatNumber(p.planRoofLimitKw, 1)} kW)`,
    `System: ${formatNumber(p.planSizeKw, 1)} kW ${p.planSystem}${p.planChosenKw === null ? " (recommended)" : " (chosen by the visitor)"}`,
    `Generation: ${formatNumber(p.planYearlyGeneration)} kWh a year, ${formatNumber(p.planCoverage * 100)}% of use`,
    `Bill: ${formatRupees(p.planBillBefore)} → ${formatRupees(p.planBillAfter)} a month (saves ${formatRupees(p.planMonthlySaving)})`,
    `Cost: ${formatRupees(p.planCostLow)} – ${formatRupees(p.planCostHigh)}; central subsidy ${formatRupees(p.planCentralSubsidy)}; Odisha top-up ${formatRupees(p.planStateSubsidy)}; net ${formatRupees(p.planNetCost)}`,
    `Payment: ${p.planPayment}${
      p.planPayment === "loan"
        ? ` (own payment ${rupeesOr(p.planOwnPayment, "none")}; ${formatRupees(p.planLoanPrincipal ?? 0)} at ${formatNumber(p.planLoanRate ?? 0, 2)}% for ${formatNumber(p.planLoanYears ?? 0)} years, EMI ${rupeesOr(p.planEmi, "none")}, ${rupeesOr(p.planEmiAfterSubsidy, "none")} once the subsidy prepays it)`
        : ""
    }`,
    `Payback: ${p.planPaybackYears === null ? "more than 25 years" : `${formatNumber(p.planPaybackYears, 1)} years`}; 25-year savings ${formatRupees(p.planLifetimeSavings)}`,
    `Assumptions: yield ${formatNumber(p.planYieldPerKw)} kWh/kW/yr, tariff rise ${formatNumber(p.planTariffRise, 1)}%/yr, fixed charges ${formatRupees(p.planFixedCharge)} a month, export ₹${formatNumber(p.planExportPrice, 2)}/unit`,
  ];
}

/** The plan as lines of the notification e-mail, with the link that shows it again. */
export function quotePlanEmailLines(plan: Partial<QuotePlan>, siteUrl: string): string[] {
  const summary = quotePlanSummary(plan);
  if (!summary.length) return [];
  return [
    "Savings plan from the website's planner (worked out again by the server):",
    ...summary.map((line) => `  ${line}`),
    `  See it: ${siteUrl.replace(/\/$/, "")}${quotePlanPath(plan as QuotePlan)}`,
    "",
  ];
}
