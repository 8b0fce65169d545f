// Every rate the solar savings planner uses, with its unit, source and the date it was true.
// Gathered 2026-11-22 (see ../shared/research/odisha-solar-facts.md). Updating a rate is a
// one-line change here; the planner, its "Assumptions" list and the stored quotes follow.
// `uncertain` marks what the research could not confirm: the page says so, and the visitor
// may change those that have an `editable` range.
// The words the page shows for each rate (its label, and the source explained in Odia) are in
// app/content/copy/{en,or}/solar-calculator.ts, by rate id: change a source here, change its
// Odia note there (a unit test checks that the note still carries the source's figures).

export interface Rate<Value = number> {
  value: Value;
  unit: string;
  source: string;
  /** When the figure was true, or when we last checked it (YYYY-MM or YYYY-MM-DD). */
  asOf: string;
  /** Not confirmed by the research: shown as an assumption, never as a fact. */
  uncertain: boolean;
  /** The visitor may change it within these limits, through the query parameter `param`. */
  editable?: { param: string; min: number; max: number; step: number };
}

export interface TariffSlab {
  /** Units (kWh) a month up to which this price applies; null for the last slab. */
  upTo: number | null;
  /** ₹ per unit. */
  price: number;
}

export const solarRates = {
  /** OERC domestic (LT) energy charge, telescopic monthly slabs, all four Tata Power discoms. */
  tariffSlabs: {
    value: [
      { upTo: 50, price: 2.9 },
      { upTo: 200, price: 4.7 },
      { upTo: 400, price: 5.7 },
      { upTo: null, price: 6.1 },
    ] as TariffSlab[],
    unit: "₹/unit",
    source:
      "OERC tariff order for FY2025-26 (2025-03-24), unchanged from FY2024-25; the FY2026-27 order was not found",
    asOf: "2025-04-01",
    uncertain: true,
  } satisfies Rate<TariffSlab[]>,

  /** Fixed (customer) charge on a domestic bill, per month. */
  fixedCharge: {
    value: 0,
    unit: "₹/month",
    source: "Not found in the published orders; enter the fixed charge your bill shows",
    asOf: "2026-11-22",
    uncertain: true,
    editable: { param: "fixed", min: 0, max: 2000, step: 1 },
  } satisfies Rate,

  /** What a unit exported to the grid earns at settlement. */
  exportPrice: {
    value: 0,
    unit: "₹/unit",
    source:
      "OERC net metering (order 2022-05-05, amended 2025-11-28); older orders paid nothing for surplus above 90% of use; the current settlement rule is not confirmed",
    asOf: "2025-11-28",
    uncertain: true,
    editable: { param: "export", min: 0, max: 10, step: 0.01 },
  } satisfies Rate,

  /** Yearly generation of one kW of panels in Odisha. */
  yieldPerKw: {
    value: 1350,
    unit: "kWh per kW per year",
    source:
      "Conservative middle of 1,300–1,400: PM Surya Ghar portal 1,577; Tata Power Odisha ~1,200; Odisha capacity factor 15–17%. No measured figure for Bhubaneswar",
    asOf: "2025-09-02",
    uncertain: true,
    editable: { param: "yield", min: 800, max: 1800, step: 10 },
  } satisfies Rate,

  /** Output lost in the first year (PERC modules, warranted). */
  firstYearDegradation: {
    value: 0.02,
    unit: "share of output",
    source: "PERC module warranties: up to 2% in year 1",
    asOf: "2025-07-01",
    uncertain: false,
  } satisfies Rate,

  /** Output lost every later year. */
  yearlyDegradation: {
    value: 0.0055,
    unit: "share of first output per year",
    source: "PERC module warranties: at most 0.55% a year, about 85% left at year 25",
    asOf: "2025-07-01",
    uncertain: false,
  } satisfies Rate,

  /** How fast tariffs rise, for savings over the years. */
  tariffRise: {
    value: 3,
    unit: "% a year",
    source:
      "Our assumption: OERC kept domestic tariffs unchanged for FY2024-25 and FY2025-26; CSE's Solar-My-Roof uses 5%",
    asOf: "2026-11-22",
    uncertain: true,
    editable: { param: "rise", min: 0, max: 15, step: 0.1 },
  } satisfies Rate,

  /** Shade-free roof one kW of panels needs. */
  roofAreaPerKw: {
    value: 10,
    unit: "m² per kW",
    source: "Industry rule of thumb (about 10 m², 108 sq ft, per kW); CSE uses 9 m²",
    asOf: "2026-11-22",
    uncertain: false,
  } satisfies Rate,

  /** Installed price of an on-grid system: per kW, with a floor for the smallest systems. */
  onGridCostPerKw: {
    value: { low: 55_000, high: 75_000, minimumLow: 65_000, minimumHigh: 75_000 },
    unit: "₹ per kW",
    source:
      "Market prices for 3 kW ₹1.65–2.3 lakh (2024-25); 1 kW in Odisha ₹65,000–75,000 (Tata Power Odisha, 2025-09-02)",
    asOf: "2025-09-02",
    uncertain: false,
  } satisfies Rate<{ low: number; high: number; minimumLow: number; minimumHigh: number }>,

  /** What a hybrid inverter and battery backup add to each kW. */
  batteryCostPerKw: {
    value: 35_000,
    unit: "₹ per kW",
    source: "Our working figure: no reliable published price for hybrid systems with batteries",
    asOf: "2026-11-22",
    uncertain: true,
    editable: { param: "battery", min: 0, max: 200_000, step: 500 },
  } satisfies Rate,

  /** PM Surya Ghar central financial assistance (CFA), residential, general-category state. */
  centralSubsidy: {
    value: { perKwFirstTwo: 30_000, thirdKw: 18_000, cap: 78_000 },
    unit: "₹",
    source:
      "MNRE PM Surya Ghar guidelines as amended (SolarQuarter 2025-07-08); runs to 2027-03-31",
    asOf: "2025-07-08",
    uncertain: false,
  } satisfies Rate<{ perKwFirstTwo: number; thirdKw: number; cap: number }>,

  /** Odisha state financial assistance (SFA) on top of the central subsidy, residential. */
  stateSubsidy: {
    value: { perKwFirstTwo: 25_000, thirdKw: 10_000, cap: 60_000 },
    unit: "₹",
    source:
      "Odisha cabinet decision 2025-01-03 (FY2024-25 to FY2026-27); a later report of ₹25,000–35,000 is not followed; the official eligibility text was not found",
    asOf: "2025-01-03",
    uncertain: true,
  } satisfies Rate<{ perKwFirstTwo: number; thirdKw: number; cap: number }>,

  /** Whether the subsidies are paid on a hybrid (battery-backed, grid-connected) system. */
  hybridSubsidised: {
    value: true as boolean,
    unit: "yes/no",
    source:
      "Hybrid inverters are allowed under Odisha net metering (OERC, 2025-11-28); whether the subsidies cover them is not confirmed",
    asOf: "2025-11-28",
    uncertain: true,
  } satisfies Rate<boolean>,

  /** Collateral-free rooftop solar loans (up to 3 kW): repo rate 5.25% + 0.5%. */
  loanRate: {
    value: 5.75,
    unit: "% a year",
    source:
      "Collateral-free loans up to 3 kW at repo + 0.5% (repo 5.25% on 2026-02-06); above 3 kW about 8.15–8.90%. Current bank rates not confirmed",
    asOf: "2026-02-06",
    uncertain: true,
  } satisfies Rate,

  /** Longest tenure of the collateral-free loan. */
  loanYears: {
    value: 10,
    unit: "years",
    source: "SBI rooftop solar loan up to 3 kW: tenure up to 120 months",
    asOf: "2025-03-01",
    uncertain: false,
  } satisfies Rate,

  /** Share of the cost a bank lends, and the most it lends, by system size. */
  loanLimits: {
    value: {
      upTo3Kw: { share: 0.9, max: 200_000 },
      above3Kw: { share: 0.8, max: 600_000 },
    },
    unit: "share of cost, ₹",
    source:
      "SBI: up to 3 kW ₹2 lakh with a 10% margin; above 3 kW to 10 kW ₹6 lakh with a 20% margin",
    asOf: "2025-03-01",
    uncertain: false,
  } satisfies Rate<Record<"upTo3Kw" | "above3Kw", { share: number; max: number }>>,

  /** CO₂ the grid emits per unit, for units solar replaces. */
  gridEmissionFactor: {
    value: 0.7117,
    unit: "kg CO₂ per kWh",
    source: "CEA CO₂ Baseline Database V21.0, weighted average for FY2024-25",
    asOf: "2025-11-01",
    uncertain: false,
  } satisfies Rate,
};

/** The planner's inputs: what a visitor sees first, and what the planner accepts. */
export const plannerInputs = {
  /** ₹ a month: a household using about 314 units, where a 3 kW system fits. */
  monthlyBill: { default: 1500, min: 0, max: 100_000 },
  /** kWh a month, when the visitor reads units off the bill instead. */
  monthlyUnits: { default: 300, min: 0, max: 10_000 },
  /** Shade-free roof, by unit: about 400 sq ft holds 3 kW. */
  roofArea: {
    sqft: { default: 400, min: 0, max: 20_000 },
    sqm: { default: 40, min: 0, max: 2_000 },
  },
  loanRate: { min: 0, max: 20 },
  loanYears: { min: 1, max: 20 },
  /** A size the visitor chooses, kW (one decimal). */
  chosenKw: { min: 1, max: 10 },
} as const;

/** Sizes installers sell for homes, in kW: whole kilowatts from 1 to 10. */
export const residentialSizes = { min: 1, max: 10, step: 1 } as const;

/** Years the planner looks ahead: the panels' performance warranty. */
export const planYears = 25;

/** The date of the newest rate, shown with the plan and stored with quotes. */
export const ratesAsOf = "2026-11-22";

/** A rate's id: the copy names each rate by it (copy/en/solar-calculator.ts and its Odia twin). */
export type RateKey = keyof typeof solarRates;

export type SolarRates = {
  [K in keyof typeof solarRates]: (typeof solarRates)[K]["value"];
};

/** The rates' values alone, as the plan's arithmetic takes them. */
export function rateValues(): SolarRates {
  return Object.fromEntries(
    Object.entries(solarRates).map(([key, rate]) => [key, rate.value]),
  ) as SolarRates;
}
