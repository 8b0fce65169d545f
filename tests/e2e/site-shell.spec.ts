import type { Page } from "@playwright/test";
import { localeTags, otherLocale } from "../../app/lib/i18n/locale";
import { containsPhrase, copyIn, englishOnlyStrings, englishPhrasesWithOdia } from "./copy-pairs";
import { expect, language, languages, pagesIn, routes, test } from "./fixtures";

// The layout every page shares (spec section 2): its routes, header, menu and footer, the
// catch-all, and the switch between the two languages.

test.describe("every route", () => {
  for (const { path, heading } of routes) {
    test(`${path} answers with its heading inside the shared layout`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page).toHaveTitle(/.{10,}/);
    });
  }

  test("the server sends every page's heading in its HTML, before any script runs", async ({
    request,
  }) => {
    for (const { path, heading } of routes) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(heading.replace("&", "&amp;"));
      expect(html, path).toContain("Get a Free Quote");
      expect(html, path).toContain("Powering your future with clean, reliable solar energy");
    }
  });
});

for (const { locale, tag, path, url, heading, words, open } of languages) {
  test(`${tag} an unknown path shows the home page, answered 404 and kept out of search`, async ({
    page,
  }) => {
    const { home } = words;
    await open(page, "/no-such-page/at-all", 404);
    await expect(page.getByRole("heading", { level: 1, name: heading("/") })).toBeVisible();
    await expect(page.getByRole("region", { name: home.topRated.heading })).toBeVisible();
    await expect(page.getByRole("region", { name: home.callToAction.heading })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: home.hero.carouselLabel })
        .getByRole("link", { name: home.hero.primaryAction }),
    ).toHaveAttribute("href", path("/quote-request"));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url("/"));
    // Nothing of the other language's page.
    const other = language[otherLocale(locale)].words.home.topRated.heading;
    await expect(page.getByText(other)).toHaveCount(0);
  });
}

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("lists the spec's pages, highlights the current one and follows links", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const labels = [
      "Home",
      "About Us",
      "Products/Services",
      "Blog",
      "Gallery",
      "Privacy Policy",
      "Contact Us",
    ];
    await expect(nav.getByRole("link")).toHaveText(labels);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Project Gallery");
    await expect(nav.getByRole("link", { name: "Gallery" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await page.getByRole("banner").getByRole("link", { name: "Get a Free Quote" }).click();
    await expect(page).toHaveURL(/\/quote-request$/);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test("the header stays at the top while the page scrolls", async ({ page }) => {
    await page.goto("/privency-policy");
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await page.getByRole("banner").boundingBox())?.y).toBe(0);
  });
});

test.describe("phone navigation", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu button opens the menu, and choosing a link closes it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();

    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test("the footer holds the address, contact links, social links, quick links and credits", async ({
  page,
}) => {
  await page.goto("/how-it-works");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Bhubaneswar, Odisha");
  await expect(footer.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:\+91/);
  await expect(footer.getByRole("link", { name: /^hello@/ })).toHaveAttribute("href", /^mailto:/);
  // The privacy contact, the DPDP notice and the rights page (issue 23).
  await expect(footer.getByRole("link", { name: /privacy@/ })).toHaveAttribute(
    "href",
    "mailto:privacy@suryodaysolar.in",
  );
  await expect(footer.getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
    "href",
    "/privacy-notice",
  );
  const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
  await expect(social).toHaveCount(5);
  for (const name of ["Facebook", "Twitter", "Instagram", "LinkedIn", "YouTube"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const quickLinks = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
  const targets = await quickLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  );
  expect(targets).toEqual(["/about", "/products-services", "/faq", "/contact"]);
  await expect(footer).toContainText(
    "Powering your future with clean, reliable solar energy solutions.",
  );
  await expect(footer).toContainText(
    `© ${new Date().getFullYear()} Suryoday Solar Pvt. Ltd. All rights reserved.`,
  );
  await expect(footer).not.toContainText("..");
  await expect(footer).toContainText(/Website by/);
  await expect(page.getByRole("banner")).toContainText("Powering India's Future");
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

  for (const { locale, tag, path, words } of languages) {
    test.describe(`${tag} on a phone`, () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("is in the header and in the menu", async ({ page }) => {
        const { site } = words;
        const other = language[otherLocale(locale)];
        const otherName = localeTags[other.locale].name;
        await page.goto(path("/contact"));
        const header = page.getByRole("banner");
        const label = site.languageSwitch.label;
        await expect(
          header.getByRole("navigation", { name: label }).getByRole("link", { name: otherName }),
        ).toBeVisible();
        await header.getByRole("button", { name: site.layout.openMenu }).click();
        const menuSwitch = page
          .getByRole("navigation", { name: site.layout.mobileNavigationLabel })
          .getByRole("navigation", { name: label });
        await expect(menuSwitch.getByText(localeTags[locale].name)).toHaveAttribute(
          "aria-current",
          "true",
        );
        await menuSwitch.getByRole("link", { name: otherName }).click();
        await expect(page).toHaveURL(other.url("/contact"));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(other.heading("/contact"));
      });
    });
  }
});

test("English pages draw the switch's ଓଡ଼ିଆ in a 1.5 KB font inlined with their styles; Odia pages load the Odia font cut to the site's words, and the whole one for what a visitor types", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await page.goto("/about");
  await page.evaluate(() => document.fonts.ready);
  // Neither the Odia font nor a request for the switch's (it comes inlined with the styles).
  expect(fonts.filter((url) => url.includes("oriya") && !url.startsWith("data:"))).toEqual([]);
  // This machine has no Odia font: without the switch's own, its letters would be boxes.
  const drawnInSwitchFont = await page.evaluate(
    () =>
      [...document.fonts].some(
        (face) => face.family.includes("Odia Switch") && face.status === "loaded",
      ) && document.fonts.check('14px "Odia Switch"', "ଓଡ଼ିଆ"),
  );
  expect(drawnInSwitchFont).toBe(true);

  await page.goto("/or/about");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((url) => url.includes("noto-sans-oriya-site"))).toBe(true);
  // Not the whole font: nothing on the page was typed by a visitor.
  expect(fonts.filter((url) => url.includes("noto-sans-oriya-oriya"))).toEqual([]);
  // What a visitor types may hold any conjunct: it is drawn in the whole font.
  await page.goto("/or/contact");
  await page.getByRole("textbox").first().fill("କ୍ଷ୍ମ ଶ୍ରୀକୃଷ୍ଣ");
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fonts.some((url) => url.includes("noto-sans-oriya-oriya"))).toBe(true);
});

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

test("[or] no English words from the copy files show on an Odia page that has Odia ones", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const phrases = await englishPhrasesWithOdia();
  // The check must be able to fail: it knows the English words of the shared copy.
  expect(phrases).toContain("Get a Free Quote");
  const article = "/or/blog/cut-your-electricity-bill-with-net-metering";
  for (const path of [...pagesIn("or").map((each) => each.path), article, "/or/no-such-page"]) {
    await page.goto(path);
    // Odia prose gives the English term in brackets on first use ("ଫିକ୍ସଡ ଚାର୍ଜ (fixed
    // charge)", docs/odia/glossary.md): a bracket without Odia letters is not a leak.
    const text = (await readableText(page)).replace(/\([^()\u0B00-\u0B7F]*\)/g, " ");
    const leaks = phrases.filter((phrase) => containsPhrase(text, phrase));
    expect(leaks, `English copy on ${path}`).toEqual([]);
  }
});

/**
 * The content pages in Odia with the copy they are built from: the English words that must
 * not show on them are each English string whose Odia counterpart differs, cut at its template
 * slots ("{name} (Headquarters)" gives " (Headquarters)"), pieces of four letters or more.
 */
const odiaContentPages = (
  [
    ["/or/about", ["about", "coverage"]],
    ["/or/products-services", ["products"]],
    ["/or/how-it-works", ["process"]],
    ["/or/faq", ["faq"]],
  ] as const
).map(([path, areas]) => {
  const pieces = areas.flatMap((area) =>
    englishOnlyStrings(copyIn("en")[area], copyIn("or")[area]).flatMap((text) =>
      text.split(/\{\w+\}/).map((piece) => piece.replace(/^[\s:(),.]+|[\s:(),.]+$/g, "")),
    ),
  );
  return { path, english: [...new Set(pieces.filter((piece) => /[A-Za-z]{4}/.test(piece)))] };
});

for (const { path, english } of odiaContentPages) {
  test(`[or] ${path} shows no English from its copy, and its links stay in Odia`, async ({
    page,
  }) => {
    await page.goto(path);
    // What the main content says, to eyes and to screen readers, shown or not.
    const main = page.getByRole("main");
    const said = await main.evaluate((element) => {
      const attributes = [...element.querySelectorAll("[alt], [aria-label], [title]")].flatMap(
        (each) => ["alt", "aria-label", "title"].map((name) => each.getAttribute(name) ?? ""),
      );
      return [element.textContent ?? "", ...attributes].join("\n");
    });
    const left = english.filter((piece) => said.includes(piece));
    expect(left, "English words on the Odia page").toEqual([]);

    const hrefs = await main
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const links = hrefs.filter(
      (href) => href.startsWith("/") && !/^\/(media|assets|icons)\//.test(href),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const href of links)
      expect(href, "an internal link on an Odia page").toMatch(/^\/or(\/|\?|$)/);
  });
}
