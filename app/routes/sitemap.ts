import { pages } from "~/content/pages";
import { absoluteUrl } from "~/lib/meta";
import { getPostSummaries } from "~/lib/posts.server";
import { buildSitemap } from "~/lib/sitemap";

// Every public page of the route table and every article.
export function loader() {
  const entries = [
    ...Object.values(pages).map((page) => ({ url: absoluteUrl(page.path) })),
    ...getPostSummaries().map((post) => ({
      url: absoluteUrl(`/blog/${post.slug}`),
      lastModified: post.date,
    })),
  ];
  return new Response(buildSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
