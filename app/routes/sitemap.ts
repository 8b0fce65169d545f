import { pagePaths } from "~/content/pages";
import { localePath, locales } from "~/lib/i18n/locale";
import { absoluteUrl, alternateLinks } from "~/lib/meta";
import { getPostSummaries } from "~/lib/posts.server";
import { buildSitemap, type SitemapEntry } from "~/lib/sitemap";

/** A page in each language, each entry naming all of them (hreflang). */
function inEveryLanguage(path: string, lastModified?: string): SitemapEntry[] {
  const alternates = alternateLinks(path);
  return locales.map((locale) => ({
    url: absoluteUrl(localePath(locale, path)),
    lastModified,
    alternates,
  }));
}

// Every public page of the route table and every article, in English and in Odia.
export function loader() {
  const entries = [
    ...Object.values(pagePaths).flatMap((path) => inEveryLanguage(path)),
    ...getPostSummaries().flatMap((post) => inEveryLanguage(`/blog/${post.slug}`, post.date)),
  ];
  return new Response(buildSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
