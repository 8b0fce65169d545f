import type { Locale } from "~/lib/i18n/locale";
import type { ConsentPurpose } from "~/lib/privacy/consent-purposes";
import type { RightsRequestKind } from "~/lib/privacy/rights-requests";
import type { QuoteEstimate } from "~/lib/quote-estimate";
import type { EstimateBasis } from "./form-fields";
import type { QuotePlan } from "./quote-plan-record";
import type { ContactInput, PrivacyRequestInput, QuoteInput } from "./schemas";

// The shapes of stored leads as the rest of the site sees them (export, e-mail), apart from
// how the database spells its columns.

export const leadKinds = ["contact", "quote", "newsletter"] as const;
export type LeadKind = (typeof leadKinds)[number];

/**
 * The language of the page a submission was sent from (readSubmission adds it to what a form
 * posted); absent, the default locale (English).
 */
export type WithLanguage<Input> = Input & {
  language?: Locale;
  /** The privacy notice's version the sender saw (issue 23); absent: none recorded. */
  noticeVersion?: string;
  /** The opt-ins ticked on the form; each is recorded as a consent given. */
  consents?: readonly ConsentPurpose[];
};

/** A quote request to store; `plan` when the visitor came from the savings planner. */
export type NewQuote = WithLanguage<QuoteInput> & { estimate: QuoteEstimate; plan?: QuotePlan };

interface LeadBase {
  id: number;
  /** When the lead arrived, UTC ISO 8601. */
  createdAt: string;
  /** The language of the page it was sent from: staff answer in it. */
  language: Locale;
}

export type ContactLead = LeadBase & { kind: "contact" } & ContactInput;

export type QuoteLead = LeadBase & {
  kind: "quote";
} & QuoteInput & {
    estimateKw: number;
    estimateRecommendation: string;
    estimatePrice: string;
    /** What the estimate was worked out from, and so the currency of the bill and price. */
    estimateBasis: EstimateBasis;
  } & Partial<QuotePlan>;

export type NewsletterLead = LeadBase & { kind: "newsletter"; email: string };

export type Lead = ContactLead | QuoteLead | NewsletterLead;

/** A visitor's request that we delete their data (the privacy policy's form). */
export type PrivacyRequest = LeadBase & { kind: "privacy" } & PrivacyRequestInput & {
    /** What the person asks for (issue 23; requests from before it: erasure). */
    requestKind: RightsRequestKind;
  };
