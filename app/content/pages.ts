// The public pages of the route table, by key, with their paths (language-neutral: Odia pages
// sit under /or, see ~/lib/i18n/locale). Titles and headings are copy: copy/<locale>/pages.ts.

export const pagePaths = {
  home: "/",
  about: "/about",
  productsServices: "/products-services",
  howItWorks: "/how-it-works",
  gallery: "/gallery",
  faq: "/faq",
  blog: "/blog",
  privacyPolicy: "/privency-policy",
  contact: "/contact",
  quoteRequest: "/quote-request",
  solarCalculator: "/solar-calculator",
  /** The DPDP notice and the rights page (issue 23): neutral slugs, both languages. */
  privacyNotice: "/privacy-notice",
  privacyRights: "/privacy-rights",
} as const;

export type PageKey = keyof typeof pagePaths;
