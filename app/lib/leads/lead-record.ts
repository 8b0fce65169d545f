import type { SystemEstimate } from "~/lib/estimate";
import { type QuotePlan, quotePlanFields } from "./quote-plan-record";
import type { ContactInput, PrivacyRequestInput, QuoteInput } from "./schemas";

// The shapes of stored leads as the rest of the site sees them (export, e-mail), apart from
// how the database spells its columns.

export const leadKinds = ["contact", "quote", "newsletter"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** A quote request to store; `plan` when the visitor came from the savings planner. */
export type NewQuote = QuoteInput & { estimate: SystemEstimate; plan?: QuotePlan };

interface LeadBase {
  id: number;
  /** When the lead arrived, UTC ISO 8601. */
  createdAt: string;
}

export type ContactLead = LeadBase & { kind: "contact" } & ContactInput;

export type QuoteLead = LeadBase & {
  kind: "quote";
} & QuoteInput & {
    estimateKw: number;
    estimateRecommendation: string;
    estimatePrice: string;
  } & Partial<QuotePlan>;

export type NewsletterLead = LeadBase & { kind: "newsletter"; email: string };

export type Lead = ContactLead | QuoteLead | NewsletterLead;

/** A visitor's request that we delete their data (the privacy policy's form). */
export type PrivacyRequest = LeadBase & { kind: "privacy" } & PrivacyRequestInput;

/** The fields of each kind, in the order an export lists them. */
export const leadFields = {
  contact: ["kind", "id", "createdAt", "name", "email", "phone", "message"],
  quote: [
    "kind",
    "id",
    "createdAt",
    "name",
    "email",
    "phone",
    "address",
    "location",
    "product",
    "roofSize",
    "monthlyBill",
    "estimateKw",
    "estimateRecommendation",
    "estimatePrice",
    "message",
    ...quotePlanFields,
  ],
  newsletter: ["kind", "id", "createdAt", "email"],
} as const satisfies { [K in LeadKind]: readonly (keyof Extract<Lead, { kind: K }>)[] };
