import { planYears, recommendedSizes, type SolarRates } from "~/content/solar-rates";
import type { IsoDay } from "~/lib/time/kolkata-day";
import {
  amount,
  type CustomerCategory,
  energyCharge,
  latestVersionBy,
  type LoanPlan,
  planLoan,
  rateOn,
  type SubsidiesOnDay,
  systemSubsidiesOn,
  versionsOf,
  type TariffOnDay,
  tariffOn,
  unitsForCharge,
} from "./planner-rules";

// The solar savings planner's arithmetic, with no UI in it: the day, a customer's inputs and
// their assumptions in, numbers out (money in whole rupees, energy in kWh). The rates are the
// ones that hold on the day (planner-rules); nothing here reads the clock. The server runs it
// for the planner page and again for a quote request, so a stored plan never trusts the browser.

export { energyCharge, unitsForCharge } from "./planner-rules";

export const roofUnits = ["sqft", "sqm"] as const;
/** Grid-connected systems the planner plans; off-grid is refused with a message. */
export const systemTypes = ["on-grid", "hybrid"] as const;
export const paymentMethods = ["cash", "loan"] as const;
export const usageBases = ["bill", "units"] as const;

export type RoofUnit = (typeof roofUnits)[number];
export type SystemType = (typeof systemTypes)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
export type UsageBasis = (typeof usageBases)[number];

export interface PlanInputs {
  category: CustomerCategory;
  /** A housing society's number of houses; null for others. */
  houses: number | null;
  /** Whether the visitor gave their monthly bill or their monthly units. */
  basis: UsageBasis;
  /** Average monthly electricity bill, ₹. */
  monthlyBill: number;
  /** Average monthly consumption from the bill, kWh ("units"). */
  monthlyUnits: number;
  /** Shade-free roof area, in `roofUnit`. */
  roofArea: number;
  roofUnit: RoofUnit;
  system: SystemType;
  payment: PaymentMethod;
  /** The visitor's own loan rate, % a year; null for the bank's rate for the size. */
  loanRate: number | null;
  /** Loan tenure in whole years. */
  loanYears: number;
  /** The size the visitor chose instead of the recommendation, kW; null to recommend. */
  chosenKw: number | null;
  /** The visitor's own price per unit from their bill, ₹; null for the tariff's slabs. */
  ownTariff: number | null;
}

/** What the visitor may change of the rates (the assumptions of the page). */
export interface PlanAssumptions {
  yieldPerKw: number;
  tariffRise: number;
  /** % of the energy charge. */
  electricityDuty: number;
  contractLoadKw: number;
  exportPrice: number;
  batteryCostPerKw: number;
  /** The fixed charges the bill shows, ₹ a month; null for the tariff's per kW. */
  fixedCharge: number | null;
  hybridSubsidised: boolean;
}

export const squareFeetPerSquareMetre = 10.763_910_4;

/** Why the system is the size it is. */
export type SizeReason = "use" | "roof" | "largest" | "chosen" | "no-use";

/** One month's bill, ₹ (unrounded parts, a rounded total). */
export interface MonthlyBill {
  energy: number;
  duty: number;
  fixed: number;
  meterRent: number;
  total: number;
}

export interface PlanYear {
  year: number;
  /** Bill savings from year 1 up to this year, ₹. */
  savedToDate: number;
  /** Money put in up to this year, less the subsidies once they have arrived, ₹. */
  spentToDate: number;
}

export interface SolarPlan {
  /** The day the plan holds for: its rates and subsidies are that day's. */
  day: IsoDay;
  category: CustomerCategory;
  tariff: TariffOnDay;
  /** Units a month the customer uses. */
  monthlyUnits: number;
  billBefore: MonthlyBill;
  billAfter: MonthlyBill;
  roofAreaM2: number;
  /** The largest system the roof holds, kW (one decimal). */
  roofLimitKw: number;
  /** The size that would cover the use, kW (one decimal). */
  neededKw: number;
  /** The system planned, kW; 0 when there is none. */
  sizeKw: number;
  sizeReason: SizeReason;
  /** The chosen size is larger than the roof holds. */
  exceedsRoof: boolean;
  /** First-year generation, kWh. */
  yearlyGeneration: number;
  /** Share of the yearly use the panels cover, 0–1. */
  coverage: number;
  /** Units a month sent to the grid beyond the use (first year). */
  monthlySurplus: number;
  monthlySaving: number;
  cost: { low: number; high: number; mid: number };
  /** Grid-connected and, for a hybrid, subsidised by assumption. */
  subsidyEligible: boolean;
  /** The schemes on the day: what they pay (zero when not eligible), and which have ended. */
  subsidies: SubsidiesOnDay;
  /** ₹, what the counted subsidies pay. */
  subsidyTotal: number;
  /** The middle of the cost range after the subsidies, ₹. */
  netCost: number;
  loan: LoanPlan | null;
  /**
   * Years until the savings have paid back the money put in (with a loan: the own payment and
   * every EMI); null beyond the horizon.
   */
  paybackYears: number | null;
  /** Bill savings over the horizon, ₹. */
  lifetimeSavings: number;
  /** Savings over the horizon less the money put in, ₹. */
  lifetimeGain: number;
  co2PerYearKg: number;
  co2LifetimeKg: number;
  years: PlanYear[];
}

const whole = (value: number) => Math.round(value);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The rates of `day` with the visitor's assumptions in place: what the page lists. */
export function ratesFor(day: IsoDay, assumptions: PlanAssumptions): SolarRates {
  const rate = <K extends keyof SolarRates>(key: K) => rateOn(key, day);
  return {
    domesticTariff: rate("domesticTariff"),
    generalPurposeTariff: rate("generalPurposeTariff"),
    fixedChargePerKw: rate("fixedChargePerKw"),
    meterRent: rate("meterRent"),
    electricityDuty: assumptions.electricityDuty,
    exportPrice: assumptions.exportPrice,
    // Schemes that have ended keep their last figures here; the plan does not count them.
    centralSubsidyHome: lastValue("centralSubsidyHome", day),
    centralSubsidySociety: lastValue("centralSubsidySociety", day),
    stateSubsidyHome: lastValue("stateSubsidyHome", day),
    installedCost: rate("installedCost"),
    batteryCostPerKw: assumptions.batteryCostPerKw,
    yieldPerKw: assumptions.yieldPerKw,
    firstYearDegradation: rate("firstYearDegradation"),
    yearlyDegradation: rate("yearlyDegradation"),
    tariffRise: assumptions.tariffRise,
    roofAreaPerKw: rate("roofAreaPerKw"),
    loanUpTo3Kw: rate("loanUpTo3Kw"),
    loanAbove3Kw: rate("loanAbove3Kw"),
    subsidyArrivalMonths: rate("subsidyArrivalMonths"),
    gridEmissionFactor: rate("gridEmissionFactor"),
    hybridSubsidised: assumptions.hybridSubsidised,
    contractLoadKw: assumptions.contractLoadKw,
  };
}

/** A scheme's figures on `day`, or its last ones once it has ended. */
function lastValue<K extends "centralSubsidyHome" | "centralSubsidySociety" | "stateSubsidyHome">(
  key: K,
  day: IsoDay,
): SolarRates[K] {
  return (latestVersionBy(key, day) ?? versionsOf(key)[0]!).value as SolarRates[K];
}

/** The defaults of the assumptions on `day`. */
export function defaultAssumptions(day: IsoDay): PlanAssumptions {
  return {
    yieldPerKw: rateOn("yieldPerKw", day),
    tariffRise: rateOn("tariffRise", day),
    electricityDuty: rateOn("electricityDuty", day),
    contractLoadKw: rateOn("contractLoadKw", day),
    exportPrice: rateOn("exportPrice", day),
    batteryCostPerKw: rateOn("batteryCostPerKw", day),
    fixedCharge: null,
    hybridSubsidised: rateOn("hybridSubsidised", day),
  };
}

/** How a month's bill is worked out for this customer: energy, duty, fixed charges, rent. */
export function billRules(tariff: TariffOnDay, inputs: PlanInputs, assumptions: PlanAssumptions) {
  const load = amount(assumptions.contractLoadKw);
  const fixed = assumptions.fixedCharge ?? tariff.fixedPerKw * Math.max(1, Math.ceil(load - 1e-9));
  const meterRent = load > tariff.meterRent.waivedUpToKw ? tariff.meterRent.rent : 0;
  const duty = amount(assumptions.electricityDuty) / 100;
  const energy = (units: number) =>
    inputs.ownTariff === null
      ? energyCharge(units, tariff.slabs)
      : amount(units) * inputs.ownTariff;
  const bill = (units: number): MonthlyBill => {
    const charge = energy(units);
    const parts = { energy: charge, duty: charge * duty, fixed, meterRent };
    return { ...parts, total: whole(parts.energy + parts.duty + parts.fixed + parts.meterRent) };
  };
  /** Units behind a bill: the fixed charges taken off, the duty and the slabs inverted. */
  const unitsFromBill = (total: number) => {
    const charge = (amount(total) - fixed - meterRent) / (1 + duty);
    if (inputs.ownTariff === null) return unitsForCharge(charge, tariff.slabs);
    return amount(charge) / inputs.ownTariff;
  };
  return { energy, bill, unitsFromBill, duty };
}

/** Output of the panels in `year` (1 = the first) as a share of their rated yield. */
export function outputShare(
  year: number,
  rates: Pick<SolarRates, "firstYearDegradation" | "yearlyDegradation">,
): number {
  if (year <= 1) return 1;
  return Math.max(0, 1 - rates.firstYearDegradation - rates.yearlyDegradation * (year - 2));
}

/** Installed price range of a system on `day`, ₹. */
export function installedCost(
  sizeKw: number,
  system: SystemType,
  rates: Pick<SolarRates, "installedCost" | "batteryCostPerKw">,
) {
  const kw = amount(sizeKw);
  if (kw === 0) return { low: 0, high: 0, mid: 0 };
  const grid = rates.installedCost;
  const battery = system === "hybrid" ? rates.batteryCostPerKw * kw : 0;
  const low = whole(Math.max(grid.low * kw, grid.minimumLow) + battery);
  const high = whole(Math.max(grid.high * kw, grid.minimumHigh) + battery);
  return { low, high, mid: whole((low + high) / 2) };
}

/** The recommended size: enough for the use, no more than the roof holds, whole kW. */
export function recommendSize(
  neededKw: number,
  roofLimitKw: number,
  category: CustomerCategory = "home",
) {
  const { min, max } = recommendedSizes[category];
  if (neededKw <= 0) return { sizeKw: 0, reason: "no-use" as const };
  const roofMax = Math.floor(roofLimitKw + 1e-9);
  const wanted = Math.max(min, Math.round(neededKw));
  if (roofMax < min) return { sizeKw: 0, reason: "roof" as const };
  if (roofMax < wanted && roofMax <= max) return { sizeKw: roofMax, reason: "roof" as const };
  if (wanted > max) return { sizeKw: max, reason: "largest" as const };
  return { sizeKw: wanted, reason: "use" as const };
}

/** The whole plan for one customer on one day. */
export function planSolar(
  day: IsoDay,
  inputs: PlanInputs,
  assumptions: PlanAssumptions,
): SolarPlan {
  const rates = ratesFor(day, assumptions);
  const tariff: TariffOnDay = {
    ...tariffOn(day, inputs.category),
    dutyPercent: assumptions.electricityDuty,
    exportPrice: assumptions.exportPrice,
  };
  const { energy, bill, unitsFromBill, duty } = billRules(tariff, inputs, assumptions);

  const monthlyUnits =
    inputs.basis === "bill" ? unitsFromBill(inputs.monthlyBill) : amount(inputs.monthlyUnits);
  const billBefore = bill(monthlyUnits);
  const roofAreaM2 =
    inputs.roofUnit === "sqft"
      ? amount(inputs.roofArea) / squareFeetPerSquareMetre
      : amount(inputs.roofArea);
  const roofLimitKw = oneDecimal(roofAreaM2 / rates.roofAreaPerKw);
  const yieldPerKw = amount(rates.yieldPerKw);
  const neededKw = yieldPerKw > 0 ? (monthlyUnits * 12) / yieldPerKw : 0;

  const recommended = recommendSize(neededKw, roofAreaM2 / rates.roofAreaPerKw, inputs.category);
  const chosen = inputs.chosenKw !== null && amount(inputs.chosenKw) > 0;
  const sizeKw = chosen ? oneDecimal(amount(inputs.chosenKw!)) : recommended.sizeKw;
  const sizeReason: SizeReason = chosen ? "chosen" : recommended.reason;

  const monthIn = (year: number) => {
    const generated = (sizeKw * yieldPerKw * outputShare(year, rates)) / 12;
    const imported = Math.max(monthlyUnits - generated, 0);
    const surplus = Math.max(generated - monthlyUnits, 0);
    // The fixed charges and the rent stay: only the energy charge and its duty fall.
    const saving =
      (energy(monthlyUnits) - energy(imported)) * (1 + duty) + surplus * rates.exportPrice;
    return { generated, imported, surplus, saving };
  };
  const first = monthIn(1);
  const billAfter = bill(first.imported);
  const monthlySaving = whole(first.saving);

  const cost = installedCost(sizeKw, inputs.system, rates);
  const { eligible: subsidyEligible, ...subsidies } = systemSubsidiesOn(
    day,
    inputs.category,
    sizeKw,
    inputs.system,
    { houses: inputs.houses, hybridSubsidised: rates.hybridSubsidised },
  );
  const subsidyTotal = subsidies.total;
  const netCost = Math.max(0, cost.mid - subsidyTotal);

  const loan =
    inputs.payment === "loan" && cost.mid > 0
      ? planLoan({
          day,
          sizeKw,
          category: inputs.category,
          cost: cost.mid,
          subsidies: subsidyTotal,
          ownRate: inputs.loanRate,
          years: inputs.loanYears,
          arrivalMonths: rates.subsidyArrivalMonths,
        })
      : null;

  /**
   * Money put in after `months`: with cash, the cost less the subsidies (they arrive weeks
   * after commissioning, well within the first of the chart's years); with a loan, the own
   * payment and the EMIs, less any subsidy left over once the loan is cleared.
   */
  const spentAfter = (months: number) => {
    if (!loan) return netCost;
    const before = Math.min(months, loan.monthsBeforeSubsidy);
    const after = Math.max(0, Math.min(months, loan.months) - loan.monthsBeforeSubsidy);
    const refund = months >= loan.monthsBeforeSubsidy ? loan.refund : 0;
    return loan.ownPayment + loan.emi * before + loan.emiAfterSubsidy * after - refund;
  };

  const years: PlanYear[] = [{ year: 0, savedToDate: 0, spentToDate: whole(spentAfter(0)) }];
  let saved = 0;
  let co2 = 0;
  for (let year = 1; year <= planYears; year++) {
    const { generated, saving } = monthIn(year);
    saved += saving * 12 * (1 + rates.tariffRise / 100) ** (year - 1);
    co2 += generated * 12 * rates.gridEmissionFactor;
    years.push({ year, savedToDate: whole(saved), spentToDate: whole(spentAfter(year * 12)) });
  }

  const yearlyGeneration = whole(first.generated * 12);
  const lastYear = years[years.length - 1]!;
  return {
    day,
    category: inputs.category,
    tariff,
    monthlyUnits: whole(monthlyUnits),
    billBefore,
    billAfter,
    roofAreaM2: oneDecimal(roofAreaM2),
    roofLimitKw,
    neededKw: oneDecimal(neededKw),
    sizeKw,
    sizeReason,
    exceedsRoof: chosen && sizeKw > roofLimitKw,
    yearlyGeneration,
    coverage: monthlyUnits > 0 ? Math.min(first.generated / monthlyUnits, 1) : 0,
    monthlySurplus: whole(first.surplus),
    monthlySaving,
    cost,
    subsidyEligible,
    subsidies,
    subsidyTotal,
    netCost,
    loan,
    // With a loan it has paid for itself once the savings cover every EMI, interest included.
    paybackYears:
      sizeKw > 0
        ? paybackYears(
            loan ? years.map((point) => ({ ...point, spentToDate: whole(loan.totalPaid) })) : years,
          )
        : null,
    lifetimeSavings: lastYear.savedToDate,
    lifetimeGain: lastYear.savedToDate - lastYear.spentToDate,
    co2PerYearKg: whole(yearlyGeneration * rates.gridEmissionFactor),
    co2LifetimeKg: whole(co2),
    years,
  };
}

/** When the savings first catch up with the money put in, to one decimal of a year. */
export function paybackYears(years: PlanYear[]): number | null {
  const gap = (point: PlanYear) => point.savedToDate - point.spentToDate;
  if (years[0] && gap(years[0]) >= 0) return 0;
  for (let i = 1; i < years.length; i++) {
    const before = gap(years[i - 1]!);
    const after = gap(years[i]!);
    if (after >= 0) {
      const fraction = after === before ? 1 : -before / (after - before);
      return oneDecimal(years[i - 1]!.year + fraction);
    }
  }
  return null;
}
