import type { Page } from "@playwright/test";
import { containsPhrase, englishPhrasesWithOdia } from "./copy-pairs";
import { expect, odiaRoutes, test } from "./fixtures";
import { pagesCopy as odiaPages } from "../../app/content/copy/or/pages";

// The Odia site as a whole (issue 11): every page under /or, in Odia, paired with its English
// twin for search engines, reachable from the language switch, and free of English copy.

const article = "/or/blog/cut-your-electricity-bill-with-net-metering";

/** Everything a visitor (or a screen reader, or a search engine) reads on the page. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll(
      "[alt], [aria-label], [placeholder], [title], meta[name='description'], meta[property='og:title'], meta[property='og:description'], meta[property='og:image:alt'], script[type='application/ld+json']",
    )) {
      for (const name of ["alt", "aria-label", "placeholder", "title", "content"]) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
      // Structured data's days of the week are schema.org's vocabulary ("Monday"), in English
      // in every language; the survey's day names (issue 20) made them look like a leak.
      if (element.tagName === "SCRIPT") {
        parts.push((element.textContent ?? "").replace(/"dayOfWeek":\[[^\]]*\]/g, ""));
      }
    }
    return parts.join("\n");
  });
}

test.describe("the Odia site", () => {
  test("every page answers in Odia, as its own canonical, paired with its English twin", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const { path, englishPath, heading } of odiaRoutes) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "or");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!)
        .origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${origin}${path}`,
      );
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(3);
      await expect(page.locator('link[rel="alternate"][hreflang="or"]')).toHaveAttribute(
        "href",
        `${origin}${path}`,
      );
      for (const hreflang of ["en-IN", "x-default"]) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
          "href",
          `${origin}${englishPath === "/" ? "/" : englishPath}`,
        );
      }
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "or_IN");

      // …and the English page names this one back.
      await page.goto(englishPath);
      await expect(page.locator('link[rel="alternate"][hreflang="or"]')).toHaveAttribute(
        "href",
        `${origin}${path}`,
      );
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    }
  });

  test("any other path under /or shows the Odia home page with status 404", async ({ page }) => {
    const response = await page.goto("/or/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "or");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(odiaPages.pages.home.heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("no English words from the copy files show on an Odia page that has Odia ones", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const phrases = await englishPhrasesWithOdia();
    // The check must be able to fail: it knows the English words of the shared copy.
    expect(phrases).toContain("Get a Free Quote");
    for (const path of [...odiaRoutes.map((route) => route.path), article, "/or/no-such-page"]) {
      await page.goto(path);
      // Odia prose gives the English term in brackets on first use ("ଫିକ୍ସଡ ଚାର୍ଜ (fixed
      // charge)", docs/odia/glossary.md): a bracket without Odia letters is not a leak.
      const text = (await readableText(page)).replace(/\([^()\u0B00-\u0B7F]*\)/g, " ");
      const leaks = phrases.filter((phrase) => containsPhrase(text, phrase));
      expect(leaks, `English copy on ${path}`).toEqual([]);
    }
  });

  test("the Odia font loads on Odia pages only", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await page.goto("/about");
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.filter((url) => url.includes("oriya"))).toEqual([]);
    await page.goto("/or/about");
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.some((url) => url.includes("noto-sans-oriya-oriya"))).toBe(true);
  });
});

test.describe("the language switch", () => {
  test("goes to the same page, with its query, in the other language", async ({ page }) => {
    await page.goto("/gallery?category=residential");
    const switcher = page.getByRole("navigation", { name: "Language" });
    const odia = switcher.getByRole("link", { name: "ଓଡ଼ିଆ" });
    await expect(odia).toHaveAttribute("lang", "or");
    await expect(odia).toHaveAttribute("hreflang", "or");
    await expect(switcher.getByText("English")).toHaveAttribute("aria-current", "true");
    await odia.click();
    await expect(page).toHaveURL(/\/or\/gallery\?category=residential$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "or");

    const back = page.getByRole("navigation", { name: "ଭାଷା" }).getByRole("link", {
      name: "English",
    });
    await expect(back).toHaveAttribute("hreflang", "en-IN");
    await back.click();
    await expect(page).toHaveURL(/\/gallery\?category=residential$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("is in the header and in the menu", async ({ page }) => {
      await page.goto("/or/contact");
      const header = page.getByRole("banner");
      await expect(
        header.getByRole("navigation", { name: "ଭାଷା" }).getByRole("link", { name: "English" }),
      ).toBeVisible();
      await header.getByRole("button", { name: "ମେନୁ ଖୋଲନ୍ତୁ" }).click();
      const menuSwitch = page
        .getByRole("navigation", { name: "ମୋବାଇଲ" })
        .getByRole("navigation", { name: "ଭାଷା" });
      await expect(menuSwitch.getByText("ଓଡ଼ିଆ")).toHaveAttribute("aria-current", "true");
      await menuSwitch.getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get In Touch");
    });
  });
});

test("the sitemap lists both languages, each page naming the other", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
  const byPath = new Map(entries.map((m) => [new URL(m[1]!).pathname, m[2]!]));
  for (const { path, englishPath } of odiaRoutes) {
    for (const each of [path, englishPath]) {
      const links = byPath.get(each);
      expect(links, each).toBeDefined();
      expect(links).toMatch(new RegExp(`hreflang="or" href="[^"]+${path}"`));
      expect(links).toMatch(new RegExp(`hreflang="en-IN" href="[^"]+${englishPath}"`));
    }
  }
  expect([...byPath.keys()].filter((path) => path.startsWith("/or/blog/"))).toHaveLength(6);
});
