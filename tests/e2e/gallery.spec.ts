import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Spec section 2 (Gallery), 3 (Gallery item), 8 (empty category) and 9 (8 items). The URL
// carries each category's slug; the buttons and cards show its label.

const categories = [
  { slug: "residential", label: "Residential", count: 2 },
  { slug: "commercial", label: "Commercial", count: 2 },
  { slug: "installation-process", label: "Installation Process", count: 1 },
  { slug: "before-after", label: "Before & After", count: 1 },
  { slug: "industrial", label: "Industrial", count: 1 },
  { slug: "testimonials", label: "Testimonials", count: 0 },
  { slug: "battery-systems", label: "Battery Systems", count: 1 },
] as const;
type Category = (typeof categories)[number]["label"];

const emptyMessage = "No projects found for this category. More coming soon!";
const footerNote =
  "We're adding new projects regularly. Check back soon to see our latest installations.";

function filterGroup(page: Page) {
  return page.getByRole("group", { name: "Filter by category" });
}
function filterButton(page: Page, name: string) {
  return filterGroup(page).getByRole("button", { name, exact: true });
}
function projects(page: Page) {
  return page.getByRole("main").getByRole("article");
}
function categoryInUrl(page: Page) {
  return new URL(page.url()).searchParams.get("category");
}

async function expectSelected(page: Page, selected: "All" | Category) {
  for (const name of ["All", ...categories.map(({ label }) => label)]) {
    await expect(filterButton(page, name)).toHaveAttribute(
      "aria-pressed",
      String(name === selected),
    );
  }
}

test("shows all eight projects with All pressed by default", async ({ page }) => {
  await page.goto("/gallery");
  await expect(page.getByRole("heading", { level: 1, name: "Our Project Gallery" })).toBeVisible();
  await expect(projects(page)).toHaveCount(8);
  await expectSelected(page, "All");
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Showing 8 projects");

  // Each card: a photo whose alt is the title, the title, a place and a category.
  const first = projects(page).first();
  const title = await first.getByRole("heading", { level: 3 }).textContent();
  await expect(first.getByRole("img", { name: title ?? "" })).toBeVisible();
  await expect(first.getByText("Patia, Bhubaneswar")).toBeVisible();
  await expect(first.getByText("Residential")).toBeVisible();

  await expect(page.getByText(footerNote)).toBeVisible();
});

test("each category shows only its projects, in the URL and after a reload", async ({ page }) => {
  await page.goto("/gallery");
  for (const { slug, label, count } of categories) {
    await filterButton(page, label).click();
    await expect(projects(page)).toHaveCount(count);
    await expectSelected(page, label);
    expect(categoryInUrl(page)).toBe(slug);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `Showing ${count} ${count === 1 ? "project" : "projects"}`,
    );
    for (const card of await projects(page).all()) {
      await expect(card.getByText(`Category: ${label}`, { exact: true })).toBeVisible();
    }
  }

  // The filter lives in the URL, so a reload keeps it.
  await filterButton(page, "Commercial").click();
  await expect(projects(page)).toHaveCount(2);
  await page.reload();
  await expect(projects(page)).toHaveCount(2);
  await expectSelected(page, "Commercial");

  await filterButton(page, "All").click();
  await expect(projects(page)).toHaveCount(8);
  await expectSelected(page, "All");
  expect(categoryInUrl(page)).toBeNull();
});

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

test("Testimonials has no projects yet and says so", async ({ page }) => {
  await page.goto("/gallery");
  await filterButton(page, "Testimonials").click();
  await expect(projects(page)).toHaveCount(0);
  await expect(page.getByText(emptyMessage, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Showing 0 projects");

  await page.getByRole("link", { name: "Show all projects" }).click();
  await expect(projects(page)).toHaveCount(8);
  await expectSelected(page, "All");
});

test("an unknown category falls back to All", async ({ page }) => {
  for (const path of ["/gallery?category=Solar%20Farms", "/gallery?category=solar-farms"]) {
    await page.goto(path);
    await expect(projects(page)).toHaveCount(8);
    await expectSelected(page, "All");
  }
});

test("a slug URL opens its category, and the filter works from there", async ({ page }) => {
  await page.goto("/gallery?category=battery-systems");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(projects(page)).toHaveCount(1);
  await expect(projects(page).getByRole("heading", { level: 3 })).toHaveText(
    "Lithium Battery Backup Room",
  );
  await expectSelected(page, "Battery Systems");

  await filterButton(page, "Residential").click();
  await expect(projects(page)).toHaveCount(2);
  expect(categoryInUrl(page)).toBe("residential");
});

test("an older link naming the category's label, in any case, still filters", async ({ page }) => {
  for (const [value, label, count] of [
    ["Residential", "Residential", 2],
    ["before%20%26%20after", "Before & After", 1],
    ["INSTALLATION+PROCESS", "Installation Process", 1],
  ] as const) {
    await page.goto(`/gallery?category=${value}`);
    await expect(projects(page)).toHaveCount(count);
    await expectSelected(page, label);
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

  test("the server renders a filtered URL, and the filter buttons still work", async ({ page }) => {
    await page.goto("/gallery?category=industrial");
    await expect(projects(page)).toHaveCount(1);
    await expect(projects(page).getByRole("heading", { level: 3 })).toHaveText(
      "Factory and Warehouse Rooftop Plant",
    );
    await expectSelected(page, "Industrial");

    await filterButton(page, "Before & After").click();
    await expect(page).toHaveURL(/category=before-after$/);
    await expect(projects(page)).toHaveCount(1);
    await expectSelected(page, "Before & After");

    await filterButton(page, "Testimonials").click();
    await expect(page.getByText(emptyMessage, { exact: true })).toBeVisible();

    await filterButton(page, "All").click();
    await expect(projects(page)).toHaveCount(8);
    expect(categoryInUrl(page)).toBeNull();
    await expectSelected(page, "All");
    await expect(page.getByText(footerNote)).toBeVisible();
  });

  test("an older link naming the category's label is rendered filtered", async ({ page }) => {
    await page.goto("/gallery?category=Battery%20Systems");
    await expect(projects(page)).toHaveCount(1);
    await expectSelected(page, "Battery Systems");
    await page.goto("/gallery?category=testimonials");
    await expect(page.getByText(emptyMessage, { exact: true })).toBeVisible();
    await expectSelected(page, "Testimonials");
  });
});
