// The quote request page's words beside its form (spec sections 4, 5 and 8): the estimate
// card, what happens next, and the savings plan a visitor brings from the planner. The form's
// own words are in forms.ts. copy/or/quote.ts has the same shape.

export const quoteCopy = {
  estimateCard: {
    heading: "Preliminary Estimate",
    placeholder: "Fill out the form and submit to see your preliminary estimate here.",
    recommendationLabel: "Recommended system",
    /** The spec's "5.0 kW solar system"; {size} is written to one decimal. */
    recommendation: "{size} kW solar system",
    invalid: "Please provide valid roof size and/or electricity bill values.",
    priceLabel: "Preliminary price estimate",
    priceNotAvailable: "N/A",
    /** Under the price when the estimate is the planner's, in rupees (the Odia page). */
    afterSubsidies: "{netCost} after {subsidies} in subsidies",
    pricesVary:
      "Prices vary with your roof, the equipment you choose, subsidies and site conditions. Our free site survey confirms the final figure.",
    /** {roof} and {bill} as the sliders show them. */
    basis: "Based on a roof of {roof} and a monthly bill of {bill}.",
    /** The link to the savings planner under the card. */
    plannerLink: "See it in rupees with Odisha's subsidies",
  },
  nextSteps: {
    heading: "What happens next",
    steps: [
      "We review your details and estimate.",
      "An engineer visits for a free site survey.",
      "You receive a precise, no-obligation quote.",
    ],
    promise: "Free survey, no obligation, no spam.",
  },
  /** The plan as the quote request shows it when a visitor brings one. */
  planCard: {
    heading: "Your savings plan",
    intro: "We'll send this with your request, so our engineer sees what you saw.",
    size: "{size} kW system",
    netCost: "{netCost} after {subsidies} in subsidies",
    netCostNoSubsidy: "{netCost}, with no subsidy counted",
    monthlySaving: "{saving} saved a month",
    payback: "Pays for itself in about {years} years",
    paybackNever: "Pays for itself in more than 25 years",
    change: "Change the plan",
  },
};

export type QuoteCopy = typeof quoteCopy;
