// The links to the solar savings planner that other pages show (the footer's on every page).
// Apart from the planner's own copy (solar-calculator.ts), so those pages do not load it.

/** The link from the quote page's estimate card and other pages. */
export const plannerLinks = {
  estimateCard: "See it in rupees with Odisha's subsidies",
  footer: "Solar savings planner",
  footerHeading: "Plan your savings",
} as const;
