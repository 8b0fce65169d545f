import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The home page (spec section 2 "Home"; sections 3, 8 and 9). Time in the slideshow is
// Playwright's fake clock: installed before the page loads, then paused so every interval
// and notice is measured to the millisecond.

const intervalMs = 8000;
const noticeMs = 1000;
const notice = "Click detected! Changing slide...";
const videoFallback = "Your browser does not support the video tag.";

function hero(page: Page) {
  return page.getByRole("region", { name: "Our solar work" });
}

function slides(page: Page) {
  return hero(page).locator('[aria-roledescription="slide"]');
}

/** Slide `position` (1-based) is the one shown, its dot is marked current, the others not. */
async function expectCurrentSlide(page: Page, position: number) {
  for (let n = 1; n <= 4; n++) {
    const dot = page.getByRole("button", { name: `Go to slide ${n}`, exact: true });
    const slide = slides(page).nth(n - 1);
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
async function openOnPausedClock(page: Page) {
  await page.clock.install();
  await page.goto("/");
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** The slides' live region: "off" while the slideshow advances on its own, else "polite". */
function slideRegion(page: Page) {
  return hero(page).locator("[aria-live]").first();
}

/** Moves the pointer in and out of the hero, which starts a fresh interval at this instant. */
async function restartInterval(page: Page) {
  await hero(page).hover();
  await expect(slideRegion(page)).toHaveAttribute("aria-live", "polite");
  await moveAway(page);
}

/** Takes the pointer off the hero (to the header) and waits for the slideshow to advance again. */
async function moveAway(page: Page) {
  await page.mouse.move(5, 5);
  await expect(slideRegion(page)).toHaveAttribute("aria-live", "off");
}

test.describe("home page at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the hero shows the heading, the tagline and the two calls to action", async ({ page }) => {
    await page.goto("/");
    const region = hero(page);
    await expect(
      region.getByRole("heading", {
        level: 1,
        name: "Solar Power Solutions for Homes and Businesses",
      }),
    ).toBeVisible();
    await expect(region.getByText("Powering India's Future")).toBeVisible();
    await expect(region.getByRole("link", { name: "Get Free Solar Quote" })).toHaveAttribute(
      "href",
      "/quote-request",
    );
    await expect(region.getByRole("link", { name: "Solar Consultation" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
  });

  test("four slides in order: image, video, image, video, with their alt texts", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(slides(page)).toHaveCount(4);
    for (let n = 1; n <= 4; n++) {
      await expect(slides(page).nth(n - 1)).toHaveAttribute("aria-label", `${n} of 4`);
      await expect(slides(page).nth(n - 1)).toHaveAttribute("aria-roledescription", "slide");
    }

    // The first photo is the largest paint: fetched at once, first, and at the right size.
    const first = slides(page).nth(0).locator("img");
    await expect(first).toHaveAttribute("alt", /solar farm/i);
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).not.toHaveAttribute("loading", "lazy");
    await expect(first).toHaveAttribute("sizes", "100vw");
    await expect(first).toHaveAttribute("srcset", /800w.*1600w/);
    await expect(first).toHaveAttribute("width", "1600");
    await expect(first).toHaveAttribute("height", "900");

    await expect(slides(page).nth(1).locator("video")).toHaveAttribute(
      "aria-label",
      /rooftop installation/i,
    );
    await expect(slides(page).nth(3).locator("video")).toHaveAttribute(
      "aria-label",
      /photovoltaic installers/i,
    );
    // The second photo is only fetched once it is next in line, but is there by then.
    await page.getByRole("button", { name: "Go to slide 3" }).click();
    await expect(slides(page).nth(2).locator("img")).toHaveAttribute("alt", /sustainable power/i);
  });

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

  test(`any click on previous, next or a dot shows "${notice}" for ${noticeMs} ms`, async ({
    page,
  }) => {
    await openOnPausedClock(page);
    const message = hero(page).getByRole("status");
    await expect(message).toBeEmpty();

    for (const name of ["Next slide", "Previous slide", "Go to slide 3"]) {
      await page.getByRole("button", { name, exact: true }).click();
      await expect(message).toHaveText(notice);
      await expect(page.getByText(notice)).toBeVisible();
      await page.clock.runFor(noticeMs - 1);
      await expect(message).toHaveText(notice);
      await page.clock.runFor(1);
      await expect(message).toBeEmpty();
    }

    // A second click restarts the notice's second.
    await page.getByRole("button", { name: "Next slide" }).click();
    await page.clock.runFor(600);
    await page.getByRole("button", { name: "Next slide" }).click();
    await page.clock.runFor(600);
    await expect(message).toHaveText(notice);
    await page.clock.runFor(400);
    await expect(message).toBeEmpty();
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

  test("the pause button stops the slideshow and the play button starts it again", async ({
    page,
  }) => {
    await openOnPausedClock(page);
    const pause = page.getByRole("button", { name: "Pause slideshow" });
    await pause.click();
    const play = page.getByRole("button", { name: "Play slideshow" });
    await expect(play).toBeVisible();
    await expect(pause).toHaveCount(0);
    await page.mouse.move(5, 5);
    await page.clock.runFor(intervalMs * 3);
    await expectCurrentSlide(page, 1);

    await play.click();
    await expect(page.getByRole("button", { name: "Pause slideshow" })).toBeVisible();
    await moveAway(page);
    await page.clock.runFor(intervalMs);
    await expectCurrentSlide(page, 2);
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

  test("the fallback text for browsers without video is in the page's HTML", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    // The words also travel once in the slideshow island's props (its data-props attribute);
    // count the markup's.
    const markup = html.replace(/\sdata-props="[^"]*"/g, "");
    expect(markup.split(videoFallback)).toHaveLength(3);
    expect(html).not.toMatch(/<source[^>]+\.(mp4|webm)/);
  });

  test("lists every section of the spec's home page", async ({ page }) => {
    await page.goto("/");

    const topRated = page.getByRole("region", { name: "Top-Rated Solar Services in Odisha" });
    for (const claim of ["2,500+", "98%", "2015"]) {
      await expect(topRated.getByText(claim, { exact: true })).toBeVisible();
    }

    const benefits = page.getByRole("region", { name: "Benefits That Start on Day One" });
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
      "Energy Savings",
      "Eco-Friendly Solar",
      "Certified Installation",
    ]);

    const products = page.getByRole("region", {
      name: "Solar Products Built for Indian Conditions",
    });
    await expect(products.getByRole("heading", { level: 3 })).toHaveText([
      "Solar Panels",
      "Battery Inverters",
      "Energy Storage",
    ]);
    const productLinks = products.getByRole("link");
    await expect(productLinks).toHaveCount(3);
    for (const link of await productLinks.all()) {
      await expect(link).toHaveAttribute("href", "/products-services");
    }
    for (const file of ["solar-panels", "inverters", "batteries"]) {
      await expect(products.locator(`img[src="/media/products/${file}.webp"]`)).toHaveCount(1);
    }

    const services = page.getByRole("region", { name: "Complete Solar Services, Start to Finish" });
    await expect(services.getByRole("heading", { level: 3 })).toHaveText([
      "Residential Solar Installation",
      "Commercial Solar Power Systems",
      "Solar PV System Maintenance",
      "Battery Inverter Setup",
      "Rooftop Solar Panel Mounting",
      "Solar Plant Installation",
      "Grid-Tied Solar Solutions",
      "Solar Energy Audits",
    ]);

    const testimonials = page.getByRole("region", { name: "What Our Customers Say" });
    const quotes = testimonials.getByRole("figure");
    await expect(quotes).toHaveCount(4);
    for (const quote of await quotes.all()) {
      await expect(quote.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
      await expect(quote.locator("blockquote")).not.toBeEmpty();
      await expect(quote.locator('img[src^="/media/avatars/avatar-"]')).toHaveCount(1);
    }

    const callToAction = page.getByRole("region", { name: "Ready to Switch to Solar?" });
    await expect(callToAction.getByRole("link", { name: "Get Solar Quote" })).toHaveAttribute(
      "href",
      "/quote-request",
    );
    await expect(callToAction.getByRole("link", { name: "Contact Solar Experts" })).toHaveAttribute(
      "href",
      "/contact",
    );

    const certifications = page.getByRole("region", { name: "Certifications and Approvals" });
    const badges = certifications.getByRole("img");
    await expect(badges).toHaveCount(5);
    for (const [index, name] of ["MNRE", "ISO 9001", "BIS", "OREDA", "IEC 61215"].entries()) {
      await expect(badges.nth(index)).toHaveAccessibleName(new RegExp(name));
      await expect(badges.nth(index)).toHaveAttribute("src", /^\/media\/badges\/.+\.svg$/);
    }
    // Every badge image actually loads.
    await certifications.scrollIntoViewIfNeeded();
    for (const badge of await badges.all()) {
      await expect(badge).toHaveJSProperty("complete", true);
      expect(await badge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
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

for (const width of [390, 360]) {
  test.describe(`home page at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the hero and its controls fit the phone, and nothing scrolls sideways", async ({
      page,
    }) => {
      await page.goto("/");
      const region = hero(page);
      await expect(region.getByRole("heading", { level: 1 })).toBeVisible();
      for (const name of ["Get Free Solar Quote", "Solar Consultation"]) {
        const box = await region.getByRole("link", { name }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
      const controls = [
        "Pause slideshow",
        "Previous slide",
        "Next slide",
        ...[1, 2, 3, 4].map((n) => `Go to slide ${n}`),
      ];
      for (const name of controls) {
        const box = await region.getByRole("button", { name, exact: true }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.width, name).toBeGreaterThanOrEqual(44);
        expect(box!.height, name).toBeGreaterThanOrEqual(44);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
      }
      await page.getByRole("button", { name: "Next slide" }).click();
      await expect(page.getByText(notice)).toBeInViewport({ ratio: 1 });

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  });
}
