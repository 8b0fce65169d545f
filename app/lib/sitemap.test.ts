import { describe, expect, it } from "vitest";
import { buildSitemap } from "./sitemap";

describe("buildSitemap", () => {
  it("lists each address once, escaped, with its last change when known", () => {
    const xml = buildSitemap([
      { url: "https://example.in/" },
      { url: "https://example.in/blog/a?x=1&y=2", lastModified: "2025-07-15" },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain("<url><loc>https://example.in/</loc></url>");
    expect(xml).toContain(
      "<url><loc>https://example.in/blog/a?x=1&amp;y=2</loc><lastmod>2025-07-15</lastmod></url>",
    );
  });

  it("names each page's other languages", () => {
    const xml = buildSitemap([
      {
        url: "https://example.in/or/about",
        alternates: [
          { hreflang: "en-IN", href: "https://example.in/about" },
          { hreflang: "or", href: "https://example.in/or/about" },
        ],
      },
    ]);
    expect(xml).toContain(
      '<url><loc>https://example.in/or/about</loc><xhtml:link rel="alternate" hreflang="en-IN" href="https://example.in/about"/><xhtml:link rel="alternate" hreflang="or" href="https://example.in/or/about"/></url>',
    );
  });
});
