import { describe, expect, it } from "vitest";
import { readMinutesFor } from "./posts";
import { readFrontMatter } from "~/content/seed-posts.server";
import {
  getPost,
  getPostSummaries,
  hasPost,
  localizeSiteLink,
  renderArticle,
} from "./posts.server";

describe("localizeSiteLink", () => {
  it("puts a link to one of the site's pages into the article's language", () => {
    expect(localizeSiteLink("/solar-calculator", "or")).toBe("/or/solar-calculator");
    expect(localizeSiteLink("/quote-request?plan=3", "or")).toBe("/or/quote-request?plan=3");
    expect(localizeSiteLink("/blog/net-metering#tips", "or")).toBe("/or/blog/net-metering#tips");
    expect(localizeSiteLink("/", "or")).toBe("/or");
    expect(localizeSiteLink("/solar-calculator", "en")).toBe("/solar-calculator");
  });

  it("leaves files, other sites, anchors and unknown paths as they are", () => {
    for (const href of [
      "/media/blog/x.webp",
      "https://pmsuryaghar.gov.in",
      "//cdn.example.org/x",
      "#tips",
      "mailto:a@b.in",
      "/inbox",
    ]) {
      expect(localizeSiteLink(href, "or")).toBe(href);
    }
  });
});

describe("readMinutesFor", () => {
  it("counts words at 200 a minute in English and 180 in Odia, at least one minute", () => {
    const words = (n: number) => Array.from({ length: n }, () => "ଶବ୍ଦ").join(" ");
    expect(readMinutesFor(words(1000), "en")).toBe(5);
    expect(readMinutesFor(words(900), "or")).toBe(5);
    expect(readMinutesFor("", "or")).toBe(1);
  });
});

describe("the Odia articles as loaded", () => {
  it("are all there, newest first, in Odia", () => {
    const odia = getPostSummaries("or");
    expect(odia).toHaveLength(6);
    expect(odia[0]?.slug).toBe("pm-surya-ghar-rooftop-subsidy-odisha");
    for (const article of odia) expect(article.title, article.slug).toMatch(/[\u0B00-\u0B7F]/);
  });

  it("link to the site's Odia pages from their bodies", () => {
    const html = getPost("pm-surya-ghar-rooftop-subsidy-odisha", "or")?.html ?? "";
    expect(html).toContain('href="/or/solar-calculator"');
    expect(html).not.toMatch(/href="\/(?!or)/);
    // The English article's link is left alone.
    expect(getPost("pm-surya-ghar-rooftop-subsidy-odisha", "en")?.html).toContain(
      'href="/solar-calculator"',
    );
  });

  it("answer only for the slugs that have an Odia file", () => {
    expect(hasPost("cut-your-electricity-bill-with-net-metering", "or")).toBe(true);
    expect(hasPost("no-such-article", "or")).toBe(false);
    expect(getPost("no-such-article", "or")).toBeUndefined();
  });
});

describe("the front matter of the Markdown files a new database starts with", () => {
  const source = (categoryId: string, tagIds: string) => `---
title: "ଛାତ ଉପରେ ସୋଲାର: ଏକ ପରୀକ୍ଷା"
excerpt: "ଏହା କେବଳ ଏକ ପରୀକ୍ଷା ଲେଖା, ଯାହା ଦେଖାଏ ଯେ ଦୁଇ ଭାଷାର ଲେଖା ଏକା ପ୍ରକାରେ ଲେଖାଯାଏ।"
date: "2025-07-15"
categoryId: ${categoryId}
image: "/media/blog/pm-surya-ghar-rooftop-subsidy-odisha.webp"
imageAlt: "ଛାତ ଉପରେ ସୋଲାର ପ୍ୟାନେଲ ଥିବା ଏକ ଘର"
tagIds: ${tagIds}
popular: false
---
Body.`;

  it("names the category and tags by id", () => {
    const read = readFrontMatter("x.md", source("energy-savings", "[net-metering, subsidy]"));
    expect(read).toMatchObject({
      categoryId: "energy-savings",
      tagIds: ["net-metering", "subsidy"],
    });
    expect(read.body.trim()).toBe("Body.");
  });

  it("refuses a category or a tag by its English name, or one the copy does not name", () => {
    expect(() => readFrontMatter("x.md", source('"Energy Savings"', "[subsidy]"))).toThrow(
      /Invalid front matter in x\.md/,
    );
    expect(() => readFrontMatter("x.md", source("energy-savings", '["Net Metering"]'))).toThrow();
    expect(() => readFrontMatter("x.md", source("energy-savings", "[wind-power]"))).toThrow();
  });

  it("is never run as code", () => {
    const marker = "__frontMatterRan";
    const code = `---js\n{ title: (globalThis.${marker} = true, "Ran") }\n---\nBody.`;
    expect(() => readFrontMatter("x.md", code)).toThrow(/never run as code/);
    expect(marker in globalThis).toBe(false);
  });
});

describe("an article's Markdown as a page shows it", () => {
  it("names the tags in the article's language", () => {
    const [odia] = getPostSummaries("or").filter((post) => post.tagIds.includes("subsidy"));
    expect(odia?.tags).toContain("ସବସିଡି");
  });

  it("shows raw HTML as text and runs nothing: scripts, event attributes, javascript: links", () => {
    const html = renderArticle(
      [
        "Hello <script>alert(1)</script> there.",
        "",
        '<img src="x" onerror="alert(2)">',
        "",
        "[click me](javascript:alert(3)) and [site](/solar-calculator)",
        "",
        '![pic](javascript:alert(4)) <a href="#" onclick="alert(5)">a</a>',
        "",
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      ].join("\n"),
      "or",
    );
    expect(html).not.toMatch(/<script|<img[^>]*onerror|<a[^>]*onclick|<iframe|<style/i);
    expect(html).not.toMatch(/href="javascript:|src="javascript:/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('href="/or/solar-calculator"');
    expect(html).toContain("click me");
  });

  it("keeps Markdown's own markup: headings, lists, tables, emphasis, the site's images", () => {
    const html = renderArticle(
      "## Heading\n\n- one\n- **two**\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![Roof](/media/blog/roof.webp)\n\n![Elsewhere](https://elsewhere.test/r.webp)",
      "en",
    );
    for (const tag of [
      "<h2",
      "<ul>",
      "<strong>two</strong>",
      "<table>",
      '<img src="/media/blog/roof.webp" alt="Roof"',
    ]) {
      expect(html).toContain(tag);
    }
    // An image from another host would be a request to it: it keeps its words, not its address.
    expect(html).not.toContain("elsewhere.test");
  });
});
