// The privacy policy (spec section 2, "Privacy Policy"): its nine sections' anchors and the
// date it was last revised. The words, per language, are in app/content/copy/{en,or}/privacy.ts.

export type PolicyBlock =
  | { type: "paragraph"; text: string }
  /** A list; an item may start with a short lead-in shown in bold. */
  | { type: "list"; items: { lead?: string; text: string }[] }
  /** How long each kind of record is kept. */
  | { type: "retention"; items: { label: string; period: string; text: string }[] }
  /** The company's address, phone and e-mail (from company.ts and the site's copy). */
  | { type: "contact" }
  /** The form through which a visitor asks us to delete their data. */
  | { type: "deletion-request" };

/** The sections in the page's order; each id is the section's anchor in both languages. */
export const policySectionIds = [
  "our-commitment",
  "information-we-collect",
  "how-we-use-your-information",
  "data-sharing-and-disclosure",
  "data-security",
  "your-privacy-rights",
  "solar-specific-data-retention",
  "changes-to-this-policy",
  "contact-us",
] as const;

export type PolicySectionId = (typeof policySectionIds)[number];

/** A section's words in one language. */
export interface PolicySectionCopy {
  heading: string;
  blocks: PolicyBlock[];
}

/** A section as the page shows it. */
export interface PolicySection extends PolicySectionCopy {
  /** The section's anchor on the page. */
  id: PolicySectionId;
}

/** When the policy was last revised (shown in the page's language). */
export const policyLastUpdated = "2025-07-26";
