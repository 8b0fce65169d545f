import { expect, routes, test } from "./fixtures";

test.describe("every route", () => {
  for (const { path, heading } of routes) {
    test(`${path} answers with its heading inside the shared layout`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page).toHaveTitle(/.{10,}/);
    });
  }

  test("the server sends every page's heading in its HTML, before any script runs", async ({
    request,
  }) => {
    for (const { path, heading } of routes) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(heading.replace("&", "&amp;"));
      expect(html, path).toContain("Get a Free Quote");
      expect(html, path).toContain("Powering your future with clean, reliable solar energy");
    }
  });
});

test("an unknown path shows the home page, answered 404 and kept out of search", async ({
  page,
}) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Solar Power Solutions for Homes and Businesses" }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
});

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("lists the spec's pages, highlights the current one and follows links", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const labels = [
      "Home",
      "About Us",
      "Products/Services",
      "Blog",
      "Gallery",
      "Privacy Policy",
      "Contact Us",
    ];
    await expect(nav.getByRole("link")).toHaveText(labels);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Project Gallery");
    await expect(nav.getByRole("link", { name: "Gallery" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await page.getByRole("banner").getByRole("link", { name: "Get a Free Quote" }).click();
    await expect(page).toHaveURL(/\/quote-request$/);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test("the header stays at the top while the page scrolls", async ({ page }) => {
    await page.goto("/privency-policy");
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await page.getByRole("banner").boundingBox())?.y).toBe(0);
  });
});

test.describe("phone navigation", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu button opens the menu, and choosing a link closes it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();

    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test("the footer holds the address, contact links, social links, quick links and credits", async ({
  page,
}) => {
  await page.goto("/how-it-works");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Bhubaneswar, Odisha");
  await expect(footer.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:\+91/);
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
  await expect(social).toHaveCount(5);
  for (const name of ["Facebook", "Twitter", "Instagram", "LinkedIn", "YouTube"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const quickLinks = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
  const targets = await quickLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  );
  expect(targets).toEqual(["/about", "/products-services", "/faq", "/contact"]);
  await expect(footer).toContainText(
    "Powering your future with clean, reliable solar energy solutions.",
  );
  await expect(footer).toContainText(
    `© ${new Date().getFullYear()} Suryoday Solar Pvt. Ltd. All rights reserved.`,
  );
  await expect(footer).not.toContainText("..");
  await expect(footer).toContainText(/Website by/);
  await expect(page.getByRole("banner")).toContainText("Powering India's Future");
});
