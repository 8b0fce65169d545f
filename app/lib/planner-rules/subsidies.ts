import type { SubsidyTiers } from "~/content/solar-rates";
import type { IsoDay } from "~/lib/time/kolkata-day";
import type { CustomerCategory } from "./category";
import { latestVersionBy, versionOn } from "./dated";
import { amount } from "./tariff";

// The subsidies a customer gets for a system of a size on a day. A scheme past its end is not
// counted and is reported as ended; a business gets none of the household schemes.

export type SubsidyScheme = "centralHome" | "centralSociety" | "stateHome";

const schemeRules = {
  centralHome: "centralSubsidyHome",
  centralSociety: "centralSubsidySociety",
  stateHome: "stateSubsidyHome",
} as const satisfies Record<SubsidyScheme, string>;

/** The schemes open to each kind of customer. */
export const schemesFor: Record<CustomerCategory, readonly SubsidyScheme[]> = {
  home: ["centralHome", "stateHome"],
  society: ["centralSociety"],
  business: [],
};

export interface SubsidyLine {
  scheme: SubsidyScheme;
  /** ₹ */
  amount: number;
  /** Its last day; null while no end is known. */
  endsOn: IsoDay | null;
}

export interface SubsidiesOnDay {
  /** The schemes in force on the day, with what they pay for this system. */
  counted: SubsidyLine[];
  /** The customer's schemes that ended before the day. */
  ended: { scheme: SubsidyScheme; endedOn: IsoDay }[];
  /** ₹, all counted lines. */
  total: number;
}

const whole = (value: number) => Math.round(value);

/** So much per kW up to 2 kW, so much for the 3rd kW, nothing beyond, at most the cap. */
export function tieredSubsidy(sizeKw: number, tiers: SubsidyTiers): number {
  const kw = amount(sizeKw);
  const total =
    tiers.perKwFirstTwo * Math.min(kw, 2) + tiers.thirdKw * Math.min(Math.max(kw - 2, 0), 1);
  return whole(Math.min(total, tiers.cap));
}

/** A society's: so much per kW of its common system, up to 3 kW a house and 500 kW in all. */
export function societySubsidy(
  sizeKw: number,
  houses: number,
  rule: { perKw: number; kwPerHouse: number; maxKw: number },
): number {
  const kw = Math.min(amount(sizeKw), rule.kwPerHouse * amount(houses), rule.maxKw);
  return whole(rule.perKw * kw);
}

/**
 * The subsidies for a system of `sizeKw` on `day`. `houses` is a society's number of houses
 * (its subsidy is zero without it).
 */
export function subsidiesOn(
  day: IsoDay,
  category: CustomerCategory,
  sizeKw: number,
  { houses = null }: { houses?: number | null } = {},
): SubsidiesOnDay {
  const counted: SubsidyLine[] = [];
  const ended: SubsidiesOnDay["ended"] = [];
  for (const scheme of schemesFor[category]) {
    const version = versionOn(schemeRules[scheme], day);
    if (!version) {
      const last = latestVersionBy(schemeRules[scheme], day);
      if (last?.validTo) ended.push({ scheme, endedOn: last.validTo });
      continue;
    }
    const value =
      scheme === "centralSociety"
        ? societySubsidy(
            sizeKw,
            houses ?? 0,
            version.value as { perKw: number; kwPerHouse: number; maxKw: number },
          )
        : tieredSubsidy(sizeKw, version.value as SubsidyTiers);
    counted.push({ scheme, amount: value, endsOn: version.validTo });
  }
  return { counted, ended, total: counted.reduce((sum, line) => sum + line.amount, 0) };
}

/** How the system meets the grid: the schemes pay for grid-connected rooftop systems only. */
export type GridConnection = "on-grid" | "hybrid" | "off-grid";

/**
 * The subsidies for a system of this kind on `day`: on-grid always; hybrid (battery-backed,
 * grid-connected) when `hybridSubsidised` holds; off-grid never (PM Surya Ghar and Odisha's
 * top-up are for grid-connected rooftop systems). A system that gets none keeps its schemes'
 * lines at ₹0, so a page can say why. The planner and a proposal both read them here.
 */
export function systemSubsidiesOn(
  day: IsoDay,
  category: CustomerCategory,
  sizeKw: number,
  system: GridConnection,
  { houses = null, hybridSubsidised }: { houses?: number | null; hybridSubsidised: boolean },
): SubsidiesOnDay & { eligible: boolean } {
  const eligible =
    sizeKw > 0 && (system === "on-grid" || (system === "hybrid" && hybridSubsidised));
  const onDay = subsidiesOn(day, category, sizeKw, { houses });
  return eligible
    ? { ...onDay, eligible }
    : {
        ...onDay,
        counted: onDay.counted.map((line) => ({ ...line, amount: 0 })),
        total: 0,
        eligible,
      };
}
