// The site's navigation as neutral paths; each language's labels are in copy/<locale>/site.ts.

/** Header navigation, in the spec's order (section 2, "Navigation"). */
export const mainNavigation = [
  "/",
  "/about",
  "/products-services",
  "/blog",
  "/gallery",
  "/privency-policy",
  "/contact",
] as const;

export const footerQuickLinks = ["/about", "/products-services", "/faq", "/contact"] as const;

export const quoteRequestPath = "/quote-request";
export const solarCalculatorPath = "/solar-calculator";
