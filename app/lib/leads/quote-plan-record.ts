import { rateKeys } from "~/content/solar-rates";
import type { IsoDay } from "~/lib/time/kolkata-day";
import { latestVersionBy } from "~/lib/planner-rules";
import type { PlanAssumptions, PlanInputs, SolarPlan } from "~/lib/solar-plan";

// A savings plan as stored with a quote request (db/migrations/0003-quote-plan.ts, 0009): the
// visitor's inputs and the server's results, as numbers, one column each, so the company
// sees exactly what the visitor saw and can sort and sum them in a spreadsheet. The plan
// records the day it was worked out for: its subsidies and rates are that day's.

/** The plan's fields of a quote lead, in the order an export lists them. */
export const quotePlanFields = [
  "planQuery",
  "planDay",
  "planCategory",
  "planHouses",
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
  "planOwnPayment",
  "planEmi",
  "planEmiAfterSubsidy",
  "planPaybackYears",
  "planLifetimeSavings",
  "planCo2PerYearKg",
] as const;

type TextField =
  | "planQuery"
  | "planDay"
  | "planCategory"
  | "planRatesAsOf"
  | "planBasis"
  | "planRoofUnit"
  | "planSystem"
  | "planPayment";
type NullableField =
  | "planHouses"
  | "planOwnPayment"
  | "planEmiAfterSubsidy"
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

/** The newest day any rule in force on `day` was checked on. */
export function ratesCheckedOn(day: IsoDay): IsoDay {
  return rateKeys
    .map((key) => latestVersionBy(key, day)?.checkedOn ?? "")
    .reduce((newest, checked) => (checked > newest ? checked : newest), "");
}

/** The plan of a quote request, from the plan the server worked out. */
export function toQuotePlan({
  day,
  inputs,
  assumptions,
  plan,
  query,
}: {
  day: IsoDay;
  inputs: PlanInputs;
  assumptions: PlanAssumptions;
  plan: SolarPlan;
  query: string;
}): QuotePlan {
  const lines = new Map(plan.subsidies.counted.map((line) => [line.scheme, line.amount]));
  return {
    planQuery: query,
    planDay: day,
    planCategory: inputs.category,
    planHouses: inputs.houses,
    planRatesAsOf: ratesCheckedOn(day),
    planBasis: inputs.basis,
    planBillEntered: inputs.monthlyBill,
    planUnitsEntered: inputs.monthlyUnits,
    planRoofArea: inputs.roofArea,
    planRoofUnit: inputs.roofUnit,
    planSystem: inputs.system,
    planPayment: inputs.payment,
    planLoanRate: plan.loan?.rate ?? null,
    planLoanYears: plan.loan ? plan.loan.months / 12 : null,
    planChosenKw: inputs.chosenKw,
    planYieldPerKw: assumptions.yieldPerKw,
    planTariffRise: assumptions.tariffRise,
    planFixedCharge: plan.billBefore.fixed + plan.billBefore.meterRent,
    planExportPrice: assumptions.exportPrice,
    planBatteryCostPerKw: assumptions.batteryCostPerKw,
    planHybridSubsidised: assumptions.hybridSubsidised ? 1 : 0,
    planMonthlyUnits: plan.monthlyUnits,
    planSizeKw: plan.sizeKw,
    planRoofLimitKw: plan.roofLimitKw,
    planYearlyGeneration: plan.yearlyGeneration,
    planCoverage: Math.round(plan.coverage * 1000) / 1000,
    planBillBefore: plan.billBefore.total,
    planBillAfter: plan.billAfter.total,
    planMonthlySaving: plan.monthlySaving,
    planCostLow: plan.cost.low,
    planCostHigh: plan.cost.high,
    planCentralSubsidy: (lines.get("centralHome") ?? 0) + (lines.get("centralSociety") ?? 0),
    planStateSubsidy: lines.get("stateHome") ?? 0,
    planNetCost: plan.netCost,
    planLoanPrincipal: plan.loan?.principal ?? null,
    planOwnPayment: plan.loan?.ownPayment ?? null,
    planEmi: plan.loan?.emi ?? null,
    planEmiAfterSubsidy: plan.loan?.emiAfterSubsidy ?? null,
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
