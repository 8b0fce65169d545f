import { company, contact } from "~/content/company";
import { blogCopy } from "~/content/copy/en/blog";
import { coverageCopy } from "~/content/copy/en/coverage";
import { coveragePlaces } from "~/content/coverage";
import { localeTags, type Locale } from "~/lib/i18n/locale";
import { absoluteUrl, defaultSocialImage } from "~/lib/meta";
import type { PostSummary } from "~/lib/posts";

// schema.org descriptions of the business, the FAQ and the articles, for search engines.
// Rendered as JSON-LD by <StructuredData>.

type Thing = Record<string, unknown>;

/** The business, serving the districts of the coverage list (spec section 3). */
export function localBusiness(
  areaServed = coveragePlaces.map((place) => coverageCopy.places[place.id]),
): Thing {
  const { address, location, openingHours } = contact;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": absoluteUrl("/#business"),
    name: company.name,
    legalName: company.legalName,
    slogan: company.tagline,
    description: company.footerText,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icons/icon-512.png"),
    image: absoluteUrl(defaultSocialImage.src),
    telephone: contact.phoneE164,
    email: contact.email,
    foundingDate: String(company.founded),
    priceRange: "₹₹",
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lng },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: openingHours.days,
      opens: openingHours.opens,
      closes: openingHours.closes,
    },
    areaServed: areaServed.map((name) => ({
      "@type": "AdministrativeArea",
      name: `${name}, ${address.region}`,
    })),
    hasMap: `https://www.openstreetmap.org/?mlat=${location.lat}&mlon=${location.lng}#map=16/${location.lat}/${location.lng}`,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: contact.phoneE164,
      email: contact.email,
      areaServed: "IN",
      availableLanguage: ["en", "hi", "or"],
    },
    sameAs: [],
    knowsAbout: ["Solar panels", "Battery inverters", "Energy storage"],
  };
}

/** The FAQ page's questions and answers, in the page's language. */
export function faqPage(
  entries: readonly { question: string; answer: string }[],
  locale: Locale = "en",
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

export function blogPosting(post: PostSummary): Thing {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.image),
    datePublished: post.date,
    dateModified: post.date,
    articleSection: blogCopy.topics[post.categoryId],
    keywords: post.tags.join(", "),
    url,
    inLanguage: "en-IN",
    author: { "@type": "Organization", name: company.name, url: absoluteUrl("/") },
    publisher: {
      "@type": "Organization",
      name: company.name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/icons/icon-512.png") },
    },
  };
}

/** A free tool on the site, such as the solar savings planner. */
export function webApplication(page: { path: string; title: string; description: string }): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: page.title,
    description: page.description,
    url: absoluteUrl(page.path),
    applicationCategory: "FinanceApplication",
    operatingSystem: "Any",
    browserRequirements: "Any web browser; works without JavaScript",
    inLanguage: "en-IN",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
    provider: { "@id": absoluteUrl("/#business"), "@type": "LocalBusiness", name: company.name },
  };
}

/** JSON for a <script type="application/ld+json">, safe to place inside HTML. */
export function serializeJsonLd(data: Thing): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
