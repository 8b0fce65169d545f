import { expect, test } from "./fixtures";

const products = [
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
] as const;

const services = [
  { id: "installation", categories: ["Residential", "Commercial", "Industrial"] },
  {
    id: "maintenance",
    categories: ["Regular Inspections", "Cleaning Services", "System Health Checks"],
  },
] as const;

test.describe("Products & Services page", () => {
  test("shows the three products with their details and quote links", async ({ page }) => {
    await page.goto("/products-services");
    await expect(
      page.getByRole("heading", { level: 1, name: "Products & Services" }),
    ).toBeVisible();
    const cards = page.locator("article[id]").filter({ has: page.getByRole("term") });
    await expect(cards).toHaveCount(3);

    for (const [index, product] of products.entries()) {
      const card = page.locator(`#${product.id}`);
      await expect(cards.nth(index)).toHaveId(product.id);
      await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(card.getByRole("img")).toHaveAttribute(
        "src",
        `/media/products/${product.id}.webp`,
      );
      await expect(card.getByRole("paragraph").first()).not.toBeEmpty();
      const labels = Object.keys(product.rows);
      await expect(card.getByRole("term")).toHaveText(labels);
      const values = card.getByRole("definition");
      for (const [row, value] of Object.values(product.rows).entries()) {
        await expect(values.nth(row)).toHaveText(value);
      }
      const quote = card.getByRole("link", { name: /^Request Quote/ });
      await expect(quote).toHaveAttribute("href", `/quote-request?product=${product.id}`);
    }
  });

  test("shows the two services with their categories and a contact link", async ({ page }) => {
    await page.goto("/products-services");
    for (const service of services) {
      const card = page.locator(`#${service.id}`);
      await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
      for (const category of service.categories) {
        await expect(card.getByRole("listitem").filter({ hasText: category })).toHaveCount(1);
      }
      await expect(card.getByRole("link", { name: /^Inquire About Services/ })).toHaveAttribute(
        "href",
        "/contact",
      );
    }
  });

  test("a product's address brings its card into view", async ({ page }) => {
    await page.goto("/products-services#batteries");
    await expect(page.locator("#batteries")).toBeInViewport();
    await expect(page.locator("#solar-panels")).not.toBeInViewport({ ratio: 1 });
  });

  test("Request Quote leads to the quote form for that product", async ({ page }) => {
    await page.goto("/products-services");
    await page
      .locator("#inverters")
      .getByRole("link", { name: /^Request Quote/ })
      .click();
    await expect(page).toHaveURL(/\/quote-request\?product=inverters$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Request a Free Solar Quote" }),
    ).toBeVisible();
  });
});

test.describe("How It Works page", () => {
  test("lists the five steps in order, numbered", async ({ page }) => {
    await page.goto("/how-it-works");
    await expect(page.getByRole("heading", { level: 1, name: "How It Works" })).toBeVisible();
    const steps = page.locator("ol > li");
    await expect(steps).toHaveCount(5);
    const titles = [
      "Site Survey & Consultation",
      "Customized Quotation",
      "System Design & Approval",
      "Professional Installation",
      "Activation & Ongoing Support",
    ];
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(titles);
    for (const [index] of titles.entries()) {
      const step = steps.nth(index);
      await expect(step).toHaveId(`step-${index + 1}`);
      await expect(step.getByText(String(index + 1), { exact: true })).toBeVisible();
      await expect(step.getByText(`Step ${index + 1}`, { exact: true })).toBeVisible();
      const description = await step.getByRole("paragraph").nth(1).textContent();
      expect(description?.length).toBeGreaterThan(80);
    }
  });

  test("ends with a button to request a free quote", async ({ page }) => {
    await page.goto("/how-it-works");
    const cta = page.getByRole("link", { name: "Get Your Free Quote Today" });
    await expect(cta).toHaveAttribute("href", "/quote-request");
    await cta.click();
    await expect(page).toHaveURL(/\/quote-request$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Request a Free Solar Quote" }),
    ).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ["/products-services", "/how-it-works"]) {
    test(`${path} fits the screen and its buttons are easy to tap`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const buttons = page
        .getByRole("main")
        .getByRole("link", { name: /^(Request Quote|Inquire About|Get|See How)/ });
      expect(await buttons.count()).toBeGreaterThan(0);
      for (const height of await buttons.evaluateAll((links) =>
        links.map((link) => link.getBoundingClientRect().height),
      )) {
        expect(height).toBeGreaterThanOrEqual(44);
      }
    });
  }
});
