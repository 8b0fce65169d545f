import {
  planYears,
  residentialSizes,
  type SolarRates,
  type TariffSlab,
} from "~/content/solar-rates";

// The solar savings planner's arithmetic, with no UI in it: a household's inputs and the
// rates in, numbers out (money in whole rupees, energy in kWh). The server runs it for the
// planner page and again for a quote request, so a stored plan never trusts the browser.

export const roofUnits = ["sqft", "sqm"] as const;
export const systemTypes = ["on-grid", "hybrid"] as const;
export const paymentMethods = ["cash", "loan"] as const;
export const usageBases = ["bill", "units"] as const;

export type RoofUnit = (typeof roofUnits)[number];
export type SystemType = (typeof systemTypes)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
export type UsageBasis = (typeof usageBases)[number];

export interface PlanInputs {
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
  /** Loan interest, % a year. */
  loanRate: number;
  /** Loan tenure in years. */
  loanYears: number;
  /** The size the visitor chose instead of the recommendation, kW; null to recommend. */
  chosenKw: number | null;
}

export const squareFeetPerSquareMetre = 10.763_910_4;

/** Why the system is the size it is. */
export type SizeReason = "use" | "roof" | "largest" | "chosen" | "no-use";

export interface LoanPlan {
  /** What the bank lends after the subsidies (credited to the loan), ₹. */
  principal: number;
  /** What the household pays itself, ₹. */
  downPayment: number;
  months: number;
  /** Equated monthly instalment, ₹. */
  emi: number;
  totalInterest: number;
}

export interface PlanYear {
  year: number;
  /** Bill savings from year 1 up to this year, ₹. */
  savedToDate: number;
  /** Money put in up to this year, after the subsidies, ₹. */
  spentToDate: number;
}

export interface SolarPlan {
  /** Units a month the household uses. */
  monthlyUnits: number;
  /** Today's monthly bill (energy charge plus the fixed charge), ₹. */
  billBefore: number;
  roofAreaM2: number;
  /** The largest system the roof holds, kW (one decimal). */
  roofLimitKw: number;
  /** The size that would cover the household's use, kW (one decimal). */
  neededKw: number;
  /** The system planned, kW; 0 when there is none. */
  sizeKw: number;
  sizeReason: SizeReason;
  /** The chosen size is larger than the roof holds. */
  exceedsRoof: boolean;
  /** First-year generation, kWh. */
  yearlyGeneration: number;
  /** Share of the household's yearly use the panels cover, 0–1. */
  coverage: number;
  /** Units a month sent to the grid beyond the household's use (first year). */
  monthlySurplus: number;
  /** Monthly bill with solar in the first year, ₹. */
  billAfter: number;
  monthlySaving: number;
  cost: { low: number; high: number; mid: number };
  /** Residential, grid-connected: both subsidies apply. */
  subsidyEligible: boolean;
  centralSubsidy: number;
  stateSubsidy: number;
  /** The middle of the cost range after both subsidies, ₹. */
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
/** A number the arithmetic can use: finite and not negative, else 0. */
const amount = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** The energy charge for `units` in a month, the slabs applied telescopically, ₹ (unrounded). */
export function energyCharge(units: number, slabs: TariffSlab[]): number {
  let remaining = amount(units);
  let charge = 0;
  let floor = 0;
  for (const slab of slabs) {
    if (remaining <= 0) break;
    const width = slab.upTo === null ? remaining : Math.min(remaining, slab.upTo - floor);
    charge += width * slab.price;
    remaining -= width;
    floor = slab.upTo ?? floor;
  }
  return charge;
}

/** The units a month that an energy charge of `charge` ₹ pays for (inverts energyCharge). */
export function unitsForCharge(charge: number, slabs: TariffSlab[]): number {
  let remaining = amount(charge);
  let units = 0;
  let floor = 0;
  for (const slab of slabs) {
    if (remaining <= 0) break;
    const slabCharge = slab.upTo === null ? Infinity : (slab.upTo - floor) * slab.price;
    if (remaining <= slabCharge) return units + remaining / slab.price;
    units += slab.upTo! - floor;
    remaining -= slabCharge;
    floor = slab.upTo!;
  }
  return units;
}

/** Units a month behind a monthly bill: the fixed charge taken off, the slabs inverted. */
export function unitsFromBill(bill: number, rates: SolarRates): number {
  return unitsForCharge(amount(bill) - rates.fixedCharge, rates.tariffSlabs);
}

/** A subsidy of so much per kW up to 2 kW, so much for the 3rd kW, nothing beyond. */
function tieredSubsidy(
  sizeKw: number,
  tiers: { perKwFirstTwo: number; thirdKw: number; cap: number },
): number {
  const kw = amount(sizeKw);
  const total =
    tiers.perKwFirstTwo * Math.min(kw, 2) + tiers.thirdKw * Math.min(Math.max(kw - 2, 0), 1);
  return whole(Math.min(total, tiers.cap));
}

/** PM Surya Ghar central assistance for a residential system of `sizeKw`, ₹. */
export function centralSubsidy(sizeKw: number, rates: SolarRates): number {
  return tieredSubsidy(sizeKw, rates.centralSubsidy);
}

/** Odisha's state top-up for a residential system of `sizeKw`, ₹. */
export function stateSubsidy(sizeKw: number, rates: SolarRates): number {
  return tieredSubsidy(sizeKw, rates.stateSubsidy);
}

/** The standard EMI: P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate; P/n without interest. */
export function monthlyInstalment(principal: number, yearlyRatePercent: number, months: number) {
  const p = amount(principal);
  const n = Math.round(amount(months));
  if (p === 0 || n === 0) return 0;
  const r = amount(yearlyRatePercent) / 12 / 100;
  if (r === 0) return p / n;
  const growth = (1 + r) ** n;
  return (p * r * growth) / (growth - 1);
}

/** Installed price range of a system, ₹. */
export function installedCost(sizeKw: number, system: SystemType, rates: SolarRates) {
  const kw = amount(sizeKw);
  if (kw === 0) return { low: 0, high: 0, mid: 0 };
  const grid = rates.onGridCostPerKw;
  const battery = system === "hybrid" ? rates.batteryCostPerKw * kw : 0;
  const low = whole(Math.max(grid.low * kw, grid.minimumLow) + battery);
  const high = whole(Math.max(grid.high * kw, grid.minimumHigh) + battery);
  return { low, high, mid: whole((low + high) / 2) };
}

/** Output of the panels in `year` (1 = the first) as a share of their rated yield. */
export function outputShare(year: number, rates: SolarRates): number {
  if (year <= 1) return 1;
  return Math.max(0, 1 - rates.firstYearDegradation - rates.yearlyDegradation * (year - 2));
}

/** The recommended size: enough for the use, no more than the roof holds, in sizes sold. */
export function recommendSize(neededKw: number, roofLimitKw: number) {
  const { min, max, step } = residentialSizes;
  if (neededKw <= 0) return { sizeKw: 0, reason: "no-use" as const };
  const roofMax = Math.floor(roofLimitKw / step + 1e-9) * step;
  const wanted = Math.max(min, Math.round(neededKw / step) * step);
  if (roofMax < min) return { sizeKw: 0, reason: "roof" as const };
  if (roofMax < wanted && roofMax <= max) return { sizeKw: roofMax, reason: "roof" as const };
  if (wanted > max) return { sizeKw: max, reason: "largest" as const };
  return { sizeKw: wanted, reason: "use" as const };
}

/** The whole plan for one household. */
export function planSolar(inputs: PlanInputs, rates: SolarRates): SolarPlan {
  const slabs = rates.tariffSlabs;
  const monthlyUnits =
    inputs.basis === "bill"
      ? unitsFromBill(inputs.monthlyBill, rates)
      : amount(inputs.monthlyUnits);
  const billBefore = whole(rates.fixedCharge + energyCharge(monthlyUnits, slabs));
  const roofAreaM2 =
    inputs.roofUnit === "sqft"
      ? amount(inputs.roofArea) / squareFeetPerSquareMetre
      : amount(inputs.roofArea);
  const roofLimitKw = oneDecimal(roofAreaM2 / rates.roofAreaPerKw);
  const yieldPerKw = amount(rates.yieldPerKw);
  const neededKw = yieldPerKw > 0 ? (monthlyUnits * 12) / yieldPerKw : 0;

  const recommended = recommendSize(neededKw, roofAreaM2 / rates.roofAreaPerKw);
  const chosen = inputs.chosenKw !== null && amount(inputs.chosenKw) > 0;
  const sizeKw = chosen ? oneDecimal(amount(inputs.chosenKw!)) : recommended.sizeKw;
  const sizeReason: SizeReason = chosen ? "chosen" : recommended.reason;

  const monthlySavingIn = (year: number) => {
    const generated = (sizeKw * yieldPerKw * outputShare(year, rates)) / 12;
    const imported = Math.max(monthlyUnits - generated, 0);
    const surplus = Math.max(generated - monthlyUnits, 0);
    const saving =
      energyCharge(monthlyUnits, slabs) -
      energyCharge(imported, slabs) +
      surplus * rates.exportPrice;
    return { generated, surplus, saving };
  };
  const first = monthlySavingIn(1);
  const monthlySaving = whole(first.saving);

  const cost = installedCost(sizeKw, inputs.system, rates);
  const subsidyEligible = sizeKw > 0 && (inputs.system === "on-grid" || rates.hybridSubsidised);
  const central = subsidyEligible ? centralSubsidy(sizeKw, rates) : 0;
  const state = subsidyEligible ? stateSubsidy(sizeKw, rates) : 0;
  const netCost = Math.max(0, cost.mid - central - state);

  let loan: LoanPlan | null = null;
  if (inputs.payment === "loan" && netCost > 0) {
    const limits = sizeKw <= 3 ? rates.loanLimits.upTo3Kw : rates.loanLimits.above3Kw;
    const principal = whole(Math.min(netCost, limits.share * cost.mid, limits.max));
    const months = Math.round(amount(inputs.loanYears) * 12);
    const emi = whole(monthlyInstalment(principal, inputs.loanRate, months));
    loan = {
      principal,
      downPayment: netCost - principal,
      months,
      emi,
      totalInterest: Math.max(0, emi * months - principal),
    };
  }

  const years: PlanYear[] = [
    { year: 0, savedToDate: 0, spentToDate: loan ? loan.downPayment : netCost },
  ];
  let saved = 0;
  let co2 = 0;
  for (let year = 1; year <= planYears; year++) {
    const { generated, saving } = monthlySavingIn(year);
    saved += saving * 12 * (1 + rates.tariffRise / 100) ** (year - 1);
    co2 += generated * 12 * rates.gridEmissionFactor;
    const spent = loan ? loan.downPayment + loan.emi * Math.min(year * 12, loan.months) : netCost;
    years.push({ year, savedToDate: whole(saved), spentToDate: whole(spent) });
  }

  const yearlyGeneration = whole(first.generated * 12);
  const lastYear = years[years.length - 1]!;
  return {
    monthlyUnits: whole(monthlyUnits),
    billBefore,
    roofAreaM2: oneDecimal(roofAreaM2),
    roofLimitKw,
    neededKw: oneDecimal(neededKw),
    sizeKw,
    sizeReason,
    exceedsRoof: chosen && sizeKw > roofLimitKw,
    yearlyGeneration,
    coverage: monthlyUnits > 0 ? Math.min(first.generated / monthlyUnits, 1) : 0,
    monthlySurplus: whole(first.surplus),
    billAfter: Math.max(0, billBefore - monthlySaving),
    monthlySaving,
    cost,
    subsidyEligible,
    centralSubsidy: central,
    stateSubsidy: state,
    netCost,
    loan,
    // With a loan it has paid for itself once the savings cover every EMI, interest included.
    paybackYears:
      sizeKw > 0
        ? paybackYears(
            loan
              ? years.map((point) => ({
                  ...point,
                  spentToDate: loan.downPayment + loan.emi * loan.months,
                }))
              : years,
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
