import type { Page } from "@playwright/test";
import { blogCopy as en } from "../../app/content/copy/en/blog";
import { galleryCopy as enGallery } from "../../app/content/copy/en/gallery";
import { blogCopy as or } from "../../app/content/copy/or/blog";
import { galleryCopy as orGallery } from "../../app/content/copy/or/gallery";
import { pagesCopy } from "../../app/content/copy/or/pages";
import { englishOnlyStrings } from "./copy-pairs";
import { expect, test } from "./fixtures";

// Issue 11: the blog, its articles and the gallery in Odia under /or, with the same behaviour
// as in English (live search, ?q= and ?all=1 without JavaScript, the gallery's filter).

const slugs = [
  "pm-surya-ghar-rooftop-subsidy-odisha",
  "cut-your-electricity-bill-with-net-metering",
  "lithium-ion-vs-lead-acid-solar-batteries",
  "on-grid-off-grid-hybrid-inverters-explained",
  "solar-panel-care-through-odisha-seasons",
  "monocrystalline-vs-polycrystalline-panels",
] as const;

// The six Odia articles' titles, newest first, as the listing shows them.
const titles = [
  "ପିଏମ ସୂର୍ଯ୍ୟ ଘର ଯୋଜନା: ଓଡ଼ିଶାରେ ରୁଫଟପ ସୋଲାର ସବସିଡି କିପରି ପାଇବେ",
  "ଓଡ଼ିଶାରେ ନେଟ୍ ମିଟରିଂ: କିପରି କମିବ ଆପଣଙ୍କ ବିଜୁଳି ବିଲ",
  "ଲିଥିୟମ-ଆୟନ ନା ଲେଡ-ଏସିଡ: ବିଦ୍ୟୁତ କାଟ ପାଇଁ କେଉଁ ବ୍ୟାଟେରୀ ବାଛିବେ",
  "ଅନ୍-ଗ୍ରିଡ, ଅଫ୍-ଗ୍ରିଡ ନା ହାଇବ୍ରିଡ? ଠିକ ସୋଲାର ଇନଭର୍ଟର କିପରି ବାଛିବେ",
  "ଓଡ଼ିଶାର ଖରା, ବର୍ଷା ଓ ବାତ୍ୟା ଋତୁରେ ସୋଲାର ପ୍ୟାନେଲର ଯତ୍ନ",
  "ମୋନୋକ୍ରିଷ୍ଟାଲାଇନ ନା ପଲିକ୍ରିଷ୍ଟାଲାଇନ: ଓଡ଼ିଶାର ଛାତ ପାଇଁ କେଉଁ ପ୍ୟାନେଲ ଠିକ?",
] as const;

const odiaReadTime = /ପଢ଼ିବାକୁ \d+ ମିନିଟ/;

/** Each string of the English copy whose Odia counterpart differs, split at template slots. */
function englishOnly(english: unknown, odia: unknown): string[] {
  return englishOnlyStrings(english, odia).flatMap((text) =>
    text
      .split(/\{\w+\}/)
      .map((part) => part.trim())
      .filter((part) => /[A-Za-z]{3}/.test(part)),
  );
}

/** No English string of `copy` is left in what the page shows (outside the language switch). */
async function expectNoEnglish(page: Page, strings: string[]) {
  const text = await page.getByRole("main").innerText();
  for (const string of strings)
    expect(text, `English left on the page: "${string}"`).not.toContain(string);
}

/** Every site link inside the page's main content stays in Odia. */
async function expectLinksUnderOr(page: Page) {
  const hrefs = await page
    .getByRole("main")
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs.filter((href) => !href.startsWith("/media/"))) {
    expect(href, href).toMatch(/^\/or(\/|\?|$)/);
  }
}

async function expectOdiaPage(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  await expect(page.locator("html")).toHaveAttribute("lang", "or");
}

test.describe("the blog (Odia)", () => {
  const results = (page: Page) =>
    page.getByRole("region", {
      name: new RegExp(`^(${or.listing.heading}|${or.listing.searchHeading})$`),
    });
  const cardTitles = (page: Page) =>
    results(page).getByRole("article").getByRole("heading", { level: 3 });
  const searchBox = (page: Page) => page.getByRole("searchbox", { name: or.listing.search.label });
  const status = (page: Page) => results(page).getByRole("status");

  test("answers in Odia: heading, four cards with Odia facts, then all six", async ({ page }) => {
    await expectOdiaPage(page, "/or/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pagesCopy.pages.blog.heading);
    await expect(cardTitles(page)).toHaveText(titles.slice(0, 4));
    await expect(status(page)).toHaveText("6ଟିରୁ 4ଟି ଲେଖା ଦେଖାଯାଉଛି।");

    const card = results(page).getByRole("article").first();
    await expect(card.locator("time")).toHaveText("15 ଜୁଲାଇ 2025");
    await expect(card).toContainText(odiaReadTime);
    await expect(card).toContainText(or.topics["government-schemes"]);
    await expect(
      card.getByRole("list", { name: or.card.tagsLabel }).getByRole("listitem"),
    ).toHaveText(["ସରକାରୀ ଯୋଜନା", "ପିଏମ ସୂର୍ଯ୍ୟ ଘର", "ସବସିଡି", "ରୁଫଟପ ସୋଲାର", "ନେଟ୍ ମିଟରିଂ"]);
    await expect(
      card.getByRole("link", { name: new RegExp(`^${or.card.readMore}\\W+`) }),
    ).toHaveAttribute("href", `/or/blog/${slugs[0]}`);
    await expect(card.getByRole("img")).toHaveAttribute("alt", /[\u0B00-\u0B7F]/);

    await expectLinksUnderOr(page);
    await expectNoEnglish(page, [
      ...englishOnly(en.listing, or.listing),
      ...englishOnly(en.card, or.card),
      ...englishOnly(en.sidebar, or.sidebar),
      ...englishOnly(en.explore, or.explore),
      ...englishOnly(en.topics, or.topics),
      ...englishOnly(en.articleCount, or.articleCount),
    ]);

    await page.getByRole("button", { name: or.listing.loadMore }).click();
    await expect(cardTitles(page)).toHaveText(titles);
    await expect(status(page)).toHaveText("ସବୁ 6ଟି ଲେଖା ଦେଖାଯାଉଛି।");
    await expect(page).toHaveURL(/\/or\/blog\?all=1$/);
  });

  test("searches Odia text live, however its letters were typed", async ({ page }) => {
    await page.goto("/or/blog");
    await searchBox(page).pressSequentially("ଇନଭର୍ଟର");
    await expect(cardTitles(page)).toHaveText([titles[3]]);
    await expect(status(page)).toHaveText("“ଇନଭର୍ଟର” ସହ 1ଟି ଲେଖା ମେଳ ଖାଉଛି।");
    await expect(page).toHaveURL(/\/or\/blog\?q=/);
    expect(new URL(page.url()).searchParams.get("q")).toBe("ଇନଭର୍ଟର");
    await expect(
      page.getByRole("heading", { level: 2, name: or.listing.searchHeading }),
    ).toBeVisible();

    // ଡ଼ typed as the single code point U+0B5C finds the title stored as ଡ + ଼ (NFC).
    await searchBox(page).fill("ଓ\u0b5cିଶାର ଖରା");
    await expect(cardTitles(page)).toHaveText([titles[4]]);

    // A tag only the battery article has.
    await searchBox(page).fill("ଶକ୍ତି ସଂରକ୍ଷଣ");
    await expect(cardTitles(page)).toHaveText([titles[2]]);

    await searchBox(page).fill("ଜୁଆର ଶକ୍ତି");
    await expect(results(page).getByRole("article")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: or.listing.empty.heading })).toBeVisible();
    await expect(page.getByText(or.listing.empty.text)).toBeVisible();
    await page.getByRole("link", { name: or.listing.empty.showAll }).click();
    await expect(cardTitles(page)).toHaveText(titles.slice(0, 4));
    await expect(searchBox(page)).toHaveValue("");
    await expect(page).toHaveURL(/\/or\/blog$/);
  });

  test("the sidebar's topics and the tiles list exactly the articles they count", async ({
    page,
  }) => {
    await page.goto("/or/blog");
    const sidebar = page.getByRole("region", { name: or.sidebar.topicsHeading, exact: true });
    const maintenance = sidebar.getByRole("link").filter({ hasText: or.topics.maintenance });
    await expect(maintenance).toHaveAccessibleName(`${or.topics.maintenance} (1ଟି ଲେଖା)`);
    await expect(maintenance).toHaveAttribute(
      "href",
      `/or/blog?${new URLSearchParams({ q: or.topics.maintenance })}`,
    );
    await maintenance.click();
    await expect(searchBox(page)).toHaveValue(or.topics.maintenance);
    await expect(cardTitles(page)).toHaveText([titles[4]]);

    const popular = page.getByRole("region", { name: or.sidebar.popularHeading });
    await expect(popular.getByRole("link")).toHaveText([titles[0], titles[1], titles[3]]);
    await expect(popular.locator("time").first()).toHaveText("15 ଜୁଲାଇ 2025");

    const explore = page.getByRole("region", { name: or.explore.heading });
    const tiles = explore.getByRole("listitem");
    await expect(tiles.getByRole("heading", { level: 3 })).toHaveText([
      or.topics["solar-panels"],
      or.topics.inverters,
      or.topics.batteries,
      or.topics["government-schemes"],
      or.topics.maintenance,
      or.topics["energy-savings"],
      or.topics["solar-technology"],
      or.topics["net-metering"],
    ]);
    await tiles.filter({ hasText: or.topics["net-metering"] }).getByRole("link").click();
    await expect(cardTitles(page)).toHaveText([titles[0], titles[1]]);

    await expect(page.getByRole("link", { name: or.sidebar.quote.cta })).toHaveAttribute(
      "href",
      "/or/quote-request",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search form filters Odia text on the server", async ({ page }) => {
      await expectOdiaPage(page, "/or/blog");
      await searchBox(page).fill("ବ୍ୟାଟେରୀ");
      await page.getByRole("button", { name: or.listing.search.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/or\/blog\?q=/);
      await expect(searchBox(page)).toHaveValue("ବ୍ୟାଟେରୀ");
      await expect(cardTitles(page)).toHaveText([titles[2]]);
      await expect(status(page)).toHaveText("“ବ୍ୟାଟେରୀ” ସହ 1ଟି ଲେଖା ମେଳ ଖାଉଛି।");

      await expectOdiaPage(page, `/or/blog?q=${encodeURIComponent("ଜୁଆର ଶକ୍ତି")}`);
      await expect(page.getByRole("heading", { name: or.listing.empty.heading })).toBeVisible();
    });

    test("Load More is a link to the Odia listing with every article", async ({ page }) => {
      await page.goto("/or/blog");
      await page.getByRole("link", { name: or.listing.loadMore }).click();
      await expect(page).toHaveURL(/\/or\/blog\?all=1$/);
      await expect(cardTitles(page)).toHaveText(titles);
    });
  });
});

test.describe("an article (Odia)", () => {
  test("shows its Odia title, date and read time, and its links stay in Odia", async ({ page }) => {
    await expectOdiaPage(page, `/or/blog/${slugs[0]}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[0]);
    const breadcrumb = page.getByRole("navigation", { name: or.article.breadcrumbLabel });
    await expect(breadcrumb.getByRole("listitem")).toHaveText([
      or.article.home,
      or.article.blog,
      titles[0],
    ]);
    await expect(breadcrumb.getByRole("link", { name: or.article.blog })).toHaveAttribute(
      "href",
      "/or/blog",
    );
    const header = page.getByRole("article").locator("header").first();
    await expect(header.locator("time")).toHaveText("15 ଜୁଲାଇ 2025");
    await expect(header).toContainText(odiaReadTime);
    await expect(header).toContainText(or.topics["government-schemes"]);
    await expect(page.getByRole("heading", { level: 2, name: "କିଏ ଯୋଗ୍ୟ?" })).toBeVisible();
    await expect(page.getByRole("list", { name: or.article.tagsHeading })).toContainText(
      "ପିଏମ ସୂର୍ଯ୍ୟ ଘର",
    );
    await expect(page.getByRole("region", { name: or.article.relatedHeading })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/or/blog/${slugs[0]}$`),
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd
      .map((text) => JSON.parse(text))
      .find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      inLanguage: "or",
      headline: titles[0],
      articleSection: or.topics["government-schemes"],
    });
    expect(posting.url).toMatch(new RegExp(`/or/blog/${slugs[0]}$`));

    await expectLinksUnderOr(page);
    await expectNoEnglish(page, [
      ...englishOnly(en.article, or.article),
      ...englishOnly(en.card, or.card),
      ...englishOnly(en.topics, or.topics),
    ]);

    // The article's own link to the planner goes to the Odia planner.
    const planner = page.getByRole("article").getByRole("link", { name: "ସୋଲାର ସଞ୍ଚୟ ଯୋଜନାକାରୀ" });
    await expect(planner).toHaveAttribute("href", "/or/solar-calculator");
    await planner.click();
    await expect(page).toHaveURL(/\/or\/solar-calculator$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "or");
  });

  test("every article answers in Odia; Back returns to the Odia listing", async ({ page }) => {
    for (const [index, slug] of slugs.entries()) {
      await expectOdiaPage(page, `/or/blog/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[index] ?? "");
    }
    await page.getByRole("link", { name: or.article.back }).click();
    await expect(page).toHaveURL(/\/or\/blog$/);
  });

  test("a slug without an Odia article is a 404 in Odia", async ({ page }) => {
    await expectOdiaPage(page, "/or/blog/no-such-article", 404);
    await expect(page.getByRole("banner")).toBeVisible();
  });
});

test.describe("the gallery (Odia)", () => {
  const projects = (page: Page) => page.getByRole("main").getByRole("article");
  const filterButton = (page: Page, name: string) =>
    page
      .getByRole("group", { name: orGallery.filterLabel })
      .getByRole("button", { name, exact: true });
  const status = (page: Page) => page.getByRole("main").getByRole("status");

  test("answers in Odia with eight Odia cards and Odia links", async ({ page }) => {
    await expectOdiaPage(page, "/or/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pagesCopy.pages.gallery.heading,
    );
    await expect(page.getByRole("heading", { level: 2, name: orGallery.heading })).toBeVisible();
    await expect(projects(page)).toHaveCount(8);
    await expect(status(page)).toHaveText("8ଟି ପ୍ରୋଜେକ୍ଟ ଦେଖାଯାଉଛି");
    const first = projects(page).first();
    const { title, location } = orGallery.projects["patia-rooftop"];
    await expect(first.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(first.getByRole("img", { name: title })).toBeVisible();
    await expect(first.getByText(location)).toBeVisible();
    await expect(
      first.getByText(`${orGallery.categoryLabel} ${orGallery.categories.residential}`),
    ).toBeAttached();
    await expect(page.getByText(orGallery.footerNote)).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: orGallery.cta.quote }),
    ).toHaveAttribute("href", "/or/quote-request");
    await expectLinksUnderOr(page);
    await expectNoEnglish(page, englishOnly(enGallery, orGallery));
  });

  test("filters by the Odia labels, with the neutral slug in the URL", async ({ page }) => {
    await page.goto("/or/gallery");
    await filterButton(page, orGallery.categories.residential).click();
    await expect(projects(page)).toHaveCount(2);
    await expect(page).toHaveURL(/\/or\/gallery\?category=residential$/);
    await expect(status(page)).toHaveText("2ଟି ପ୍ରୋଜେକ୍ଟ ଦେଖାଯାଉଛି");
    await expect(filterButton(page, orGallery.categories.residential)).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await filterButton(page, orGallery.categories.testimonials).click();
    await expect(projects(page)).toHaveCount(0);
    await expect(page.getByText(orGallery.empty, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: orGallery.showAll }).click();
    await expect(projects(page)).toHaveCount(8);
    await expect(page).toHaveURL(/\/or\/gallery$/);
    await expect(filterButton(page, orGallery.allLabel)).toHaveAttribute("aria-pressed", "true");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filter buttons load the Odia page filtered on the server", async ({ page }) => {
      await expectOdiaPage(page, "/or/gallery?category=industrial");
      await expect(projects(page).getByRole("heading", { level: 3 })).toHaveText(
        orGallery.projects["cuttack-factory"].title,
      );
      await filterButton(page, orGallery.categories.commercial).click();
      await expect(page).toHaveURL(/\/or\/gallery\?category=commercial$/);
      await expect(projects(page)).toHaveCount(2);
      await expect(page.locator("html")).toHaveAttribute("lang", "or");
      await filterButton(page, orGallery.allLabel).click();
      await expect(projects(page)).toHaveCount(8);
    });
  });
});
