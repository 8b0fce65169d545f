import { describe, expect, it } from "vitest";
import { absoluteUrl, getMeta, pageTitle } from "./meta";
import { pages } from "~/content/pages";

function find(meta: ReturnType<typeof getMeta>, key: string, value: string) {
  return meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe("getMeta", () => {
  const meta = getMeta({ ...pages.about });

  it("gives the page a title with the company name and its description", () => {
    expect(meta[0]).toEqual({
      title: "About Us: Odisha's Solar Installers Since 2015 | Suryoday Solar",
    });
    expect(find(meta, "name", "description")?.content).toBe(pages.about.description);
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

  it("marks a page noindex only when asked", () => {
    const hidden = getMeta({ ...pages.home, noindex: true });
    expect(find(hidden, "name", "robots")?.content).toBe("noindex, follow");
  });

  it("uses an article's own image when it has one", () => {
    const article = getMeta({
      ...pages.blog,
      path: "/blog/x",
      image: "/media/blog/x.webp",
      type: "article",
    });
    expect(find(article, "property", "og:image")?.content).toBe(absoluteUrl("/media/blog/x.webp"));
    expect(find(article, "property", "og:type")?.content).toBe("article");
  });
});

describe("page copy", () => {
  const all = Object.values(pages);

  it("gives every page a unique title of 10 to 70 characters", () => {
    const titles = all.map((page) => pageTitle(page.title));
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title.length, title).toBeGreaterThanOrEqual(10);
    for (const title of titles) expect(title.length, title).toBeLessThanOrEqual(70);
  });

  it("gives every page a unique description of 50 to 170 characters", () => {
    const descriptions = all.map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const text of descriptions) expect(text.length, text).toBeGreaterThanOrEqual(50);
    for (const text of descriptions) expect(text.length, text).toBeLessThanOrEqual(170);
  });
});
