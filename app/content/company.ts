// Who the company is and how to reach it. The spec withholds the real contact values:
// these are placeholders for a business in Bhubaneswar, kept here and nowhere else.

export const company = {
  name: "Suryoday Solar",
  legalName: "Suryoday Solar Pvt. Ltd.",
  tagline: "Powering India's Future",
  footerText: "Powering your future with clean, reliable solar energy solutions.",
  founded: 2015,
  websiteBy: { label: "Website by Kalinga Web Studio", href: "#" },
} as const;

export const contact = {
  address: {
    street: "Plot 112, Jagamara Road, Khandagiri",
    city: "Bhubaneswar",
    region: "Odisha",
    postalCode: "751030",
    country: "India",
    countryCode: "IN",
  },
  /** Shown to visitors. */
  phoneDisplay: "+91 674 255 0123",
  /** Used in tel: links, E.164. */
  phoneE164: "+916742550123",
  email: "hello@suryodaysolar.in",
  /** WhatsApp number in international format without "+", as wa.me expects. */
  whatsappNumber: "919437012345",
  openingHours: {
    display: "Mon–Sat, 9:00 am – 7:00 pm",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    opens: "09:00",
    closes: "19:00",
  },
  /** The business location (spec section 9). */
  location: { lat: 20.2656, lng: 85.7847 },
} as const;

/**
 * Who answers questions about personal data (DPDP Rules 2025, Rule 9), named on the privacy
 * notice, the policy, the footer and every e-mail to a person. Placeholders, like the contact
 * above, until the company names its officer; the role's words are per language (copy).
 */
export const privacyContact = {
  email: "privacy@suryodaysolar.in",
} as const;

export const contactLinks = {
  tel: `tel:${contact.phoneE164}`,
  mailto: `mailto:${contact.email}`,
  whatsapp: `https://wa.me/${contact.whatsappNumber}`,
} as const;

export type SocialNetwork = "facebook" | "twitter" | "instagram" | "linkedin" | "youtube";

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  /** Placeholder targets: the company has not given its profiles yet. */
  href: string;
}

export const socialLinks: SocialLink[] = [
  { network: "facebook", label: "Facebook", href: "#" },
  { network: "twitter", label: "Twitter", href: "#" },
  { network: "instagram", label: "Instagram", href: "#" },
  { network: "linkedin", label: "LinkedIn", href: "#" },
  { network: "youtube", label: "YouTube", href: "#" },
];

/**
 * Headline claims of the spec (section 1 and 9). Pages show their labels from copy, by `id`
 * (copy/<locale>/about.ts); `label` is the English one, kept only for code that still finds a
 * stat by it (home.ts's top-rated blurb).
 */
export const stats = [
  { id: "installations", value: "2,500+" },
  { id: "districts", value: "30+" },
  { id: "satisfaction", value: "98%" },
  { id: "support", value: "24/7" },
] as const;
export type StatId = (typeof stats)[number]["id"];

export function statValue(id: StatId): string {
  const found = stats.find((stat) => stat.id === id);
  if (!found) throw new Error(`No company stat ${id}`);
  return found.value;
}
