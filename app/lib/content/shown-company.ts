import type { Locale } from "~/lib/i18n/locale";
import {
  type CompanyDetails,
  publishedContent,
  type SocialNetwork,
  socialNetworks,
} from "./published-content";

// The company's published details as one page shows them, in its language: what the header,
// footer, contact page, e-mails and structured data read (the site layout hands it down in
// `useSite().company`; server code calls `shownCompany(locale)`).

export interface ShownCompany {
  name: string;
  phoneDisplay: string;
  phoneE164: string;
  email: string;
  whatsappNumber: string;
  links: { tel: string; mailto: string; whatsapp: string };
  /** The office, line by line: street, city, region and PIN. */
  addressLines: string[];
  address: { street: string; city: string; region: string; postalCode: string };
  hours: CompanyDetails["hours"] & { shown: string };
  location: CompanyDetails["location"];
  /** Every network, with "#" for a profile the company has not given. */
  social: { network: SocialNetwork; href: string }[];
  /** Profiles the company has given, for structured data's sameAs. */
  profiles: string[];
  founded: number;
  stats: CompanyDetails["stats"];
}

export function showCompany(details: CompanyDetails, locale: Locale): ShownCompany {
  const address = {
    street: details.address.street[locale],
    city: details.address.city[locale],
    region: details.address.region[locale],
    postalCode: details.address.postalCode,
  };
  return {
    name: details.name[locale],
    phoneDisplay: details.phoneDisplay,
    phoneE164: details.phoneE164,
    email: details.email,
    whatsappNumber: details.whatsappNumber,
    links: {
      tel: `tel:${details.phoneE164}`,
      mailto: `mailto:${details.email}`,
      whatsapp: `https://wa.me/${details.whatsappNumber}`,
    },
    addressLines: [address.street, address.city, `${address.region} ${address.postalCode}`],
    address,
    hours: { ...details.hours, shown: details.hours.display[locale] },
    location: details.location,
    social: socialNetworks.map((network) => ({
      network,
      href: details.social[network] || "#",
    })),
    profiles: socialNetworks.map((network) => details.social[network]).filter(Boolean),
    founded: details.founded,
    stats: details.stats,
  };
}

/** The published details in one language, for code outside a page's components. */
export function shownCompany(locale: Locale): ShownCompany {
  return showCompany(publishedContent().company, locale);
}
