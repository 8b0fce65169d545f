import type { Page } from "@playwright/test";
import type { Locale } from "../../app/lib/i18n/locale";
import { fill } from "../../app/lib/i18n/fill";
import { copyIn, copyStrings, pin } from "./copy-pairs";
import { expect, languages, test } from "./fixtures";

// The home page (spec section 2 "Home"; sections 3, 8 and 9), at / and at /or. Time in the
// slideshow is Playwright's fake clock: installed before the page loads, then paused so every
// interval and notice is measured to the millisecond.

const intervalMs = 8000;
const noticeMs = 1000;

// What each language's page says: the Odia copy, and the English copy with the words the
// English tests have always asserted (the spec's among them) written out.
const words = {
  en: pin(copyIn("en"), {
    pages: { pages: { home: { heading: "Solar Power Solutions for Homes and Businesses" } } },
    site: {
      company: { tagline: "Powering India's Future" },
      quoteCallToAction: "Get a Free Quote",
    },
    home: {
      hero: {
        primaryAction: "Get Free Solar Quote",
        secondaryAction: "Solar Consultation",
        carouselLabel: "Our solar work",
        carouselRole: "carousel",
        slideRole: "slide",
        slideLabel: "{position} of {total}",
        goToSlide: "Go to slide {position}",
        previousSlide: "Previous slide",
        nextSlide: "Next slide",
        pauseSlideshow: "Pause slideshow",
        playSlideshow: "Play slideshow",
        clickNotice: "Click detected! Changing slide...",
        videoFallback: "Your browser does not support the video tag.",
      },
      topRated: { heading: "Top-Rated Solar Services in Odisha" },
      benefits: {
        heading: "Benefits That Start on Day One",
        items: {
          savings: { title: "Energy Savings" },
          eco: { title: "Eco-Friendly Solar" },
          certified: { title: "Certified Installation" },
        },
      },
      products: {
        heading: "Solar Products Built for Indian Conditions",
        items: {
          "solar-panels": { title: "Solar Panels" },
          inverters: { title: "Battery Inverters" },
          batteries: { title: "Energy Storage" },
        },
      },
      services: {
        heading: "Complete Solar Services, Start to Finish",
        items: {
          residential: { title: "Residential Solar Installation" },
          commercial: { title: "Commercial Solar Power Systems" },
          maintenance: { title: "Solar PV System Maintenance" },
          "inverter-setup": { title: "Battery Inverter Setup" },
          "rooftop-mounting": { title: "Rooftop Solar Panel Mounting" },
          "solar-plant": { title: "Solar Plant Installation" },
          "grid-tied": { title: "Grid-Tied Solar Solutions" },
          "energy-audit": { title: "Solar Energy Audits" },
        },
      },
      testimonials: {
        heading: "What Our Customers Say",
        ratingLabel: "Rated {rating} out of {outOf}",
      },
      callToAction: {
        heading: "Ready to Switch to Solar?",
        primary: "Get Solar Quote",
        secondary: "Contact Solar Experts",
      },
      certifications: {
        heading: "Certifications and Approvals",
        badgeAlts: {
          mnre: "MNRE Approved: Ministry of New and Renewable Energy",
          "iso-9001": "ISO 9001:2015 certified quality management",
          bis: "BIS Certified: Bureau of Indian Standards",
          oreda: "OREDA Empanelled: Odisha Renewable Energy Development Agency",
          "iec-61215": "IEC 61215 certified solar modules",
        },
      },
    },
  }),
  or: copyIn("or"),
};

/** The slides' alt texts in order: the spec names what they show; Odia says it in full. */
const slideAlts: Record<Locale, (string | RegExp)[]> = {
  en: [/solar farm/i, /rooftop installation/i, /sustainable power/i, /photovoltaic installers/i],
  or: Object.values(words.or.home.hero.slideAlts),
};

function hero(page: Page, locale: Locale = "en") {
  return page.getByRole("region", { name: words[locale].home.hero.carouselLabel });
}

function slides(page: Page, locale: Locale = "en") {
  const role = words[locale].home.hero.slideRole;
  return hero(page, locale).locator(`[aria-roledescription="${role}"]`);
}

const goToSlide = (position: number, locale: Locale = "en") =>
  fill(words[locale].home.hero.goToSlide, { position });

/** Slide `position` (1-based) is the one shown, its dot is marked current, the others not. */
async function expectCurrentSlide(page: Page, position: number, locale: Locale = "en") {
  for (let n = 1; n <= 4; n++) {
    const dot = page.getByRole("button", { name: goToSlide(n, locale), exact: true });
    const slide = slides(page, locale).nth(n - 1);
    if (n === position) {
      await expect(dot).toHaveAttribute("aria-current", "true");
      await expect(slide).not.toHaveAttribute("aria-hidden", "true");
    } else {
      await expect(dot).not.toHaveAttribute("aria-current");
      await expect(slide).toHaveAttribute("aria-hidden", "true");
      await expect(slide).toHaveAttribute("inert");
    }
  }
}

/** Loads the home page on a fake clock, and stops the clock just after. */
async function openOnPausedClock(page: Page, path = "/") {
  await page.clock.install();
  await page.goto(path);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** The slides' live region: "off" while the slideshow advances on its own, else "polite". */
function slideRegion(page: Page, locale: Locale = "en") {
  return hero(page, locale).locator("[aria-live]").first();
}

/** Moves the pointer in and out of the hero, which starts a fresh interval at this instant. */
async function restartInterval(page: Page) {
  await hero(page).hover();
  await expect(slideRegion(page)).toHaveAttribute("aria-live", "polite");
  await moveAway(page);
}

/** Takes the pointer off the hero (to the header) and waits for the slideshow to advance again. */
async function moveAway(page: Page, locale: Locale = "en") {
  await page.mouse.move(5, 5);
  await expect(slideRegion(page, locale)).toHaveAttribute("aria-live", "off");
}

for (const { locale, tag, lang, path, ownsPath } of languages) {
  const { home, pages, site } = words[locale];
  const { hero: heroWords } = home;

  test.describe(`${tag} home page at 1280 px`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("the hero shows the heading, the tagline and the two calls to action", async ({
      page,
    }) => {
      const response = await page.goto(path("/"));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const region = hero(page, locale);
      await expect(
        region.getByRole("heading", { level: 1, name: pages.pages.home.heading }),
      ).toBeVisible();
      await expect(region.getByText(pages.pages.home.intro!)).toBeVisible();
      await expect(region.getByText(site.company.tagline)).toBeVisible();
      await expect(region.getByRole("link", { name: heroWords.primaryAction })).toHaveAttribute(
        "href",
        path("/quote-request"),
      );
      await expect(region.getByRole("link", { name: heroWords.secondaryAction })).toHaveAttribute(
        "href",
        path("/contact"),
      );
      await expect(region).toHaveAttribute("aria-roledescription", heroWords.carouselRole);
    });

    test("four slides in order: image, video, image, video, with their alt texts", async ({
      page,
    }) => {
      await page.goto(path("/"));
      const shown = slides(page, locale);
      await expect(shown).toHaveCount(4);
      for (let n = 1; n <= 4; n++) {
        await expect(shown.nth(n - 1)).toHaveAttribute(
          "aria-label",
          fill(heroWords.slideLabel, { position: n, total: 4 }),
        );
        await expect(shown.nth(n - 1)).toHaveAttribute("aria-roledescription", heroWords.slideRole);
      }

      // The first photo is the largest paint: fetched at once, first, and at the right size.
      const first = shown.nth(0).locator("img");
      await expect(first).toHaveAttribute("alt", slideAlts[locale][0]!);
      await expect(first).toHaveAttribute("fetchpriority", "high");
      await expect(first).not.toHaveAttribute("loading", "lazy");
      await expect(first).toHaveAttribute("sizes", "100vw");
      await expect(first).toHaveAttribute("srcset", /800w.*1600w/);
      await expect(first).toHaveAttribute("width", "1600");
      await expect(first).toHaveAttribute("height", "900");

      const rooftop = shown.nth(1).locator("video");
      await expect(rooftop).toHaveAttribute("aria-label", slideAlts[locale][1]!);
      await expect(shown.nth(3).locator("video")).toHaveAttribute(
        "aria-label",
        slideAlts[locale][3]!,
      );
      expect(await rooftop.textContent()).toContain(heroWords.videoFallback);
      // The second photo is only fetched once it is next in line, but is there by then.
      await page.getByRole("button", { name: goToSlide(3, locale) }).click();
      await expect(shown.nth(2).locator("img")).toHaveAttribute("alt", slideAlts[locale][2]!);
    });

    test(`any click on previous, next or a dot shows "${heroWords.clickNotice}" for ${noticeMs} ms`, async ({
      page,
    }) => {
      await openOnPausedClock(page, path("/"));
      const region = hero(page, locale);
      const message = region.getByRole("status");
      const notice = heroWords.clickNotice;
      await expect(message).toBeEmpty();
      await expect(region.getByRole("group", { name: heroWords.slidePickerLabel })).toBeVisible();
      await expectCurrentSlide(page, 1, locale);

      for (const [name, current] of [
        [heroWords.nextSlide, 2],
        [heroWords.previousSlide, 1],
        [goToSlide(3, locale), 3],
      ] as const) {
        await region.getByRole("button", { name, exact: true }).click();
        await expect(message).toHaveText(notice);
        await expect(page.getByText(notice)).toBeVisible();
        await expectCurrentSlide(page, current, locale);
        await page.clock.runFor(noticeMs - 1);
        await expect(message).toHaveText(notice);
        await page.clock.runFor(1);
        await expect(message).toBeEmpty();
      }

      // A second click restarts the notice's second.
      await region.getByRole("button", { name: heroWords.nextSlide }).click();
      await page.clock.runFor(600);
      await region.getByRole("button", { name: heroWords.nextSlide }).click();
      await page.clock.runFor(600);
      await expect(message).toHaveText(notice);
      await page.clock.runFor(400);
      await expect(message).toBeEmpty();
    });

    test("the pause button stops the slideshow and the play button starts it again", async ({
      page,
    }) => {
      await openOnPausedClock(page, path("/"));
      const pause = page.getByRole("button", { name: heroWords.pauseSlideshow });
      await pause.click();
      const play = page.getByRole("button", { name: heroWords.playSlideshow });
      await expect(play).toBeVisible();
      await expect(pause).toHaveCount(0);
      await page.mouse.move(5, 5);
      await page.clock.runFor(intervalMs * 3);
      await expectCurrentSlide(page, 1, locale);

      await play.click();
      await expect(page.getByRole("button", { name: heroWords.pauseSlideshow })).toBeVisible();
      await moveAway(page, locale);
      await page.clock.runFor(intervalMs);
      await expectCurrentSlide(page, 2, locale);
    });

    test("the fallback text for browsers without video is in the page's HTML", async ({
      request,
    }) => {
      const html = await (await request.get(path("/"))).text();
      // The words also travel once in the slideshow island's props (its data-props attribute);
      // count the markup's.
      const markup = html.replace(/\sdata-props="[^"]*"/g, "");
      expect(markup.split(heroWords.videoFallback)).toHaveLength(3);
      expect(html).not.toMatch(/<source[^>]+\.(mp4|webm)/);
    });

    test("lists every section of the spec's home page, its links staying in the language", async ({
      page,
    }) => {
      await page.goto(path("/"));

      const topRated = page.getByRole("region", { name: home.topRated.heading });
      await expect(topRated.getByText(home.topRated.text)).toBeVisible();
      for (const point of home.topRated.points) {
        await expect(topRated.getByText(point)).toBeVisible();
      }
      for (const label of Object.values(home.topRated.stats)) {
        await expect(topRated.getByText(label, { exact: true })).toBeVisible();
      }
      for (const claim of ["2,500+", "98%", "2015", "24/7"]) {
        await expect(topRated.getByText(claim, { exact: true })).toBeVisible();
      }
      await expect(topRated.getByRole("link", { name: home.topRated.link })).toHaveAttribute(
        "href",
        path("/about"),
      );

      const benefits = page.getByRole("region", { name: home.benefits.heading });
      await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(
        Object.values(home.benefits.items).map((item) => item.title),
      );

      const products = page.getByRole("region", { name: home.products.heading });
      const productWords = Object.values(home.products.items);
      await expect(products.getByRole("heading", { level: 3 })).toHaveText(
        productWords.map((item) => item.title),
      );
      const productLinks = products.getByRole("link");
      await expect(productLinks).toHaveCount(3);
      for (const link of await productLinks.all()) {
        await expect(link).toHaveAttribute("href", path("/products-services"));
      }
      for (const file of ["solar-panels", "inverters", "batteries"]) {
        await expect(products.locator(`img[src="/media/products/${file}.webp"]`)).toHaveCount(1);
      }
      for (const item of productWords) {
        await expect(products.getByRole("img", { name: item.imageAlt, exact: true })).toHaveCount(
          1,
        );
      }
      await expect(products.getByText(home.products.linkLabel)).toHaveCount(3);

      const services = page.getByRole("region", { name: home.services.heading });
      await expect(services.getByRole("heading", { level: 3 })).toHaveText(
        Object.values(home.services.items).map((item) => item.title),
      );

      const testimonials = page.getByRole("region", { name: home.testimonials.heading });
      const quotes = testimonials.getByRole("figure");
      await expect(quotes).toHaveCount(4);
      const rating = fill(home.testimonials.ratingLabel, { rating: 5, outOf: 5 });
      for (const [index, said] of Object.values(home.testimonials.items).entries()) {
        const quote = quotes.nth(index);
        await expect(quote.getByRole("img", { name: rating })).toBeVisible();
        await expect(quote.locator("blockquote")).toHaveText(`“${said.quote}”`);
        await expect(quote.getByText(said.name)).toBeVisible();
        await expect(quote.getByText(said.role)).toBeVisible();
        await expect(quote.locator('img[src^="/media/avatars/avatar-"]')).toHaveCount(1);
      }

      const band = page.getByRole("region", { name: home.callToAction.heading });
      for (const [name, href] of [
        [home.callToAction.primary, "/quote-request"],
        [home.callToAction.secondary, "/contact"],
        [home.callToAction.planner, "/solar-calculator"],
      ] as const) {
        await expect(band.getByRole("link", { name })).toHaveAttribute("href", path(href));
      }

      const certifications = page.getByRole("region", { name: home.certifications.heading });
      const badges = certifications.getByRole("img");
      await expect(badges).toHaveCount(5);
      for (const [index, alt] of Object.values(home.certifications.badgeAlts).entries()) {
        await expect(badges.nth(index)).toHaveAccessibleName(alt);
        await expect(badges.nth(index)).toHaveAttribute("src", /^\/media\/badges\/.+\.svg$/);
      }
      // Every badge image actually loads.
      await certifications.scrollIntoViewIfNeeded();
      for (const badge of await badges.all()) {
        await expect(badge).toHaveJSProperty("complete", true);
        expect(await badge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
          0,
        );
      }

      // Every link to a page of the site stays in this language, except the language switch.
      const hrefs = await page
        .locator('a[href^="/"]:not([hreflang])')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs.length).toBeGreaterThan(10);
      expect(hrefs.filter((href) => !ownsPath(href))).toEqual([]);
    });
  });

  for (const width of [390, 360]) {
    test.describe(`${tag} home page at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test("the hero and its controls fit the phone, and nothing scrolls sideways", async ({
        page,
      }) => {
        // On a paused clock, so the notice's second cannot run out before it is measured.
        await openOnPausedClock(page, path("/"));
        const region = hero(page, locale);
        await expect(region.getByRole("heading", { level: 1 })).toBeVisible();
        for (const name of [heroWords.primaryAction, heroWords.secondaryAction]) {
          const box = await region.getByRole("link", { name }).boundingBox();
          expect(box, name).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        }
        const controls = [
          heroWords.pauseSlideshow,
          heroWords.previousSlide,
          heroWords.nextSlide,
          ...[1, 2, 3, 4].map((n) => goToSlide(n, locale)),
        ];
        for (const name of controls) {
          const box = await region.getByRole("button", { name, exact: true }).boundingBox();
          expect(box, name).not.toBeNull();
          expect(box!.width, name).toBeGreaterThanOrEqual(44);
          expect(box!.height, name).toBeGreaterThanOrEqual(44);
          expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
        }
        await region.getByRole("button", { name: heroWords.nextSlide }).click();
        await expect(page.getByText(heroWords.clickNotice)).toBeInViewport({ ratio: 1 });

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      });
    });
  }
}

test("[or] no English sentence of the home page's copy is left on /or", async ({
  page,
  request,
}) => {
  const leaves = (value: unknown) => [...copyStrings(value).values()];
  const odia = new Set(leaves(words.or.home));
  // Short words ("slide") could occur by chance in markup; sentences and labels cannot.
  const english = leaves(copyIn("en").home).filter((text) => text.length > 12 && !odia.has(text));
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

test.describe("home page at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const { hero: heroWords } = words.en.home;

  test(`advances every ${intervalMs} ms and wraps from the last slide to the first`, async ({
    page,
  }) => {
    await openOnPausedClock(page);
    await expectCurrentSlide(page, 1);
    await restartInterval(page);

    await page.clock.runFor(intervalMs - 1);
    await expectCurrentSlide(page, 1);
    await page.clock.runFor(1);
    await expectCurrentSlide(page, 2);
    await page.clock.runFor(intervalMs);
    await expectCurrentSlide(page, 3);
    await page.clock.runFor(intervalMs);
    await expectCurrentSlide(page, 4);
    await page.clock.runFor(intervalMs);
    await expectCurrentSlide(page, 1);
  });

  test("previous, next and the dots change the slide; previous wraps to the last", async ({
    page,
  }) => {
    await openOnPausedClock(page);
    const dots = hero(page).getByRole("button", { name: /^Go to slide \d$/ });
    await expect(dots).toHaveCount(4);
    for (let n = 1; n <= 4; n++) {
      await expect(dots.nth(n - 1)).toHaveAccessibleName(goToSlide(n));
    }
    await expectCurrentSlide(page, 1);

    await page.getByRole("button", { name: heroWords.previousSlide }).click();
    await expectCurrentSlide(page, 4);
    await page.getByRole("button", { name: heroWords.nextSlide }).click();
    await expectCurrentSlide(page, 1);
    await page.getByRole("button", { name: heroWords.nextSlide }).click();
    await expectCurrentSlide(page, 2);
    await page.getByRole("button", { name: goToSlide(4) }).click();
    await expectCurrentSlide(page, 4);
    await page.getByRole("button", { name: heroWords.nextSlide }).click();
    await expectCurrentSlide(page, 1);
    await expect(slides(page).nth(0)).toBeVisible();
    await expect(slides(page).nth(3)).toBeHidden();
  });

  test("stops advancing while the pointer is over the hero or keyboard focus is inside", async ({
    page,
  }) => {
    await openOnPausedClock(page);
    await restartInterval(page);

    await hero(page).hover();
    await expect(slideRegion(page)).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(intervalMs * 3);
    await expectCurrentSlide(page, 1);
    await moveAway(page);
    await page.clock.runFor(intervalMs);
    await expectCurrentSlide(page, 2);

    // Keyboard focus: from the header's last link, Tab enters the hero.
    await page
      .getByRole("banner")
      .getByRole("link", { name: words.en.site.quoteCallToAction })
      .focus();
    await page.keyboard.press("Tab");
    await expect(hero(page).getByRole("link", { name: heroWords.primaryAction })).toBeFocused();
    await expect(slideRegion(page)).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(intervalMs * 3);
    await expectCurrentSlide(page, 2);

    await page.keyboard.press("Shift+Tab");
    await expect(slideRegion(page)).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(intervalMs);
    await expectCurrentSlide(page, 3);
  });

  test("a clip fetches nothing until its slide is current, then plays from the start", async ({
    page,
  }) => {
    const clipRequests: string[] = [];
    page.on("request", (request) => {
      if (/\.(mp4|webm)(\?|$)/.test(request.url())) clipRequests.push(request.url());
    });
    await openOnPausedClock(page);
    await page.waitForLoadState("networkidle");

    const videos = hero(page).locator("video");
    await expect(videos).toHaveCount(2);
    for (const video of await videos.all()) {
      await expect(video).toHaveJSProperty("muted", true);
      await expect(video).toHaveAttribute("playsinline", "");
      await expect(video).toHaveAttribute("loop", "");
      await expect(video).toHaveAttribute("preload", "none");
      expect(await video.textContent()).toContain(heroWords.videoFallback);
    }
    await expect(videos.first().locator("source")).toHaveCount(0);
    expect(clipRequests).toEqual([]);

    await restartInterval(page);
    await page.clock.runFor(intervalMs);
    await expectCurrentSlide(page, 2);
    const rooftop = videos.first();
    await expect(rooftop.locator("source")).toHaveCount(2);
    await expect(rooftop.locator("source").first()).toHaveAttribute("type", "video/webm");
    await expect(rooftop.locator("source").last()).toHaveAttribute("type", "video/mp4");
    await expect(rooftop).toHaveAttribute("poster", /rooftop-installation-poster\.webp$/);
    await expect
      .poll(() => clipRequests.filter((url) => url.includes("rooftop-installation")).length)
      .toBeGreaterThan(0);
    await expect(rooftop).toHaveJSProperty("paused", false);
    expect(clipRequests.filter((url) => url.includes("photovoltaic-installers"))).toEqual([]);

    await page.clock.runFor(intervalMs);
    await expectCurrentSlide(page, 3);
    await expect(rooftop).toHaveJSProperty("paused", true);
    expect(clipRequests.filter((url) => url.includes("photovoltaic-installers"))).toEqual([]);
    await page.clock.runFor(intervalMs);
    await expectCurrentSlide(page, 4);
    await expect
      .poll(() => clipRequests.filter((url) => url.includes("photovoltaic-installers")).length)
      .toBeGreaterThan(0);
  });
});

test.describe("home page under reduced motion", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the slideshow does not advance on its own, and can still be started", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openOnPausedClock(page);
    await page.mouse.move(5, 5);
    await expect(
      page.getByRole("button", { name: words.en.home.hero.playSlideshow }),
    ).toBeVisible();
    await expect(slideRegion(page)).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(intervalMs * 3);
    await expectCurrentSlide(page, 1);

    // The controls still work, and a clip shown while paused stays still.
    await page.getByRole("button", { name: words.en.home.hero.nextSlide }).click();
    await expectCurrentSlide(page, 2);
    await expect(hero(page).locator("video").first()).toHaveJSProperty("paused", true);
  });
});
