import type { Page } from "@playwright/test";
import type { Locale } from "../../app/lib/i18n/locale";
import { expect, language, languages, test } from "./fixtures";
import { expectedErrors, exportLeads, holdRequests, toast, uniqueEmail } from "./leads";

// The blog's newsletter box, at /blog and /or/blog.

const newsletterBox = (page: Page, locale: Locale = "en") =>
  page.getByRole("region", { name: language[locale].words.blog.sidebar.newsletter.heading });

async function subscribers(email: string) {
  return (await exportLeads("newsletter")).filter((lead) => lead.email === email);
}

for (const { locale, tag, path, words } of languages) {
  const { newsletter } = words.forms;
  const box = (page: Page) => newsletterBox(page, locale);

  test.describe(`${tag} newsletter with JavaScript`, () => {
    test("subscribes once, however often the same address is sent", async ({ page }) => {
      const email = uniqueEmail(`newsletter-js-${locale}`);
      await page.goto(path("/blog"));
      await box(page).getByLabel(newsletter.emailLabel).fill(email.toUpperCase());
      const release = await holdRequests(page, `**${path("/forms/newsletter")}`);
      await box(page).getByRole("button", { name: newsletter.submit }).click();
      await expect(box(page).getByRole("button", { name: newsletter.pending })).toBeDisabled();
      release();
      await expect(toast(page)).toContainText(newsletter.success.title);
      await expect(box(page).getByRole("status")).toContainText(newsletter.success.title);
      await expect(box(page).getByRole("status")).toContainText(newsletter.success.description);
      await expect(box(page).getByLabel(newsletter.emailLabel)).toHaveCount(0);

      // The same address again, on a fresh page: the same friendly answer, still one subscriber.
      await page.goto(path("/blog"));
      await box(page).getByLabel(newsletter.emailLabel).fill(email);
      await box(page).getByRole("button", { name: newsletter.submit }).click();
      await expect(box(page).getByRole("status")).toContainText(newsletter.success.title);

      const stored = await subscribers(email);
      expect(stored).toEqual([
        {
          kind: "newsletter",
          id: expect.any(Number),
          createdAt: expect.any(String),
          language: locale,
          email,
        },
      ]);
    });

    test("a malformed address is shown next to the field, and nothing is sent", async ({
      page,
    }) => {
      let posted = false;
      page.on("request", (request) => {
        if (request.method() === "POST") posted = true;
      });
      await page.goto(path("/blog"));
      const field = box(page).getByLabel(newsletter.emailLabel);
      await field.fill("reader@");
      await box(page).getByRole("button", { name: newsletter.submit }).click();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(
        language[locale].words.fieldErrors.email.invalid_email({ code: "invalid_email" }),
      );
      expect(posted).toBe(false);
    });
  });
}

test.describe("newsletter with JavaScript", () => {
  test("a failed request keeps the address and says so", async ({ page, pageErrors }) => {
    const email = uniqueEmail("newsletter-fail");
    await page.goto("/blog");
    const box = newsletterBox(page);
    await box.getByLabel("Email address").fill(email);
    await page.route("**/forms/newsletter", (route) =>
      route.request().method() === "POST" ? route.abort("connectionreset") : route.continue(),
    );
    await box.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(toast(page).and(page.locator('[data-variant="destructive"]'))).toContainText(
      "Not sent",
    );
    await expect(box.getByLabel("Email address")).toHaveValue(email);
    expect(await subscribers(email)).toEqual([]);
    expectedErrors(pageErrors, /ERR_CONNECTION_RESET|net::ERR_FAILED/);
  });
});

test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("subscribes and the blog page confirms it", async ({ page }) => {
    const email = uniqueEmail("newsletter-nojs");
    await page.goto("/blog");
    const box = newsletterBox(page);
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(newsletterBox(page).getByRole("status")).toContainText("Subscribed!");
    expect(await subscribers(email)).toHaveLength(1);
  });
});
