import type { Page } from "@playwright/test";
import { expect, routes, test } from "./fixtures";

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

async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("the home and contact pages describe the business for search engines", async ({ page }) => {
  for (const path of ["/", "/contact"]) {
    await page.goto(path);
    const business = (await structuredData(page)).find((d) => d["@type"] === "LocalBusiness");
    expect(business, path).toBeDefined();
    expect(business!.address).toMatchObject({ addressLocality: "Bhubaneswar" });
    expect(business!.geo).toMatchObject({ latitude: 20.2656, longitude: 85.7847 });
    expect(business!.areaServed).toHaveLength(10);
    expect(business!.telephone).toMatch(/^\+91/);
    expect(business!.openingHoursSpecification).toBeDefined();
  }
});

test("the FAQ and each article carry their structured data", async ({ page }) => {
  await page.goto("/faq");
  const faq = (await structuredData(page)).find((d) => d["@type"] === "FAQPage");
  expect(faq?.mainEntity).toHaveLength(6);

  await page.goto("/blog/cut-your-electricity-bill-with-net-metering");
  const post = (await structuredData(page)).find((d) => d["@type"] === "BlogPosting");
  expect(post).toMatchObject({ headline: "How Net Metering Cuts Your Electricity Bill in Odisha" });
});

test("the sitemap lists every page and article, and robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const { path } of routes) expect(locations).toContain(path);
  expect(locations.filter((path) => path.startsWith("/blog/"))).toHaveLength(6);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test("the web app manifest and icons are served", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.name).toBe("Suryoday Solar");
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
  for (const path of ["/favicon.ico", "/favicon.svg", "/icons/apple-touch-icon.png"]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});
