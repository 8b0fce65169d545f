import { expect, expectNoViolations, odiaRoutes, routes, test } from "./fixtures";

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path } of [...routes, ...odiaRoutes]) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(path);
        await expectNoViolations(page, path);
      });
    }

    for (const path of [
      "/solar-calculator",
      "/solar-calculator?by=units&units=650&roof=30&roofUnit=sqm&system=hybrid&pay=loan&yield=abc",
      "/quote-request?plan=by%3Dbill%26bill%3D2000%26roof%3D500",
    ]) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(path);
        // The assumptions and the chart's table are read too.
        for (const details of await page.locator("details").all()) {
          await details.evaluate((element) => element.setAttribute("open", ""));
        }
        await expectNoViolations(page, path);
      });
    }

    test("an article has no violations", async ({ page }) => {
      await page.goto("/blog");
      await page
        .getByRole("link", { name: /Read More/ })
        .first()
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page, page.url());
    });
  });
}

test.describe("with the phone menu open", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the open menu has no violations", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expectNoViolations(page, "menu open");
  });
});

test("a page showing a toast has no violations", async ({ page }) => {
  await page.goto("/contact");
  const form = page.locator("form").filter({ has: page.locator('textarea[name="message"]') });
  await form.locator('input[name="name"]').fill("Ananya Mohanty");
  await form.locator('input[name="email"]').fill("ananya@example.in");
  await form
    .locator('textarea[name="message"]')
    .fill("Please call me about a 3 kW rooftop system.");
  await form.getByRole("button", { name: /send/i }).click();
  await expect(page.getByText("Message Sent!").first()).toBeVisible();
  await expectNoViolations(page, "toast shown");
});
