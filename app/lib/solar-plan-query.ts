import * as z from "zod/mini";
import { plannerInputs, solarRates } from "~/content/solar-rates";
import { parseIndianNumber } from "./indian-number";
import type { IsoDay } from "./time/kolkata-day";
import { type CustomerCategory, customerCategories } from "./planner-rules";
import { type PlanField, planParams, planSearchParams } from "./solar-plan-params";
import {
  defaultAssumptions,
  paymentMethods,
  type PlanAssumptions,
  type PlanInputs,
  planSolar,
  roofUnits,
  type SolarPlan,
  systemTypes,
  usageBases,
} from "./solar-plan";

// The planner's inputs as they travel in a URL (/solar-calculator?bill=2000&roof=400…): one
// reading for the planner page, its JSON updates and the quote request that carries a plan,
// all on the server. A value that is unreadable, out of range or not one of the choices is an
// error at its field, in the visitor's words, and no plan is worked out from it: the form shows
// what was typed, with the message beside it. Absent values take their defaults.

export { type PlanField, planParams, planSearchParams };

export type FieldProblem =
  "required" | "unreadable" | "too-low" | "too-high" | "not-whole" | "unknown-choice" | "off-grid";

export interface FieldError {
  field: PlanField;
  problem: FieldProblem;
  /** The limits, for "too-low" and "too-high". */
  min?: number;
  max?: number;
}

/** What the visitor sent, as typed, by field (what the form shows again). */
export type TypedValues = Partial<Record<PlanField, string>>;

/** The parameters' text, each one optional. */
const querySchema = z.object(
  Object.fromEntries(planSearchParams.map((name) => [name, z.optional(z.string())])) as Record<
    string,
    z.ZodMiniOptional<z.ZodMiniString>
  >,
);

interface NumberRule {
  min: number;
  max: number;
  /** Decimals kept (the value is rounded to them). */
  decimals: number;
  /** Only whole numbers make sense (years). */
  whole?: boolean;
}

const decimalsOf = (step: number) => (step >= 1 ? 0 : Math.ceil(-Math.log10(step) - 1e-9));
const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Each number field's limits for this customer and roof unit. */
function numberRules(
  category: CustomerCategory,
  roofUnit: PlanInputs["roofUnit"],
): Record<Exclude<PlanField, ChoiceField>, NumberRule> {
  const editable = (key: keyof typeof assumptionFields) => {
    const { min, max, step } = solarRates[key].editable;
    return { min, max, decimals: decimalsOf(step) };
  };
  const p = plannerInputs;
  return {
    houses: { ...p.houses, decimals: 0, whole: true },
    monthlyBill: { min: p.monthlyBill.min, max: p.monthlyBill.max[category], decimals: 0 },
    monthlyUnits: { min: p.monthlyUnits.min, max: p.monthlyUnits.max[category], decimals: 0 },
    roofArea: { min: p.roofArea[roofUnit].min, max: p.roofArea[roofUnit].max, decimals: 1 },
    loanRate: { ...p.loanRate, decimals: 2 },
    loanYears: { min: p.loanYears.min, max: p.loanYears.max, decimals: 0, whole: true },
    chosenKw: { min: p.chosenKw.min, max: p.chosenKw.max[category], decimals: 1 },
    ownTariff: { ...p.ownTariff, decimals: 2 },
    fixedCharge: { ...p.fixedCharge, decimals: 0 },
    yieldPerKw: editable("yieldPerKw"),
    tariffRise: editable("tariffRise"),
    electricityDuty: editable("electricityDuty"),
    contractLoadKw: editable("contractLoadKw"),
    exportPrice: editable("exportPrice"),
    batteryCostPerKw: editable("batteryCostPerKw"),
  };
}

/** The assumptions a visitor types, by field. */
const assumptionFields = {
  yieldPerKw: true,
  tariffRise: true,
  electricityDuty: true,
  contractLoadKw: true,
  exportPrice: true,
  batteryCostPerKw: true,
} as const;

type ChoiceField = "category" | "basis" | "roofUnit" | "system" | "payment" | "hybridSubsidised";

const choices = {
  category: customerCategories,
  basis: usageBases,
  roofUnit: roofUnits,
  system: systemTypes,
  payment: paymentMethods,
  hybridSubsidised: ["yes", "no"],
} as const satisfies Record<ChoiceField, readonly string[]>;

/** How a visitor might ask for an off-grid system, which the planner does not plan. */
const offGridWords = new Set(["off-grid", "offgrid", "off_grid", "standalone"]);

export interface PlanQuery {
  typed: TypedValues;
  /** The inputs, when every field in use is readable and in range; else null. */
  inputs: PlanInputs | null;
  assumptions: PlanAssumptions | null;
  errors: FieldError[];
}

/** Reads the planner's query parameters for `day` (whose rates give the defaults). */
export function readPlanQuery(params: URLSearchParams, day: IsoDay): PlanQuery {
  const raw = z.parse(
    querySchema,
    Object.fromEntries(
      planSearchParams.flatMap((name) => {
        const value = params.get(name);
        return value === null ? [] : [[name, value]];
      }),
    ),
  ) as Record<string, string | undefined>;
  const typed: TypedValues = {};
  for (const field of Object.keys(planParams) as PlanField[]) {
    const value = raw[planParams[field]];
    if (value !== undefined) typed[field] = value;
  }
  const errors: FieldError[] = [];
  const text = (field: PlanField) => {
    const value = typed[field]?.trim();
    return value ? value : undefined;
  };

  function choice<F extends ChoiceField>(field: F, fallback: (typeof choices)[F][number]) {
    const value = text(field);
    if (value === undefined) return fallback;
    const known = (choices[field] as readonly string[]).find(
      (option) => option === value.toLowerCase(),
    );
    if (known) return known as (typeof choices)[F][number];
    errors.push({
      field,
      problem:
        field === "system" && offGridWords.has(value.toLowerCase()) ? "off-grid" : "unknown-choice",
    });
    return fallback;
  }

  const category = choice("category", "home");
  const basis = choice("basis", "bill");
  const roofUnit = choice("roofUnit", "sqft");
  const system = choice("system", "on-grid");
  const payment = choice("payment", "cash");
  const hybridChoice =
    text("hybridSubsidised") === undefined ? null : choice("hybridSubsidised", "yes");
  const rules = numberRules(category, roofUnit);

  /** The field's number, or null when absent; an error when it cannot be used. */
  function number(field: keyof typeof rules, { required = false } = {}): number | null {
    const value = text(field);
    if (value === undefined) {
      if (required) errors.push({ field, problem: "required" });
      return null;
    }
    const rule = rules[field];
    const parsed = parseIndianNumber(value);
    if (parsed === null) errors.push({ field, problem: "unreadable" });
    else if (parsed < rule.min)
      errors.push({ field, problem: "too-low", min: rule.min, max: rule.max });
    else if (parsed > rule.max)
      errors.push({ field, problem: "too-high", min: rule.min, max: rule.max });
    else if (rule.whole && !Number.isInteger(parsed)) errors.push({ field, problem: "not-whole" });
    else return roundTo(parsed, rule.decimals);
    return null;
  }

  const business = category !== "home";
  const loan = payment === "loan";
  const defaults = defaultAssumptions(day);
  const inputs: PlanInputs = {
    category,
    houses: category === "society" ? number("houses", { required: true }) : null,
    basis,
    monthlyBill:
      (basis === "bill" ? number("monthlyBill") : null) ?? plannerInputs.monthlyBill.default,
    monthlyUnits:
      (basis === "units" ? number("monthlyUnits") : null) ?? plannerInputs.monthlyUnits.default,
    roofArea: number("roofArea") ?? plannerInputs.roofArea[roofUnit].default,
    roofUnit,
    system,
    payment,
    loanRate: loan ? number("loanRate") : null,
    loanYears: (loan ? number("loanYears") : null) ?? plannerInputs.loanYears.default,
    chosenKw: number("chosenKw"),
    ownTariff: business ? number("ownTariff") : null,
  };
  const assumptions: PlanAssumptions = {
    yieldPerKw: number("yieldPerKw") ?? defaults.yieldPerKw,
    tariffRise: number("tariffRise") ?? defaults.tariffRise,
    electricityDuty: number("electricityDuty") ?? defaults.electricityDuty,
    contractLoadKw: number("contractLoadKw") ?? defaults.contractLoadKw,
    exportPrice: number("exportPrice") ?? defaults.exportPrice,
    batteryCostPerKw: number("batteryCostPerKw") ?? defaults.batteryCostPerKw,
    fixedCharge: number("fixedCharge"),
    hybridSubsidised: hybridChoice === null ? defaults.hybridSubsidised : hybridChoice === "yes",
  };
  if (errors.length) return { typed, inputs: null, assumptions: null, errors };
  return { typed, inputs, assumptions, errors };
}

/**
 * The shortest query string that gives the same plan on `day`: the inputs in use, and only the
 * assumptions that differ from that day's rates. A home's URL carries no `for`.
 */
export function planQueryString(inputs: PlanInputs, assumptions: PlanAssumptions, day: IsoDay) {
  const params = new URLSearchParams();
  const set = (field: PlanField, value: string | number) =>
    params.set(planParams[field], String(value));
  if (inputs.category !== "home") set("category", inputs.category);
  if (inputs.houses !== null) set("houses", inputs.houses);
  set("basis", inputs.basis);
  if (inputs.basis === "bill") set("monthlyBill", inputs.monthlyBill);
  else set("monthlyUnits", inputs.monthlyUnits);
  set("roofArea", inputs.roofArea);
  set("roofUnit", inputs.roofUnit);
  set("system", inputs.system);
  set("payment", inputs.payment);
  if (inputs.payment === "loan") {
    if (inputs.loanRate !== null) set("loanRate", inputs.loanRate);
    set("loanYears", inputs.loanYears);
  }
  if (inputs.chosenKw !== null) set("chosenKw", inputs.chosenKw);
  if (inputs.ownTariff !== null) set("ownTariff", inputs.ownTariff);
  if (assumptions.fixedCharge !== null) set("fixedCharge", assumptions.fixedCharge);
  const defaults = defaultAssumptions(day);
  for (const field of Object.keys(assumptionFields) as (keyof typeof assumptionFields)[]) {
    if (assumptions[field] !== defaults[field]) set(field, assumptions[field]);
  }
  if (assumptions.hybridSubsidised !== defaults.hybridSubsidised) {
    set("hybridSubsidised", assumptions.hybridSubsidised ? "yes" : "no");
  }
  return params.toString();
}

/** The planner's parameters as they came (for a page with errors, whose plan waits). */
function typedQueryString(typed: TypedValues) {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(typed) as [PlanField, string][]) {
    params.set(planParams[field], value);
  }
  return params.toString();
}

export interface ComputedPlan extends PlanQuery {
  day: IsoDay;
  /** The plan, or null while a field has an error. */
  plan: SolarPlan | null;
  /** planQueryString of the inputs, or the parameters as typed while a field has an error. */
  query: string;
}

/** Reads the parameters and works out the plan for `day`, the way the planner page shows it. */
export function computePlan(params: URLSearchParams, day: IsoDay): ComputedPlan {
  const query = readPlanQuery(params, day);
  if (!query.inputs || !query.assumptions) {
    return { ...query, day, plan: null, query: typedQueryString(query.typed) };
  }
  return {
    ...query,
    day,
    plan: planSolar(day, query.inputs, query.assumptions),
    query: planQueryString(query.inputs, query.assumptions, day),
  };
}

/** The longest plan a quote request may carry (a query string of the planner). */
export const maxPlanQueryLength = 1000;

/** A valid plan carried as text (a quote request's `plan` field) on `day`, else null. */
export function computePlanFromText(
  text: string | null | undefined,
  day: IsoDay,
): (ComputedPlan & { plan: SolarPlan; inputs: PlanInputs; assumptions: PlanAssumptions }) | null {
  if (!text || text.length > maxPlanQueryLength) return null;
  const params = new URLSearchParams(text);
  if (!planSearchParams.some((name) => params.has(name))) return null;
  const computed = computePlan(params, day);
  if (!computed.plan || !computed.inputs || !computed.assumptions) return null;
  return {
    ...computed,
    plan: computed.plan,
    inputs: computed.inputs,
    assumptions: computed.assumptions,
  };
}
