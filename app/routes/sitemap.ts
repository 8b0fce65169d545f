import type { Route } from "./+types/sitemap";
import { pagePaths } from "~/content/pages";
import { localePath, locales, type Locale } from "~/lib/i18n/locale";
import { absoluteUrl, alternateLinks } from "~/lib/meta";
import { getPostSummaries } from "~/lib/posts.server";
import { buildSitemap, type SitemapEntry } from "~/lib/sitemap";

/**
 * A page in each language it exists in, each entry naming the others (hreflang) when there
 * is more than one.
 */
function inLanguages(
  path: string,
  shown: readonly Locale[],
  lastModified?: string,
): SitemapEntry[] {
  const alternates = shown.length === locales.length ? alternateLinks(path) : undefined;
  return shown.map((locale) => ({
    url: absoluteUrl(localePath(locale, path)),
    lastModified,
    alternates,
  }));
}

// Every public page of the route table in English and in Odia, and every article in the
// languages it is written in (an article without its Odia file has no /or address).
export function loader({ context }: Route.LoaderArgs) {
  const articles = new Map<string, { date: string; locales: Locale[] }>();
  for (const locale of locales) {
    for (const post of getPostSummaries(locale, context.today)) {
      const entry = articles.get(post.slug) ?? { date: post.date, locales: [] };
      entry.locales.push(locale);
      articles.set(post.slug, entry);
    }
  }
  const entries = [
    ...Object.values(pagePaths).flatMap((path) => inLanguages(path, locales)),
    ...[...articles].flatMap(([slug, { date, locales: shown }]) =>
      inLanguages(`/blog/${slug}`, shown, date),
    ),
  ];
  return new Response(buildSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
