import type { Locale } from "../../app/lib/i18n/locale";
import { fill } from "../../app/lib/i18n/fill";
import { expect, language, languages, test } from "./fixtures";

// The Products & Services and How It Works pages (spec sections 2 and 3), in both languages.

type Rows = Record<string, string | RegExp>;

/** Each product card's detail rows, label to value: the spec's in English, the copy's in Odia. */
const products: Record<Locale, { id: string; rows: Rows }[]> = {
  en: [
    {
      id: "solar-panels",
      rows: {
        Types: /./,
        Efficiency: "up to 22.5%",
        Warranty: "25-year performance and 10-12 year product",
      },
    },
    { id: "inverters", rows: { Types: /./, Features: /./, Compatibility: /./ } },
    {
      id: "batteries",
      rows: { Types: /./, "Backup Time": /./, Lifespan: "up to 15 years for lithium-ion" },
    },
  ],
  or: Object.entries(language.or.words.products.productItems).map(([id, product]) => ({
    id,
    rows: Object.fromEntries(product.details.map((row) => [row.label, row.value])),
  })),
};

/** Each service card's categories: the spec's in English, the copy's in Odia. */
const services: Record<Locale, { id: string; categories: string[] }[]> = {
  en: [
    { id: "installation", categories: ["Residential", "Commercial", "Industrial"] },
    {
      id: "maintenance",
      categories: ["Regular Inspections", "Cleaning Services", "System Health Checks"],
    },
  ],
  or: Object.entries(language.or.words.products.serviceItems).map(([id, service]) => ({
    id,
    categories: service.categories.map((category) => category.name),
  })),
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The pages' buttons, which must be easy to tap on a phone. */
const buttons: Record<Locale, RegExp> = {
  en: /^(Request Quote|Inquire About|Get|See How)/,
  or: new RegExp(
    `^(${[
      language.or.words.products.requestQuote,
      language.or.words.products.inquire,
      language.or.words.products.closing.primary,
      language.or.words.products.closing.secondary,
      language.or.words.process.closing.cta,
    ]
      .map(escape)
      .join("|")})`,
  ),
};

for (const { locale, tag, lang, path, url, heading, words } of languages) {
  const { products: productWords, process } = words;
  const requestQuote = new RegExp(`^${escape(productWords.requestQuote)}`);

  test.describe(`${tag} Products & Services page`, () => {
    test("shows the three products with their details and quote links", async ({ page }) => {
      await page.goto(path("/products-services"));
      await expect(
        page.getByRole("heading", { level: 1, name: heading("/products-services") }),
      ).toBeVisible();
      const cards = page.locator("article[id]").filter({ has: page.getByRole("term") });
      await expect(cards).toHaveCount(3);

      for (const [index, product] of products[locale].entries()) {
        const card = page.locator(`#${product.id}`);
        const { title, imageAlt } =
          productWords.productItems[product.id as keyof typeof productWords.productItems];
        await expect(cards.nth(index)).toHaveId(product.id);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
        const image = card.getByRole("img");
        await expect(image).toHaveAttribute("src", `/media/products/${product.id}.webp`);
        await expect(image).toHaveAttribute("alt", imageAlt);
        await expect(card.getByRole("paragraph").first()).not.toBeEmpty();
        await expect(card.getByRole("term")).toHaveText(Object.keys(product.rows));
        const values = card.getByRole("definition");
        for (const [row, value] of Object.values(product.rows).entries()) {
          await expect(values.nth(row)).toHaveText(value);
        }
        const quote = card.getByRole("link", { name: requestQuote });
        await expect(quote).toHaveAttribute("href", path(`/quote-request?product=${product.id}`));
        await expect(quote).toHaveAccessibleName(
          new RegExp(`^${escape(productWords.requestQuote)} ?: ${escape(title)}$`),
        );
      }

      const closing = page.getByRole("region", { name: productWords.closing.heading });
      for (const [name, href] of [
        [productWords.closing.primary, "/quote-request"],
        [productWords.closing.secondary, "/how-it-works"],
        [productWords.plannerLink, "/solar-calculator"],
      ] as const) {
        await expect(closing.getByRole("link", { name })).toHaveAttribute("href", path(href));
      }
    });

    test("shows the two services with their categories and a contact link", async ({ page }) => {
      await page.goto(path("/products-services"));
      for (const service of services[locale]) {
        const card = page.locator(`#${service.id}`);
        const { title } =
          productWords.serviceItems[service.id as keyof typeof productWords.serviceItems];
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
        for (const category of service.categories) {
          await expect(card.getByRole("listitem").filter({ hasText: category })).toHaveCount(1);
        }
        await expect(
          card.getByRole("link", { name: new RegExp(`^${escape(productWords.inquire)}`) }),
        ).toHaveAttribute("href", path("/contact"));
      }
    });

    test("Request Quote leads to the quote form for that product", async ({ page }) => {
      await page.goto(path("/products-services"));
      await page.locator("#inverters").getByRole("link", { name: requestQuote }).click();
      await expect(page).toHaveURL(url("/quote-request?product=inverters"));
      await expect(
        page.getByRole("heading", { level: 1, name: heading("/quote-request") }),
      ).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    });
  });

  test.describe(`${tag} How It Works page`, () => {
    test("lists the five steps in order, numbered", async ({ page }) => {
      await page.goto(path("/how-it-works"));
      await expect(
        page.getByRole("heading", { level: 1, name: heading("/how-it-works") }),
      ).toBeVisible();
      await expect(page.getByText(process.steps.heading)).toBeVisible();
      const steps = page.locator("ol > li");
      await expect(steps).toHaveCount(5);
      const items = Object.values(process.stepItems);
      await expect(steps.getByRole("heading", { level: 3 })).toHaveText(
        items.map((item) => item.title),
      );
      for (const [index, item] of items.entries()) {
        const step = steps.nth(index);
        await expect(step).toHaveId(`step-${index + 1}`);
        await expect(step.getByText(String(index + 1), { exact: true })).toBeVisible();
        await expect(
          step.getByText(fill(process.stepLabel, { number: index + 1 }), { exact: true }),
        ).toBeVisible();
        await expect(step).toContainText(item.timing);
        const description = await step.getByRole("paragraph").nth(1).textContent();
        expect(description?.length).toBeGreaterThan(80);
      }
    });

    test("ends with a button to request a free quote", async ({ page }) => {
      await page.goto(path("/how-it-works"));
      const cta = page.getByRole("link", { name: process.closing.cta });
      await expect(cta).toHaveAttribute("href", path("/quote-request"));
      await cta.click();
      await expect(page).toHaveURL(url("/quote-request"));
      await expect(
        page.getByRole("heading", { level: 1, name: heading("/quote-request") }),
      ).toBeVisible();
    });
  });

  test.describe(`${tag} on a phone`, () => {
    test.use({ viewport: { width: 360, height: 740 } });

    for (const neutral of ["/products-services", "/how-it-works"]) {
      test(`${path(neutral)} fits the screen and its buttons are easy to tap`, async ({ page }) => {
        await page.goto(path(neutral));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        const tappable = page.getByRole("main").getByRole("link", { name: buttons[locale] });
        expect(await tappable.count()).toBeGreaterThan(0);
        for (const height of await tappable.evaluateAll((links) =>
          links.map((link) => link.getBoundingClientRect().height),
        )) {
          expect(height).toBeGreaterThanOrEqual(44);
        }
      });
    }
  });
}

test.describe("Products & Services page", () => {
  test("a product's address brings its card into view", async ({ page }) => {
    await page.goto("/products-services#batteries");
    await expect(page.locator("#batteries")).toBeInViewport();
    await expect(page.locator("#solar-panels")).not.toBeInViewport({ ratio: 1 });
  });
});
