import { productOptions } from "~/content/products";
import { formatNumber as n, formatRupees as rupees } from "~/lib/indian-number";
import { defaultQuoteProduct, type QuoteProductId } from "~/lib/leads/quote-products";

// Copy of the quote request page (spec sections 2, 4, 5 and 8). The estimate's wording and
// formula constants are in estimate.ts.

/** "Product of interest": the products of the Products page, then "not sure yet". */
export const productChoices: { id: QuoteProductId; label: string }[] = [
  ...productOptions.map(({ id, title }) => ({ id, label: title })),
  { id: defaultQuoteProduct, label: "Not sure yet" },
];

export const quoteForm = {
  heading: "Your Details",
  intro: "Fields marked * are required. It takes about two minutes.",
  requiredMark: "*",
  optional: "(optional)",
  fields: {
    name: { label: "Full Name", placeholder: "e.g. Bikash Sahoo" },
    email: { label: "Email Address", placeholder: "you@example.com" },
    phone: { label: "Phone Number", placeholder: "+91 98765 43210" },
    address: { label: "Street Address", placeholder: "House / plot number and street" },
    location: { label: "Zip Code or Location", placeholder: "e.g. 751024 or Patia, Bhubaneswar" },
    product: { label: "Product of Interest" },
    roofSize: {
      label: "Roof Size",
      unit: "m²",
      hint: "Roughly the shade-free area of your roof that could hold panels.",
      value: (value: number) => `${value} m²`,
    },
    monthlyBill: {
      label: "Average Monthly Electricity Bill",
      hint: "What you typically pay for electricity in a month.",
      value: (value: number) => `$${value}`,
      unitLabel: "per month",
    },
    message: {
      label: "Additional Information",
      placeholder: "Roof type, shading, backup needs, the best time to call…",
    },
  },
  submit: "Request My Free Quote",
  seeEstimate: "See your preliminary estimate",
  energyHeading: "Your roof and electricity use",
  pending: "Calculating & Submitting...",
  surveyNote:
    "After you submit, our team will call you to schedule a free site survey at your property.",
  privacyNote: "We use your information only to prepare your quote. Read our",
  privacyLink: "Privacy Policy",
} as const;

export const estimateCard = {
  heading: "Preliminary Estimate",
  placeholder: "Fill out the form and submit to see your preliminary estimate here.",
  recommendationLabel: "Recommended system",
  priceLabel: "Preliminary price estimate",
  pricesVary:
    "Prices vary with your roof, the equipment you choose, subsidies and site conditions. Our free site survey confirms the final figure.",
  basis: (roof: string, bill: string) =>
    `Based on a roof of ${roof} and a monthly bill of ${bill}.`,
} as const;

export const nextSteps = {
  heading: "What happens next",
  steps: [
    "We review your details and estimate.",
    "An engineer visits for a free site survey.",
    "You receive a precise, no-obligation quote.",
  ],
  promise: "Free survey, no obligation, no spam.",
} as const;

export const quoteToasts = {
  success: {
    title: "Quote Request Sent!",
    description:
      "Thank you for your request. We'll review your details and get back to you with a more precise quote soon.",
  },
} as const;

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
