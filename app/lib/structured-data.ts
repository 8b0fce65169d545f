import { countryCode } from "~/content/company";
import { shownCompany } from "~/lib/content/shown-company";
import type { BusinessCopy } from "~/content/copy/en/business";
import { shownAreas } from "~/lib/content/shown-lists";
import { defaultLocale, localePath, localeTags, type Locale } from "~/lib/i18n/locale";
import { absoluteUrl, defaultSocialImage } from "~/lib/meta";
import type { PostSummary } from "~/lib/posts";

// schema.org descriptions of the business, the FAQ and the articles, for search engines.
// Rendered as JSON-LD by <StructuredData>.

type Thing = Record<string, unknown>;

/**
 * The business, serving the districts of the coverage list (spec section 3), in the page's
 * language: its words come from `copy` (copy/<locale>/business.ts), its facts and districts
 * from the published content.
 */
export function localBusiness(
  locale: Locale,
  copy: BusinessCopy,
  areaServed: readonly { name: string }[] = shownAreas(locale),
): Thing {
  const company = shownCompany(locale);
  const { address, location, hours } = company;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": absoluteUrl("/#business"),
    name: company.name,
    legalName: copy.legalName,
    slogan: copy.slogan,
    description: copy.description,
    url: absoluteUrl(localePath(locale, "/")),
    logo: absoluteUrl("/icons/icon-512.png"),
    image: absoluteUrl(defaultSocialImage.src),
    telephone: company.phoneE164,
    email: company.email,
    foundingDate: String(company.founded),
    priceRange: "₹₹",
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lng },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    },
    areaServed: areaServed.map((area) => ({
      "@type": "AdministrativeArea",
      name: `${area.name}, ${address.region}`,
    })),
    hasMap: `https://www.openstreetmap.org/?mlat=${location.lat}&mlon=${location.lng}#map=16/${location.lat}/${location.lng}`,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: company.phoneE164,
      email: company.email,
      areaServed: "IN",
      availableLanguage: ["en", "hi", "or"],
    },
    sameAs: company.profiles,
    knowsAbout: copy.knowsAbout,
  };
}

/** The FAQ page's questions and answers, in the page's language. */
export function faqPage(
  entries: readonly { question: string; answer: string }[],
  locale: Locale = defaultLocale,
): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: localeTags[locale].hreflang,
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/** An article in the language it is shown in; `section` is its category's name in that language. */
export function blogPosting(
  post: PostSummary,
  { locale, section }: { locale: Locale; section: string },
): Thing {
  const url = absoluteUrl(localePath(locale, `/blog/${post.slug}`));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.image),
    datePublished: post.date,
    dateModified: post.date,
    articleSection: section,
    keywords: post.tags.join(", "),
    url,
    inLanguage: localeTags[locale].lang,
    author: { "@type": "Organization", name: shownCompany(locale).name, url: absoluteUrl("/") },
    publisher: {
      "@type": "Organization",
      name: shownCompany(locale).name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/icons/icon-512.png") },
    },
  };
}

/** A free tool on the site, such as the solar savings planner, in the page's language. */
export function webApplication(
  page: { path: string; title: string; description: string; locale?: Locale },
  words: { browserRequirements: string } = {
    browserRequirements: "Any web browser; works without JavaScript",
  },
): Thing {
  const locale = page.locale ?? defaultLocale;
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: page.title,
    description: page.description,
    url: absoluteUrl(localePath(locale, page.path)),
    applicationCategory: "FinanceApplication",
    operatingSystem: "Any",
    browserRequirements: words.browserRequirements,
    inLanguage: localeTags[locale].lang,
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
    provider: {
      "@id": absoluteUrl("/#business"),
      "@type": "LocalBusiness",
      name: shownCompany(locale).name,
    },
  };
}

/** JSON for a <script type="application/ld+json">, safe to place inside HTML. */
export function serializeJsonLd(data: Thing): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
