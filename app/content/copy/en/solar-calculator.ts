import type { RateKey } from "~/content/solar-rates";
import type { EditableRate } from "~/lib/solar-plan-params";
import type { NumberField } from "~/lib/solar-plan-query";

// Every word of the solar savings planner (/solar-calculator), in English. Numbers and ids
// live in solar-rates.ts and the plan. Sentences that carry numbers are templates filled by
// the planner's words (components/planner/plan-words.ts), whole sentences each, so another
// language orders them its own way; where English drops or adds a clause, each case is its
// own template. Another locale's module declares itself `satisfies SolarCalculatorCopy`.

/** Each rate's source in the page's language, where it differs from solar-rates.ts. */
export type RateSourceNotes = Record<RateKey, string>;

export const solarCalculatorCopy = {
  /** Small figures used inside sentences. */
  units: {
    kw: "{value} kW",
    percent: "{value}%",
    /** One tariff slab: "0–50 units ₹2.90". */
    slab: "{from}–{to} units {price}",
    lastSlab: "above {from} units {price}",
    slabSeparator: "; ",
    slabList: "{slabs} a unit",
    subsidyTiers: "{perKw} per kW for the first 2 kW, {thirdKw} for the 3rd kW, at most {cap}",
    gridCost: "{low}–{high} per kW, at least {minimumLow}–{minimumHigh} for a 1 kW system",
  },
  form: {
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
  },
  notices: {
    heading: "We adjusted some of your figures",
    /** How each field is named inside the notices' sentences. */
    fields: {
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
    } satisfies Record<NumberField, string> as Record<NumberField, string>,
    unreadable: "We could not read the {name} as a number, so the plan uses {used}.",
    outOfRange: "The {name} can be from {min} to {max}, so the plan uses {used}.",
  },
  results: {
    heading: "Your solar plan",
    eyebrow: "Estimate",
    /** The one-sentence answer, announced when it changes. */
    summary: {
      none: "With these figures there is no system to plan yet.",
      payback:
        "A {size} system could bring your monthly bill from {before} to {after} and pay for itself in about {years} years.",
      paybackSubsidies:
        "A {size} system could bring your monthly bill from {before} to {after}, with {subsidies} in subsidies, and pay for itself in about {years} years.",
      noPayback:
        "A {size} system could bring your monthly bill from {before} to {after} and would take more than 25 years to pay for itself.",
      noPaybackSubsidies:
        "A {size} system could bring your monthly bill from {before} to {after}, with {subsidies} in subsidies, and would take more than 25 years to pay for itself.",
    },
    noSystem: {
      noUse: "Enter your monthly bill or units to see a plan.",
      roof: "Your shade-free roof holds about {roofKw}; the smallest home system is 1 kW and needs about 10 m² (108 sq ft).",
    },
    size: {
      label: "Recommended system",
      chosenLabel: "Your chosen system",
      how: {
        use: "You use about {units} units a month, {yearUnits} a year. At {yieldPerKw} units per kW a year, {neededKw} covers that; installers sell whole kilowatts, so {sizeKw}.",
        roof: "{neededKw} would cover your use, but your roof holds about {roofKw} (10 m² per kW), so {sizeKw}.",
        largest:
          "{neededKw} would cover your use; we plan homes up to {sizeKw} here. Our engineer can size a larger system.",
        chosen: "The size you chose. For your use we would suggest about {neededKw}.",
      },
      exceedsRoof:
        "Your roof area holds only about {roofKw}: check the area or the size with our engineer.",
    },
    generation: {
      label: "Electricity from your panels",
      value: "{units} units a year",
      coverage: "{share} of what you use",
      how: "{sizeKw} × {yieldPerKw} units per kW a year ({whose}). Panels lose about {firstLoss} in their first year and {yearlyLoss}% a year after that.",
      ownYield: "your assumption",
      defaultYield: "a cautious figure for Odisha",
    },
    bill: {
      label: "Your monthly bill",
      value: "{before} → {after}",
      saving: "{saving} saved a month",
      how: "Solar removes your dearest units first: {slabs} (OERC domestic slabs, FY2025-26).",
      surplusUncounted:
        "About {units} units a month go to the grid. We count them at ₹0: Odisha's current rate for surplus units is not confirmed.",
      surplusCounted:
        "About {units} units a month go to the grid, counted at {price} a unit (your assumption).",
    },
    cost: {
      label: "Installed cost",
      value: "{low} – {high}",
      how: "{gridCost} installed (market prices, 2024-25).",
      howHybrid:
        "{gridCost} installed (market prices, 2024-25). Plus {batteryPerKw} per kW for the hybrid inverter and battery (our assumption).",
    },
    centralSubsidy: {
      label: "PM Surya Ghar central subsidy",
      how: "{tiers} (MNRE). Paid into your bank account after commissioning.",
    },
    stateSubsidy: {
      label: "Odisha state top-up",
      how: "{tiers} (Odisha cabinet, 3 January 2025). Not confirmed: the official eligibility text was not found.",
    },
    noSubsidy: {
      label: "Subsidies",
      value: "Not counted",
      how: "You told us to assume a hybrid system gets no subsidy (see Assumptions).",
    },
    netCost: {
      label: "Your cost after both subsidies",
      how: "The middle of the cost range, {mid}, less both subsidies.",
      howNoSubsidy: "The middle of the cost range, {mid}.",
    },
    loan: {
      label: "Loan EMI",
      value: "{emi} a month",
      beside: "against {saving} saved a month",
      how: "The bank lends {principal} at {rate}% for {years} years, the subsidies going to the loan.",
      howWithOwn:
        "The bank lends {principal} at {rate}% for {years} years, the subsidies going to the loan; you pay {own} yourself.",
      none: "Nothing to borrow: the subsidies cover the cost.",
    },
    payback: {
      label: "Pays for itself in",
      value: "{years} years",
      never: "More than 25 years",
      howLoan:
        "When your bill savings, rising {rise}% a year with tariffs, add up to your own payment and the EMIs paid.",
      howCash:
        "When your bill savings, rising {rise}% a year with tariffs, add up to what you paid after subsidies.",
    },
    lifetime: {
      label: "Over 25 years",
      value: "{savings} saved",
      gain: "{gain} more than the system costs you",
      loss: "{loss} less than it costs you",
      how: "Bill savings year by year, with the panels' output falling as warranted and tariffs rising {rise}% a year.",
    },
    co2: {
      label: "CO₂ avoided",
      value: "{tonnes} tonnes a year",
      lifetime: "{tonnes} tonnes over 25 years",
      how: "Each unit from Odisha's grid emits about {kg} kg of CO₂ (CEA baseline database, FY2024-25).",
    },
    uncertainMark: "Not confirmed",
    ratesDate:
      "Rates as of {date}. An estimate, not a quote: our free site survey confirms the figures.",
  },
  chart: {
    heading: "Money saved against money spent",
    introLoan:
      "Over 25 years. With a loan, the money spent grows with each EMI; the dashed line marks when your savings have covered every EMI, interest included.",
    introCash:
      "Over 25 years: where the lines cross (the dashed line), the system has paid for itself.",
    saved: "Money saved on bills",
    spent: "Money spent, after subsidies",
    yearAxis: "Years",
    /** The chart as one sentence, for screen readers. */
    description: "After 25 years, {saved} saved against {spent} spent.",
    descriptionPayback:
      "After 25 years, {saved} saved against {spent} spent; the savings overtake the spending after about {years} years.",
    tableSummary: "The chart's figures, year by year",
    tableCaption: "Cumulative money saved and spent, every fifth year",
    columns: { year: "Year", saved: "Saved", spent: "Spent" },
  },
  assumptions: {
    summary: "Assumptions: every rate, its source and date",
    intro:
      "The plan uses these figures. Those marked “Not confirmed” could not be checked against an official source: change them if you know better, then press “Show my plan”.",
    /** "Source: … As of …" under each rate. */
    sourceLine: "Source: {source}. As of {date}.",
    /** The rates' sources in this language; null shows them as solar-rates.ts writes them. */
    sourceNotes: null as RateSourceNotes | null,
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
    } satisfies Record<RateKey, string> as Record<RateKey, string>,
    /** The rates the visitor cannot change, as short figures. */
    values: {
      yearlyDegradation: "{value}% a year",
      roofAreaPerKw: "{squareMetres} m² ({squareFeet} sq ft) per kW",
      yes: "Yes",
      no: "No",
      loanRate: "{value}% a year",
      loanYears: "{value} years",
      loanLimits:
        "Up to 3 kW: {shareUpTo3} of the cost, at most {maxUpTo3}. Above 3 kW: {shareAbove3}, at most {maxAbove3}",
      gridEmissionFactor: "{value} kg CO₂ per unit",
    },
    editableUnits: {
      yieldPerKw: "units per kW a year",
      tariffRise: "% a year",
      fixedCharge: "₹ a month",
      exportPrice: "₹ a unit",
      batteryCostPerKw: "₹ per kW",
    } satisfies Record<EditableRate, string> as Record<EditableRate, string>,
    hybridSubsidised: { yes: "Yes, the subsidies apply", no: "No subsidy on a hybrid system" },
  },
  actions: {
    toEngineer: "Send this plan to our engineer",
    toEngineerHint: "Your figures go with your request; we only ask how to reach you.",
    whatsapp: "Share on WhatsApp",
    whatsappText: "My rooftop solar plan (Suryoday Solar planner): {url}",
    copyHint: "The page's address keeps your plan: bookmark it or share it.",
  },
  /** The WebApplication structured data's words. */
  structuredData: {
    browserRequirements: "Any web browser; works without JavaScript",
  },
};

export type SolarCalculatorCopy = typeof solarCalculatorCopy;
