import type { Page } from "@playwright/test";
import type { BlogTopicId } from "../../app/content/blog";
import type { Locale } from "../../app/lib/i18n/locale";
import { fill } from "../../app/lib/i18n/fill";
import { copyIn, englishPieces } from "./copy-pairs";
import { expect, language, languages, test } from "./fixtures";

// The blog (spec section 2 "Blog", 3 and 8) at /blog and at /or/blog: the listing with its live
// search (and ?q=, ?all=1 without JavaScript), the sidebar, the topic tiles and the articles.

const slugs = [
  "pm-surya-ghar-rooftop-subsidy-odisha",
  "cut-your-electricity-bill-with-net-metering",
  "lithium-ion-vs-lead-acid-solar-batteries",
  "on-grid-off-grid-hybrid-inverters-explained",
  "solar-panel-care-through-odisha-seasons",
  "monocrystalline-vs-polycrystalline-panels",
] as const;

/** What each language's listing shows: its six articles' titles, newest first, and its facts. */
const listing = {
  en: {
    titles: [
      "PM Surya Ghar Yojana: Claiming Your Rooftop Solar Subsidy in Odisha",
      "How Net Metering Cuts Your Electricity Bill in Odisha",
      "Lithium-Ion vs Lead-Acid: Picking a Battery for Power Cuts",
      "On-Grid, Off-Grid or Hybrid? Choosing the Right Solar Inverter",
      "Caring for Solar Panels Through Odisha's Summer, Monsoon and Cyclone Season",
      "Monocrystalline vs Polycrystalline Panels: Which Suits Odisha Rooftops?",
    ],
    showingSome: "Showing 4 of 6 articles.",
    showingAll: "Showing all 6 articles.",
    firstDate: "July 15, 2025",
    readTime: /\d+ min read/,
    firstExcerpt: "A step-by-step guide for Odisha homeowners",
    firstTags: ["Government Schemes", "PM Surya Ghar", "Subsidy", "Rooftop Solar", "Net Metering"],
  },
  or: {
    titles: [
      "ପିଏମ ସୂର୍ଯ୍ୟ ଘର ଯୋଜନା: ଓଡ଼ିଶାରେ ରୁଫଟପ ସୋଲାର ସବସିଡି କିପରି ପାଇବେ",
      "ଓଡ଼ିଶାରେ ନେଟ୍ ମିଟରିଂ: କିପରି କମିବ ଆପଣଙ୍କ ବିଜୁଳି ବିଲ",
      "ଲିଥିୟମ-ଆୟନ ନା ଲେଡ-ଏସିଡ: ବିଦ୍ୟୁତ୍ କାଟ ପାଇଁ କେଉଁ ବ୍ୟାଟେରୀ ବାଛିବେ",
      "ଅନ୍-ଗ୍ରିଡ, ଅଫ୍-ଗ୍ରିଡ ନା ହାଇବ୍ରିଡ? ଠିକ୍ ସୋଲାର ଇନଭର୍ଟର କିପରି ବାଛିବେ",
      "ଓଡ଼ିଶାର ଖରା, ବର୍ଷା ଓ ବାତ୍ୟା ଋତୁରେ ସୋଲାର ପ୍ୟାନେଲର ଯତ୍ନ",
      "ମୋନୋକ୍ରିଷ୍ଟାଲାଇନ ନା ପଲିକ୍ରିଷ୍ଟାଲାଇନ: ଓଡ଼ିଶାର ଛାତ ପାଇଁ କେଉଁ ପ୍ୟାନେଲ ଠିକ୍?",
    ],
    showingSome: "6ଟିରୁ 4ଟି ଲେଖା ଦେଖାଯାଉଛି।",
    showingAll: "ସବୁ 6ଟି ଲେଖା ଦେଖାଯାଉଛି।",
    firstDate: "15 ଜୁଲାଇ 2025",
    readTime: /ପଢ଼ିବାକୁ \d+ ମିନିଟ/,
    firstExcerpt: "ଓଡ଼ିଶାର ଘର ମାଲିକଙ୍କ ପାଇଁ ପାହାଚ ପରେ ପାହାଚ ଗାଇଡ",
    firstTags: ["ସରକାରୀ ଯୋଜନା", "ପିଏମ ସୂର୍ଯ୍ୟ ଘର", "ସବସିଡି", "ରୁଫଟପ ସୋଲାର", "ନେଟ୍ ମିଟରିଂ"],
  },
};

/**
 * The live search in each language: what is typed first and what the listing then says, then
 * more searches with the indexes of the titles each finds.
 */
const searches = {
  en: {
    typed: "inverter",
    status: "1 article matches “inverter”.",
    more: [
      ["INVERTER", [3]],
      // "Energy Storage" is only a tag of the battery article.
      ["energy storage", [2]],
      ["Power Backup", [2, 3]],
    ],
    noMatch: "xyzzy solar unicorn",
    onServer: { typed: "battery", status: "1 article matches “battery”." },
    noMatchOnServer: "nothing-matches-this",
  },
  or: {
    typed: "ଇନଭର୍ଟର",
    status: "“ଇନଭର୍ଟର” ସହ 1ଟି ଲେଖା ମେଳ ଖାଉଛି।",
    more: [
      // ଡ଼ typed as the single code point U+0B5C finds the title stored as ଡ + ଼ (NFC).
      ["ଓ\u0b5cିଶାର ଖରା", [4]],
      // A tag only the battery article has.
      ["ଶକ୍ତି ସଂରକ୍ଷଣ", [2]],
    ],
    noMatch: "ଜୁଆର ଶକ୍ତି",
    onServer: { typed: "ବ୍ୟାଟେରୀ", status: "“ବ୍ୟାଟେରୀ” ସହ 1ଟି ଲେଖା ମେଳ ଖାଉଛି।" },
    noMatchOnServer: "ଜୁଆର ଶକ୍ତି",
  },
} satisfies Record<Locale, { more: [string, number[]][] } & Record<string, unknown>>;

/** The article each language's test reads, with what it shows; `related`: how many related
 *  articles it lists, and the title index of the first. */
const articles = {
  en: {
    slug: slugs[2],
    title: 2,
    date: "June 3, 2025",
    topic: "solar-technology",
    section: "Lithium-ion batteries",
    tag: "Energy Storage",
    related: [2, 3],
    planner: undefined,
  },
  or: {
    slug: slugs[0],
    title: 0,
    date: "15 ଜୁଲାଇ 2025",
    topic: "government-schemes",
    section: "କିଏ ଯୋଗ୍ୟ?",
    tag: "ପିଏମ ସୂର୍ଯ୍ୟ ଘର",
    related: [1, 1],
    // The article's own link to the planner goes to the Odia planner.
    planner: "ସୋଲାର ସଞ୍ଚୟ ହିସାବ",
  },
} satisfies Record<
  Locale,
  { topic: BlogTopicId; related: [number, number]; [fact: string]: unknown }
>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** No English string of the copy is left in what an Odia page shows (outside the switch). */
async function expectNoEnglish(page: Page, pairs: [unknown, unknown][]) {
  const text = await page.getByRole("main").innerText();
  for (const string of englishPieces(pairs, 3)) {
    expect(text, `English left on the page: "${string}"`).not.toContain(string);
  }
}

function results(page: Page, locale: Locale = "en") {
  const { heading, searchHeading } = language[locale].words.blog.listing;
  return page.getByRole("region", { name: new RegExp(`^(${heading}|${searchHeading})$`) });
}

function cardTitles(page: Page, locale: Locale = "en") {
  return results(page, locale).getByRole("article").getByRole("heading", { level: 3 });
}

function searchBox(page: Page, locale: Locale = "en") {
  return page.getByRole("searchbox", { name: language[locale].words.blog.listing.search.label });
}

for (const { locale, tag, lang, path, url, heading, words, expectOwnLinks, open } of languages) {
  const { blog, forms, site } = words;
  const { titles } = listing[locale];
  /** A card's read-more link: the visible words, then the title for screen readers. */
  const readMore = (title: string) => new RegExp(`^${blog.card.readMore}\\W+${escape(title)}$`);
  const count = (n: number) =>
    fill(n === 1 ? blog.articleCount.one : blog.articleCount.other, {
      count: n,
    });
  const searchFor = (query: string) => path(`/blog?${new URLSearchParams({ q: query })}`);
  const searchUrl = (query: string) => new RegExp(`${escape(searchFor(query))}$`);

  test.describe(`${tag} the listing`, () => {
    test("shows four cards, then all six after Load More, and the button goes", async ({
      page,
    }) => {
      await open(page, "/blog");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("/blog"));
      await expect(cardTitles(page, locale)).toHaveText(titles.slice(0, 4));
      const status = results(page, locale).getByRole("status");
      await expect(status).toHaveText(listing[locale].showingSome);

      await page.getByRole("button", { name: blog.listing.loadMore }).click();
      await expect(cardTitles(page, locale)).toHaveText(titles);
      await expect(page.getByRole("button", { name: blog.listing.loadMore })).toHaveCount(0);
      await expect(page.getByRole("link", { name: blog.listing.loadMore })).toHaveCount(0);
      await expect(status).toHaveText(listing[locale].showingAll);
      // Focus moves to the first article revealed, not lost with the button.
      await expect(page.getByRole("link", { name: titles[4], exact: true })).toBeFocused();
      await expect(page).toHaveURL(url("/blog?all=1"));
    });

    test("each card shows its image, category, date, read time, excerpt, tags and Read More", async ({
      page,
    }) => {
      await page.goto(path("/blog"));
      const card = results(page, locale).getByRole("article").first();
      const image = card.getByRole("img");
      await expect(image).toHaveAttribute("src", `/media/blog/${slugs[0]}.webp`);
      await expect(image).toHaveAttribute("width", "800");
      await expect(image).toHaveAttribute("height", "450");
      await expect(card).toContainText(blog.topics["government-schemes"]);
      await expect(card.locator("time")).toHaveText(listing[locale].firstDate);
      await expect(card).toContainText(listing[locale].readTime);
      await expect(card).toContainText(listing[locale].firstExcerpt);
      await expect(
        card.getByRole("list", { name: blog.card.tagsLabel }).getByRole("listitem"),
      ).toHaveText(listing[locale].firstTags);
      await expect(card.getByRole("link", { name: readMore(titles[0]!) })).toHaveAttribute(
        "href",
        path(`/blog/${slugs[0]}`),
      );
      if (locale === "or") await expect(image).toHaveAttribute("alt", /[\u0B00-\u0B7F]/);
      // Only the first two images load eagerly.
      await expect(results(page, locale).getByRole("img").nth(1)).not.toHaveAttribute(
        "loading",
        "lazy",
      );
      await expect(results(page, locale).getByRole("img").nth(2)).toHaveAttribute(
        "loading",
        "lazy",
      );

      await expectOwnLinks(page.getByRole("main"));
      if (locale === "or") {
        const en = copyIn("en").blog;
        await expectNoEnglish(page, [
          [en.listing, blog.listing],
          [en.card, blog.card],
          [en.sidebar, blog.sidebar],
          [en.explore, blog.explore],
          [en.topics, blog.topics],
          [en.articleCount, blog.articleCount],
        ]);
      }
    });

    test("filters live while typing, also by tag, keeps ?q= in the URL, and shows when nothing matches", async ({
      page,
    }) => {
      const search = searches[locale];
      await page.goto(path("/blog"));
      await searchBox(page, locale).pressSequentially(search.typed);
      await expect(cardTitles(page, locale)).toHaveText([titles[3]!]);
      await expect(results(page, locale).getByRole("status")).toHaveText(search.status);
      await expect(page).toHaveURL(searchUrl(search.typed));
      expect(new URL(page.url()).searchParams.get("q")).toBe(search.typed);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("/blog"));
      await expect(
        page.getByRole("heading", { level: 2, name: blog.listing.searchHeading }),
      ).toBeVisible();

      for (const [query, found] of search.more) {
        await searchBox(page, locale).fill(query);
        await expect(cardTitles(page, locale)).toHaveText(found.map((index) => titles[index]!));
      }

      // While searching every match shows; clearing the box brings back the first four.
      await searchBox(page, locale).fill("");
      await expect(cardTitles(page, locale)).toHaveText(titles.slice(0, 4));
      await expect(page).toHaveURL(url("/blog"));

      // A search with no match shows the empty state.
      await searchBox(page, locale).fill(searches[locale].noMatch);
      await expect(results(page, locale).getByRole("article")).toHaveCount(0);
      const { empty } = blog.listing;
      await expect(page.getByRole("heading", { name: empty.heading, exact: true })).toBeVisible();
      await expect(page.getByText(empty.text, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: blog.listing.loadMore })).toHaveCount(0);

      await page.getByRole("link", { name: empty.showAll }).click();
      await expect(cardTitles(page, locale)).toHaveText(titles.slice(0, 4));
      await expect(searchBox(page, locale)).toHaveValue("");
      await expect(page).toHaveURL(url("/blog"));
    });
  });

  test.describe(`${tag} the sidebar`, () => {
    test("counts the articles of each of the five topics and links to them", async ({ page }) => {
      const ids = [
        "solar-technology",
        "solar-panels",
        "government-schemes",
        "maintenance",
        "energy-savings",
      ] as const;
      const topicLinks = () =>
        page
          .getByRole("region", { name: blog.sidebar.topicsHeading, exact: true })
          .getByRole("link");
      // Each count must equal the articles its link then lists: the link searches for the
      // topic's name (?q=), which is what typing it in the search box does on the page.
      await page.goto(path("/blog"));
      for (const name of ids.map((id) => blog.topics[id])) {
        await searchBox(page, locale).fill(name);
        await expect(page).toHaveURL(searchUrl(name));
        // The live region names the query once the results are this topic's.
        await expect(results(page, locale).getByRole("status")).toContainText(`“${name}”`);
        const found = await results(page, locale).getByRole("article").count();
        expect(found, name).toBeGreaterThan(0);
        const link = topicLinks().filter({ hasText: name });
        await expect(link).toHaveAccessibleName(`${name} (${count(found)})`);
        await expect(link).toHaveAttribute("href", searchFor(name));
      }
      await page.goto(path("/blog"));
      await expect(topicLinks()).toHaveCount(5);

      await topicLinks().filter({ hasText: blog.topics.maintenance }).click();
      await expect(page).toHaveURL(searchUrl(blog.topics.maintenance));
      await expect(searchBox(page, locale)).toHaveValue(blog.topics.maintenance);
      await expect(cardTitles(page, locale)).toHaveText([titles[4]!]);
    });

    test("lists the three popular reads, and has the newsletter box and a Request Free Quote link", async ({
      page,
    }) => {
      await page.goto(path("/blog"));
      const newsletter = page.getByRole("region", { name: blog.sidebar.newsletter.heading });
      await expect(
        newsletter.getByRole("textbox", { name: forms.newsletter.emailLabel }),
      ).toBeVisible();
      await expect(newsletter.getByRole("button", { name: forms.newsletter.submit })).toBeVisible();
      const quote = page.getByRole("link", { name: blog.sidebar.quote.cta });
      await expect(quote).toHaveAttribute("href", path("/quote-request"));

      const popular = page.getByRole("region", { name: blog.sidebar.popularHeading });
      await expect(popular.getByRole("link")).toHaveText([titles[0]!, titles[1]!, titles[3]!]);
      // Decorative thumbnails (alt=""): the title beside each says what it is.
      await expect(popular.locator("img")).toHaveCount(3);
      await expect(popular.locator("img").first()).toHaveAttribute(
        "src",
        `/media/blog/thumbs/${slugs[0]}.webp`,
      );
      await expect(popular.locator("time").first()).toHaveText(listing[locale].firstDate);
      await popular.getByRole("link", { name: titles[1] }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[1]!);

      await page.goBack();
      await quote.click();
      await expect(page).toHaveURL(url("/quote-request"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("/quote-request"));
    });
  });

  test(`${tag} Explore Solar Topics shows eight tiles with their article counts`, async ({
    page,
  }) => {
    await page.goto(path("/blog"));
    const section = page.getByRole("region", { name: blog.explore.heading });
    const tiles = section.getByRole("listitem");
    await expect(tiles).toHaveCount(8);
    const order = [
      ["solar-panels", 2],
      ["inverters", 1],
      ["batteries", 1],
      ["government-schemes", 2],
      ["maintenance", 1],
      ["energy-savings", 1],
      ["solar-technology", 3],
      ["net-metering", 2],
    ] as const;
    await expect(tiles.getByRole("heading", { level: 3 })).toHaveText(
      order.map(([id]) => blog.topics[id]),
    );
    await expect(tiles).toHaveText(order.map(([, n]) => new RegExp(`${escape(count(n))}$`)));
    await expect(section.locator("svg")).toHaveCount(16); // an icon and an arrow each

    // A tile lists exactly the articles it counts.
    await tiles.filter({ hasText: blog.topics["net-metering"] }).getByRole("link").click();
    await expect(page).toHaveURL(searchUrl(blog.topics["net-metering"]));
    await expect(cardTitles(page, locale)).toHaveText([titles[0]!, titles[1]!]);
  });

  test.describe(`${tag} the article page`, () => {
    const article = articles[locale];
    const title = titles[article.title]!;

    test("has breadcrumb, facts, hero image, tags, related posts and a quote prompt", async ({
      page,
    }) => {
      await open(page, `/blog/${article.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const breadcrumb = page.getByRole("navigation", { name: blog.article.breadcrumbLabel });
      await expect(breadcrumb.getByRole("listitem")).toHaveText([
        blog.article.home,
        blog.article.blog,
        title,
      ]);
      await expect(breadcrumb.getByRole("link", { name: blog.article.blog })).toHaveAttribute(
        "href",
        path("/blog"),
      );

      const header = page.getByRole("article").locator("header").first();
      await expect(header).toContainText(blog.topics[article.topic]);
      await expect(header.locator("time")).toHaveText(article.date);
      await expect(header).toContainText(listing[locale].readTime);
      const hero = header.getByRole("img");
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).toHaveAttribute("width", "800");
      await expect(hero).not.toHaveAttribute("loading", "lazy");

      await expect(page.getByRole("heading", { level: 2, name: article.section })).toBeVisible();
      await expect(page.getByRole("list", { name: blog.article.tagsHeading })).toContainText(
        article.tag,
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        new RegExp(`/media/blog/${article.slug}\\.webp$`),
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        url(`/blog/${article.slug}`),
      );
      const posting = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text))
        .find((data) => data["@type"] === "BlogPosting");
      expect(posting).toMatchObject({
        inLanguage: lang,
        headline: title,
        articleSection: blog.topics[article.topic],
      });
      expect(posting.url).toMatch(url(`/blog/${article.slug}`));

      const related = page
        .getByRole("region", { name: blog.article.relatedHeading })
        .getByRole("article");
      await expect(related).toHaveCount(article.related[0]);
      await expect(related.first().getByRole("heading", { level: 3 })).toHaveText(
        titles[article.related[1]]!,
      );

      await expect(page.getByRole("link", { name: blog.article.cta.primary })).toHaveAttribute(
        "href",
        path("/quote-request"),
      );
      await expectOwnLinks(page.getByRole("main"));
      if (locale === "or") {
        const en = copyIn("en").blog;
        await expectNoEnglish(page, [
          [en.article, blog.article],
          [en.card, blog.card],
          [en.topics, blog.topics],
        ]);
      }

      await page.getByRole("link", { name: blog.article.back }).click();
      await expect(page).toHaveURL(url("/blog"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("/blog"));
    });

    if (article.planner) {
      test("its link to the planner stays in the language", async ({ page }) => {
        await page.goto(path(`/blog/${article.slug}`));
        const planner = page.getByRole("article").getByRole("link", { name: article.planner });
        await expect(planner).toHaveAttribute("href", path("/solar-calculator"));
        await planner.click();
        await expect(page).toHaveURL(url("/solar-calculator"));
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
      });
    }

    test("every article answers in the language; Back returns to the listing", async ({ page }) => {
      for (const [index, slug] of slugs.entries()) {
        await open(page, `/blog/${slug}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[index]!);
      }
      await page.getByRole("link", { name: blog.article.back }).click();
      await expect(page).toHaveURL(url("/blog"));
    });

    test("an unknown article is a 404 inside the layout", async ({ page }) => {
      await open(page, "/blog/no-such-article", 404);
      await expect(
        page.getByRole("heading", { level: 1, name: site.errorPage.notFound.title }),
      ).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
    });
  });

  test.describe(`${tag} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("Load More is a link that lists all six articles", async ({ page }) => {
      await page.goto(path("/blog"));
      await expect(cardTitles(page, locale)).toHaveText(titles.slice(0, 4));
      await page.getByRole("link", { name: blog.listing.loadMore }).click();
      await expect(page).toHaveURL(url("/blog?all=1"));
      await expect(cardTitles(page, locale)).toHaveText(titles);
      await expect(page.getByRole("link", { name: blog.listing.loadMore })).toHaveCount(0);
    });

    test("the search form filters on the server", async ({ page }) => {
      const { onServer, noMatchOnServer } = searches[locale];
      await open(page, "/blog");
      await searchBox(page, locale).fill(onServer.typed);
      await page.getByRole("button", { name: blog.listing.search.submit, exact: true }).click();
      await expect(page).toHaveURL(searchUrl(onServer.typed));
      await expect(searchBox(page, locale)).toHaveValue(onServer.typed);
      await expect(cardTitles(page, locale)).toHaveText([titles[2]!]);
      await expect(results(page, locale).getByRole("status")).toHaveText(onServer.status);

      await page.goto(searchFor(noMatchOnServer));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const { empty } = blog.listing;
      await expect(page.getByRole("heading", { name: empty.heading, exact: true })).toBeVisible();
      await expect(page.getByText(empty.text, { exact: true })).toBeVisible();
    });
  });
}

test.describe("the listing", () => {
  const titles = listing.en.titles as [string, string, string, string, string, string];

  test("the Search button keeps the results and moves to them", async ({ page }) => {
    await page.goto("/blog");
    await searchBox(page).fill("subsidy");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(cardTitles(page)).toHaveText([titles[0]]);
    await expect(page.getByRole("heading", { level: 2, name: "Search Results" })).toBeFocused();
  });

  test("Read More opens the article and back returns to the listing", async ({ page }) => {
    await page.goto("/blog");
    await page
      .getByRole("link", { name: new RegExp(`^Read More\\W+${escape(titles[3])}$`) })
      .click();
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
