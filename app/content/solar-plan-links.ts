import { formatNumber as n, formatRupees as rupees } from "~/lib/indian-number";

// The solar savings planner's words that other pages show: the links to it, and the plan
// a visitor brings to the quote request. Apart from the planner's own copy
// (solar-calculator.ts), so those pages do not load it.

const kw = (value: number) => `${n(value, 1)} kW`;

/** The plan as the quote request shows it when a visitor brings one. */
export const quotePlanCard = {
  heading: "Your savings plan",
  intro: "We'll send this with your request, so our engineer sees what you saw.",
  lines: (plan: {
    sizeKw: number;
    netCost: number;
    monthlySaving: number;
    paybackYears: number | null;
    subsidies: number;
  }) => [
    `${kw(plan.sizeKw)} system`,
    `${rupees(plan.netCost)} after ${rupees(plan.subsidies)} in subsidies`,
    `${rupees(plan.monthlySaving)} saved a month`,
    plan.paybackYears === null
      ? "Pays for itself in more than 25 years"
      : `Pays for itself in about ${n(plan.paybackYears, 1)} years`,
  ],
  change: "Change the plan",
} as const;

/** The link from the quote page's estimate card and other pages. */
export const plannerLinks = {
  estimateCard: "See it in rupees with Odisha's subsidies",
  homeBand: "Or work out your savings first: try our solar savings planner",
  products: "What would a system save you? Try the solar savings planner",
  footer: "Solar savings planner",
  footerHeading: "Plan your savings",
} as const;
