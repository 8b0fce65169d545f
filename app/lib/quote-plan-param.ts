// The query parameter (and form field) a quote request carries a savings plan in: the
// planner's own query string. Apart from the planner's modules, so the quote page loads none.
export const quotePlanParam = "plan";
