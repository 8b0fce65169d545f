// The FAQ (spec section 3): six questions Odisha homeowners ask before going solar, by neutral
// id, in the order the page shows them. Questions and answers are copy
// (copy/<locale>/faq.ts): plain text, which the page shows and the FAQPage structured data
// repeats.

export const faqIds = [
  "lifespan",
  "emi",
  "fully-solar",
  "maintenance",
  "savings",
  "outage",
] as const;

export interface FaqEntry {
  question: string;
  answer: string;
}
