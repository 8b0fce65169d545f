import type { Page } from "@playwright/test";
import { localePath, localeTags, otherLocale } from "../../app/lib/i18n/locale";
import { expect, languages, pagesIn, routes, test } from "./fixtures";

// How search engines find the site, in both languages: each page's title, canonical link and
// twin in the other language, the business's structured data, the sitemap. All of it is in the
// HTML the server sends, which is what a crawler reads first: the pages are read without
// JavaScript (and without waiting for the islands to load).

test.use({ javaScriptEnabled: false });

test("every page has its own title, description, canonical link and social card", async ({
  page,
  request,
}) => {
  const titles = new Set<string>();
  for (const { path } of routes) {
    await page.goto(path);
    const title = await page.title();
    expect(title.length, `${path} title`).toBeGreaterThanOrEqual(10);
    expect(title.length, `${path} title`).toBeLessThanOrEqual(70);
    titles.add(title);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length, `${path} description`).toBeGreaterThanOrEqual(50);
    expect(description?.length, `${path} description`).toBeLessThanOrEqual(170);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(path);
    for (const property of ["og:title", "og:description", "og:url", "og:image"]) {
      await expect(page.locator(`meta[property="${property}"]`), `${path} ${property}`).toHaveCount(
        1,
      );
    }
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    // The social image is served by the site itself.
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect((await request.get(new URL(image!).pathname)).status()).toBe(200);
  }
  expect(titles.size).toBe(routes.length);
});

const place = {
  en: { city: "Bhubaneswar", region: "Odisha" },
  or: { city: "ଭୁବନେଶ୍ୱର", region: "ଓଡ଼ିଶା" },
};

async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const { locale, tag, lang, path, words } of languages) {
  test(`${tag} every page answers in its language, as its own canonical, paired with its twin`, async ({
    page,
  }) => {
    const twinLanguage = localeTags[otherLocale(locale)].hreflang;
    for (const { path: own, neutral, heading } of pagesIn(locale)) {
      const twin = localePath(otherLocale(locale), neutral);
      const response = await page.goto(own);
      expect(response?.status(), own).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const canonical = page.locator('link[rel="canonical"]');
      const origin = new URL((await canonical.getAttribute("href"))!).origin;
      await expect(canonical).toHaveAttribute("href", `${origin}${own}`);
      const alternate = (hreflang: string) =>
        page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
      await expect(alternate(localeTags[locale].hreflang)).toHaveAttribute("href", origin + own);
      await expect(alternate(twinLanguage)).toHaveAttribute("href", origin + twin);
      await expect(alternate("x-default")).toHaveAttribute("href", origin + neutral);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        "content",
        localeTags[locale].ogLocale,
      );
    }
  });

  test(`${tag} the home and contact pages describe the business for search engines`, async ({
    page,
  }) => {
    const { site } = words;
    for (const neutral of ["/", "/contact"]) {
      await page.goto(path(neutral));
      const business = (await structuredData(page)).find((d) => d["@type"] === "LocalBusiness");
      expect(business, neutral).toBeDefined();
      expect(business).toMatchObject({
        url: expect.stringMatching(new RegExp(`${path("/")}$`)),
        slogan: site.company.tagline,
        description: site.company.footerText,
        address: { addressLocality: place[locale].city, addressRegion: place[locale].region },
      });
      expect(business!.geo).toMatchObject({ latitude: 20.2656, longitude: 85.7847 });
      expect(business!.areaServed).toHaveLength(10);
      expect((business!.areaServed as unknown[])[0]).toEqual({
        "@type": "AdministrativeArea",
        name: `${place[locale].city}, ${place[locale].region}`,
      });
      expect(business!.telephone).toMatch(/^\+91/);
      expect(business!.openingHoursSpecification).toBeDefined();
    }
  });

  test(`${tag} the sitemap lists every page and article, each naming its twin; robots.txt points to it`, async ({
    request,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const xml = await sitemap.text();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    const byPath = new Map(entries.map((m) => [new URL(m[1]!).pathname, m[2]!]));
    for (const { path: own, neutral } of pagesIn(locale)) {
      const links = byPath.get(own);
      expect(links, own).toBeDefined();
      expect(links).toMatch(new RegExp(`hreflang="or" href="[^"]+${localePath("or", neutral)}"`));
      expect(links).toMatch(new RegExp(`hreflang="en-IN" href="[^"]+${neutral}"`));
    }
    expect([...byPath.keys()].filter((each) => each.startsWith(path("/blog/")))).toHaveLength(6);

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });
}

test("the FAQ and each article carry their structured data", async ({ page }) => {
  await page.goto("/faq");
  const faq = (await structuredData(page)).find((d) => d["@type"] === "FAQPage");
  expect(faq?.mainEntity).toHaveLength(6);

  await page.goto("/blog/cut-your-electricity-bill-with-net-metering");
  const post = (await structuredData(page)).find((d) => d["@type"] === "BlogPosting");
  expect(post).toMatchObject({ headline: "How Net Metering Cuts Your Electricity Bill in Odisha" });
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  // Not in the HTML: Chromium fetches a linked manifest and its icon right after the first
  // paint, where they held back the largest one (docs/decisions/014).
  test("each page links the web app manifest once it has settled", async ({ page, request }) => {
    for (const [path, manifest] of [
      ["/", "/manifest.webmanifest"],
      ["/or", "/or/manifest.webmanifest"],
      ["/contact", "/manifest.webmanifest"],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain("</main>");
      expect(html, path).not.toMatch(/rel="?manifest/);
      await page.goto(path);
      await expect(page.locator('link[rel="manifest"]'), path).toHaveAttribute("href", manifest);
    }
  });
});

test("the web app manifest and icons are served", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.name).toBe("Suryoday Solar");
  // The Odia pages' manifest speaks Odia and opens the Odia home page (issue 30).
  const odia = await (await request.get("/or/manifest.webmanifest")).json();
  expect(odia).toMatchObject({ lang: "or", start_url: "/or", icons: manifest.icons });
  expect(odia.description).toMatch(/[\u0B00-\u0B7F]/);
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
  for (const path of ["/favicon.ico", "/favicon.svg", "/icons/apple-touch-icon.png"]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});
