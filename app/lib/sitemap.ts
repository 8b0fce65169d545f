export interface SitemapEntry {
  url: string;
  /** YYYY-MM-DD */
  lastModified?: string;
  /** The page in every language (itself included), for search engines' hreflang. */
  alternates?: { hreflang: string; href: string }[];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );

export function buildSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(entry.url)}</loc>${
        entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : ""
      }${(entry.alternates ?? [])
        .map(
          (link) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
        )
        .join("")}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
