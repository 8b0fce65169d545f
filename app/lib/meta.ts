import type { MetaDescriptor } from "react-router";
import { publicConfig } from "~/config";
import { publishedContent } from "~/lib/content/published-content";
import { localePath, locales, localeTags, type Locale } from "~/lib/i18n/locale";

/** A page as its loader hands it down: its language, neutral path and words. */
export interface ShownPage {
  locale: Locale;
  /** The page's language-neutral path ("/about"); its address in `locale` is derived. */
  path: string;
  /** The page's own title; the company name is added after it. */
  title: string;
  description: string;
  heading: string;
  intro?: string;
  /** The social-card image's alt text. */
  imageAlt: string;
}

export interface PageMeta extends Pick<ShownPage, "locale" | "path" | "title" | "description"> {
  /** A social-card image served by the site (absolute path); the default card otherwise. */
  image?: string;
  imageAlt: string;
  type?: "website" | "article";
  /** For pages that must not be indexed (the catch-all). */
  noindex?: boolean;
  /** Whether the page exists in the other language too (all but a few articles). */
  translated?: boolean;
}

export const defaultSocialImage = {
  src: "/media/og/default.jpg",
  width: 1200,
  height: 630,
};

export function absoluteUrl(path: string): string {
  return `${publicConfig.siteUrl}${path === "/" ? "/" : path}`;
}

/** The company's published name, in the page's language (the content desk keeps it). */
function siteName(locale: Locale): string {
  return publishedContent().company.name[locale];
}

export function pageTitle(title: string, locale: Locale): string {
  const name = siteName(locale);
  return title === name ? title : `${title} | ${name}`;
}

/**
 * The page's addresses in both languages, for `hreflang` links and the sitemap: each language's
 * own, and English as `x-default` (the version for everyone else).
 */
export function alternateLinks(path: string): { hreflang: string; href: string }[] {
  return [
    ...locales.map((locale) => ({
      hreflang: localeTags[locale].hreflang,
      href: absoluteUrl(localePath(locale, path)),
    })),
    { hreflang: "x-default", href: absoluteUrl(path) },
  ];
}

/**
 * Title, description, canonical link (the page itself), the other language's address, Open
 * Graph and Twitter card tags for one page.
 */
export function getMeta(page: PageMeta): MetaDescriptor[] {
  const title = pageTitle(page.title, page.locale);
  const url = absoluteUrl(localePath(page.locale, page.path));
  const image = absoluteUrl(page.image ?? defaultSocialImage.src);
  const { imageAlt } = page;
  const alternates = page.noindex || page.translated === false ? [] : alternateLinks(page.path);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates.map(({ hreflang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href,
    })),
    ...(page.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: siteName(page.locale) },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: localeTags[page.locale].ogLocale },
    ...(alternates.length
      ? locales
          .filter((locale) => locale !== page.locale)
          .map((locale) => ({
            property: "og:locale:alternate",
            content: localeTags[locale].ogLocale,
          }))
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}
