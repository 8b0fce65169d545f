import * as z from "zod/mini";
import { plannerInputs, rateValues, solarRates, type SolarRates } from "~/content/solar-rates";
import { parseIndianNumber } from "./indian-number";
import {
  type EditableRate,
  editableRates,
  planParams,
  planSearchParams,
} from "./solar-plan-params";
import {
  paymentMethods,
  type PlanInputs,
  planSolar,
  roofUnits,
  type SolarPlan,
  systemTypes,
  usageBases,
} from "./solar-plan";

// The planner's inputs as they travel in a URL (/solar-calculator?bill=2000&roof=400…): one
// schema for the planner page and for the quote request that carries a plan, both on the
// server. Nothing here fails: a value out of range is clamped, an unreadable one replaced by
// its default, and each such change is reported so the page can say what it used.

export { type EditableRate, editableRates, planParams, planSearchParams };

export interface PlanAssumptions extends Record<EditableRate, number> {
  hybridSubsidised: boolean;
}

export type NumberField =
  | "monthlyBill"
  | "monthlyUnits"
  | "roofArea"
  | "loanRate"
  | "loanYears"
  | "chosenKw"
  | EditableRate;

export interface PlanNotice {
  field: NumberField;
  problem: "unreadable" | "too-low" | "too-high";
  /** The value the plan used instead. */
  used: number;
  min: number;
  max: number;
}

const text = z.optional(z.string());
const querySchema = z.object({
  by: z.catch(z.enum(usageBases), "bill"),
  roofUnit: z.catch(z.enum(roofUnits), "sqft"),
  system: z.catch(z.enum(systemTypes), "on-grid"),
  pay: z.catch(z.enum(paymentMethods), "cash"),
  hybridSubsidy: z.catch(z.optional(z.enum(["yes", "no"])), undefined),
  bill: text,
  units: text,
  roof: text,
  rate: text,
  years: text,
  kw: text,
  ...(Object.fromEntries(editableRates.map((rate) => [planParams[rate], text])) as Record<
    string,
    typeof text
  >),
});

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

function decimalsOf(step: number): number {
  return step >= 1 ? 0 : Math.ceil(-Math.log10(step) - 1e-9);
}

/** Each field's limits and default, given the roof unit. */
function numberLimits(roofUnit: PlanInputs["roofUnit"]) {
  const limits: Record<
    NumberField,
    { min: number; max: number; default: number; decimals: number }
  > = {
    monthlyBill: { ...plannerInputs.monthlyBill, decimals: 0 },
    monthlyUnits: { ...plannerInputs.monthlyUnits, decimals: 0 },
    roofArea: { ...plannerInputs.roofArea[roofUnit], decimals: 1 },
    loanRate: { ...plannerInputs.loanRate, default: solarRates.loanRate.value, decimals: 2 },
    loanYears: { ...plannerInputs.loanYears, default: solarRates.loanYears.value, decimals: 0 },
    chosenKw: { ...plannerInputs.chosenKw, default: 0, decimals: 1 },
    ...(Object.fromEntries(
      editableRates.map((rate) => {
        const { min, max, step } = solarRates[rate].editable;
        return [rate, { min, max, default: solarRates[rate].value, decimals: decimalsOf(step) }];
      }),
    ) as Record<EditableRate, { min: number; max: number; default: number; decimals: number }>),
  };
  return limits;
}

export interface PlanQuery {
  inputs: PlanInputs;
  assumptions: PlanAssumptions;
  /** The rates with the visitor's assumptions in place. */
  rates: SolarRates;
  notices: PlanNotice[];
}

/** Reads the planner's query parameters; absent ones take their defaults. */
export function readPlanQuery(params: URLSearchParams): PlanQuery {
  const raw = z.parse(
    querySchema,
    Object.fromEntries(
      planSearchParams.flatMap((name) => {
        const value = params.get(name);
        return value === null ? [] : [[name, value]];
      }),
    ),
  ) as z.output<typeof querySchema> & Record<string, string | undefined>;
  const limits = numberLimits(raw.roofUnit);
  const notices: PlanNotice[] = [];

  /** The field's number; `report` false for fields the plan does not use. */
  const read = (field: NumberField, report = true): number | null => {
    const limit = limits[field];
    const value = raw[planParams[field]];
    if (value === undefined || value.trim() === "") return null;
    const parsed = parseIndianNumber(value);
    let used: number;
    let problem: PlanNotice["problem"] | null = null;
    if (parsed === null) {
      used = limit.default;
      problem = "unreadable";
    } else if (parsed < limit.min) {
      used = limit.min;
      problem = "too-low";
    } else if (parsed > limit.max) {
      used = limit.max;
      problem = "too-high";
    } else {
      used = roundTo(parsed, limit.decimals);
    }
    if (problem && report) notices.push({ field, problem, used, min: limit.min, max: limit.max });
    return used;
  };
  const number = (field: NumberField, report = true) =>
    read(field, report) ?? limits[field].default;

  const loan = raw.pay === "loan";
  const inputs: PlanInputs = {
    basis: raw.by,
    monthlyBill: number("monthlyBill", raw.by === "bill"),
    monthlyUnits: number("monthlyUnits", raw.by === "units"),
    roofArea: number("roofArea"),
    roofUnit: raw.roofUnit,
    system: raw.system,
    payment: raw.pay,
    loanRate: number("loanRate", loan),
    loanYears: number("loanYears", loan),
    chosenKw: read("chosenKw"),
  };
  const defaults = rateValues();
  const assumptions = {
    hybridSubsidised: raw.hybridSubsidy ? raw.hybridSubsidy === "yes" : defaults.hybridSubsidised,
    ...(Object.fromEntries(editableRates.map((rate) => [rate, number(rate)])) as Record<
      EditableRate,
      number
    >),
  };
  return { inputs, assumptions, rates: { ...defaults, ...assumptions }, notices };
}

/**
 * The shortest query string that gives the same plan: the inputs in use, and only the
 * assumptions that differ from the rates.
 */
export function planQueryString({
  inputs,
  assumptions,
}: Pick<PlanQuery, "inputs" | "assumptions">) {
  const params = new URLSearchParams();
  params.set(planParams.basis, inputs.basis);
  if (inputs.basis === "bill") params.set(planParams.monthlyBill, String(inputs.monthlyBill));
  else params.set(planParams.monthlyUnits, String(inputs.monthlyUnits));
  params.set(planParams.roofArea, String(inputs.roofArea));
  params.set(planParams.roofUnit, inputs.roofUnit);
  params.set(planParams.system, inputs.system);
  params.set(planParams.payment, inputs.payment);
  if (inputs.payment === "loan") {
    params.set(planParams.loanRate, String(inputs.loanRate));
    params.set(planParams.loanYears, String(inputs.loanYears));
  }
  if (inputs.chosenKw !== null) params.set(planParams.chosenKw, String(inputs.chosenKw));
  for (const rate of editableRates) {
    if (assumptions[rate] !== solarRates[rate].value) {
      params.set(planParams[rate], String(assumptions[rate]));
    }
  }
  if (assumptions.hybridSubsidised !== solarRates.hybridSubsidised.value) {
    params.set(planParams.hybridSubsidised, assumptions.hybridSubsidised ? "yes" : "no");
  }
  return params.toString();
}

export interface ComputedPlan extends PlanQuery {
  plan: SolarPlan;
  /** planQueryString of the inputs. */
  query: string;
}

/** Reads the parameters and works out the plan, the way the planner page shows it. */
export function computePlan(params: URLSearchParams): ComputedPlan {
  const query = readPlanQuery(params);
  return { ...query, plan: planSolar(query.inputs, query.rates), query: planQueryString(query) };
}

/** The longest plan a quote request may carry (a query string of the planner). */
export const maxPlanQueryLength = 1000;

/** A plan carried as text (a quote request's `plan` field), or null when there is none. */
export function computePlanFromText(text: string | null | undefined): ComputedPlan | null {
  if (!text || text.length > maxPlanQueryLength) return null;
  const params = new URLSearchParams(text);
  if (!planSearchParams.some((name) => params.has(name))) return null;
  return computePlan(params);
}
