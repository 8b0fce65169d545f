// The site's two languages. The locale comes from the URL (English at the root, Odia under
// /or), because prerendered pages are the same for every visitor: no headers, no cookies.

export const locales = ["en", "or"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

interface LocaleTags {
  /** `<html lang>` */
  lang: string;
  /** `hreflang` of the page's alternate links */
  hreflang: string;
  /** Open Graph `og:locale` */
  ogLocale: string;
  /** The language's own name, as the language switch shows it. */
  name: string;
  /** The path prefix of its pages ("" for English). */
  prefix: string;
}

export const localeTags: Record<Locale, LocaleTags> = {
  en: { lang: "en-IN", hreflang: "en-IN", ogLocale: "en_IN", name: "English", prefix: "" },
  or: { lang: "or", hreflang: "or", ogLocale: "or_IN", name: "ଓଡ଼ିଆ", prefix: "/or" },
};

const odiaPrefix = localeTags.or.prefix;

/** The language of the page at `pathname`. */
export function localeOfPath(pathname: string): Locale {
  return pathname === odiaPrefix || pathname.startsWith(`${odiaPrefix}/`) ? "or" : defaultLocale;
}

export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** The page's path without its language prefix: "/or/about" → "/about", "/or" → "/". */
export function neutralPath(pathname: string): string {
  if (localeOfPath(pathname) === defaultLocale) return pathname;
  return pathname.slice(odiaPrefix.length) || "/";
}

/**
 * A site path (it may carry a query or a hash) in `locale`: "/about" → "/or/about",
 * "/" → "/or", "/?x=1" → "/or?x=1". Paths outside the site's pages (files, "#top") are kept.
 */
export function localePath(locale: Locale, path: string): string {
  const { prefix } = localeTags[locale];
  if (!prefix || !path.startsWith("/")) return path;
  if (path === "/") return prefix;
  if (path.startsWith("/?") || path.startsWith("/#")) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** The same page in the other language. @internal */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "or" : "en";
}
