import type { RateKey } from "~/content/solar-rates";
import type { IsoDay } from "~/lib/time/kolkata-day";
import {
  type CustomerCategory,
  type GridConnection,
  latestVersionBy,
  type LoanPlan,
  loanTermsOn,
  planLoan,
  rateOn,
  schemesFor,
  type SubsidiesOnDay,
  systemSubsidiesOn,
} from "~/lib/planner-rules";

// A proposal's money, worked out on the proposal's day by the planner's own rules (issue 21):
// the subsidies are `systemSubsidiesOn`, the loan and its EMI `planLoan` — the functions the
// savings planner calls — never a second copy of them. The price and the GST rate are what
// staff type; everything else follows from them and the day. Pure: the day is an argument.

export const proposalSystems = [
  "on-grid",
  "hybrid",
  "off-grid",
] as const satisfies readonly GridConnection[];
export type ProposalSystem = (typeof proposalSystems)[number];

/** What staff type into a proposal (a draft's `inputs`). */
export interface ProposalInputs {
  category: CustomerCategory;
  /** A housing society's number of houses (its subsidy needs it); null for others. */
  houses: number | null;
  sizeKw: number;
  system: ProposalSystem;
  panels: string;
  inverter: string;
  structure: string;
  /** Empty when the system has none. */
  battery: string;
  /** ₹, before GST. */
  priceBeforeGst: number;
  /** % of the price. */
  gstRate: number;
  /** Whether the loan option is offered beside cash. */
  loanOffered: boolean;
  loanYears: number;
  /** One warranty a line. */
  warranties: string;
  /** What the price includes, one item a line. */
  included: string;
  validUntil: IsoDay;
}

/** A rule the figures were read from, with the dates the customer's copy keeps. */
export interface RuleDates {
  key: RateKey | "gst";
  validFrom: IsoDay;
  validTo: IsoDay | null;
  checkedOn: IsoDay;
  source: string;
  /** The source in Odia, where the rates desk recorded it with the version (issue 33). */
  sourceOr?: string;
  url: string | null;
}

export interface ProposalFigures {
  day: IsoDay;
  priceBeforeGst: number;
  gstRate: number;
  gst: number;
  /** With GST, ₹. */
  price: number;
  subsidies: SubsidiesOnDay & { eligible: boolean };
  /** The price less the subsidies, ₹ (the subsidies reach the customer after commissioning). */
  netPrice: number;
  loan: LoanPlan | null;
  rules: RuleDates[];
}

/**
 * GST on a rooftop solar power system supplied and installed as one: 12% until 21 September
 * 2025, 5% from 22 September 2025 (GST Council, 56th meeting; MNRE's note of 17 September
 * 2025; research/planner-audit-2026-11.md, gstvidhi.com). The rate a draft starts with: staff
 * type the rate their invoice uses (a contract valued under the 70:30 goods/services rule comes
 * to about 8.9%), and the proposal shows the rate it was given.
 */
export const gstRates = [
  { rate: 12, validFrom: "2017-07-01", validTo: "2025-09-21" },
  { rate: 5, validFrom: "2025-09-22", validTo: null },
] as const satisfies readonly { rate: number; validFrom: IsoDay; validTo: IsoDay | null }[];

const gstSource = {
  source:
    "GST on solar power generating systems cut from 12% to 5% from September 22, 2025 (GST Council, 56th meeting; MNRE, September 17, 2025)",
  url: "https://mercomindia.com/rooftop-solar-gets-cheaper-as-gst-cut-shortens-payback-period-for-consumers",
  checkedOn: "2026-11-24",
} as const;

function gstVersionOn(day: IsoDay): (typeof gstRates)[number] {
  return (
    gstRates.find(
      (version) => version.validFrom <= day && (!version.validTo || day <= version.validTo),
    ) ?? gstRates[1]
  );
}

/** The GST rate a new draft starts with on `day`, %. */
export const defaultGstRateOn = (day: IsoDay): number => gstVersionOn(day).rate;

function ruleDates(key: RateKey, day: IsoDay): RuleDates | null {
  const version = latestVersionBy(key, day);
  if (!version) return null;
  return {
    key,
    validFrom: version.validFrom,
    validTo: version.validTo,
    checkedOn: version.checkedOn,
    source: version.source.title,
    ...(version.source.titleOr ? { sourceOr: version.source.titleOr } : {}),
    url: version.source.url,
  };
}

const schemeRule = {
  centralHome: "centralSubsidyHome",
  centralSociety: "centralSubsidySociety",
  stateHome: "stateSubsidyHome",
} as const satisfies Record<string, RateKey>;

/** The proposal's money on `day`. */
export function proposalFigures(day: IsoDay, inputs: ProposalInputs): ProposalFigures {
  const priceBeforeGst = Math.max(0, Math.round(inputs.priceBeforeGst));
  const gst = Math.round((priceBeforeGst * inputs.gstRate) / 100);
  const price = priceBeforeGst + gst;
  const subsidies = systemSubsidiesOn(day, inputs.category, inputs.sizeKw, inputs.system, {
    houses: inputs.houses,
    hybridSubsidised: rateOn("hybridSubsidised", day),
  });
  const loan =
    inputs.loanOffered && price > 0
      ? planLoan({
          day,
          sizeKw: inputs.sizeKw,
          category: inputs.category,
          cost: price,
          subsidies: subsidies.total,
          ownRate: null,
          years: inputs.loanYears,
          arrivalMonths: rateOn("subsidyArrivalMonths", day),
        })
      : null;
  const keys: RateKey[] = [
    ...schemesFor[inputs.category].map((scheme) => schemeRule[scheme]),
    ...(inputs.system === "hybrid" ? (["hybridSubsidised"] as const) : []),
    ...(loan
      ? ([
          loanTermsOn(day, inputs.sizeKw, inputs.category).band === "upTo3Kw"
            ? "loanUpTo3Kw"
            : "loanAbove3Kw",
          "subsidyArrivalMonths",
        ] as const)
      : []),
  ];
  const gstVersion = gstVersionOn(day);
  return {
    day,
    priceBeforeGst,
    gstRate: inputs.gstRate,
    gst,
    price,
    subsidies,
    netPrice: Math.max(0, price - subsidies.total),
    loan,
    rules: [
      { key: "gst", validFrom: gstVersion.validFrom, validTo: gstVersion.validTo, ...gstSource },
      ...keys.map((key) => ruleDates(key, day)).filter((rule) => rule !== null),
    ],
  };
}

/** The lines of a multi-line field, blank ones dropped. */
export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
