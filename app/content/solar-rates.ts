import type { IsoDay } from "~/lib/time/kolkata-day";

// Every rate, subsidy and assumption the solar savings planner uses, each as dated versions:
// the day it holds from and to, where it came from, the day we last checked it and the day it
// must be checked again. The rules that read them (app/lib/planner-rules/) take the day as an
// argument and never read the clock; the server passes the day of the request in Asia/Kolkata.
// Looked up again on 2026-11-24 (../shared/research/planner-audit-2026-11.md and the sources
// named below). Updating a figure: add a version with its `validFrom`, and close the old one
// with `validTo`; stored quotes keep the figures of the day they were worked out for.
// The words the page shows for each rule (its label, its source explained in Odia) are in
// app/content/copy/{en,or}/solar-calculator.ts, by rule key.

export interface RuleSource {
  title: string;
  /**
   * The title in Odia, as the owner's rates desk records it with a new version (issue 33); the
   * versions in this file have theirs in copy/or/solar-calculator.ts (sourceNotes), by rule.
   */
  titleOr?: string;
  /** Where to read it; null for our own assumptions. */
  url: string | null;
  /** When the source was published, where it says. */
  published: IsoDay | null;
}

export interface RuleVersion<Value> {
  value: Value;
  /** The first day it holds. */
  validFrom: IsoDay;
  /** The last day it holds; null while no end is known. */
  validTo: IsoDay | null;
  source: RuleSource;
  /** The day we last checked it against the source. */
  checkedOn: IsoDay;
  /** Past this day the page flags it as possibly out of date, and staff see it in the inbox. */
  reviewBy: IsoDay;
  /** No source settles it: shown as an assumption the visitor can change, marked so. */
  unconfirmed: boolean;
}

export interface Rule<Value> {
  unit: string;
  /** A scheme ends: past its `validTo` it is not counted, and the page says it has ended. */
  scheme?: true;
  /** The visitor may change it, within these limits, through the query parameter `param`. */
  editable?: { param: string; min: number; max: number; step: number };
  versions: RuleVersion<Value>[];
}

export interface TariffSlab {
  /** Units (kWh) a month up to which this price applies; null for the last slab. */
  upTo: number | null;
  /** ₹ per unit. */
  price: number;
}

export interface SubsidyTiers {
  perKwFirstTwo: number;
  thirdKw: number;
  cap: number;
}

export interface LoanBand {
  /** % a year. */
  rate: number;
  /** The share of the project cost the borrower pays first (margin money). */
  marginShare: number;
  /** The most the bank lends, ₹. */
  maxLoan: number;
  /** The longest tenure, years. */
  maxYears: number;
}

const checked = "2026-11-24";
const research = "2026-11-22";

const oerc2025 = {
  title:
    "OERC keeps the retail tariff unchanged for FY2025-26: domestic ₹2.90 / 4.70 / 5.70 / 6.10 a unit; smart-meter rent of ₹60 a month waived up to 2 kW load (New Indian Express)",
  url: "https://www.newindianexpress.com/states/odisha/2025/Mar/25/oerc-keeps-power-tariff-unchanged-for-2025-26",
  published: "2025-03-25",
} satisfies RuleSource;

const surya = {
  title:
    "MNRE, PM Surya Ghar central financial assistance: homes ₹30,000/kW to 2 kW and ₹18,000 for the 3rd kW; housing societies and RWAs ₹18,000/kW for common facilities, up to 3 kW a house and 500 kW in all (Mercom); the scheme runs to 2026-27",
  url: "https://mercomindia.com/housing-societies-new-rooftop-solar-program",
  published: "2024-03-18",
} satisfies RuleSource;

const sbi = {
  title:
    "SBI Surya Ghar loan for solar roof top: up to 3 kW EBLR − 2.15%, 10% margin, at most ₹2 lakh; above 3 kW to 10 kW EBLR + 0%, 20% margin, at most ₹6 lakh; up to 120 months; subsidy credited to the loan account. SBI's EBLR 7.90% from December 15, 2025, after the repo rate fell to 5.25% (held on February 6, 2026)",
  url: "https://bank.sbi/web/personal-banking/loans/pm-surya-ghar-loan-for-solar-roof-top",
  published: null,
} satisfies RuleSource;

/** The end of both household schemes: FY2026-27, the last year of PM Surya Ghar and Odisha's top-up. */
export const householdSchemesEnd: IsoDay = "2027-03-31";

export const solarRates = {
  /** OERC domestic (LT) energy charge, telescopic monthly slabs, all four Tata Power discoms. */
  domesticTariff: {
    unit: "₹/unit",
    versions: [
      {
        value: [
          { upTo: 50, price: 2.9 },
          { upTo: 200, price: 4.7 },
          { upTo: 400, price: 5.7 },
          { upTo: null, price: 6.1 },
        ] as TariffSlab[],
        validFrom: "2024-04-01",
        validTo: null,
        source: oerc2025,
        checkedOn: checked,
        // The FY2027-28 order takes effect on 1 April 2027.
        reviewBy: "2027-04-01",
        // The FY2026-27 order itself was not found; TPCODL asked for no hike (2026-02-05).
        unconfirmed: true,
      },
    ],
  } satisfies Rule<TariffSlab[]>,

  /** OERC LT General Purpose (< 110 kVA): shops, offices, schools, institutions. */
  generalPurposeTariff: {
    unit: "₹/unit",
    versions: [
      {
        value: [
          { upTo: 100, price: 5.9 },
          { upTo: null, price: 7.0 },
        ] as TariffSlab[],
        validFrom: "2024-04-01",
        validTo: null,
        source: {
          title:
            "OERC retail supply tariff, LT General Purpose (< 110 kVA): ₹5.90 a unit to 100 units, ₹7.00 above, as published bill-checking tables read it; kept unchanged for FY2024-25 and FY2025-26. The order's schedule itself was not found",
          url: "https://www.orierc.org",
          published: "2025-03-24",
        },
        checkedOn: checked,
        reviewBy: "2027-04-01",
        unconfirmed: true,
      },
    ],
  } satisfies Rule<TariffSlab[]>,

  /** Monthly minimum fixed charge, ₹ per kW (or part) of contract demand, by tariff class. */
  fixedChargePerKw: {
    unit: "₹ per kW a month",
    versions: [
      {
        value: { domestic: 20, generalPurpose: 30 },
        validFrom: "2024-04-01",
        validTo: null,
        source: {
          title:
            "OERC retail supply tariff schedules carry a monthly minimum fixed charge per kW of contract demand (first kW or part, each further kW or part): ₹20 domestic and ₹30 general purpose in earlier schedules; not confirmed in the FY2025-26 order",
          url: "https://www.orierc.org",
          published: "2025-03-24",
        },
        checkedOn: checked,
        reviewBy: "2027-04-01",
        unconfirmed: true,
      },
    ],
  } satisfies Rule<{ domestic: number; generalPurpose: number }>,

  /** Smart-meter rent, waived for small connections. */
  meterRent: {
    unit: "₹ a month",
    versions: [
      {
        value: { rent: 60, waivedUpToKw: 2 },
        validFrom: "2025-04-01",
        validTo: null,
        source: oerc2025,
        checkedOn: checked,
        reviewBy: "2027-04-01",
        unconfirmed: false,
      },
    ],
  } satisfies Rule<{ rent: number; waivedUpToKw: number }>,

  /** Odisha electricity duty, on top of the energy charge. */
  electricityDuty: {
    unit: "% of the energy charge",
    editable: { param: "duty", min: 0, max: 20, step: 0.1 },
    versions: [
      {
        value: 4,
        validFrom: "2024-04-01",
        validTo: null,
        source: {
          title:
            "Orissa Electricity (Duty) Act, 1961: duty on the energy consumed, charged over and above the tariff (the discoms' tariff notifications); the rate for each category was not found, so 4% is our assumption",
          url: "https://lawsisto.com/Read-State-Act/MjE2/THE-ORISSA-ELECTRICITY-DUTY-ACT-1961",
          published: "1961-10-14",
        },
        checkedOn: checked,
        reviewBy: "2027-04-01",
        unconfirmed: true,
      },
    ],
  } satisfies Rule<number>,

  /** What a unit exported to the grid earns at settlement. */
  exportPrice: {
    unit: "₹/unit",
    editable: { param: "export", min: 0, max: 10, step: 0.01 },
    versions: [
      {
        value: 0,
        validFrom: "2022-05-05",
        validTo: null,
        source: {
          title:
            "OERC net metering (order of May 5, 2022, amended November 28, 2025); older orders paid nothing for surplus above 90% of use; the current settlement rule is not confirmed",
          url: "https://www.orierc.org",
          published: "2025-11-28",
        },
        checkedOn: checked,
        reviewBy: "2027-04-01",
        unconfirmed: true,
      },
    ],
  } satisfies Rule<number>,

  /** PM Surya Ghar central financial assistance (CFA) for a home, general-category state. */
  centralSubsidyHome: {
    unit: "₹",
    scheme: true,
    versions: [
      {
        value: { perKwFirstTwo: 30_000, thirdKw: 18_000, cap: 78_000 },
        validFrom: "2024-02-13",
        validTo: householdSchemesEnd,
        source: surya,
        checkedOn: checked,
        // Whether it is extended is decided before it ends.
        reviewBy: "2027-03-31",
        unconfirmed: false,
      },
    ],
  } satisfies Rule<SubsidyTiers>,

  /** PM Surya Ghar CFA for a housing society / RWA's common facilities (EV charging included). */
  centralSubsidySociety: {
    unit: "₹",
    scheme: true,
    versions: [
      {
        value: { perKw: 18_000, kwPerHouse: 3, maxKw: 500 },
        validFrom: "2024-02-13",
        validTo: householdSchemesEnd,
        source: surya,
        checkedOn: checked,
        reviewBy: "2027-03-31",
        unconfirmed: false,
      },
    ],
  } satisfies Rule<{ perKw: number; kwPerHouse: number; maxKw: number }>,

  /** Odisha's state financial assistance (SFA) on top of the central subsidy, for a home. */
  stateSubsidyHome: {
    unit: "₹",
    scheme: true,
    versions: [
      {
        value: { perKwFirstTwo: 25_000, thirdKw: 10_000, cap: 60_000 },
        validFrom: "2024-04-01",
        validTo: householdSchemesEnd,
        source: {
          title:
            "Odisha cabinet decision of January 3, 2025: ₹25,000/kW to 2 kW and ₹10,000 for the 3rd kW, FY2024-25 to FY2026-27 (Sambad English); funded again in the 2026-27 state budget (Mercom, February 26, 2026). A report of ₹25,000–35,000 is not followed; the official eligibility text was not found",
          url: "https://sambadenglish.com/latest-news/cabinet-decision-odisha-announces-additional-subsidy-for-surya-ghar-scheme-check-details-8589201",
          published: "2025-01-03",
        },
        checkedOn: checked,
        reviewBy: "2027-03-31",
        unconfirmed: true,
      },
    ],
  } satisfies Rule<SubsidyTiers>,

  /** Installed price of an on-grid system: per kW, with a floor for the smallest systems. */
  installedCost: {
    unit: "₹ per kW",
    versions: [
      {
        value: { low: 55_000, high: 75_000, minimumLow: 65_000, minimumHigh: 75_000 },
        validFrom: "2024-04-01",
        validTo: "2025-09-21",
        source: {
          title:
            "Market prices for 3 kW ₹1.65–2.25 lakh (2024-25); 1 kW in Odisha ₹65,000–75,000 (Tata Power Odisha, ProjectsToday); GST 12%",
          url: "https://www.projectstoday.com",
          published: "2025-09-02",
        },
        checkedOn: research,
        reviewBy: "2025-09-22",
        unconfirmed: false,
      },
      {
        // MNRE: GST on solar power systems 12% → 5% from 2025-09-22, a 3 kW system about
        // ₹9,000–10,500 cheaper: the earlier range less ₹3,000–3,500 a kW.
        value: { low: 52_000, high: 71_500, minimumLow: 62_000, minimumHigh: 71_500 },
        validFrom: "2025-09-22",
        validTo: null,
        source: {
          title:
            "MNRE: GST on renewable energy equipment cut from 12% to 5% from September 22, 2025, a typical 3 kW rooftop system ₹9,000–10,500 cheaper (September 17, 2025); installers report 7–10% lower prices (Mercom)",
          url: "https://mercomindia.com/rooftop-solar-gets-cheaper-as-gst-cut-shortens-payback-period-for-consumers",
          published: "2025-12-30",
        },
        checkedOn: checked,
        reviewBy: "2027-05-24",
        unconfirmed: false,
      },
    ],
  } satisfies Rule<{ low: number; high: number; minimumLow: number; minimumHigh: number }>,

  /** What a hybrid inverter and battery backup add to each kW. */
  batteryCostPerKw: {
    unit: "₹ per kW",
    editable: { param: "battery", min: 0, max: 200_000, step: 500 },
    versions: [
      {
        value: 35_000,
        validFrom: "2024-04-01",
        validTo: null,
        source: {
          title:
            "Our working figure: no reliable published price for hybrid systems with batteries",
          url: null,
          published: null,
        },
        checkedOn: research,
        reviewBy: "2027-05-24",
        unconfirmed: true,
      },
    ],
  } satisfies Rule<number>,

  /** Yearly generation of one kW of panels in Odisha. */
  yieldPerKw: {
    unit: "kWh per kW per year",
    editable: { param: "yield", min: 800, max: 1800, step: 10 },
    versions: [
      {
        value: 1350,
        validFrom: "2024-04-01",
        validTo: null,
        source: {
          title:
            "Conservative middle of 1,300–1,400: PM Surya Ghar portal 1,577; Tata Power Odisha ~1,200; Odisha capacity factor 15–17%. No measured figure for Bhubaneswar",
          url: "https://pmsuryaghar.gov.in",
          published: null,
        },
        checkedOn: research,
        reviewBy: "2027-11-22",
        unconfirmed: true,
      },
    ],
  } satisfies Rule<number>,

  /** Output lost in the first year (PERC modules, warranted). */
  firstYearDegradation: {
    unit: "share of output",
    versions: [
      {
        value: 0.02,
        validFrom: "2024-04-01",
        validTo: null,
        source: { title: "PERC module warranties: up to 2% in year 1", url: null, published: null },
        checkedOn: research,
        reviewBy: "2027-11-22",
        unconfirmed: false,
      },
    ],
  } satisfies Rule<number>,

  /** Output lost every later year. */
  yearlyDegradation: {
    unit: "share of first output per year",
    versions: [
      {
        value: 0.0055,
        validFrom: "2024-04-01",
        validTo: null,
        source: {
          title: "PERC module warranties: at most 0.55% a year, about 85% left at year 25",
          url: null,
          published: null,
        },
        checkedOn: research,
        reviewBy: "2027-11-22",
        unconfirmed: false,
      },
    ],
  } satisfies Rule<number>,

  /** How fast tariffs rise, for savings over the years. */
  tariffRise: {
    unit: "% a year",
    editable: { param: "rise", min: 0, max: 15, step: 0.1 },
    versions: [
      {
        // Conservative: no domestic rise since FY2021-22, a cut in FY2024-25.
        value: 0,
        validFrom: "2024-04-01",
        validTo: null,
        source: {
          title:
            "Our assumption: OERC has not raised domestic tariffs since FY2021-22, cut them by 10 paise a unit in FY2024-25 and kept them for FY2025-26",
          url: oerc2025.url,
          published: oerc2025.published,
        },
        checkedOn: checked,
        reviewBy: "2027-04-01",
        unconfirmed: true,
      },
    ],
  } satisfies Rule<number>,

  /** Shade-free roof one kW of panels needs. */
  roofAreaPerKw: {
    unit: "m² per kW",
    versions: [
      {
        value: 10,
        validFrom: "2024-04-01",
        validTo: null,
        source: {
          title: "Industry rule of thumb (about 10 m², 108 sq ft, per kW); CSE uses 9 m²",
          url: null,
          published: null,
        },
        checkedOn: research,
        reviewBy: "2027-11-22",
        unconfirmed: false,
      },
    ],
  } satisfies Rule<number>,

  /** Collateral-free loan up to 3 kW: repo rate + 0.5% (SBI: EBLR − 2.15%). */
  loanUpTo3Kw: {
    unit: "% a year, share, ₹, years",
    versions: [
      {
        value: { rate: 5.75, marginShare: 0.1, maxLoan: 200_000, maxYears: 10 },
        validFrom: "2025-12-15",
        validTo: null,
        source: sbi,
        checkedOn: checked,
        // After the RBI's next policy decisions: the rate follows the repo rate.
        reviewBy: "2027-01-15",
        // No RBI decision after 2026-02-06 was found.
        unconfirmed: true,
      },
    ],
  } satisfies Rule<LoanBand>,

  /** Loan above 3 kW to 10 kW: about 2.15 points more (SBI: EBLR + 0%). */
  loanAbove3Kw: {
    unit: "% a year, share, ₹, years",
    versions: [
      {
        value: { rate: 7.9, marginShare: 0.2, maxLoan: 600_000, maxYears: 10 },
        validFrom: "2025-12-15",
        validTo: null,
        source: sbi,
        checkedOn: checked,
        reviewBy: "2027-01-15",
        unconfirmed: true,
      },
    ],
  } satisfies Rule<LoanBand>,

  /** Months from paying for the system to the subsidy reaching the loan account. */
  subsidyArrivalMonths: {
    unit: "months",
    versions: [
      {
        value: 2,
        validFrom: "2024-02-13",
        validTo: null,
        source: {
          title:
            "The subsidy is released after commissioning and credited to the loan account (SBI); the time it takes is not published, and portal delays are the scheme's common complaint: two months is our assumption",
          url: sbi.url,
          published: null,
        },
        checkedOn: checked,
        reviewBy: "2027-03-31",
        unconfirmed: true,
      },
    ],
  } satisfies Rule<number>,

  /** CO₂ the grid emits per unit, for units solar replaces. */
  gridEmissionFactor: {
    unit: "kg CO₂ per kWh",
    versions: [
      {
        value: 0.7117,
        validFrom: "2025-11-01",
        validTo: null,
        source: {
          title: "CEA CO₂ Baseline Database V21.0, weighted average for FY2024-25",
          url: "https://cea.nic.in/cdm-co2-baseline-database/",
          published: "2025-11-01",
        },
        checkedOn: research,
        // CEA publishes a new version each winter.
        reviewBy: "2027-01-31",
        unconfirmed: false,
      },
    ],
  } satisfies Rule<number>,

  /** Whether the subsidies are paid on a hybrid (battery-backed, grid-connected) system. */
  hybridSubsidised: {
    unit: "yes/no",
    versions: [
      {
        value: true as boolean,
        validFrom: "2025-11-28",
        validTo: null,
        source: {
          title:
            "Hybrid inverters are allowed under Odisha net metering (OERC, November 28, 2025); whether the subsidies cover them is not confirmed",
          url: "https://www.orierc.org",
          published: "2025-11-28",
        },
        checkedOn: research,
        reviewBy: "2027-03-31",
        unconfirmed: true,
      },
    ],
  } satisfies Rule<boolean>,

  /** The contract demand on the bill, kW: it sets the fixed charge and the meter rent. */
  contractLoadKw: {
    unit: "kW",
    editable: { param: "load", min: 1, max: 500, step: 0.5 },
    versions: [
      {
        value: 3,
        validFrom: "2024-04-01",
        validTo: null,
        source: {
          title:
            "Our assumption for a home using about 300 units a month; your bill shows your contract demand (and net metering allows a system up to it)",
          url: null,
          published: null,
        },
        checkedOn: checked,
        reviewBy: "2027-11-24",
        unconfirmed: true,
      },
    ],
  } satisfies Rule<number>,
};

/** A rule's key: the copy names each rule by it (copy/en/solar-calculator.ts and its Odia twin). */
export type RateKey = keyof typeof solarRates;

export const rateKeys = Object.keys(solarRates) as RateKey[];

/**
 * How a rule's value is shaped, as its first version is: a number, yes or no, tariff slabs, or
 * named figures. The schema that checks a new version (content-schemas.ts) and the rates desk's
 * form (rate-fields.ts) both follow it.
 */
export type RateShape =
  | { kind: "number" }
  | { kind: "yesNo" }
  | { kind: "slabs" }
  | { kind: "figures"; fields: string[] };

export function rateShapeOf(key: RateKey): RateShape {
  const sample: unknown = solarRates[key].versions[0]!.value;
  if (typeof sample === "number") return { kind: "number" };
  if (typeof sample === "boolean") return { kind: "yesNo" };
  if (Array.isArray(sample)) return { kind: "slabs" };
  return { kind: "figures", fields: Object.keys(sample as object) };
}

/** The value type of each rule. */
export type RateValue<K extends RateKey> = (typeof solarRates)[K]["versions"][number]["value"];

/** Every rule's value as one version holds it: what the plan's arithmetic takes. */
export type SolarRates = { [K in RateKey]: RateValue<K> };

/** The rules the visitor may change, and the limits the page holds them to. */
export const editableRates = [
  "yieldPerKw",
  "tariffRise",
  "electricityDuty",
  "contractLoadKw",
  "exportPrice",
  "batteryCostPerKw",
] as const satisfies readonly RateKey[];
export type EditableRate = (typeof editableRates)[number];

/** The planner's inputs: what a visitor sees first, and what each customer accepts. */
export const plannerInputs = {
  /** ₹ a month: a household using about 290 units, where a 3 kW system fits. */
  monthlyBill: {
    default: 1500,
    min: 0,
    max: { home: 100_000, society: 1_000_000, business: 1_000_000 },
  },
  /** kWh a month, when the visitor reads units off the bill instead. */
  monthlyUnits: {
    default: 300,
    min: 0,
    max: { home: 10_000, society: 100_000, business: 100_000 },
  },
  /** Shade-free roof, by unit: about 400 sq ft holds 3 kW. */
  roofArea: {
    sqft: { default: 400, min: 0, max: 500_000 },
    sqm: { default: 40, min: 0, max: 50_000 },
  },
  /** Houses in a housing society (its subsidy is 3 kW a house). */
  houses: { min: 2, max: 10_000 },
  /** A loan's interest, % a year, when the visitor knows their bank's offer. */
  loanRate: { min: 1, max: 20 },
  /** A loan's tenure in whole years: banks lend these systems for at most 10. */
  loanYears: { default: 10, min: 1, max: 10 },
  /** A size the visitor chooses, kW (one decimal). */
  chosenKw: { min: 1, max: { home: 10, society: 500, business: 500 } },
  /** The visitor's own price per unit, from their bill. */
  ownTariff: { min: 1, max: 30 },
  /** The fixed charges the visitor's bill shows, ₹ a month. */
  fixedCharge: { min: 0, max: 100_000 },
} as const;

/** The sizes the planner recommends, whole kW: homes to 10 kW, societies and businesses beyond. */
export const recommendedSizes = {
  home: { min: 1, max: 10 },
  society: { min: 1, max: 500 },
  business: { min: 1, max: 500 },
} as const;

/** Years the planner looks ahead: the panels' performance warranty. */
export const planYears = 25;
