import { solarRates } from "~/content/solar-rates";

// The planner's query parameter names, apart from the schema that reads them
// (solar-plan-query.ts), so the page's form can name its fields without shipping zod.

/** The assumptions a visitor may change (the rates marked editable), by rate. */
export const editableRates = [
  "yieldPerKw",
  "tariffRise",
  "fixedCharge",
  "exportPrice",
  "batteryCostPerKw",
] as const;
export type EditableRate = (typeof editableRates)[number];

/** Query parameter of each input. */
export const planParams = {
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
  hybridSubsidised: "hybridSubsidy",
  ...(Object.fromEntries(
    editableRates.map((rate) => [rate, solarRates[rate].editable.param]),
  ) as Record<EditableRate, string>),
} as const;

/** Every query parameter the planner reads (for the route's `handle`). */
export const planSearchParams: string[] = Object.values(planParams);
