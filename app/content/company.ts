import type { CompanyDetails } from "~/lib/content/published-content";

// Who the company is and how to reach it, as a new database starts (issue 32): the owner
// changes them in the inbox's content desk from there, and pages read the published ones
// (~/lib/content/published-content). The spec withholds the real contact values: these are
// placeholders for a business in Bhubaneswar.

export const seedCompany: CompanyDetails = {
  name: { en: "Suryoday Solar", or: "Suryoday Solar" },
  phoneDisplay: "+91 674 255 0123",
  phoneE164: "+916742550123",
  email: "hello@suryodaysolar.in",
  whatsappNumber: "919437012345",
  address: {
    street: { en: "Plot 112, Jagamara Road, Khandagiri", or: "ପ୍ଲଟ 112, ଜଗମରା ରୋଡ, ଖଣ୍ଡଗିରି" },
    city: { en: "Bhubaneswar", or: "ଭୁବନେଶ୍ୱର" },
    region: { en: "Odisha", or: "ଓଡ଼ିଶା" },
    postalCode: "751030",
  },
  hours: {
    display: { en: "Mon–Sat, 9:00 am – 7:00 pm", or: "ସୋମ–ଶନି, ସକାଳ 9:00 – ସନ୍ଧ୍ୟା 7:00" },
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    opens: "09:00",
    closes: "19:00",
  },
  location: { lat: 20.2656, lng: 85.7847 },
  // Placeholders: the company has not given its profiles yet.
  social: { facebook: "", twitter: "", instagram: "", linkedin: "", youtube: "" },
  founded: 2015,
  stats: { installations: "2,500+", districts: "30+", satisfaction: "98%" },
};

/**
 * The name the staff's own tools carry (the inbox's titles, the sign-in's authenticator entry,
 * the sender of the site's e-mails): fixed when the server starts, unlike the public pages'.
 */
export const toolsName = seedCompany.name.en;

/** Not the company's to change on the desk: the developer's credit and a promise of service. */
export const company = {
  websiteBy: { href: "#" },
  /** The fourth headline figure, a promise rather than a count. */
  support: "24/7",
} as const;

/**
 * Who answers questions about personal data (DPDP Rules 2025, Rule 9), named on the privacy
 * notice, the policy, the footer and every e-mail to a person. A placeholder until the company
 * names its officer; the role's words are per language (copy).
 */
export const privacyContact = {
  email: "privacy@suryodaysolar.in",
} as const;

export const countryCode = "IN";
