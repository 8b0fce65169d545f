import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { seedCompany } from "../../app/content/company";
import { type TestDatabase, testEngines } from "../../app/lib/db/test-databases";
import { expect, test } from "./fixtures";
import { createStaff, signInPage, signInRequest, type StaffAccount } from "./inbox";
import { rawRequest, startSite } from "./servers";

// Issue 32, tried as the owner would: the content desk changes the site on its own server and
// database (the suite's shared server keeps the spec's site for every other test).

type Site = Awaited<ReturnType<typeof startSite>>;

async function deskSite(databaseUrl?: string) {
  const folder = mkdtempSync(join(tmpdir(), "content-desk-"));
  const url = databaseUrl ?? `file:${join(folder, "site.db")}`;
  const site = await startSite({ DATABASE_URL: url, TRUST_PROXY: "1" });
  return {
    site,
    url,
    async stop() {
      await site.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A browser page on a site of its own, failing the test on a script or console error. */
async function pageOn(browser: Browser, site: Site, width = 1280) {
  const context = await browser.newContext({
    baseURL: site.origin,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 40[0-9]/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return { page, errors, close: () => context.close() };
}

async function signIn(page: Page, staff: StaffAccount, path: string) {
  await signInPage(page, staff, path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A photo file as a phone or computer hands it over: a plain PNG of one colour. */
async function pngFile(name: string, width: number, height: number, background: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/**
 * A desk site of its own with the owner signed in at `path`, in a browser page that fails the
 * test on a script error. Stop it with `browsing.close()` and `desk.stop()`.
 */
async function ownerOnDesk(browser: Browser, path: string) {
  const desk = await deskSite();
  const browsing = await pageOn(browser, desk.site);
  try {
    const owner = await createStaff("owner", "Owner", desk.url);
    await signIn(browsing.page, owner, path);
  } catch (error) {
    await browsing.close();
    await desk.stop();
    throw error;
  }
  return { desk, browsing, page: browsing.page };
}

const newPhone = { display: "+91 674 299 9999", e164: "+916742999999" };

/** The phone of a page as a visitor and a search engine see it. */
async function phoneOn(page: Page, path: string) {
  await page.goto(path);
  const telLinks = await page
    .locator('a[href^="tel:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const structured = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? "").join("\n"));
  return {
    telLinks: [...new Set(telLinks)],
    structured,
    text: await page.locator("body").innerText(),
  };
}

test.describe("the content desk", () => {
  test("the owner changes the phone number: every page in both languages says the new one, and an earlier version goes back in one step", async ({
    browser,
  }) => {
    test.slow();
    const { desk, browsing, page } = await ownerOnDesk(browser, "/inbox/content/company");
    try {
      await page.getByLabel("Phone, as visitors read it").fill(newPhone.display);
      await page.getByLabel("Phone for tel: links (+ and country code)").fill(newPhone.e164);
      // An empty Odia field blocks publishing, with the message at that field.
      const odiaStreet = page
        .getByRole("group", { name: "Street address" })
        .getByLabel("ଓଡ଼ିଆ (Odia)");
      await odiaStreet.fill("");
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("alert")).toContainText("Not published");
      await expect(odiaStreet).toHaveAttribute("aria-invalid", "true");
      await expect(odiaStreet).toHaveAccessibleDescription(
        "Fill in the Odia text: publishing needs both languages.",
      );
      // What was typed is still there.
      await expect(page.getByLabel("Phone, as visitors read it")).toHaveValue(newPhone.display);
      const before = await pageOn(browser, desk.site);
      await expect((await phoneOn(before.page, "/contact")).text).toContain(
        seedCompany.phoneDisplay,
      );
      await before.close();

      await page.goto("/inbox/content/company");
      await page
        .getByRole("group", { name: "Street address" })
        .getByLabel("ଓଡ଼ିଆ (Odia)")
        .fill(seedCompany.address.street.or);
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("status")).toContainText("Published");

      // A visitor (whose browser has not kept the page from before) sees the new number.
      const visitor = await pageOn(browser, desk.site, 390);
      for (const path of ["/", "/contact", "/about", "/faq", "/or", "/or/contact", "/or/faq"]) {
        const shown = await phoneOn(visitor.page, path);
        expect(shown.telLinks, path).toEqual([`tel:${newPhone.e164}`]);
        expect(shown.text, path).toContain(newPhone.display);
        expect(shown.text, path).not.toContain(seedCompany.phoneDisplay);
        if (path === "/" || path.endsWith("contact")) {
          expect(shown.structured, path).toContain(`"telephone":"${newPhone.e164}"`);
        }
      }

      expect(visitor.errors).toEqual([]);
      await visitor.close();

      // The earlier version, put back in one step.
      await page.goto("/inbox/content/company");
      const versions = page.getByRole("region", { name: "Published versions" });
      await expect(versions.getByRole("listitem")).toHaveCount(2);
      await versions
        .getByRole("listitem")
        .filter({ hasText: "As the site started" })
        .getByRole("button", { name: "Put this version back" })
        .click();
      await expect(page.getByRole("status")).toContainText("back on the site");
      const later = await pageOn(browser, desk.site);
      const restored = await phoneOn(later.page, "/or/contact");
      await later.close();
      expect(restored.telLinks).toEqual([`tel:${seedCompany.phoneE164}`]);
      expect(browsing.errors).toEqual([]);
    } finally {
      await browsing.close();
      await desk.stop();
    }
  });

  test("the owner adds a gallery project with a phone photo in both languages; the photo is served without its GPS, and what is not a photo is refused in words", async ({
    browser,
  }) => {
    test.slow();
    const { desk, browsing, page } = await ownerOnDesk(browser, "/inbox/content/gallery/new");
    try {
      const photoField = page.getByLabel("Photo", { exact: true });

      // Refused in words, before or after it is sent: too large, HEIC, an .exe renamed .jpg.
      await photoField.setInputFiles({
        name: "huge.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.alloc(30 * 1024 * 1024, 0xff),
      });
      await expect(photoField).toHaveAccessibleDescription(/larger than 15 MB/);
      await photoField.setInputFiles({
        name: "IMG_0042.HEIC",
        mimeType: "image/heic",
        buffer: Buffer.from("0000001866747970686569630000000068656963", "hex"),
      });
      await expect(photoField).toHaveAccessibleDescription(/iPhone HEIC photo/);

      await page.getByRole("group", { name: "Title" }).getByLabel("English").fill("6 kW Rooftop");
      await photoField.setInputFiles({
        name: "roof.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(4096, 7)]),
      });
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByRole("alert")).toContainText("The photo was not taken");
      await expect(page.getByLabel("Photo", { exact: true })).toHaveAccessibleDescription(
        /not a JPEG, PNG or WebP photo/,
      );
      // Everything else typed is kept.
      await expect(page.getByRole("group", { name: "Title" }).getByLabel("English")).toHaveValue(
        "6 kW Rooftop",
      );

      // A phone's photo, with where it was taken in its EXIF.
      const phonePhoto = await sharp({
        create: { width: 2000, height: 1500, channels: 3, background: "#c07030" },
      })
        .jpeg()
        .withExif({
          IFD0: { Make: "TestPhone" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "20/1 17/1 44/1", GPSMapDatum: "WGS-84" },
        })
        .toBuffer();
      // Where it was taken is in the file as sent.
      expect(phonePhoto.includes("WGS-84")).toBe(true);
      await page.getByLabel("Photo", { exact: true }).setInputFiles({
        name: "IMG_2026.jpg",
        mimeType: "image/jpeg",
        buffer: phonePhoto,
      });
      const words = {
        Title: ["6 kW Rooftop in Nayapalli", "ନୟାପଲ୍ଲୀରେ 6 kW ଛାତ"],
        Place: ["Nayapalli, Bhubaneswar", "ନୟାପଲ୍ଲୀ, ଭୁବନେଶ୍ୱର"],
        "Short story": ["Panels over a family's terrace.", "ପରିବାରର ଛାତ ଉପରେ ପ୍ୟାନେଲ।"],
        "What the photo shows (for people who cannot see it)": [
          "Blue panels on a flat terrace",
          "ସମତଳ ଛାତ ଉପରେ ନୀଳ ପ୍ୟାନେଲ",
        ],
      } as const;
      for (const [group, [english, odia]] of Object.entries(words)) {
        const fields = page.getByRole("group", { name: group });
        await fields.getByLabel("English").fill(english);
        await fields.getByLabel("ଓଡ଼ିଆ (Odia)").fill(odia);
      }
      await page.getByLabel("Category").selectOption({ label: "Battery Systems" });
      await page.getByLabel("System size (kW)").fill("6");
      await page.getByLabel("Installed on").fill("2026-11-20");
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("status")).toContainText("Published");

      for (const [path, title, alt] of [
        [
          "/gallery?category=battery-systems",
          words.Title[0],
          words["What the photo shows (for people who cannot see it)"][0],
        ],
        [
          "/or/gallery?category=battery-systems",
          words.Title[1],
          words["What the photo shows (for people who cannot see it)"][1],
        ],
      ] as const) {
        const visitor = await pageOn(browser, desk.site, 390);
        await visitor.page.goto(path);
        const cards = visitor.page.getByRole("main").getByRole("article");
        await expect(cards).toHaveCount(2);
        const card = cards.filter({ hasText: title });
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
        const image = card.getByRole("img", { name: alt });
        await expect(image).toBeVisible();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        expect(visitor.errors).toEqual([]);
        await visitor.close();
      }
      // Every served file: AVIF and WebP at the page's widths, cached for a year, no EXIF.
      const gallery = await rawRequest(`${desk.site.origin}/gallery`);
      const files = [
        ...new Set(gallery.body.match(/\/media\/uploads\/[a-z0-9]+\/\d+\.(?:avif|webp)/g)),
      ];
      expect(files.length).toBeGreaterThanOrEqual(8);
      for (const file of files) {
        const response = await fetch(`${desk.site.origin}${file}`);
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const bytes = Buffer.from(await response.arrayBuffer());
        const metadata = await sharp(bytes).metadata();
        expect(metadata.exif, file).toBeUndefined();
        expect(bytes.includes("WGS-84"), file).toBe(false);
      }
      // A post of 30 MB is refused unread.
      const huge = await rawRequest(`${desk.site.origin}/inbox/content/gallery/new`, {
        method: "POST",
        headers: {
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(30 * 1024 * 1024),
          Origin: desk.site.origin,
        },
        body: Buffer.alloc(1024),
      });
      expect(huge.status).toBe(413);
      expect(browsing.errors).toEqual([]);
    } finally {
      await browsing.close();
      await desk.stop();
    }
  });

  test("the owner adds a service area and gives the managing director a portrait: both are on the About page in both languages, and a second headquarters is refused at its tick", async ({
    browser,
  }) => {
    test.slow();
    const { desk, browsing, page } = await ownerOnDesk(browser, "/inbox/content");
    try {
      for (const [list, count] of [
        ["The team", 3],
        ["Certification badges", 5],
        ["Service areas", 10],
      ] as const) {
        await expect(page.getByRole("region", { name: list }).getByRole("listitem")).toHaveCount(
          count,
        );
      }

      await page.goto("/inbox/content/areas/new");
      const place = page.getByRole("group", { name: "Town or district" });
      await place.getByLabel("English").fill("Angul");
      await place.getByLabel("ଓଡ଼ିଆ (Odia)").fill("ଅନୁଗୋଳ");
      await page.getByLabel("Latitude (e.g. 20.2961)").fill("20.8444");
      await page.getByLabel("Longitude (e.g. 85.8245)").fill("85.1511");
      const tick = page.getByLabel("This is our headquarters");
      await tick.check();
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("alert")).toContainText("Not published");
      await expect(tick).toHaveAccessibleDescription(/Another place is the headquarters/);
      // Published once the tick is cleared, as the one place it is (no second draft of it).
      await tick.uncheck();
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("status")).toContainText("Published");
      await expect(page).toHaveURL(/\/inbox\/content\/areas\/angul-[0-9a-f]{6}\?done=published$/);
      await page.goto("/inbox/content");
      await expect(
        page.getByRole("region", { name: "Service areas" }).getByRole("listitem"),
      ).toHaveCount(11);

      // A portrait from a phone, square enough for the round frame.
      await page.goto("/inbox/content/team/managing-director");
      await page
        .getByLabel("Photo", { exact: true })
        .setInputFiles(await pngFile("bijay.png", 600, 600, "#8a5a2b"));
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("status")).toContainText("Published");

      // The servers read the new version at their next poll (two seconds).
      for (const [path, name] of [
        ["/about", "Angul"],
        ["/or/about", "ଅନୁଗୋଳ"],
      ] as const) {
        const visitor = await pageOn(browser, desk.site, 390);
        await expect(async () => {
          await visitor.page.goto(path);
          await expect(visitor.page.locator("[data-headquarters]")).toHaveCount(1);
          await expect(
            visitor.page.locator("#service-area-heading").locator("xpath=ancestor::section"),
          ).toContainText(name, { timeout: 500 });
        }).toPass({ timeout: 10_000 });
        const portrait = visitor.page
          .locator("#team-heading")
          .locator("xpath=ancestor::section")
          .getByRole("img")
          .first();
        await expect(portrait).toHaveAttribute("srcset", /\/media\/uploads\/.+\/144\.webp 144w/);
        await portrait.scrollIntoViewIfNeeded();
        await expect(portrait).toHaveJSProperty("complete", true);
        expect(
          await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth),
        ).toBeGreaterThan(0);
        expect(visitor.errors).toEqual([]);
        await visitor.close();
      }
      // Search engines read it among the districts served.
      const { structured } = await phoneOn(page, "/contact");
      expect(structured).toContain('"name":"Angul, Odisha"');
      expect(browsing.errors).toEqual([]);
    } finally {
      await browsing.close();
      await desk.stop();
    }
  });

  test("a customer withdraws consent: the owner erases their testimonial for good, and the home page no longer shows it", async ({
    browser,
  }) => {
    const { desk, browsing, page } = await ownerOnDesk(
      browser,
      "/inbox/content/testimonials/rakesh",
    );
    try {
      const erase = page.getByRole("button", { name: "Erase this testimonial for good" });
      await expect(erase).toBeHidden();
      await page.getByText("Erase this testimonial for good…").click();
      await erase.click();
      await expect(page).toHaveURL(/\/inbox\/content\?done=erased$/);
      await expect(page.getByRole("status")).toContainText("Erased for good");
      await expect(
        page.getByRole("region", { name: "Testimonials" }).getByRole("listitem"),
      ).toHaveCount(3);
      // Nothing is left to put back.
      expect((await page.request.get("/inbox/content/testimonials/rakesh")).status()).toBe(404);
      await expect(async () => {
        const home = await page.request.get("/");
        expect(await home.text()).not.toContain("Rakesh");
      }).toPass({ timeout: 10_000 });
      expect(browsing.errors).toEqual([]);
    } finally {
      await browsing.close();
      await desk.stop();
    }
  });

  const deskPages = [
    "/inbox/content",
    "/inbox/content/company",
    "/inbox/content/gallery/new",
    "/inbox/content/gallery/puri-hotel",
    "/inbox/content/areas/bhubaneswar",
    "/inbox/content/team/managing-director",
    "/inbox/content/preview/company/details?lang=en",
    "/inbox/content/preview/gallery/puri-hotel?lang=or",
  ];
  const deskData = [
    "/inbox/content.data",
    "/inbox/content/company.data",
    "/inbox/content/gallery/new.data",
    "/inbox/content/gallery/puri-hotel.data",
    "/inbox/content/badges/mnre.data",
  ];
  const deskPosts: [string, Record<string, string>][] = [
    ["/inbox/content/company", { intent: "publish", phoneDisplay: "+91 1" }],
    ["/inbox/content/gallery/puri-hotel", { intent: "unpublish" }],
    ["/inbox/content/areas/bhubaneswar", { intent: "unpublish" }],
    ["/inbox/content/testimonials/sasmita", { intent: "erase" }],
    ["/inbox/content", { intent: "move:up:gallery:puri-hotel" }],
  ];
  const seedWords = /Jagamara|Beachfront Hotel/;

  test("every desk page, data request and change is refused without a session", async ({
    request,
  }) => {
    for (const path of deskPages) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(new URL(response.headers().location!, "http://x").pathname, path).toBe("/inbox/login");
      expect(await response.text(), path).not.toMatch(seedWords);
    }
    for (const path of deskData) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(401);
      expect(await response.text(), path).not.toMatch(seedWords);
    }
    for (const [path, form] of deskPosts) {
      const response = await request.post(`${path}.data`, { form, maxRedirects: 0 });
      expect(response.status(), path).toBe(401);
    }
  });

  test("sales staff are refused the desk, page and data alike; an editor gets the desk and nothing of the sales desk", async ({
    page,
    request,
  }) => {
    const sales = await createStaff("staff", "Sales Person");
    await signInRequest(request, sales);
    for (const path of [...deskPages, ...deskData]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(403);
      expect(await response.text(), path).not.toMatch(seedWords);
    }
    for (const [path, form] of deskPosts) {
      const response = await request.post(`${path}.data`, { form, maxRedirects: 0 });
      expect(response.status(), path).toBe(403);
    }
    // Nothing changed on the site.
    const contact = await request.get("/contact");
    expect(await contact.text()).toContain(seedCompany.phoneDisplay);
    expect(await (await request.get("/")).text()).toContain("Sasmita");

    const editor = await createStaff("editor", "Site Editor");
    await signIn(page, editor, "/inbox");
    await expect(page).toHaveURL(/\/inbox\/content$/);
    const nav = page.getByRole("navigation", { name: "Inbox" });
    await expect(nav.getByRole("link", { name: "Site content" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Leads" })).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Gallery projects" }).getByRole("listitem"),
    ).toHaveCount(8);
    for (const path of ["/inbox/quote/1.data", "/inbox/surveys.data", "/inbox/privacy.data"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(403);
    }
  });

  const engine = testEngines.at(-1)!;
  test(`a change published through one server is served by another on one ${engine.engine} database within 10 seconds`, async ({
    browser,
  }) => {
    test.slow();
    let database: TestDatabase | undefined;
    let url: string | undefined;
    if (engine.engine === "postgres") {
      database = await engine.create();
      url = database.url;
    }
    const first = await deskSite(url);
    const second = await deskSite(first.url).catch(async (error: unknown) => {
      await first.stop();
      throw error;
    });
    const browsing = await pageOn(browser, first.site);
    try {
      // The second server has shown the page before the change (and keeps what it rendered).
      expect((await rawRequest(`${second.site.origin}/contact`)).body).toContain(
        seedCompany.phoneDisplay,
      );
      const owner = await createStaff("owner", "Owner", first.url);
      const { page } = browsing;
      await signIn(page, owner, "/inbox/content/company");
      await page.getByLabel("Phone, as visitors read it").fill(newPhone.display);
      await page.getByLabel("Phone for tel: links (+ and country code)").fill(newPhone.e164);
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("status")).toContainText("Published");
      const published = Date.now();
      await expect
        .poll(async () => (await rawRequest(`${second.site.origin}/or/contact`)).body, {
          timeout: 10_000,
          intervals: [250],
        })
        .toContain(newPhone.display);
      expect(Date.now() - published).toBeLessThan(10_000);
      expect((await rawRequest(`${second.site.origin}/`)).body).toContain(
        `"telephone":"${newPhone.e164}"`,
      );
    } finally {
      await browsing.close();
      await second.stop();
      await first.stop();
      await database?.cleanup();
    }
  });

  test("the owner publishes a post with a cover: it is in the listing, the search, the sidebar's counts, the sitemap and its own page, in both languages, and its Markdown runs nothing", async ({
    browser,
  }) => {
    test.slow();
    const desk = await deskSite();
    const browsing = await pageOn(browser, desk.site);
    try {
      /** How many articles the sidebar counts under Maintenance, in the page's language. */
      const maintenanceCount = async (prefix: string) => {
        const visitor = await pageOn(browser, desk.site);
        await visitor.page.goto(`${prefix}/blog`);
        const topic = prefix ? "ରକ୍ଷଣାବେକ୍ଷଣ" : "Maintenance";
        const text = await visitor.page
          .getByRole("link", { name: new RegExp(`^${topic} \\(`) })
          .first()
          .textContent();
        await visitor.close();
        return Number(/(\d+)/.exec(text ?? "")?.[1]);
      };
      const countsBefore = { en: await maintenanceCount(""), or: await maintenanceCount("/or") };
      expect(countsBefore.en).toBeGreaterThan(0);
      expect(countsBefore.or).toBe(countsBefore.en);
      const owner = await createStaff("owner", "Owner", desk.url);
      const { page } = browsing;
      await signIn(page, owner, "/inbox/content/blog/new");
      const words = {
        Title: ["Monsoon care for rooftop panels", "ବର୍ଷା ଋତୁରେ ଛାତ ପ୍ୟାନେଲର ଯତ୍ନ"],
        "Summary (on the cards and in search results)": [
          "What to check on your rooftop solar before and after the monsoon rains, in five steps.",
          "ବର୍ଷା ଆଗରୁ ଓ ପରେ ଆପଣଙ୍କ ଛାତ ସୋଲାରରେ କଣ ଦେଖିବେ, ପାଞ୍ଚଟି ପାହାଚରେ।",
        ],
        "What the cover shows (for people who cannot see it)": [
          "Rain falling on blue solar panels",
          "ନୀଳ ସୋଲାର ପ୍ୟାନେଲ ଉପରେ ବର୍ଷା",
        ],
      } as const;
      for (const [group, [english, odia]] of Object.entries(words)) {
        const fields = page.getByRole("group", { name: group });
        await fields.getByLabel("English").fill(english);
        await fields.getByLabel("ଓଡ଼ିଆ (Odia)").fill(odia);
      }
      const hostile = [
        "## Before the rains",
        "",
        "Check the **earthing**. <script>window.__ran = 1</script>",
        "",
        '<img src="/favicon.ico" onerror="window.__ran = 2" onload="window.__ran = 3">',
        "",
        "[Call us](javascript:window.__ran=4) or read [the planner](/solar-calculator).",
      ].join("\n");
      await page.getByLabel("Article: English").fill(hostile);
      await page.getByLabel("Article: ଓଡ଼ିଆ (Odia)").fill("## ବର୍ଷା ଆଗରୁ\n\nଆର୍ଥିଂ ଦେଖନ୍ତୁ।");
      // The live preview is the article page's own rendering: raw HTML shows as text.
      const preview = page.getByRole("region", { name: "Preview: English" });
      await expect(preview.getByRole("heading", { name: "Before the rains" })).toBeVisible();
      await expect(preview).toContainText("<script>window.__ran = 1</script>");
      await page.getByLabel("Category").selectOption({ label: "Maintenance" });
      await page.getByRole("checkbox", { name: "Monsoon" }).check();
      await page
        .getByLabel("Photo", { exact: true })
        .setInputFiles(await pngFile("cover.png", 1600, 900, "#2a6fb0"));
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("status")).toContainText("Published");
      await expect(page).toHaveURL(/\/inbox\/content\/blog\/monsoon-care-for-rooftop-panels\?/);

      for (const [locale, prefix] of [
        ["en", ""],
        ["or", "/or"],
      ] as const) {
        const title = words.Title[locale === "en" ? 0 : 1];
        const visitor = await pageOn(browser, desk.site, 390);
        const { page: reader } = visitor;
        // The listing: the newest first.
        await reader.goto(`${prefix}/blog`);
        const cards = reader.locator("#blog-results").getByRole("article");
        await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(title);
        await expect(
          cards.first().getByRole("img", {
            name: words["What the cover shows (for people who cannot see it)"][
              locale === "en" ? 0 : 1
            ],
          }),
        ).toBeVisible();
        // The sidebar counts it under its category: one more than before.
        expect(await maintenanceCount(prefix)).toBe(countsBefore[locale] + 1);
        // The search finds it.
        await reader.goto(`${prefix}/blog?q=${encodeURIComponent(title.split(" ")[0]!)}`);
        await expect(
          reader.locator("#blog-results").getByRole("heading", { level: 3, name: title }),
        ).toBeVisible();
        // Its own page.
        await reader.goto(`${prefix}/blog/monsoon-care-for-rooftop-panels`);
        await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
        if (locale === "en") {
          const article = reader.getByRole("article").first();
          await expect(article).toContainText("<script>window.__ran = 1</script>");
          await expect(article.getByRole("link", { name: "the planner" })).toHaveAttribute(
            "href",
            "/solar-calculator",
          );
          await expect(article.getByRole("link", { name: "Call us" })).toHaveCount(0);
          expect(
            await article
              // Its structured data is the one script the article carries, and it is data.
              .locator(
                "script:not([type='application/ld+json']), [onerror], [onload], [href^='javascript:']",
              )
              .count(),
          ).toBe(0);
          await reader.waitForTimeout(300);
          expect(await reader.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
        }
        expect(visitor.errors).toEqual([]);
        await visitor.close();
      }
      const sitemap = await rawRequest(`${desk.site.origin}/sitemap.xml`);
      expect(sitemap.body).toContain("/blog/monsoon-care-for-rooftop-panels</loc>");
      expect(sitemap.body).toContain("/or/blog/monsoon-care-for-rooftop-panels</loc>");
      expect(browsing.errors).toEqual([]);
    } finally {
      await browsing.close();
      await desk.stop();
    }
  });
});
