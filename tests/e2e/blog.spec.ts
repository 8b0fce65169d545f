import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The six sample articles, newest first, as the listing shows them.
const titles = [
  "PM Surya Ghar Yojana: Claiming Your Rooftop Solar Subsidy in Odisha",
  "How Net Metering Cuts Your Electricity Bill in Odisha",
  "Lithium-Ion vs Lead-Acid: Picking a Battery for Power Cuts",
  "On-Grid, Off-Grid or Hybrid? Choosing the Right Solar Inverter",
  "Caring for Solar Panels Through Odisha's Summer, Monsoon and Cyclone Season",
  "Monocrystalline vs Polycrystalline Panels: Which Suits Odisha Rooftops?",
] as const;

const emptyHeading = "No posts found";
const emptyText = "We couldn't find any posts matching your search. Try a different keyword.";

/** A card's "Read More" link: the visible words, then the title for screen readers. */
function readMore(title: string) {
  return new RegExp(`^Read More\\W+${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

function results(page: Page) {
  return page.getByRole("region", { name: /^(Latest Articles|Search Results)$/ });
}

function cardTitles(page: Page) {
  return results(page).getByRole("article").getByRole("heading", { level: 3 });
}

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: "Search articles" });
}

test.describe("the listing", () => {
  test("shows four cards, then all six after Load More, and the button goes", async ({ page }) => {
    await page.goto("/blog");
    await expect(cardTitles(page)).toHaveText(titles.slice(0, 4));
    await expect(page.getByRole("status")).toHaveText("Showing 4 of 6 articles.");

    await page.getByRole("button", { name: "Load More Articles" }).click();
    await expect(cardTitles(page)).toHaveText(titles);
    await expect(page.getByRole("button", { name: "Load More Articles" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Load More Articles" })).toHaveCount(0);
    await expect(page.getByRole("status")).toHaveText("Showing all 6 articles.");
    // Focus moves to the first article revealed, not lost with the button.
    await expect(page.getByRole("link", { name: titles[4], exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/blog\?all=1$/);
  });

  test("each card shows its image, category, date, read time, excerpt, tags and Read More", async ({
    page,
  }) => {
    await page.goto("/blog");
    const card = results(page).getByRole("article").first();
    const image = card.getByRole("img");
    await expect(image).toHaveAttribute(
      "src",
      "/media/blog/pm-surya-ghar-rooftop-subsidy-odisha.webp",
    );
    await expect(image).toHaveAttribute("width", "800");
    await expect(image).toHaveAttribute("height", "450");
    await expect(card).toContainText("Government Schemes");
    await expect(card.locator("time")).toHaveText("July 15, 2025");
    await expect(card).toContainText(/\d+ min read/);
    await expect(card).toContainText("A step-by-step guide for Odisha homeowners");
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "Government Schemes",
      "PM Surya Ghar",
      "Subsidy",
      "Rooftop Solar",
      "Net Metering",
    ]);
    await expect(card.getByRole("link", { name: readMore(titles[0]) })).toHaveAttribute(
      "href",
      "/blog/pm-surya-ghar-rooftop-subsidy-odisha",
    );
    // Only the first two images load eagerly.
    await expect(results(page).getByRole("img").nth(1)).not.toHaveAttribute("loading", "lazy");
    await expect(results(page).getByRole("img").nth(2)).toHaveAttribute("loading", "lazy");
  });

  test("filters live while typing, in any case, also by tag, and keeps ?q= in the URL", async ({
    page,
  }) => {
    await page.goto("/blog");
    await searchBox(page).pressSequentially("inverter");
    await expect(cardTitles(page)).toHaveText([titles[3]]);
    await expect(page.getByRole("status")).toHaveText("1 article matches “inverter”.");
    await expect(page).toHaveURL(/\/blog\?q=inverter$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solar Insights & News");

    await searchBox(page).fill("INVERTER");
    await expect(cardTitles(page)).toHaveText([titles[3]]);

    // "Energy Storage" is only a tag of the battery article.
    await searchBox(page).fill("energy storage");
    await expect(cardTitles(page)).toHaveText([titles[2]]);

    await searchBox(page).fill("Power Backup");
    await expect(cardTitles(page)).toHaveText([titles[2], titles[3]]);

    // While searching every match shows; clearing the box brings back the first four.
    await searchBox(page).fill("");
    await expect(cardTitles(page)).toHaveText(titles.slice(0, 4));
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("a search with no match shows the empty state", async ({ page }) => {
    await page.goto("/blog");
    await searchBox(page).fill("xyzzy solar unicorn");
    await expect(results(page).getByRole("article")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: emptyHeading, exact: true })).toBeVisible();
    await expect(page.getByText(emptyText, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Load More Articles" })).toHaveCount(0);

    await page.getByRole("link", { name: "Show all articles" }).click();
    await expect(cardTitles(page)).toHaveText(titles.slice(0, 4));
    await expect(searchBox(page)).toHaveValue("");
  });

  test("the Search button keeps the results and moves to them", async ({ page }) => {
    await page.goto("/blog");
    await searchBox(page).fill("subsidy");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(cardTitles(page)).toHaveText([titles[0]]);
    await expect(page.getByRole("heading", { level: 2, name: "Search Results" })).toBeFocused();
  });

  test("Read More opens the article and back returns to the listing", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: readMore(titles[3]) }).click();
    await expect(page).toHaveURL(/\/blog\/on-grid-off-grid-hybrid-inverters-explained$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[3]);
    await expect(
      page.getByRole("heading", { level: 2, name: "Side-by-side comparison" }),
    ).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solar Insights & News");
    await expect(cardTitles(page)).toHaveCount(4);
  });

  test("a search survives going to an article and back", async ({ page }) => {
    await page.goto("/blog");
    await searchBox(page).fill("monsoon");
    await expect(cardTitles(page)).toHaveText([titles[4]]);
    await page.getByRole("link", { name: titles[4], exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[4]);
    await page.goBack();
    await expect(searchBox(page)).toHaveValue("monsoon");
    await expect(cardTitles(page)).toHaveText([titles[4]]);
  });
});

test.describe("the sidebar", () => {
  test("counts the articles of each of the five topics and links to them", async ({ page }) => {
    const names = [
      "Solar Technology",
      "Solar Panels",
      "Government Schemes",
      "Maintenance",
      "Energy Savings",
    ];
    // Each count must equal the articles its link then lists.
    for (const name of names) {
      await page.goto(`/blog?q=${encodeURIComponent(name)}`);
      const count = await results(page).getByRole("article").count();
      expect(count, name).toBeGreaterThan(0);
      const link = page
        .getByRole("region", { name: "Solar Topics", exact: true })
        .getByRole("link")
        .filter({ hasText: name });
      await expect(link).toHaveAccessibleName(
        `${name} (${count} ${count === 1 ? "article" : "articles"})`,
      );
      await expect(link).toHaveAttribute("href", `/blog?q=${name.replace(/ /g, "+")}`);
    }
    await page.goto("/blog");
    const topics = page
      .getByRole("region", { name: "Solar Topics", exact: true })
      .getByRole("link");
    await expect(topics).toHaveCount(5);

    await topics.filter({ hasText: "Maintenance" }).click();
    await expect(page).toHaveURL(/\/blog\?q=Maintenance$/);
    await expect(searchBox(page)).toHaveValue("Maintenance");
    await expect(cardTitles(page)).toHaveText([titles[4]]);
  });

  test("lists the three popular reads with thumbnail and date", async ({ page }) => {
    await page.goto("/blog");
    const popular = page.getByRole("region", { name: "Popular Solar Reads" });
    await expect(popular.getByRole("link")).toHaveText([titles[0], titles[1], titles[3]]);
    // Decorative thumbnails (alt=""): the title beside each says what it is.
    await expect(popular.locator("img")).toHaveCount(3);
    await expect(popular.locator("img").first()).toHaveAttribute(
      "src",
      "/media/blog/thumbs/pm-surya-ghar-rooftop-subsidy-odisha.webp",
    );
    await expect(popular.locator("time").first()).toHaveText("July 15, 2025");
    await popular.getByRole("link", { name: titles[1] }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[1]);
  });

  test("has the newsletter box and a Request Free Quote link", async ({ page }) => {
    await page.goto("/blog");
    const newsletter = page.getByRole("region", { name: "Solar Newsletter" });
    await expect(newsletter.getByRole("textbox", { name: "Email address" })).toBeVisible();
    await expect(newsletter.getByRole("button", { name: "Subscribe Now" })).toBeVisible();

    const quote = page.getByRole("link", { name: "Request Free Quote" });
    await expect(quote).toHaveAttribute("href", "/quote-request");
    await quote.click();
    await expect(page).toHaveURL(/\/quote-request$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a Free Solar Quote");
  });
});

test("Explore Solar Topics shows eight tiles with their article counts", async ({ page }) => {
  await page.goto("/blog");
  const section = page.getByRole("region", { name: "Explore Solar Topics" });
  const tiles = section.getByRole("listitem");
  await expect(tiles).toHaveCount(8);
  await expect(tiles.getByRole("heading", { level: 3 })).toHaveText([
    "Solar Panels",
    "Inverters",
    "Batteries",
    "Government Schemes",
    "Maintenance",
    "Energy Savings",
    "Solar Technology",
    "Net Metering",
  ]);
  await expect(tiles).toHaveText([
    /2 articles/,
    /1 article$/,
    /1 article$/,
    /2 articles/,
    /1 article$/,
    /1 article$/,
    /3 articles/,
    /2 articles/,
  ]);
  await expect(section.locator("svg")).toHaveCount(16); // an icon and an arrow each

  // A tile lists exactly the articles it counts.
  await tiles.filter({ hasText: "Net Metering" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/blog\?q=Net\+Metering$/);
  await expect(cardTitles(page)).toHaveText([titles[0], titles[1]]);
});

test.describe("the article page", () => {
  test("has breadcrumb, facts, hero image, tags, related posts and a quote prompt", async ({
    page,
  }) => {
    const response = await page.goto("/blog/lithium-ion-vs-lead-acid-solar-batteries");
    expect(response?.status()).toBe(200);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Blog", titles[2]]);
    await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");

    const header = page.getByRole("article").locator("header").first();
    await expect(header).toContainText("Solar Technology");
    await expect(header.locator("time")).toHaveText("June 3, 2025");
    await expect(header).toContainText(/\d+ min read/);
    const hero = header.getByRole("img");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("width", "800");
    await expect(hero).not.toHaveAttribute("loading", "lazy");

    await expect(
      page.getByRole("heading", { level: 2, name: "Lithium-ion batteries" }),
    ).toBeVisible();
    await expect(page.getByRole("list", { name: "Topics in this article" })).toContainText(
      "Energy Storage",
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/media\/blog\/lithium-ion-vs-lead-acid-solar-batteries\.webp$/,
    );

    const related = page.getByRole("region", { name: "Related Articles" }).getByRole("article");
    await expect(related).toHaveCount(2);
    await expect(related.first().getByRole("heading", { level: 3 })).toHaveText(titles[3]);

    await expect(page.getByRole("link", { name: "Request Free Quote" })).toHaveAttribute(
      "href",
      "/quote-request",
    );
    await page.getByRole("link", { name: "Back to all articles" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solar Insights & News");
  });

  test("an unknown article is a 404 inside the layout", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Load More is a link that lists all six articles", async ({ page }) => {
    await page.goto("/blog");
    await expect(cardTitles(page)).toHaveText(titles.slice(0, 4));
    await page.getByRole("link", { name: "Load More Articles" }).click();
    await expect(page).toHaveURL(/\/blog\?all=1$/);
    await expect(cardTitles(page)).toHaveText(titles);
    await expect(page.getByRole("link", { name: "Load More Articles" })).toHaveCount(0);
  });

  test("the search form filters on the server", async ({ page }) => {
    await page.goto("/blog");
    await searchBox(page).fill("battery");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?q=battery$/);
    await expect(searchBox(page)).toHaveValue("battery");
    await expect(cardTitles(page)).toHaveText([titles[2]]);

    await page.goto("/blog?q=nothing-matches-this");
    await expect(page.getByRole("heading", { name: emptyHeading, exact: true })).toBeVisible();
    await expect(page.getByText(emptyText, { exact: true })).toBeVisible();
  });
});
