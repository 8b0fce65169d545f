import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { aboutCopy as enAbout } from "../../app/content/copy/en/about";
import { coverageCopy as enCoverage } from "../../app/content/copy/en/coverage";
import { faqCopy as enFaq } from "../../app/content/copy/en/faq";
import { processCopy as enProcess } from "../../app/content/copy/en/process";
import { productsCopy as enProducts } from "../../app/content/copy/en/products";
import { aboutCopy as or } from "../../app/content/copy/or/about";
import { coverageCopy as orCoverage } from "../../app/content/copy/or/coverage";
import { faqCopy as orFaq } from "../../app/content/copy/or/faq";
import { pagesCopy as orPages } from "../../app/content/copy/or/pages";
import { processCopy as orProcess } from "../../app/content/copy/or/process";
import { productsCopy as orProducts } from "../../app/content/copy/or/products";
import { englishOnlyStrings } from "./copy-pairs";
import { expect, expectOpen, faqQuestions, test } from "./fixtures";

// The About, Products & Services, How It Works and FAQ pages in Odia (issue 11): the same
// behaviour as the English pages (about.spec, products-and-process.spec, faq-and-privacy.spec),
// every word from the Odia copy, and every internal link staying under /or.

const pages = [
  {
    path: "/or/about",
    heading: orPages.pages.about.heading,
    en: [enAbout, enCoverage],
    or: [or, orCoverage],
  },
  {
    path: "/or/products-services",
    heading: orPages.pages.productsServices.heading,
    en: [enProducts],
    or: [orProducts],
  },
  {
    path: "/or/how-it-works",
    heading: orPages.pages.howItWorks.heading,
    en: [enProcess],
    or: [orProcess],
  },
  { path: "/or/faq", heading: orPages.pages.faq.heading, en: [enFaq], or: [orFaq] },
] as const;

/**
 * The English words that must not show on the Odia page: each English string whose Odia
 * counterpart differs, cut at its template slots ("{name} (Headquarters)" gives
 * " (Headquarters)"), pieces of four letters or more.
 */
function englishOnly(en: readonly object[], odia: readonly object[]): string[] {
  const pieces = new Set<string>();
  en.forEach((copy, index) => {
    for (const text of englishOnlyStrings(copy, odia[index])) {
      for (const piece of text.split(/\{\w+\}/)) {
        const trimmed = piece.replace(/^[\s:(),.]+|[\s:(),.]+$/g, "");
        if (/[A-Za-z]{4}/.test(trimmed)) pieces.add(trimmed);
      }
    }
  });
  return [...pieces];
}

/** What the main content says, to eyes and to screen readers, shown or not. */
async function mainWords(page: Page): Promise<string> {
  return page.getByRole("main").evaluate((main) => {
    const attributes = [...main.querySelectorAll("[alt], [aria-label], [title]")].flatMap(
      (element) => ["alt", "aria-label", "title"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [main.textContent ?? "", ...attributes].join("\n");
  });
}

/** The hrefs of the main content's links to pages of the site. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole("main")
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.filter((href) => href.startsWith("/") && !/^\/(media|assets|icons)\//.test(href));
}

test.describe("content pages (Odia)", () => {
  for (const { path, heading, en, or: odia } of pages) {
    test(`${path} answers in Odia, with no English from its copy`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "or");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();

      const words = await mainWords(page);
      const left = englishOnly(en, odia).filter((english) => words.includes(english));
      expect(left, "English words on the Odia page").toEqual([]);

      const links = await internalLinks(page);
      expect(links.length).toBeGreaterThan(0);
      for (const href of links)
        expect(href, "an internal link on an Odia page").toMatch(/^\/or(\/|\?|$)/);
    });
  }
});

test.describe("About page (Odia)", () => {
  test("tells the story, mission, vision and team in Odia", async ({ page }) => {
    await page.goto("/or/about");
    const story = page.getByRole("region", { name: or.story.heading.replace("{founded}", "2015") });
    await expect(story).toContainText("2,500+");
    await expect(story).toContainText(or.story.highlights.founded);
    await expect(story.getByRole("img")).toHaveAttribute("alt", or.story.imageAlt);

    const purpose = page.getByRole("region", { name: or.purpose.heading });
    await expect(purpose.getByRole("heading", { level: 3 })).toHaveText([
      or.purpose.items.mission.title,
      or.purpose.items.vision.title,
    ]);

    const team = page.getByRole("region", { name: or.team.heading });
    const members = team.getByRole("listitem");
    await expect(members).toHaveCount(3);
    const people = Object.values(or.team.members);
    for (const [index, person] of people.entries()) {
      await expect(members.nth(index).getByRole("heading", { level: 3 })).toHaveText(person.name);
      await expect(members.nth(index)).toContainText(person.role);
      await expect(members.nth(index).getByRole("img")).toHaveAttribute(
        "alt",
        or.team.portraitAlt.replace("{name}", person.name),
      );
    }

    const band = page.getByRole("region", { name: or.statsBand.heading });
    await expect(band.getByRole("definition")).toHaveText(["2,500+", "30+", "98%", "24/7"]);
    await expect(band.getByRole("term")).toHaveText(Object.values(or.statsBand.labels));
  });

  test("lists the ten places in Odia, the headquarters marked once", async ({ page }) => {
    await page.goto("/or/about");
    const area = page.getByRole("region", { name: or.serviceArea.heading });
    const items = area.getByRole("list").getByRole("listitem");
    await expect(items).toHaveCount(10);
    for (const [index, name] of Object.values(orCoverage.places).entries()) {
      await expect(items.nth(index)).toContainText(name);
    }
    const marked = items.filter({ hasText: orCoverage.headquartersBadge });
    await expect(marked).toHaveCount(1);
    await expect(marked).toContainText(orCoverage.places.bhubaneswar);
    await expect(area.getByRole("link", { name: or.serviceArea.contactLink })).toHaveAttribute(
      "href",
      "/or/contact",
    );
  });

  test.describe("service-area map", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("labels its markers and popups in Odia", async ({ page }) => {
      await page.goto("/or/about");
      const box = page.locator('[data-slot="lazy-map"]');
      await expect(box.getByText(or.serviceArea.mapPlaceholder)).toBeVisible();
      const map = page.getByRole("region", { name: or.serviceArea.mapLabel });
      await map.scrollIntoViewIfNeeded();
      await expect(box).toHaveAttribute("data-state", "ready");

      await expect(map.getByRole("button", { name: or.serviceArea.zoomIn })).toBeVisible();
      await expect(map.getByRole("button", { name: or.serviceArea.zoomOut })).toBeVisible();

      const markers = map.locator(".leaflet-marker-icon");
      await expect(markers).toHaveCount(10);
      const alts = await markers.evaluateAll((icons) =>
        icons.map((icon) => icon.getAttribute("alt")),
      );
      const headquartersLabel = orCoverage.headquartersLabel.replace(
        "{name}",
        orCoverage.places.bhubaneswar,
      );
      const { bhubaneswar: _, ...districts } = orCoverage.places;
      expect(alts.sort()).toEqual([headquartersLabel, ...Object.values(districts)].sort());

      await page.getByAltText(headquartersLabel).click();
      const popup = map.locator(".leaflet-popup");
      await expect(popup).toContainText(headquartersLabel);
      await expect(popup).toContainText(orCoverage.headquartersPopup);
      // In a font that has Odia letters (Leaflet's own stack has none).
      await expect(popup).toHaveCSS("font-family", /Noto Sans Oriya/);

      await page.getByAltText(orCoverage.places.puri, { exact: true }).click();
      const puri = orCoverage.districtPopup.replace("{name}", orCoverage.places.puri);
      await expect(popup.filter({ hasText: puri })).toBeVisible();
      // The headquarters' popup closes (once its fade ends), and no English is left.
      await expect(popup).toHaveCount(1);
      await expect(popup).not.toContainText("Installations");
    });
  });
});

test.describe("Products & Services page (Odia)", () => {
  test("shows the products and services in Odia, their links under /or", async ({ page }) => {
    await page.goto("/or/products-services");
    for (const [id, product] of Object.entries(orProducts.productItems)) {
      const card = page.locator(`#${id}`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(product.title);
      await expect(card.getByRole("img")).toHaveAttribute("alt", product.imageAlt);
      await expect(card.getByRole("term")).toHaveText(product.details.map((row) => row.label));
      await expect(card.getByRole("definition")).toHaveText(
        product.details.map((row) => row.value),
      );
      const quote = card.getByRole("link", { name: new RegExp(`^${orProducts.requestQuote}`) });
      await expect(quote).toHaveAttribute("href", `/or/quote-request?product=${id}`);
      await expect(quote).toHaveAccessibleName(
        new RegExp(`^${orProducts.requestQuote} ?: ${product.title}$`),
      );
    }
    for (const [id, service] of Object.entries(orProducts.serviceItems)) {
      const card = page.locator(`#${id}`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title);
      for (const category of service.categories) {
        await expect(card.getByRole("listitem").filter({ hasText: category.name })).toHaveCount(1);
      }
      await expect(
        card.getByRole("link", { name: new RegExp(`^${orProducts.inquire}`) }),
      ).toHaveAttribute("href", "/or/contact");
    }
    const closing = page.getByRole("region", { name: orProducts.closing.heading });
    await expect(closing.getByRole("link", { name: orProducts.closing.primary })).toHaveAttribute(
      "href",
      "/or/quote-request",
    );
    await expect(closing.getByRole("link", { name: orProducts.closing.secondary })).toHaveAttribute(
      "href",
      "/or/how-it-works",
    );
    await expect(closing.getByRole("link", { name: orProducts.plannerLink })).toHaveAttribute(
      "href",
      "/or/solar-calculator",
    );
  });

  test("Request Quote leads to the Odia quote form for that product", async ({ page }) => {
    await page.goto("/or/products-services");
    await page
      .locator("#inverters")
      .getByRole("link", { name: new RegExp(`^${orProducts.requestQuote}`) })
      .click();
    await expect(page).toHaveURL(/\/or\/quote-request\?product=inverters$/);
    await expect(
      page.getByRole("heading", { level: 1, name: orPages.pages.quoteRequest.heading }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "or");
  });
});

test.describe("How It Works page (Odia)", () => {
  test("lists the five steps in Odia, numbered, and ends with the quote link", async ({ page }) => {
    await page.goto("/or/how-it-works");
    await expect(page.getByText(orProcess.steps.heading)).toBeVisible();
    const steps = page.locator("ol > li");
    await expect(steps).toHaveCount(5);
    const items = Object.values(orProcess.stepItems);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(
      items.map((item) => item.title),
    );
    for (const [index, item] of items.entries()) {
      const step = steps.nth(index);
      await expect(step).toHaveId(`step-${index + 1}`);
      await expect(
        step.getByText(orProcess.stepLabel.replace("{number}", String(index + 1)), {
          exact: true,
        }),
      ).toBeVisible();
      await expect(step).toContainText(item.timing);
    }
    const cta = page.getByRole("link", { name: orProcess.closing.cta });
    await expect(cta).toHaveAttribute("href", "/or/quote-request");
    await cta.click();
    await expect(page).toHaveURL(/\/or\/quote-request$/);
    await expect(
      page.getByRole("heading", { level: 1, name: orPages.pages.quoteRequest.heading }),
    ).toBeVisible();
  });
});

test.describe("FAQ (Odia)", () => {
  const entries = Object.values(orFaq.entries);

  test("six questions in Odia; one answer open at a time, and an open one closes", async ({
    page,
  }) => {
    await page.goto("/or/faq");
    const triggers = faqQuestions(page);
    await expect(triggers).toHaveText(entries.map((entry) => entry.question));
    for (const trigger of await triggers.all()) {
      await expectOpen(trigger, false);
    }

    const first = triggers.nth(0);
    const savings = triggers.nth(4);
    const firstAnswer = page.getByRole("region", { name: orFaq.entries.lifespan.question });

    await first.click();
    await expectOpen(first, true);
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toHaveText(orFaq.entries.lifespan.answer);

    await savings.click();
    await expectOpen(savings, true);
    await expectOpen(first, false);
    await expect(firstAnswer).toBeHidden();
    await expect(page.getByRole("region", { name: orFaq.entries.savings.question })).toContainText(
      "50%-90%",
    );

    await savings.click();
    await expectOpen(savings, false);
    for (const trigger of await triggers.all()) {
      await expectOpen(trigger, false);
    }
  });

  test("the numbers beside the questions and the FAQPage data are in Odia", async ({ page }) => {
    await page.goto("/or/faq");
    const highlights = page.getByRole("main").locator("dl").first();
    await expect(highlights.getByRole("term")).toHaveText(
      orFaq.highlights.map((highlight) => highlight.label),
    );
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    const faq = data.find((item) => item["@type"] === "FAQPage");
    expect(faq?.inLanguage).toBe("or");
    expect(faq?.mainEntity).toEqual(
      entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    );
  });

  test("Contact Us leads to the Odia contact page", async ({ page }) => {
    await page.goto("/or/faq");
    const region = page.getByRole("region", { name: orFaq.stillHaveQuestions.heading });
    await expect(region.getByRole("link", { name: /\+91/ })).toHaveAccessibleName(
      new RegExp(`^${orFaq.stillHaveQuestions.call}`),
    );
    await region.getByRole("link", { name: orFaq.stillHaveQuestions.contact, exact: true }).click();
    await expect(page).toHaveURL(/\/or\/contact$/);
    await expect(
      page.getByRole("heading", { level: 1, name: orPages.pages.contact.heading }),
    ).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("opens every answer in Odia, one at a time", async ({ page }) => {
      await page.goto("/or/faq");
      const triggers = faqQuestions(page);
      for (const [index, entry] of entries.entries()) {
        await triggers.nth(index).click();
        await expect(page.getByText(entry.answer, { exact: true })).toBeVisible();
        await expect(page.locator("details[open]")).toHaveCount(1);
      }
    });
  });
});

test.describe("on a phone (Odia)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const { path } of pages) {
    test(`${path} fits the screen`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

test.describe("accessibility (Odia)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const { path } of pages) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      if (path === "/or/about") {
        // With the map loaded, its markers and controls are checked too.
        await page
          .getByRole("region", { name: or.serviceArea.mapLabel })
          .evaluate((map) => map.scrollIntoView({ block: "start" }));
        await expect(page.locator('[data-slot="lazy-map"]')).toHaveAttribute("data-state", "ready");
      }
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const { axe } = window as unknown as {
          axe: {
            run: (...args: unknown[]) => Promise<{
              violations: { id: string; nodes: { target: string[] }[] }[];
            }>;
          };
        };
        const result = await axe.run(document, {
          runOnly: {
            type: "tag",
            values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
          },
        });
        return result.violations.map((v) => ({
          id: v.id,
          targets: v.nodes.slice(0, 5).map((node) => node.target.join(" ")),
        }));
      });
      expect(violations).toEqual([]);
    });
  }
});
