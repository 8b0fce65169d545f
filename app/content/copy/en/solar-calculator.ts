import type { RateKey } from "~/content/solar-rates";
import type { PlanField } from "~/lib/solar-plan-params";

// Every word of the solar savings planner (/solar-calculator), in English. Numbers, dates and
// ids live in solar-rates.ts and the plan. Sentences that carry numbers are templates filled by
// the planner's words (components/planner/plan-words.ts), whole sentences each, so another
// language orders them its own way; where English drops or adds a clause, each case is its
// own template. Another locale's module declares itself `satisfies SolarCalculatorCopy`.

/** Each rule's source in the page's language, where it differs from solar-rates.ts. */
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
    listSeparator: ", ",
    subsidyTiers: "{perKw} per kW for the first 2 kW, {thirdKw} for the 3rd kW, at most {cap}",
    societyRule:
      "{perKw} per kW of the common system, up to {kwPerHouse} kW a house and {maxKw} kW in all",
    gridCost: "{low}–{high} per kW, at least {minimumLow}–{minimumHigh} for a 1 kW system",
    /** How long until a scheme's last day. */
    daysLeft: "{count} days from today",
    oneDayLeft: "1 day from today",
    lastDay: "today",
  },
  form: {
    heading: "Your roof and your bill",
    intro: "Change anything: the plan below follows. Every figure says how we got it.",
    category: {
      legend: "Who is the system for?",
      options: {
        home: { label: "A home", hint: "A house or flat with its own electricity connection." },
        society: {
          label: "A housing society or RWA",
          hint: "Common facilities: lifts, lights, pumps, EV charging.",
        },
        business: {
          label: "A business or institution",
          hint: "A shop, office, school, hospital or other institution.",
        },
      },
    },
    houses: {
      label: "Houses in the society",
      hint: "The society's subsidy counts up to 3 kW for each house.",
      unit: "houses",
    },
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
    ownTariff: {
      label: "Your price per unit (optional)",
      hint: "Read it off your bill: we then use it instead of the OERC slabs we assume for you.",
      unit: "₹ a unit",
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
      offGrid:
        "Off-grid systems (no grid connection) are not planned here: they get no subsidy and their batteries are sized to your loads, which our engineer does on a visit.",
    },
    payment: {
      legend: "How you pay",
      options: { cash: "Cash", loan: "Loan" },
      loanRate: {
        label: "Interest rate (optional)",
        unit: "% a year",
        hint: "Leave empty for the bank's rate for your size: {upTo3} up to 3 kW, {above3} above (SBI's PM Surya Ghar loan).",
      },
      loanYears: {
        label: "Loan tenure",
        unit: "years",
        hint: "1 to 10 years: banks lend for rooftop solar for at most 10.",
      },
    },
    chosenKw: {
      label: "System size (optional)",
      hint: "Leave empty for our recommendation, or try 1 to 10 kW for a home (up to 500 kW for a society or business).",
      unit: "kW",
    },
    submit: "Show my plan",
  },
  errors: {
    heading: "Check the marked fields",
    intro:
      "We have not worked out a plan from them. Correct them, then press “Show my plan”; the plan appears here.",
    /** How each field is named inside the messages. */
    fields: {
      category: "who the system is for",
      houses: "number of houses",
      basis: "bill or units",
      monthlyBill: "monthly bill",
      monthlyUnits: "monthly units",
      roofArea: "roof area",
      roofUnit: "roof area's unit",
      system: "system type",
      payment: "way of paying",
      loanRate: "interest rate",
      loanYears: "loan tenure",
      chosenKw: "system size",
      ownTariff: "price per unit",
      fixedCharge: "fixed charges",
      hybridSubsidised: "subsidy on a hybrid system",
      yieldPerKw: "yield",
      tariffRise: "tariff rise",
      electricityDuty: "electricity duty",
      contractLoadKw: "contract demand",
      exportPrice: "price of exported units",
      batteryCostPerKw: "battery cost",
    } satisfies Record<PlanField, string> as Record<PlanField, string>,
    /** How each field's limits are written. */
    values: {
      houses: "{value} houses",
      monthlyBill: "₹{value}",
      monthlyUnits: "{value} units",
      roofArea: "{value}",
      loanRate: "{value}%",
      loanYears: "{value} years",
      chosenKw: "{value} kW",
      ownTariff: "₹{value}",
      fixedCharge: "₹{value}",
      yieldPerKw: "{value} units",
      tariffRise: "{value}%",
      electricityDuty: "{value}%",
      contractLoadKw: "{value} kW",
      exportPrice: "₹{value}",
      batteryCostPerKw: "₹{value}",
    } as Partial<Record<PlanField, string>>,
    /** Why a limit is where it is, where that helps: above the most, below the least. */
    whyHigh: {
      loanYears: "banks lend for rooftop solar for at most 10 years",
      chosenKw: "for a larger system our engineer plans it with you",
    } as Partial<Record<PlanField, string>>,
    whyLow: {
      houses: "a housing society has at least 2",
      chosenKw: "the smallest system sold is 1 kW",
    } as Partial<Record<PlanField, string>>,
    required: "Enter the {name}.",
    unreadable: "We could not read the {name} as a number: type digits, like 2000 or 2,000.",
    tooLow: "The {name} must be at least {min}.",
    tooHigh: "The {name} can be at most {max}.",
    tooHighWhy: "The {name} can be at most {max}: {why}.",
    tooLowWhy: "The {name} must be at least {min}: {why}.",
    notWhole: "The {name} must be a whole number.",
    unknownChoice: "Choose one of the options for the {name}.",
  },
  results: {
    heading: "Your solar plan",
    eyebrow: "Estimate",
    /** The one-sentence answer, announced when it changes. */
    summary: {
      none: "With these figures there is no system to plan yet.",
      waiting: "Your plan waits for the fields listed below.",
      payback:
        "A {size} system could bring your monthly bill from {before} to {after} and pay for itself in about {years} years.",
      paybackSubsidies:
        "A {size} system could bring your monthly bill from {before} to {after}, with {subsidies} in subsidies, and pay for itself in about {years} years.",
      noPayback:
        "A {size} system could bring your monthly bill from {before} to {after} and would take more than 25 years to pay for itself.",
      noPaybackSubsidies:
        "A {size} system could bring your monthly bill from {before} to {after}, with {subsidies} in subsidies, and would take more than 25 years to pay for itself.",
    },
    /** What the day changes: the schemes' deadline or end, and figures due for a check. */
    today: {
      day: "Worked out with the figures that hold on {date}.",
      openHome:
        "PM Surya Ghar and Odisha's top-up for homes end on {date}, {left}. To get them, the system must be installed, inspected and commissioned by then: apply first on the national portal (pmsuryaghar.gov.in), and by {date} the DISCOM must have fitted the net meter and the portal issued the commissioning certificate. The inspection and net meter alone commonly take 15–45 days. Whether an application made in time but commissioned later is still paid is not confirmed.",
      openSociety:
        "PM Surya Ghar's subsidy for housing societies ends on {date}, {left}. To get it, the society's system must be commissioned by then, with its application on the national portal (pmsuryaghar.gov.in) and the DISCOM's net meter fitted; the inspection commonly takes 15–45 days. Whether an application made in time but commissioned later is still paid is not confirmed.",
      endedHome:
        "The household subsidies ended on {date}: PM Surya Ghar and Odisha's top-up are not counted in this plan. If they have been extended since, our engineer will tell you.",
      endedSociety:
        "The household subsidies ended on {date}: PM Surya Ghar's subsidy for housing societies is not counted in this plan. If it has been extended since, our engineer will tell you.",
      business:
        "PM Surya Ghar and Odisha's top-up are for homes and housing societies: a business or institution gets neither, so this plan counts no subsidy.",
      staleHeading: "Possibly out of date",
      stale:
        "These figures are past the day we meant to check them again, so they may have changed: {list}. Our engineer confirms every figure before a quote.",
    },
    noSystem: {
      noUse: "Enter your monthly bill or units to see a plan.",
      roof: "Your shade-free roof holds about {roofKw}; the smallest system is 1 kW and needs about 10 m² (108 sq ft).",
    },
    size: {
      label: "Recommended system",
      chosenLabel: "Your chosen system",
      how: {
        use: "You use about {units} units a month, {yearUnits} a year. At {yieldPerKw} units per kW a year, {neededKw} covers that; installers sell whole kilowatts, so {sizeKw}.",
        roof: "{neededKw} would cover your use, but your roof holds about {roofKw} (10 m² per kW), so {sizeKw}.",
        largest:
          "{neededKw} would cover your use; we plan up to {sizeKw} here. Our engineer can size a larger system.",
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
      parts:
        "After solar: energy {energy} + duty {duty} + fixed charge {fixed} + meter rent {rent}. The fixed charge and meter rent stay every month, solar or not.",
      how: "Solar removes your dearest units first: {slabs} ({tariff}).",
      howOwn: "Your units at your price of {price} a unit.",
      tariffs: {
        domestic: "OERC domestic slabs",
        generalPurpose: "OERC LT general purpose, not confirmed: type your own rate to be sure",
      },
      surplusUncounted:
        "About {units} units a month go to the grid. We count them at ₹0: Odisha's current rate for surplus units is not confirmed.",
      surplusCounted:
        "About {units} units a month go to the grid, counted at {price} a unit (your assumption).",
    },
    cost: {
      label: "Installed cost",
      value: "{low} – {high}",
      how: "{gridCost} installed, at 5% GST (market prices after the GST cut of 22 September 2025).",
      howHybrid:
        "{gridCost} installed, at 5% GST (market prices after the GST cut of 22 September 2025). Plus {batteryPerKw} per kW for the hybrid inverter and battery (our assumption).",
    },
    subsidies: {
      centralHome: {
        label: "PM Surya Ghar central subsidy",
        how: "{tiers} (MNRE). Paid into your bank account after commissioning, if the system is commissioned by {date}.",
      },
      stateHome: {
        label: "Odisha state top-up",
        how: "{tiers} (Odisha cabinet, 3 January 2025), if commissioned by {date}. Not confirmed: the official eligibility text was not found.",
      },
      centralSociety: {
        label: "PM Surya Ghar subsidy for the society",
        how: "{rule} (MNRE), for {houses}, if commissioned by {date}. Odisha's top-up is for households: whether a society gets it was not found, so it is not counted.",
      },
      ended: {
        label: "Subsidies",
        value: "Ended",
        how: "They ended on {date}. Not counted.",
      },
      business: {
        label: "Subsidies",
        value: "None for a business",
        how: "The household schemes do not cover shops, offices or institutions.",
      },
      hybridNone: {
        label: "Subsidies",
        value: "Not counted",
        how: "You told us to assume a hybrid system gets no subsidy (see Assumptions).",
      },
    },
    netCost: {
      label: "Your cost after the subsidies",
      how: "The middle of the cost range, {mid}, less the subsidies.",
      howNoSubsidy: "The middle of the cost range, {mid}: no subsidy counted.",
    },
    loan: {
      label: "Loan EMI",
      value: "{emi} a month",
      beside: "against {saving} saved a month",
      margin:
        "Margin money {margin} ({share} of {cost}) you pay first; the bank lends {principal} at {rate}% a year ({band}) for {years} years.",
      capped: "The bank lends at most {max} for this size, so you pay {own} yourself at the start.",
      afterSubsidy:
        "When the subsidies ({subsidies}) reach the loan account, about {months} months after commissioning, they prepay it: the EMI becomes {emi} for the rest of the tenure.",
      cleared:
        "When the subsidies ({subsidies}) reach the loan account, about {months} months after commissioning, they clear it, and {refund} comes back to you.",
      bands: {
        upTo3Kw: "the bank's rate up to 3 kW",
        above3Kw: "the bank's rate above 3 kW",
        own: "your rate",
      },
      nonHome:
        "PM Surya Ghar's loans are for homes: we assume a bank's terms above 3 kW, and your bank will quote its own.",
    },
    payback: {
      label: "Pays for itself in",
      value: "{years} years",
      never: "More than 25 years",
      howLoan:
        "When your bill savings add up to your own payment and every EMI, interest included. Tariffs rising {rise}% a year (see Assumptions).",
      howCash:
        "When your bill savings add up to what you paid after the subsidies. Tariffs rising {rise}% a year (see Assumptions).",
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
    staleMark: "Possibly out of date",
    disclaimer: "An estimate, not a quote: our free site survey confirms the figures.",
  },
  chart: {
    heading: "Money saved against money spent",
    introLoan:
      "Over 25 years. With a loan, the money spent grows with each EMI; the dashed line marks when your savings have covered every EMI, interest included.",
    introCash:
      "Over 25 years: where the lines cross (the dashed line), the system has paid for itself.",
    saved: "Money saved on bills",
    spent: "Money spent, less subsidies",
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
    summary: "Assumptions: every figure, its source and dates",
    intro:
      "The plan uses these figures as they hold on the day shown above. Those marked “Not confirmed” could not be settled by a source: change them if you know better, then press the button below. “Possibly out of date” means the day we meant to check a figure again has passed.",
    /** Under each rule. */
    sourceLine: "Source: {source}.",
    published: "Published {date}.",
    sourceLink: "Read the source",
    dates: "Holds from {from}{to}. Checked {checked}; to be checked again by {review}.",
    datesTo: " to {to}",
    endedMark: "Ended {date}",
    /** The rules' sources in this language; null shows them as solar-rates.ts writes them. */
    sourceNotes: null as RateSourceNotes | null,
    apply: "Recalculate with my assumptions",
    labels: {
      domesticTariff: "Domestic energy charge (monthly slabs)",
      generalPurposeTariff: "General purpose energy charge (businesses)",
      fixedChargePerKw: "Fixed charge per kW of contract demand",
      meterRent: "Smart-meter rent",
      electricityDuty: "Electricity duty",
      exportPrice: "Price of units sent to the grid",
      centralSubsidyHome: "PM Surya Ghar subsidy for homes",
      centralSubsidySociety: "PM Surya Ghar subsidy for housing societies",
      stateSubsidyHome: "Odisha state top-up for homes",
      installedCost: "Installed cost, on-grid",
      batteryCostPerKw: "Hybrid inverter and battery, extra",
      yieldPerKw: "Yield",
      firstYearDegradation: "Panel output lost in year 1",
      yearlyDegradation: "Panel output lost each later year",
      tariffRise: "Tariff rise",
      roofAreaPerKw: "Roof per kW",
      loanUpTo3Kw: "Loan up to 3 kW",
      loanAbove3Kw: "Loan above 3 kW",
      subsidyArrivalMonths: "When the subsidy arrives",
      gridEmissionFactor: "Grid CO₂",
      hybridSubsidised: "Subsidies on a hybrid system",
      contractLoadKw: "Contract demand on your bill",
    } satisfies Record<RateKey, string> as Record<RateKey, string>,
    /** The rules the visitor cannot change, as short figures. */
    values: {
      fixedChargePerKw: "Domestic {domestic}, general purpose {generalPurpose} per kW a month",
      meterRent: "{rent} a month, waived up to {waived} of contract demand",
      societyRule: "{rule}",
      yearlyDegradation: "{value}% a year",
      roofAreaPerKw: "{squareMetres} m² ({squareFeet} sq ft) per kW",
      yes: "Yes",
      no: "No",
      loanBand:
        "{rate}% a year; margin money {margin} of the cost; at most {maxLoan}; up to {years} years",
      subsidyArrivalMonths: "About {value} months after commissioning",
      gridEmissionFactor: "{value} kg CO₂ per unit",
    },
    /** Why the tariff rise starts where it does, written beside its field. */
    tariffRiseWhy:
      "We start at 0%: OERC has not raised domestic tariffs since FY2021-22 and cut them in FY2024-25. Raise it if you expect rises.",
    editableUnits: {
      yieldPerKw: "units per kW a year",
      tariffRise: "% a year",
      electricityDuty: "% of energy",
      contractLoadKw: "kW",
      exportPrice: "₹ a unit",
      batteryCostPerKw: "₹ per kW",
    },
    fixedCharge: {
      label: "Fixed charges on your bill (optional)",
      unit: "₹ a month",
      hint: "Leave empty for the tariff's fixed charge per kW of your contract demand, plus meter rent; or type what your bill shows.",
    },
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
