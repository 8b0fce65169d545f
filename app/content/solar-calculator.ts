import {
  formatNumber as n,
  formatRupees as rupees,
  formatRupeesShort as rupeesShort,
  formatRupeesAndPaise as paise,
} from "~/lib/indian-number";
import type { EditableRate } from "~/lib/solar-plan-params";
import type { NumberField, PlanNotice } from "~/lib/solar-plan-query";
import type { SizeReason } from "~/lib/solar-plan";
import type { SolarRates, solarRates, TariffSlab } from "./solar-rates";

// Every word of the solar savings planner (/solar-calculator) and of the plan it hands to the
// quote request. Numbers and ids live in solar-rates.ts and the plan; sentences that carry
// numbers are small functions here, whole sentences each, so a translation can order them
// its own way.

const percent = (share: number) => `${n(share * 100)}%`;
const kw = (value: number) => `${n(value, 1)} kW`;

type SubsidyTiers = SolarRates["centralSubsidy"];
type GridCost = SolarRates["onGridCostPerKw"];

/** "0–50 units ₹2.90; 51–200 ₹4.70; …; above 400 ₹6.10 a unit", in the order given. */
function slabList(slabs: TariffSlab[]): string {
  const ordered = [...slabs].sort((a, b) => (a.upTo ?? Infinity) - (b.upTo ?? Infinity));
  const parts = slabs.map((slab) => {
    const index = ordered.indexOf(slab);
    const from = index === 0 ? 0 : (ordered[index - 1]!.upTo ?? 0) + 1;
    const price = paise(slab.price);
    return slab.upTo === null
      ? `above ${n(from - 1)} units ${price}`
      : `${n(from)}–${n(slab.upTo)} units ${price}`;
  });
  return `${parts.join("; ")} a unit`;
}

function subsidyTiers(tiers: SubsidyTiers): string {
  return `${rupees(tiers.perKwFirstTwo)} per kW for the first 2 kW, ${rupees(tiers.thirdKw)} for the 3rd kW, at most ${rupees(tiers.cap)}`;
}

function gridCost(grid: GridCost): string {
  return `${rupees(grid.low)}–${rupees(grid.high)} per kW, at least ${rupees(grid.minimumLow)}–${rupees(grid.minimumHigh)} for a 1 kW system`;
}

export const plannerForm = {
  heading: "Your home and your bill",
  intro: "Change anything: the plan below follows. Every figure says how we got it.",
  usage: {
    legend: "What you know from your electricity bill",
    bill: "The amount (₹)",
    units: "The units (kWh)",
  },
  monthlyBill: {
    label: "Average monthly bill",
    hint: "In rupees, as on your TPCODL, TPSODL, TPWODL or TPNODL bill; 2000 or 2,000 both work.",
    unit: "₹ a month",
  },
  monthlyUnits: {
    label: "Units used in a month",
    hint: "The kWh (units) your bill shows for one month.",
    unit: "units a month",
  },
  roof: {
    label: "Shade-free roof area",
    hint: "The flat roof or terrace that gets sun from about 9 am to 4 pm.",
    unitLegend: "Roof area in",
    units: { sqft: "Square feet", sqm: "Square metres" },
    short: { sqft: "sq ft", sqm: "m²" },
  },
  system: {
    legend: "System type",
    options: {
      "on-grid": {
        label: "On-grid with net metering",
        hint: "The grid stores your surplus. No power during a power cut.",
      },
      hybrid: {
        label: "Hybrid with battery backup",
        hint: "Keeps essential lights and fans on through power cuts.",
      },
    },
  },
  payment: {
    legend: "How you pay",
    options: { cash: "Cash", loan: "Loan" },
    loanRate: { label: "Interest rate", unit: "% a year" },
    loanYears: { label: "Loan tenure", unit: "years" },
    loanHint:
      "Banks lend up to 3 kW without collateral at about the repo rate + 0.5%; above 3 kW expect about 8.15–8.90%.",
  },
  chosenKw: {
    label: "System size (optional)",
    hint: "Leave empty for our recommendation, or try 1 to 10 kW.",
    unit: "kW",
  },
  submit: "Show my plan",
  updating: "Updating your plan…",
} as const;

const noticeFieldNames: Record<NumberField, string> = {
  monthlyBill: "monthly bill",
  monthlyUnits: "monthly units",
  roofArea: "roof area",
  loanRate: "interest rate",
  loanYears: "loan tenure",
  chosenKw: "system size",
  yieldPerKw: "yield",
  tariffRise: "tariff rise",
  fixedCharge: "fixed charge",
  exportPrice: "price of exported units",
  batteryCostPerKw: "battery cost",
};

export const plannerNotices = {
  heading: "We adjusted some of your figures",
  notice: ({ field, problem, used, min, max }: PlanNotice) => {
    const name = noticeFieldNames[field];
    if (problem === "unreadable") {
      return `We could not read the ${name} as a number, so the plan uses ${n(used, 2)}.`;
    }
    return `The ${name} can be from ${n(min, 2)} to ${n(max, 2)}, so the plan uses ${n(used, 2)}.`;
  },
} as const;

export const plannerResults = {
  heading: "Your solar plan",
  eyebrow: "Estimate",
  /** The one-sentence answer, announced when it changes. */
  summary: (plan: {
    sizeKw: number;
    billBefore: number;
    billAfter: number;
    subsidies: number;
    paybackYears: number | null;
  }) =>
    plan.sizeKw === 0
      ? "With these figures there is no system to plan yet."
      : `A ${kw(plan.sizeKw)} system could bring your monthly bill from ${rupees(plan.billBefore)} to ${rupees(plan.billAfter)}${
          plan.subsidies > 0 ? `, with ${rupees(plan.subsidies)} in subsidies,` : ""
        } and ${
          plan.paybackYears === null
            ? "would take more than 25 years to pay for itself."
            : `pay for itself in about ${n(plan.paybackYears, 1)} years.`
        }`,
  noSystem: {
    "no-use": "Enter your monthly bill or units to see a plan.",
    roof: (roofKw: number) =>
      `Your shade-free roof holds about ${kw(roofKw)}; the smallest home system is 1 kW and needs about 10 m² (108 sq ft).`,
  },
  size: {
    label: "Recommended system",
    chosenLabel: "Your chosen system",
    value: kw,
    how: (
      reason: SizeReason,
      f: { units: number; yieldPerKw: number; neededKw: number; sizeKw: number; roofKw: number },
    ) => {
      switch (reason) {
        case "use":
          return `You use about ${n(f.units)} units a month, ${n(f.units * 12)} a year. At ${n(f.yieldPerKw)} units per kW a year, ${kw(f.neededKw)} covers that; installers sell whole kilowatts, so ${kw(f.sizeKw)}.`;
        case "roof":
          return `${kw(f.neededKw)} would cover your use, but your roof holds about ${kw(f.roofKw)} (10 m² per kW), so ${kw(f.sizeKw)}.`;
        case "largest":
          return `${kw(f.neededKw)} would cover your use; we plan homes up to ${kw(f.sizeKw)} here. Our engineer can size a larger system.`;
        case "chosen":
          return `The size you chose. For your use we would suggest about ${kw(f.neededKw)}.`;
        default:
          return "";
      }
    },
    exceedsRoof: (roofKw: number) =>
      `Your roof area holds only about ${kw(roofKw)}: check the area or the size with our engineer.`,
  },
  generation: {
    label: "Electricity from your panels",
    value: (units: number) => `${n(units)} units a year`,
    coverage: (share: number) => `${percent(share)} of what you use`,
    how: (
      sizeKw: number,
      yieldPerKw: number,
      firstLoss: number,
      yearlyLoss: number,
      ownYield: boolean,
    ) =>
      `${kw(sizeKw)} × ${n(yieldPerKw)} units per kW a year (${ownYield ? "your assumption" : "a cautious figure for Odisha"}). Panels lose about ${percent(firstLoss)} in their first year and ${n(yearlyLoss * 100, 2)}% a year after that.`,
  },
  bill: {
    label: "Your monthly bill",
    value: (before: number, after: number) => `${rupees(before)} → ${rupees(after)}`,
    saving: (saving: number) => `${rupees(saving)} saved a month`,
    how: (slabs: TariffSlab[]) =>
      `Solar removes your dearest units first: ${slabList([...slabs].reverse())} (OERC domestic slabs, FY2025-26).`,
    surplus: (units: number, price: number) =>
      price === 0
        ? `About ${n(units)} units a month go to the grid. We count them at ₹0: Odisha's current rate for surplus units is not confirmed.`
        : `About ${n(units)} units a month go to the grid, counted at ${paise(price)} a unit (your assumption).`,
  },
  cost: {
    label: "Installed cost",
    value: (low: number, high: number) => `${rupeesShort(low)} – ${rupeesShort(high)}`,
    how: (grid: GridCost, hybrid: boolean, batteryPerKw: number) =>
      `${gridCost(grid)} installed (market prices, 2024-25).${
        hybrid
          ? ` Plus ${rupees(batteryPerKw)} per kW for the hybrid inverter and battery (our assumption).`
          : ""
      }`,
  },
  centralSubsidy: {
    label: "PM Surya Ghar central subsidy",
    how: (tiers: SubsidyTiers) =>
      `${subsidyTiers(tiers)} (MNRE). Paid into your bank account after commissioning.`,
  },
  stateSubsidy: {
    label: "Odisha state top-up",
    how: (tiers: SubsidyTiers) =>
      `${subsidyTiers(tiers)} (Odisha cabinet, 3 January 2025). Not confirmed: the official eligibility text was not found.`,
  },
  noSubsidy: {
    label: "Subsidies",
    value: "Not counted",
    how: "You told us to assume a hybrid system gets no subsidy (see Assumptions).",
  },
  netCost: {
    label: "Your cost after both subsidies",
    how: (mid: number) => `The middle of the cost range, ${rupees(mid)}, less both subsidies.`,
    howNoSubsidy: (mid: number) => `The middle of the cost range, ${rupees(mid)}.`,
  },
  loan: {
    label: "Loan EMI",
    value: (emi: number) => `${rupees(emi)} a month`,
    beside: (saving: number) => `against ${rupees(saving)} saved a month`,
    how: (principal: number, rate: number, years: number, own: number) =>
      `The bank lends ${rupees(principal)} at ${n(rate, 2)}% for ${n(years)} years, the subsidies going to the loan${
        own > 0 ? `; you pay ${rupees(own)} yourself` : ""
      }.`,
    none: "Nothing to borrow: the subsidies cover the cost.",
  },
  payback: {
    label: "Pays for itself in",
    value: (years: number | null) =>
      years === null ? "More than 25 years" : `${n(years, 1)} years`,
    how: (loan: boolean, rise: number) =>
      loan
        ? `When your bill savings, rising ${n(rise, 1)}% a year with tariffs, add up to your own payment and the EMIs paid.`
        : `When your bill savings, rising ${n(rise, 1)}% a year with tariffs, add up to what you paid after subsidies.`,
  },
  lifetime: {
    label: "Over 25 years",
    value: (savings: number) => `${rupeesShort(savings)} saved`,
    gain: (gain: number) =>
      gain >= 0
        ? `${rupeesShort(gain)} more than the system costs you`
        : `${rupeesShort(-gain)} less than it costs you`,
    how: (rise: number) =>
      `Bill savings year by year, with the panels' output falling as warranted and tariffs rising ${n(rise, 1)}% a year.`,
  },
  co2: {
    label: "CO₂ avoided",
    value: (kgPerYear: number) => `${n(kgPerYear / 1000, 1)} tonnes a year`,
    lifetime: (kg: number) => `${n(kg / 1000, 1)} tonnes over 25 years`,
    how: (kgPerUnit: number) =>
      `Each unit from Odisha's grid emits about ${n(kgPerUnit, 2)} kg of CO₂ (CEA baseline database, FY2024-25).`,
  },
  uncertainMark: "Not confirmed",
  ratesDate: (asOf: string) =>
    `Rates as of ${asOf}. An estimate, not a quote: our free site survey confirms the figures.`,
} as const;

export const savingsChart = {
  heading: "Money saved against money spent",
  intro: (loan: boolean) =>
    loan
      ? "Over 25 years. With a loan, the money spent grows with each EMI; the dashed line marks when your savings have covered every EMI, interest included."
      : "Over 25 years: where the lines cross (the dashed line), the system has paid for itself.",
  saved: "Money saved on bills",
  spent: "Money spent, after subsidies",
  yearAxis: "Years",
  yearTick: (year: number) => String(year),
  moneyTick: (value: number) => rupeesShort(value),
  /** The chart as one sentence, for screen readers. */
  description: (saved: number, spent: number, payback: number | null) =>
    `After 25 years, ${rupeesShort(saved)} saved against ${rupeesShort(spent)} spent${
      payback === null
        ? ""
        : `; the savings overtake the spending after about ${n(payback, 1)} years`
    }.`,
  tableSummary: "The chart's figures, year by year",
  tableCaption: "Cumulative money saved and spent, every fifth year",
  columns: { year: "Year", saved: "Saved", spent: "Spent" },
  money: rupees,
} as const;

type RateKey = keyof typeof solarRates;

export const plannerAssumptions = {
  heading: "Assumptions",
  summary: "Assumptions: every rate, its source and date",
  intro:
    "The plan uses these figures. Those marked “Not confirmed” could not be checked against an official source: change them if you know better, then press “Show my plan”.",
  source: "Source",
  asOf: "As of",
  apply: "Recalculate with my assumptions",
  labels: {
    tariffSlabs: "Domestic energy charge (monthly slabs)",
    fixedCharge: "Fixed charge on your bill",
    exportPrice: "Price of units sent to the grid",
    yieldPerKw: "Yield",
    firstYearDegradation: "Panel output lost in year 1",
    yearlyDegradation: "Panel output lost each later year",
    tariffRise: "Tariff rise",
    roofAreaPerKw: "Roof per kW",
    onGridCostPerKw: "Installed cost, on-grid",
    batteryCostPerKw: "Hybrid inverter and battery, extra",
    centralSubsidy: "PM Surya Ghar central subsidy",
    stateSubsidy: "Odisha state top-up",
    hybridSubsidised: "Subsidies on a hybrid system",
    loanRate: "Loan interest",
    loanYears: "Longest loan tenure",
    loanLimits: "What banks lend",
    gridEmissionFactor: "Grid CO₂",
  } satisfies Record<RateKey, string>,
  /** Each rate the visitor cannot change, as a short figure. */
  value: (key: RateKey, rates: SolarRates): string => {
    switch (key) {
      case "tariffSlabs":
        return slabList(rates.tariffSlabs);
      case "firstYearDegradation":
        return percent(rates.firstYearDegradation);
      case "yearlyDegradation":
        return `${n(rates.yearlyDegradation * 100, 2)}% a year`;
      case "roofAreaPerKw":
        return `${n(rates.roofAreaPerKw)} m² (${n(rates.roofAreaPerKw * 10.7639)} sq ft) per kW`;
      case "onGridCostPerKw":
        return gridCost(rates.onGridCostPerKw);
      case "centralSubsidy":
        return subsidyTiers(rates.centralSubsidy);
      case "stateSubsidy":
        return subsidyTiers(rates.stateSubsidy);
      case "hybridSubsidised":
        return rates.hybridSubsidised ? "Yes" : "No";
      case "loanRate":
        return `${n(rates.loanRate, 2)}% a year`;
      case "loanYears":
        return `${n(rates.loanYears)} years`;
      case "loanLimits": {
        const { upTo3Kw, above3Kw } = rates.loanLimits;
        return `Up to 3 kW: ${percent(upTo3Kw.share)} of the cost, at most ${rupeesShort(upTo3Kw.max)}. Above 3 kW: ${percent(above3Kw.share)}, at most ${rupeesShort(above3Kw.max)}`;
      }
      case "gridEmissionFactor":
        return `${n(rates.gridEmissionFactor, 4)} kg CO₂ per unit`;
      default:
        return `${n(rates[key] as number, 2)}`;
    }
  },
  editableUnits: {
    yieldPerKw: "units per kW a year",
    tariffRise: "% a year",
    fixedCharge: "₹ a month",
    exportPrice: "₹ a unit",
    batteryCostPerKw: "₹ per kW",
  } satisfies Record<EditableRate, string>,
  hybridSubsidised: { yes: "Yes, the subsidies apply", no: "No subsidy on a hybrid system" },
} as const;

export const planActions = {
  heading: "Next steps",
  toEngineer: "Send this plan to our engineer",
  toEngineerHint: "Your figures go with your request; we only ask how to reach you.",
  whatsapp: "Share on WhatsApp",
  whatsappText: (url: string) => `My rooftop solar plan (Suryoday Solar planner): ${url}`,
  copyHint: "The page's address keeps your plan: bookmark it or share it.",
} as const;
