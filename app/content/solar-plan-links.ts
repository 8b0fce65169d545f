// The links to the solar savings planner that other pages show (the footer's on every page).
// Apart from the planner's own copy (solar-calculator.ts), so those pages do not load it.

/** The links from other pages (the quote page's estimate card has its own: copy/<locale>/quote.ts). */
export const plannerLinks = {
  products: "What would a system save you? Try the solar savings planner",
  footer: "Solar savings planner",
  footerHeading: "Plan your savings",
} as const;
