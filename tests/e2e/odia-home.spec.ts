import type { Page } from "@playwright/test";
import { homeCopy as en } from "../../app/content/copy/en/home";
import { homeCopy as or } from "../../app/content/copy/or/home";
import { pagesCopy as orPages } from "../../app/content/copy/or/pages";
import { siteCopy as orSite } from "../../app/content/copy/or/site";
import { fill } from "../../app/lib/i18n/fill";
import { copyStrings } from "./copy-pairs";
import { expect, test } from "./fixtures";

// The home page in Odia at /or (issue 11), and the catch-all under /or, which shows it with
// status 404. The words come from the Odia copy module, so the test follows the copy.

const intervalMs = 8000;
const noticeMs = 1000;
const heading = orPages.pages.home.heading;

function hero(page: Page) {
  return page.getByRole("region", { name: or.hero.carouselLabel });
}

const goToSlide = (position: number) => fill(or.hero.goToSlide, { position });

/** Loads the Odia home page on a fake clock, and stops the clock just after. */
async function openOnPausedClock(page: Page) {
  await page.clock.install();
  await page.goto("/or");
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Every string of a copy tree. */
const leaves = (value: unknown) => [...copyStrings(value).values()];

test.describe("home page (Odia) at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("/or answers 200 in Odia: heading, tagline, calls to action under /or", async ({ page }) => {
    const response = await page.goto("/or");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "or");

    const region = hero(page);
    await expect(region).toHaveAttribute("aria-roledescription", or.hero.carouselRole);
    await expect(region.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(region.getByText(orPages.pages.home.intro)).toBeVisible();
    await expect(region.getByText(orSite.company.tagline)).toBeVisible();
    await expect(region.getByRole("link", { name: or.hero.primaryAction })).toHaveAttribute(
      "href",
      "/or/quote-request",
    );
    await expect(region.getByRole("link", { name: or.hero.secondaryAction })).toHaveAttribute(
      "href",
      "/or/contact",
    );
  });

  test("every section is in Odia, and every internal link stays under /or", async ({ page }) => {
    await page.goto("/or");

    const topRated = page.getByRole("region", { name: or.topRated.heading });
    await expect(topRated.getByText(or.topRated.text)).toBeVisible();
    for (const point of or.topRated.points) await expect(topRated.getByText(point)).toBeVisible();
    for (const label of Object.values(or.topRated.stats)) {
      await expect(topRated.getByText(label, { exact: true })).toBeVisible();
    }
    for (const claim of ["2,500+", "98%", "2015", "24/7"]) {
      await expect(topRated.getByText(claim, { exact: true })).toBeVisible();
    }
    await expect(topRated.getByRole("link", { name: or.topRated.link })).toHaveAttribute(
      "href",
      "/or/about",
    );

    const benefits = page.getByRole("region", { name: or.benefits.heading });
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(
      Object.values(or.benefits.items).map((item) => item.title),
    );

    const products = page.getByRole("region", { name: or.products.heading });
    const productWords = Object.values(or.products.items);
    await expect(products.getByRole("heading", { level: 3 })).toHaveText(
      productWords.map((item) => item.title),
    );
    for (const link of await products.getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", "/or/products-services");
    }
    for (const item of productWords) {
      await expect(products.getByRole("img", { name: item.imageAlt, exact: true })).toHaveCount(1);
    }
    await expect(products.getByText(or.products.linkLabel)).toHaveCount(3);

    const services = page.getByRole("region", { name: or.services.heading });
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(
      Object.values(or.services.items).map((item) => item.title),
    );

    const testimonials = page.getByRole("region", { name: or.testimonials.heading });
    const quotes = testimonials.getByRole("figure");
    await expect(quotes).toHaveCount(4);
    const rating = fill(or.testimonials.ratingLabel, { rating: 5, outOf: 5 });
    for (const [index, words] of Object.values(or.testimonials.items).entries()) {
      const quote = quotes.nth(index);
      await expect(quote.getByRole("img", { name: rating })).toBeVisible();
      await expect(quote.locator("blockquote")).toHaveText(`“${words.quote}”`);
      await expect(quote.getByText(words.name)).toBeVisible();
      await expect(quote.getByText(words.role)).toBeVisible();
    }

    const band = page.getByRole("region", { name: or.callToAction.heading });
    for (const [name, href] of [
      [or.callToAction.primary, "/or/quote-request"],
      [or.callToAction.secondary, "/or/contact"],
      [or.callToAction.planner, "/or/solar-calculator"],
    ] as const) {
      await expect(band.getByRole("link", { name })).toHaveAttribute("href", href);
    }

    const certifications = page.getByRole("region", { name: or.certifications.heading });
    await expect(certifications.getByRole("img")).toHaveCount(5);
    for (const alt of Object.values(or.certifications.badgeAlts)) {
      await expect(certifications.getByRole("img", { name: alt, exact: true })).toHaveCount(1);
    }

    // Every link to a page of the site stays in Odia, except the switch to English.
    const hrefs = await page
      .locator('a[href^="/"]:not([hreflang])')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href).toMatch(/^\/or(\/|$|\?|#)/);
  });

  test("no English sentence of the home page's copy is left on /or", async ({ page, request }) => {
    const odia = new Set(leaves(or));
    // Short words ("slide") could occur by chance in markup; sentences and labels cannot.
    const english = leaves(en).filter((text) => text.length > 12 && !odia.has(text));
    expect(english.length).toBeGreaterThan(50);

    const html = await (await request.get("/or")).text();
    await page.goto("/or");
    const shown = await page.evaluate(() => document.body.innerText);
    for (const text of english) {
      expect(shown, text).not.toContain(text);
      // Nor in the HTML: alt texts, aria-labels, the video fallback, the hydration data.
      expect(html, text).not.toContain(text.replace(/'/g, "&#x27;"));
      expect(html, text).not.toContain(text);
    }
  });

  test("the slides' alt texts and the video fallback are in Odia", async ({ page, request }) => {
    await page.goto("/or");
    const slides = hero(page).locator(`[aria-roledescription="${or.hero.slideRole}"]`);
    await expect(slides).toHaveCount(4);
    await expect(slides.first()).toHaveAttribute(
      "aria-label",
      fill(or.hero.slideLabel, { position: 1, total: 4 }),
    );
    await expect(slides.first().locator("img")).toHaveAttribute(
      "alt",
      or.hero.slideAlts["solar-farm"],
    );
    const videos = hero(page).locator("video");
    await expect(videos.first()).toHaveAttribute(
      "aria-label",
      or.hero.slideAlts["rooftop-installation"],
    );
    await expect(videos.last()).toHaveAttribute(
      "aria-label",
      or.hero.slideAlts["photovoltaic-installers"],
    );
    expect(await videos.first().textContent()).toContain(or.hero.videoFallback);

    // In the markup of both clips (the island's props, data-props, carry it once more).
    const html = await (await request.get("/or")).text();
    const markup = html.replace(/\sdata-props="[^"]*"/g, "");
    expect(markup.split(or.hero.videoFallback)).toHaveLength(3);
  });

  test(`a click on the slideshow shows the Odia notice for ${noticeMs} ms and changes slide`, async ({
    page,
  }) => {
    await openOnPausedClock(page);
    const region = hero(page);
    const message = region.getByRole("status");
    await expect(message).toBeEmpty();
    await expect(region.getByRole("group", { name: or.hero.slidePickerLabel })).toBeVisible();
    await expect(region.getByRole("button", { name: goToSlide(1) })).toHaveAttribute(
      "aria-current",
      "true",
    );

    for (const [name, current] of [
      [or.hero.nextSlide, 2],
      [or.hero.previousSlide, 1],
      [goToSlide(3), 3],
    ] as const) {
      await region.getByRole("button", { name, exact: true }).click();
      await expect(message).toHaveText(or.hero.clickNotice);
      await expect(page.getByText(or.hero.clickNotice)).toBeVisible();
      await expect(region.getByRole("button", { name: goToSlide(current) })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await page.clock.runFor(noticeMs - 1);
      await expect(message).toHaveText(or.hero.clickNotice);
      await page.clock.runFor(1);
      await expect(message).toBeEmpty();
    }
  });

  test("the Odia pause and play buttons stop and restart the slideshow", async ({ page }) => {
    await openOnPausedClock(page);
    const region = hero(page);
    await region.getByRole("button", { name: or.hero.pauseSlideshow }).click();
    await expect(region.getByRole("button", { name: or.hero.playSlideshow })).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.runFor(intervalMs * 2);
    await expect(region.getByRole("button", { name: goToSlide(1) })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await region.getByRole("button", { name: or.hero.playSlideshow }).click();
    await page.mouse.move(5, 5);
    await expect(region.locator("[aria-live]").first()).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(intervalMs);
    await expect(region.getByRole("button", { name: goToSlide(2) })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("the business's structured data is in Odia", async ({ page }) => {
    await page.goto("/or");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    const business = blocks.find((block) => block["@type"] === "LocalBusiness") as {
      areaServed: unknown[];
    };
    expect(business).toMatchObject({
      url: expect.stringMatching(/\/or$/),
      slogan: orSite.company.tagline,
      description: orSite.company.footerText,
      address: { addressLocality: "ଭୁବନେଶ୍ୱର", addressRegion: "ଓଡ଼ିଶା" },
    });
    expect(business.areaServed[0]).toEqual({
      "@type": "AdministrativeArea",
      name: "ଭୁବନେଶ୍ୱର, ଓଡ଼ିଶା",
    });
  });
});

test.describe("catch-all under /or (Odia)", () => {
  test("/or/no-such-page answers 404 with the Odia home page, kept out of search", async ({
    page,
  }) => {
    const response = await page.goto("/or/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "or");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("region", { name: or.topRated.heading })).toBeVisible();
    await expect(page.getByRole("region", { name: or.callToAction.heading })).toBeVisible();
    await expect(hero(page).getByRole("link", { name: or.hero.primaryAction })).toHaveAttribute(
      "href",
      "/or/quote-request",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByText(en.topRated.heading)).toHaveCount(0);
  });
});

for (const width of [390, 360]) {
  test.describe(`home page (Odia) at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the Odia hero, its controls and its notice fit the phone", async ({ page }) => {
      // On a paused clock, so the notice's second cannot run out before it is measured.
      await openOnPausedClock(page);
      const region = hero(page);
      await expect(region.getByRole("heading", { level: 1 })).toBeVisible();
      for (const name of [or.hero.primaryAction, or.hero.secondaryAction]) {
        const box = await region.getByRole("link", { name }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
      await region.getByRole("button", { name: or.hero.nextSlide }).click();
      await expect(page.getByText(or.hero.clickNotice)).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  });
}
