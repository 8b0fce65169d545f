import type { EditableRate } from "~/content/solar-rates";

// The planner's query parameter names, apart from the schema that reads them
// (solar-plan-query.ts), so the page's form can name its fields without shipping the rules.

/** Query parameter of each input and assumption (a URL without `for` is a home's). */
export const planParams = {
  category: "for",
  houses: "houses",
  basis: "by",
  monthlyBill: "bill",
  monthlyUnits: "units",
  roofArea: "roof",
  roofUnit: "roofUnit",
  system: "system",
  payment: "pay",
  loanRate: "rate",
  loanYears: "years",
  chosenKw: "kw",
  ownTariff: "tariff",
  fixedCharge: "fixed",
  hybridSubsidised: "hybridSubsidy",
  yieldPerKw: "yield",
  tariffRise: "rise",
  electricityDuty: "duty",
  contractLoadKw: "load",
  exportPrice: "export",
  batteryCostPerKw: "battery",
} as const satisfies Record<string, string> & Record<EditableRate, string>;

/** A field of the planner's form, by the name the plan gives it. */
export type PlanField = keyof typeof planParams;

/** Every query parameter the planner reads. */
export const planSearchParams: string[] = Object.values(planParams);
