import type { TariffSlab } from "~/content/solar-rates";
import type { IsoDay } from "~/lib/time/kolkata-day";
import type { CustomerCategory } from "./category";
import { rateOn } from "./dated";

// What a bill is made of on a day, for each kind of customer: OERC's energy charge by slabs,
// the monthly fixed charge per kW of contract demand, the smart-meter rent and the duty.

export type TariffClass = "domestic" | "generalPurpose";

/**
 * A home is billed domestic; a society's common facilities are assumed domestic too (the page
 * says so, and takes the society's own rate when typed); a business general purpose.
 */
export const tariffClassOf: Record<CustomerCategory, TariffClass> = {
  home: "domestic",
  society: "domestic",
  business: "generalPurpose",
};

export interface TariffOnDay {
  tariffClass: TariffClass;
  slabs: TariffSlab[];
  /** ₹ a month for each kW (or part) of contract demand. */
  fixedPerKw: number;
  meterRent: { rent: number; waivedUpToKw: number };
  /** % of the energy charge. */
  dutyPercent: number;
  /** ₹ a unit exported. */
  exportPrice: number;
}

export function tariffOn(day: IsoDay, category: CustomerCategory): TariffOnDay {
  const tariffClass = tariffClassOf[category];
  return {
    tariffClass,
    slabs: rateOn(tariffClass === "domestic" ? "domesticTariff" : "generalPurposeTariff", day),
    fixedPerKw: rateOn("fixedChargePerKw", day)[tariffClass],
    meterRent: rateOn("meterRent", day),
    dutyPercent: rateOn("electricityDuty", day),
    exportPrice: rateOn("exportPrice", day),
  };
}

/** A number the arithmetic can use: finite and not negative, else 0. */
export const amount = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

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
