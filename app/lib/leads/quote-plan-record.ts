import { ratesAsOf } from "~/content/solar-rates";
import type { ComputedPlan } from "~/lib/solar-plan-query";

// A savings plan as stored with a quote request (db/migrations/0003-quote-plan.ts): the
// visitor's inputs and the server's results, as numbers, one column each, so the company
// sees exactly what the visitor saw and can sort and sum them in a spreadsheet.

/** The plan's fields of a quote lead, in the order an export lists them. */
export const quotePlanFields = [
  "planQuery",
  "planRatesAsOf",
  "planBasis",
  "planBillEntered",
  "planUnitsEntered",
  "planRoofArea",
  "planRoofUnit",
  "planSystem",
  "planPayment",
  "planLoanRate",
  "planLoanYears",
  "planChosenKw",
  "planYieldPerKw",
  "planTariffRise",
  "planFixedCharge",
  "planExportPrice",
  "planBatteryCostPerKw",
  "planHybridSubsidised",
  "planMonthlyUnits",
  "planSizeKw",
  "planRoofLimitKw",
  "planYearlyGeneration",
  "planCoverage",
  "planBillBefore",
  "planBillAfter",
  "planMonthlySaving",
  "planCostLow",
  "planCostHigh",
  "planCentralSubsidy",
  "planStateSubsidy",
  "planNetCost",
  "planLoanPrincipal",
  "planEmi",
  "planPaybackYears",
  "planLifetimeSavings",
  "planCo2PerYearKg",
] as const;

type TextField =
  "planQuery" | "planRatesAsOf" | "planBasis" | "planRoofUnit" | "planSystem" | "planPayment";
type NullableField =
  | "planLoanRate"
  | "planLoanYears"
  | "planChosenKw"
  | "planLoanPrincipal"
  | "planEmi"
  | "planPaybackYears";

export type QuotePlanField = (typeof quotePlanFields)[number];

/** A stored plan: text for choices, numbers (₹, kWh, kW, %, years) for the rest. */
export type QuotePlan = { [K in TextField]: string } & { [K in NullableField]: number | null } & {
  [K in Exclude<QuotePlanField, TextField | NullableField>]: number;
};

/** The plan of a quote request, from the plan the server worked out. */
export function toQuotePlan({ inputs, assumptions, plan, query }: ComputedPlan): QuotePlan {
  const loan = inputs.payment === "loan";
  return {
    planQuery: query,
    planRatesAsOf: ratesAsOf,
    planBasis: inputs.basis,
    planBillEntered: inputs.monthlyBill,
    planUnitsEntered: inputs.monthlyUnits,
    planRoofArea: inputs.roofArea,
    planRoofUnit: inputs.roofUnit,
    planSystem: inputs.system,
    planPayment: inputs.payment,
    planLoanRate: loan ? inputs.loanRate : null,
    planLoanYears: loan ? inputs.loanYears : null,
    planChosenKw: inputs.chosenKw,
    planYieldPerKw: assumptions.yieldPerKw,
    planTariffRise: assumptions.tariffRise,
    planFixedCharge: assumptions.fixedCharge,
    planExportPrice: assumptions.exportPrice,
    planBatteryCostPerKw: assumptions.batteryCostPerKw,
    planHybridSubsidised: assumptions.hybridSubsidised ? 1 : 0,
    planMonthlyUnits: plan.monthlyUnits,
    planSizeKw: plan.sizeKw,
    planRoofLimitKw: plan.roofLimitKw,
    planYearlyGeneration: plan.yearlyGeneration,
    planCoverage: Math.round(plan.coverage * 1000) / 1000,
    planBillBefore: plan.billBefore,
    planBillAfter: plan.billAfter,
    planMonthlySaving: plan.monthlySaving,
    planCostLow: plan.cost.low,
    planCostHigh: plan.cost.high,
    planCentralSubsidy: plan.centralSubsidy,
    planStateSubsidy: plan.stateSubsidy,
    planNetCost: plan.netCost,
    planLoanPrincipal: plan.loan?.principal ?? null,
    planEmi: plan.loan?.emi ?? null,
    planPaybackYears: plan.paybackYears,
    planLifetimeSavings: plan.lifetimeSavings,
    planCo2PerYearKg: plan.co2PerYearKg,
  };
}

/** "planBillEntered" → "plan_bill_entered". */
const columnOf = (field: QuotePlanField) =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** camelCase → snake_case, as columnOf does at run time. */
type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;

/** The plan's columns on quote_requests; all null for a request without a plan. */
export type QuotePlanColumns = {
  [K in QuotePlanField as Snake<K>]: QuotePlan[K] | null;
};

/** The columns to insert for a plan (none without one: they stay null). */
export function quotePlanColumns(plan: QuotePlan | undefined): Partial<QuotePlanColumns> {
  if (!plan) return {};
  return Object.fromEntries(
    quotePlanFields.map((field) => [columnOf(field), plan[field]]),
  ) as Partial<QuotePlanColumns>;
}

/** The plan of a stored row, or nothing when the request came without one. */
export function quotePlanFromRow(row: Partial<QuotePlanColumns>): Partial<QuotePlan> {
  if (row.plan_query === null || row.plan_query === undefined) return {};
  return Object.fromEntries(
    quotePlanFields.map((field) => [field, row[columnOf(field) as keyof QuotePlanColumns] ?? null]),
  ) as Partial<QuotePlan>;
}
