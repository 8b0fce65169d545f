import type { Page } from "@playwright/test";
import type { GalleryCategoryId } from "../../app/content/gallery";
import { seedGallery } from "../../app/content/seed-gallery";
import type { Locale } from "../../app/lib/i18n/locale";
import { fill } from "../../app/lib/i18n/fill";
import { copyIn, englishPieces } from "./copy-pairs";
import { expect, language, languages, test } from "./fixtures";

// Spec section 2 (Gallery), 3 (Gallery item), 8 (empty category) and 9 (8 items), at /gallery
// and /or/gallery. The URL carries each category's slug; the buttons and cards show its label.

const emptyMessage = "No projects found for this category. More coming soon!";

/** Each category's slug and how many of the eight projects it holds. */
const categories: [GalleryCategoryId, number][] = [
  ["residential", 2],
  ["commercial", 2],
  ["installation-process", 1],
  ["before-after", 1],
  ["industrial", 1],
  ["testimonials", 0],
  ["battery-systems", 1],
];

// The filter's mechanics do not depend on the language, only its labels do: English walks every
// category, with and without JavaScript; Odia walks the ones the Odia spec walked before the
// merge (issue 18), enough to show that its labels filter and that its URLs stay neutral.
const walked: Record<Locale, GalleryCategoryId[]> = {
  en: categories.map(([slug]) => slug),
  or: ["residential"],
};
const walkedWithoutScript: Record<Locale, GalleryCategoryId[]> = {
  en: ["before-after", "commercial", "testimonials"],
  or: ["commercial"],
};
const projectCount = new Map(categories);

function filterButton(page: Page, name: string, locale: Locale = "en") {
  return page
    .getByRole("group", { name: language[locale].words.gallery.filterLabel })
    .getByRole("button", { name, exact: true });
}
function projects(page: Page) {
  return page.getByRole("main").getByRole("article");
}
function categoryInUrl(page: Page) {
  return new URL(page.url()).searchParams.get("category");
}

/** Only the button of the `selected` category (or All) is pressed. */
async function expectSelected(
  page: Page,
  selected: GalleryCategoryId | "all",
  locale: Locale = "en",
) {
  const { allLabel, categories: labels } = language[locale].words.gallery;
  for (const [slug, name] of [["all", allLabel], ...Object.entries(labels)]) {
    await expect(filterButton(page, name!, locale)).toHaveAttribute(
      "aria-pressed",
      String(slug === selected),
    );
  }
}

for (const { locale, tag, lang, path, url, heading, words, expectOwnLinks, open } of languages) {
  const { gallery } = words;
  // The projects a fresh database starts with (issue 32: the content desk changes them later).
  const seeded = (id: string) => seedGallery.find((item) => item.id === id)!.words[locale];
  const shown = (count: number) =>
    fill(count === 1 ? gallery.resultCount.one : gallery.resultCount.other, { count });
  const status = (page: Page) => page.getByRole("main").getByRole("status");

  test.describe(`${tag} gallery`, () => {
    test("shows all eight projects with All pressed by default", async ({ page }) => {
      await open(page, "/gallery");
      await expect(
        page.getByRole("heading", { level: 1, name: heading("/gallery") }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: gallery.heading })).toBeVisible();
      await expect(projects(page)).toHaveCount(8);
      await expectSelected(page, "all", locale);
      await expect(status(page)).toHaveText(shown(8));

      // Each card: a photo whose alt is the title, the title, a place and a category.
      const first = projects(page).first();
      const { title, location } = seeded("patia-rooftop");
      await expect(first.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(first.getByRole("img", { name: title })).toBeVisible();
      await expect(first.getByText(location)).toBeVisible();
      await expect(first.getByText(gallery.categories.residential)).toBeVisible();
      await expect(
        first.getByText(`${gallery.categoryLabel} ${gallery.categories.residential}`),
      ).toBeAttached();

      await expect(page.getByText(gallery.footerNote)).toBeVisible();
      await expect(
        page.getByRole("main").getByRole("link", { name: gallery.cta.quote }),
      ).toHaveAttribute("href", path("/quote-request"));
      await expectOwnLinks(page.getByRole("main"));
      if (locale === "or") {
        // No English string of the gallery's copy is left on the page.
        const text = await page.getByRole("main").innerText();
        for (const string of englishPieces([[copyIn("en").gallery, gallery]], 3)) {
          expect(text, `English left on the page: "${string}"`).not.toContain(string);
        }
      }
    });

    test("the category buttons show only their projects, in the URL and after a reload", async ({
      page,
    }) => {
      await page.goto(path("/gallery"));
      for (const slug of walked[locale]) {
        const label = gallery.categories[slug];
        const count = projectCount.get(slug)!;
        await filterButton(page, label, locale).click();
        await expect(projects(page)).toHaveCount(count);
        await expectSelected(page, slug, locale);
        expect(categoryInUrl(page)).toBe(slug);
        await expect(page).toHaveURL(url(`/gallery?category=${slug}`));
        await expect(status(page)).toHaveText(shown(count));
        for (const card of await projects(page).all()) {
          await expect(
            card.getByText(`${gallery.categoryLabel} ${label}`, { exact: true }),
          ).toBeVisible();
        }
      }

      // The filter lives in the URL, so a reload keeps it.
      await filterButton(page, gallery.categories.commercial, locale).click();
      await expect(projects(page)).toHaveCount(2);
      await page.reload();
      await expect(projects(page)).toHaveCount(2);
      await expectSelected(page, "commercial", locale);

      await filterButton(page, gallery.allLabel, locale).click();
      await expect(projects(page)).toHaveCount(8);
      await expectSelected(page, "all", locale);
      expect(categoryInUrl(page)).toBeNull();
    });

    test("Testimonials has no projects yet and says so", async ({ page }) => {
      await page.goto(path("/gallery"));
      await filterButton(page, gallery.categories.testimonials, locale).click();
      await expect(projects(page)).toHaveCount(0);
      await expect(page.getByText(gallery.empty, { exact: true })).toBeVisible();
      await expect(status(page)).toHaveText(shown(0));

      await page.getByRole("link", { name: gallery.showAll }).click();
      await expect(projects(page)).toHaveCount(8);
      await expect(page).toHaveURL(url("/gallery"));
      await expectSelected(page, "all", locale);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the server renders a filtered URL, and the filter buttons still work", async ({
        page,
      }) => {
        await open(page, "/gallery?category=industrial");
        await expect(projects(page)).toHaveCount(1);
        await expect(projects(page).getByRole("heading", { level: 3 })).toHaveText(
          seeded("cuttack-factory").title,
        );
        await expectSelected(page, "industrial", locale);

        for (const slug of walkedWithoutScript[locale]) {
          await filterButton(page, gallery.categories[slug], locale).click();
          await expect(page).toHaveURL(url(`/gallery?category=${slug}`));
          await expect(projects(page)).toHaveCount(projectCount.get(slug)!);
          await expectSelected(page, slug, locale);
          if (projectCount.get(slug) === 0) {
            await expect(page.getByText(gallery.empty, { exact: true })).toBeVisible();
          }
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
        }

        await filterButton(page, gallery.allLabel, locale).click();
        await expect(projects(page)).toHaveCount(8);
        expect(categoryInUrl(page)).toBeNull();
        await expectSelected(page, "all", locale);
        await expect(page.getByText(gallery.footerNote)).toBeVisible();
      });
    });
  });
}

test("changing the filter keeps the scroll position", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/gallery");
  await filterButton(page, "Battery Systems").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 100));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await filterButton(page, "Industrial").click();
  await expect(projects(page)).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test("an unknown category falls back to All", async ({ page }) => {
  for (const path of ["/gallery?category=Solar%20Farms", "/gallery?category=solar-farms"]) {
    await page.goto(path);
    await expect(projects(page)).toHaveCount(8);
    await expectSelected(page, "all");
  }
});

test("a slug URL opens its category, and the filter works from there", async ({ page }) => {
  await page.goto("/gallery?category=battery-systems");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(projects(page)).toHaveCount(1);
  await expect(projects(page).getByRole("heading", { level: 3 })).toHaveText(
    "Lithium Battery Backup Room",
  );
  await expectSelected(page, "battery-systems");

  await filterButton(page, "Residential").click();
  await expect(projects(page)).toHaveCount(2);
  expect(categoryInUrl(page)).toBe("residential");
});

test("an older link naming the category's label, in any case, still filters", async ({ page }) => {
  for (const [value, slug, count] of [
    ["Residential", "residential", 2],
    ["before%20%26%20after", "before-after", 1],
    ["INSTALLATION+PROCESS", "installation-process", 1],
  ] as const) {
    await page.goto(`/gallery?category=${value}`);
    await expect(projects(page)).toHaveCount(count);
    await expectSelected(page, slug);
    // Read, not redirected: the address stays as it was shared.
    expect(new URL(page.url()).search).toBe(`?category=${value}`);
  }
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await filterButton(page, "Commercial").click();
  await expect(projects(page)).toHaveCount(2);
  expect(categoryInUrl(page)).toBe("commercial");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an older link naming the category's label is rendered filtered", async ({ page }) => {
    await page.goto("/gallery?category=Battery%20Systems");
    await expect(projects(page)).toHaveCount(1);
    await expectSelected(page, "battery-systems");
    await page.goto("/gallery?category=testimonials");
    await expect(page.getByText(emptyMessage, { exact: true })).toBeVisible();
    await expectSelected(page, "testimonials");
  });
});
