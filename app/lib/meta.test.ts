import { describe, expect, it } from "vitest";
import { absoluteUrl, getMeta, pageTitle } from "./meta";
import { pagesCopy, shownPage } from "~/content/copy/pages.server";
import { pagePaths, type PageKey } from "~/content/pages";
import { locales } from "~/lib/i18n/locale";

function find(meta: ReturnType<typeof getMeta>, key: string, value: string) {
  return meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

const links = (meta: ReturnType<typeof getMeta>, rel: string) =>
  meta.filter((tag) => (tag as Record<string, unknown>).rel === rel) as Record<string, string>[];

describe("getMeta", () => {
  const about = shownPage("en", "about");
  const meta = getMeta(about);

  it("gives the page a title with the company name and its description", () => {
    expect(meta[0]).toEqual({
      title: "About Us: Odisha's Solar Installers Since 2015 | Suryoday Solar",
    });
    expect(find(meta, "name", "description")?.content).toBe(about.description);
  });

  it("links the canonical address and describes the page for social cards", () => {
    expect(find(meta, "rel", "canonical")?.href).toBe(absoluteUrl("/about"));
    expect(find(meta, "property", "og:url")?.content).toBe(absoluteUrl("/about"));
    expect(find(meta, "property", "og:image")?.content).toMatch(
      /^https?:\/\/.+\/media\/og\/default\.jpg$/,
    );
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("names both languages' addresses, and each page is its own canonical", () => {
    const odia = getMeta(shownPage("or", "about"));
    const expected = [
      { hrefLang: "en-IN", href: absoluteUrl("/about") },
      { hrefLang: "or", href: absoluteUrl("/or/about") },
      { hrefLang: "x-default", href: absoluteUrl("/about") },
    ];
    for (const page of [meta, odia]) {
      expect(links(page, "alternate").map(({ hrefLang, href }) => ({ hrefLang, href }))).toEqual(
        expected,
      );
    }
    expect(find(odia, "rel", "canonical")?.href).toBe(absoluteUrl("/or/about"));
    expect(find(odia, "property", "og:locale")?.content).toBe("or_IN");
    expect(find(odia, "property", "og:locale:alternate")?.content).toBe("en_IN");
    expect(find(meta, "property", "og:locale")?.content).toBe("en_IN");
    const home = getMeta(shownPage("or", "home"));
    expect(find(home, "rel", "canonical")?.href).toBe(absoluteUrl("/or"));
  });

  it("marks a page noindex only when asked, and then names no alternates", () => {
    const hidden = getMeta({ ...shownPage("en", "home"), noindex: true });
    expect(find(hidden, "name", "robots")?.content).toBe("noindex, follow");
    expect(links(hidden, "alternate")).toEqual([]);
  });

  it("uses an article's own image when it has one", () => {
    const article = getMeta({
      ...shownPage("en", "blog"),
      path: "/blog/x",
      image: "/media/blog/x.webp",
      type: "article",
    });
    expect(find(article, "property", "og:image")?.content).toBe(absoluteUrl("/media/blog/x.webp"));
    expect(find(article, "property", "og:type")?.content).toBe("article");
  });
});

// Search results cut titles and descriptions by width; Odia letters are counted as a reader
// sees them (a consonant with its vowel signs is one).
const length = (text: string) =>
  [...new Intl.Segmenter("or", { granularity: "grapheme" }).segment(text)].length;

describe.each(locales)("page copy (%s)", (locale) => {
  const all = (Object.keys(pagePaths) as PageKey[]).map((key) => pagesCopy[locale].pages[key]);

  it("gives every page a unique title of 10 to 70 characters", () => {
    const titles = all.map((page) => pageTitle(page.title, locale));
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(length(title), title).toBeGreaterThanOrEqual(10);
    for (const title of titles) expect(length(title), title).toBeLessThanOrEqual(70);
  });

  it("gives every page a unique description of 50 to 170 characters", () => {
    const descriptions = all.map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const text of descriptions) expect(length(text), text).toBeGreaterThanOrEqual(50);
    for (const text of descriptions) expect(length(text), text).toBeLessThanOrEqual(170);
  });
});
