import type { Page } from "@playwright/test";
import type { Locale } from "../../app/lib/i18n/locale";
import { fill } from "../../app/lib/i18n/fill";
import { englishSentences } from "./copy-pairs";
import { expect, language, languages, test } from "./fixtures";

// The home page (spec section 2 "Home"; sections 3, 8 and 9), at / and /or. Time in the
// slideshow is Playwright's fake clock: installed before the page loads, then paused so every
// interval and notice is measured to the millisecond.

const intervalMs = 8000;
const noticeMs = 1000;
const videoFallback = "Your browser does not support the video tag.";

/** The slides' alt texts in order: the spec names what they show; Odia's say it in full. */
const slideAlts: Record<Locale, (string | RegExp)[]> = {
  en: [/solar farm/i, /rooftop installation/i, /sustainable power/i, /photovoltaic installers/i],
  or: Object.values(language.or.words.home.hero.slideAlts),
};

const heroWords = (locale: Locale) => language[locale].words.home.hero;

function hero(page: Page, locale: Locale = "en") {
  return page.getByRole("region", { name: heroWords(locale).carouselLabel });
}

function slides(page: Page, locale: Locale = "en") {
  const role = heroWords(locale).slideRole;
  return hero(page, locale).locator(`[aria-roledescription="${role}"]`);
}

const goToSlide = (position: number, locale: Locale = "en") =>
  fill(heroWords(locale).goToSlide, { position });

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

for (const { locale, tag, path, ownsPath, heading, words, open } of languages) {
  const { home, pages, site } = words;
  const said = home.hero;

  test.describe(`${tag} home page at 1280 px`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("the hero shows the heading, the tagline and the two calls to action", async ({
      page,
    }) => {
      await open(page, "/");
      const region = hero(page, locale);
      await expect(region.getByRole("heading", { level: 1, name: heading("/") })).toBeVisible();
      await expect(region.getByText(pages.pages.home.intro!)).toBeVisible();
      await expect(region.getByText(site.company.tagline)).toBeVisible();
      for (const [name, href] of [
        [said.primaryAction, "/quote-request"],
        [said.secondaryAction, "/contact"],
      ]) {
        await expect(region.getByRole("link", { name })).toHaveAttribute("href", path(href!));
      }
      await expect(region).toHaveAttribute("aria-roledescription", said.carouselRole);
    });

    test("four slides in order: image, video, image, video, with their alt texts", async ({
      page,
    }) => {
      await page.goto(path("/"));
      const shown = slides(page, locale);
      await expect(shown).toHaveCount(4);
      for (let n = 1; n <= 4; n++) {
        const label = fill(said.slideLabel, { position: n, total: 4 });
        await expect(shown.nth(n - 1)).toHaveAttribute("aria-label", label);
        await expect(shown.nth(n - 1)).toHaveAttribute("aria-roledescription", said.slideRole);
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
      expect(await rooftop.textContent()).toContain(said.videoFallback);
      // The second photo is only fetched once it is next in line, but is there by then.
      await page.getByRole("button", { name: goToSlide(3, locale) }).click();
      await expect(shown.nth(2).locator("img")).toHaveAttribute("alt", slideAlts[locale][2]!);
    });

    test(`any click on previous, next or a dot shows "${said.clickNotice}" for ${noticeMs} ms`, async ({
      page,
    }) => {
      await openOnPausedClock(page, path("/"));
      const region = hero(page, locale);
      const message = region.getByRole("status");
      await expect(message).toBeEmpty();
      await expect(region.getByRole("group", { name: said.slidePickerLabel })).toBeVisible();
      await expectCurrentSlide(page, 1, locale);

      for (const [name, current] of [
        [said.nextSlide, 2],
        [said.previousSlide, 1],
        [goToSlide(3, locale), 3],
      ] as const) {
        await region.getByRole("button", { name, exact: true }).click();
        await expect(message).toHaveText(said.clickNotice);
        await expect(page.getByText(said.clickNotice)).toBeVisible();
        await expectCurrentSlide(page, current, locale);
        await page.clock.runFor(noticeMs - 1);
        await expect(message).toHaveText(said.clickNotice);
        await page.clock.runFor(1);
        await expect(message).toBeEmpty();
      }

      // A second click restarts the notice's second.
      const next = region.getByRole("button", { name: said.nextSlide });
      await next.click();
      await page.clock.runFor(600);
      await next.click();
      await page.clock.runFor(600);
      await expect(message).toHaveText(said.clickNotice);
      await page.clock.runFor(400);
      await expect(message).toBeEmpty();
    });

    test("the pause button stops the slideshow and the play button starts it again", async ({
      page,
    }) => {
      await openOnPausedClock(page, path("/"));
      const pause = page.getByRole("button", { name: said.pauseSlideshow });
      await pause.click();
      const play = page.getByRole("button", { name: said.playSlideshow });
      await expect(play).toBeVisible();
      await expect(pause).toHaveCount(0);
      await page.mouse.move(5, 5);
      await page.clock.runFor(intervalMs * 3);
      await expectCurrentSlide(page, 1, locale);

      await play.click();
      await expect(pause).toBeVisible();
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
      expect(markup.split(said.videoFallback)).toHaveLength(3);
      expect(html).not.toMatch(/<source[^>]+\.(mp4|webm)/);
    });

    test("lists every section of the spec's home page, its links staying in the language", async ({
      page,
    }) => {
      await page.goto(path("/"));
      const region = (name: string) => page.getByRole("region", { name });
      const titles = (items: Record<string, { title: string }>) =>
        Object.values(items).map((item) => item.title);

      const topRated = region(home.topRated.heading);
      for (const text of [home.topRated.text, ...home.topRated.points]) {
        await expect(topRated.getByText(text)).toBeVisible();
      }
      const labels = Object.values(home.topRated.stats);
      for (const claim of [...labels, "2,500+", "98%", "2015", "24/7"]) {
        await expect(topRated.getByText(claim, { exact: true })).toBeVisible();
      }
      await expect(topRated.getByRole("link", { name: home.topRated.link })).toHaveAttribute(
        "href",
        path("/about"),
      );

      const benefits = region(home.benefits.heading);
      await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(
        titles(home.benefits.items),
      );

      const products = region(home.products.heading);
      await expect(products.getByRole("heading", { level: 3 })).toHaveText(
        titles(home.products.items),
      );
      const productLinks = products.getByRole("link");
      await expect(productLinks).toHaveCount(3);
      for (const link of await productLinks.all()) {
        await expect(link).toHaveAttribute("href", path("/products-services"));
      }
      for (const [file, item] of Object.entries(home.products.items)) {
        const image = products.getByRole("img", { name: item.imageAlt, exact: true });
        await expect(image).toHaveAttribute("src", `/media/products/${file}.webp`);
      }
      await expect(products.getByText(home.products.linkLabel)).toHaveCount(3);

      const services = region(home.services.heading);
      await expect(services.getByRole("heading", { level: 3 })).toHaveText(
        titles(home.services.items),
      );

      const quotes = region(home.testimonials.heading).getByRole("figure");
      await expect(quotes).toHaveCount(4);
      const rating = fill(home.testimonials.ratingLabel, { rating: 5, outOf: 5 });
      for (const [index, person] of Object.values(home.testimonials.items).entries()) {
        const quote = quotes.nth(index);
        await expect(quote.getByRole("img", { name: rating })).toBeVisible();
        await expect(quote.locator("blockquote")).toHaveText(`“${person.quote}”`);
        await expect(quote.getByText(person.name)).toBeVisible();
        await expect(quote.getByText(person.role)).toBeVisible();
        await expect(quote.locator('img[src^="/media/avatars/avatar-"]')).toHaveCount(1);
      }

      const band = region(home.callToAction.heading);
      for (const [name, href] of [
        [home.callToAction.primary, "/quote-request"],
        [home.callToAction.secondary, "/contact"],
        [home.callToAction.planner, "/solar-calculator"],
      ]) {
        await expect(band.getByRole("link", { name })).toHaveAttribute("href", path(href!));
      }

      const certifications = region(home.certifications.heading);
      const badges = certifications.getByRole("img");
      await expect(badges).toHaveCount(5);
      const badgeWords = Object.values(home.certifications.badges);
      for (const [index, words] of badgeWords.entries()) {
        await expect(badges.nth(index)).toHaveAccessibleName(words.alt);
        await expect(badges.nth(index)).toHaveAttribute("src", /^\/media\/badges\/.+\.svg$/);
        // The badge's words are text in the page's language, beside a mark with none in it.
        const badge = certifications.getByRole("listitem").nth(index);
        await expect(badge).toContainText(words.name);
        await expect(badge).toContainText(words.detail);
      }
      if (locale === "en") {
        for (const [index, name] of ["MNRE", "ISO 9001", "BIS", "OREDA", "IEC 61215"].entries()) {
          await expect(badges.nth(index)).toHaveAccessibleName(new RegExp(name));
        }
      } else {
        await expect(certifications.getByRole("listitem").first()).toContainText("ଅନୁମୋଦିତ");
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

  for (const width of [390, 360, 320]) {
    test.describe(`${tag} home page at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test("the hero and its controls fit the phone, and nothing scrolls sideways", async ({
        page,
      }) => {
        // On a paused clock, so the notice's second cannot run out before it is measured.
        await openOnPausedClock(page, path("/"));
        const region = hero(page, locale);
        await expect(region.getByRole("heading", { level: 1 })).toBeVisible();
        for (const name of [said.primaryAction, said.secondaryAction]) {
          const box = await region.getByRole("link", { name }).boundingBox();
          expect(box, name).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        }
        const controls = [said.pauseSlideshow, said.previousSlide, said.nextSlide];
        const dots = [1, 2, 3, 4].map((n) => goToSlide(n, locale));
        for (const name of [...controls, ...dots]) {
          const box = await region.getByRole("button", { name, exact: true }).boundingBox();
          expect(box, name).not.toBeNull();
          // At 320 px the dots narrow to fit (issue 30), still past WCAG 2.2's 24 px.
          expect(box!.width, name).toBeGreaterThanOrEqual(
            width < 360 && dots.includes(name) ? 24 : 44,
          );
          expect(box!.height, name).toBeGreaterThanOrEqual(44);
          expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
        }
        await region.getByRole("button", { name: said.nextSlide }).click();
        await expect(page.getByText(said.clickNotice)).toBeInViewport({ ratio: 1 });

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      });
    });
  }
}

test("[or] no English sentence of the home page's copy is left on /or", async ({
  page,
  request,
}) => {
  // Short words ("slide") could occur by chance in markup; sentences and labels cannot.
  const english = englishSentences("home", 13, true);
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
      await expect(dots.nth(n - 1)).toHaveAccessibleName(`Go to slide ${n}`);
    }
    await expectCurrentSlide(page, 1);

    await page.getByRole("button", { name: "Previous slide" }).click();
    await expectCurrentSlide(page, 4);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expectCurrentSlide(page, 1);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expectCurrentSlide(page, 2);
    await page.getByRole("button", { name: "Go to slide 4" }).click();
    await expectCurrentSlide(page, 4);
    await page.getByRole("button", { name: "Next slide" }).click();
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
    await page.getByRole("banner").getByRole("link", { name: "Get a Free Quote" }).focus();
    await page.keyboard.press("Tab");
    await expect(hero(page).getByRole("link", { name: "Get Free Solar Quote" })).toBeFocused();
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
      expect(await video.textContent()).toContain(videoFallback);
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
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await expect(slideRegion(page)).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(intervalMs * 3);
    await expectCurrentSlide(page, 1);

    // The controls still work, and a clip shown while paused stays still.
    await page.getByRole("button", { name: "Next slide" }).click();
    await expectCurrentSlide(page, 2);
    await expect(hero(page).locator("video").first()).toHaveJSProperty("paused", true);
  });
});
