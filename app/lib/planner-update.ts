import {
  plannerInputs,
  type RateKey,
  rateKeys,
  type RuleSource,
  solarRates,
  type SolarRates,
} from "~/content/solar-rates";
import { daysBetween, type IsoDay } from "./time/kolkata-day";
import {
  householdSchemesEndOn,
  isPastReview,
  latestVersionBy,
  rateOn,
  versionsOf,
} from "./planner-rules";
import {
  defaultAssumptions,
  type PlanAssumptions,
  type PlanInputs,
  ratesFor,
  type SolarPlan,
} from "./solar-plan";
import { type PlanField, planParams } from "./solar-plan-params";
import { computePlan, type FieldError } from "./solar-plan-query";

// Everything the planner page shows for a query on a day, as plain JSON: the page's loader
// hands it to the planner island, and /solar-calculator/plan.json answers each update with it.
// Worked out on the server, so the browser ships no arithmetic and no rules.

/** A rule as the page lists it: its figures are in `rates`, its dates and source here. */
export interface RuleView {
  key: RateKey;
  validFrom: IsoDay;
  validTo: IsoDay | null;
  checkedOn: IsoDay;
  reviewBy: IsoDay;
  source: RuleSource;
  unconfirmed: boolean;
  /** Past its review day: possibly out of date. */
  overdue: boolean;
  /** A scheme past its end on the day. */
  ended: boolean;
  /** The visitor may change it through this field. */
  editable: { param: string; min: number; max: number; step: number } | null;
}

/** The form as the visitor left it: each field's text, each choice's value. */
export interface PlanFormState {
  values: Partial<Record<PlanField, string>>;
  checked: {
    category: PlanInputs["category"];
    basis: PlanInputs["basis"];
    roofUnit: PlanInputs["roofUnit"];
    system: PlanInputs["system"];
    payment: PlanInputs["payment"];
    hybridSubsidised: "yes" | "no";
  };
  /** The assumptions' values on the day, which the URL leaves out (`data-default`). */
  defaults: Partial<Record<PlanField, string>>;
}

export interface PlanUpdate {
  day: IsoDay;
  /** The plan, or null while a field has an error. */
  plan: SolarPlan | null;
  inputs: PlanInputs | null;
  /** The assumptions in use (the day's defaults while a field has an error). */
  assumptions: PlanAssumptions;
  /** The rates of the day with the assumptions in place, for the page's figures. */
  rates: SolarRates;
  errors: FieldError[];
  form: PlanFormState;
  rules: RuleView[];
  /** The household schemes' end, and whether the day is past it. */
  schemes: { endsOn: IsoDay; ended: boolean; daysLeft: number };
  /** The bank's rates by size band on the day, for the loan field's hint. */
  loanRates: { upTo3Kw: number; above3Kw: number };
  query: string;
}

const text = (value: number) => String(value);

/** The planner for a query on `day`. */
export function plannerUpdate(params: URLSearchParams, day: IsoDay): PlanUpdate {
  const computed = computePlan(params, day);
  const defaults = defaultAssumptions(day);
  const assumptions = computed.assumptions ?? defaults;
  const { typed, inputs } = computed;
  const erroneous = new Set(computed.errors.map((error) => error.field));
  const choice = <F extends keyof PlanFormState["checked"]>(
    field: F,
    value: PlanFormState["checked"][F],
    fallback: PlanFormState["checked"][F],
  ) =>
    inputs
      ? value
      : erroneous.has(field)
        ? fallback
        : ((typed[field]?.trim().toLowerCase() || fallback) as PlanFormState["checked"][F]);

  const roofUnit = choice("roofUnit", inputs?.roofUnit ?? "sqft", "sqft");
  const assumptionDefaults: Partial<Record<PlanField, string>> = {
    yieldPerKw: text(defaults.yieldPerKw),
    tariffRise: text(defaults.tariffRise),
    electricityDuty: text(defaults.electricityDuty),
    contractLoadKw: text(defaults.contractLoadKw),
    exportPrice: text(defaults.exportPrice),
    batteryCostPerKw: text(defaults.batteryCostPerKw),
  };
  const shown: Partial<Record<PlanField, string>> = {
    monthlyBill: text(plannerInputs.monthlyBill.default),
    monthlyUnits: text(plannerInputs.monthlyUnits.default),
    roofArea: text(plannerInputs.roofArea[roofUnit].default),
    loanYears: text(plannerInputs.loanYears.default),
    ...assumptionDefaults,
  };
  const values: Partial<Record<PlanField, string>> = {};
  for (const field of Object.keys(planParams) as PlanField[]) {
    const value = typed[field] ?? shown[field];
    if (value !== undefined) values[field] = value;
  }

  const schemesEnd = householdSchemesEndOn(day);
  const rules = rateKeys.map((key): RuleView => {
    const version = latestVersionBy(key, day) ?? versionsOf(key)[0]!;
    const rule = solarRates[key] as { scheme?: true; editable?: RuleView["editable"] };
    return {
      key,
      validFrom: version.validFrom,
      validTo: version.validTo,
      checkedOn: version.checkedOn,
      reviewBy: version.reviewBy,
      source: version.source,
      unconfirmed: version.unconfirmed,
      overdue: isPastReview(version, day),
      ended: Boolean(rule.scheme && version.validTo !== null && day > version.validTo),
      editable: rule.editable ?? null,
    };
  });

  return {
    day,
    plan: computed.plan,
    inputs,
    assumptions,
    rates: ratesFor(day, assumptions),
    errors: computed.errors,
    form: {
      values,
      checked: {
        category: choice("category", inputs?.category ?? "home", "home"),
        basis: choice("basis", inputs?.basis ?? "bill", "bill"),
        roofUnit,
        system: choice("system", inputs?.system ?? "on-grid", "on-grid"),
        payment: choice("payment", inputs?.payment ?? "cash", "cash"),
        hybridSubsidised: assumptions.hybridSubsidised ? "yes" : "no",
      },
      defaults: assumptionDefaults,
    },
    rules,
    schemes: {
      endsOn: schemesEnd,
      ended: day > schemesEnd,
      daysLeft: daysBetween(day, schemesEnd),
    },
    loanRates: {
      upTo3Kw: rateOn("loanUpTo3Kw", day).rate,
      above3Kw: rateOn("loanAbove3Kw", day).rate,
    },
    query: computed.query,
  };
}
