import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectedErrors, exportLeads, holdRequests, toast, uniqueEmail } from "./leads";

const newsletterBox = (page: Page) => page.getByRole("region", { name: "Solar Newsletter" });

async function subscribers(email: string) {
  return (await exportLeads("newsletter")).filter((lead) => lead.email === email);
}

test.describe("newsletter with JavaScript", () => {
  test("subscribes once, however often the same address is sent", async ({ page }) => {
    const email = uniqueEmail("newsletter-js");
    await page.goto("/blog");
    const box = newsletterBox(page);
    await box.getByLabel("Email address").fill(email.toUpperCase());
    const release = await holdRequests(page, "**/forms/newsletter");
    await box.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(box.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText("Subscribed!");
    await expect(box.getByRole("status")).toContainText("Subscribed!");
    await expect(box.getByLabel("Email address")).toHaveCount(0);

    // The same address again, on a fresh page: the same friendly answer, still one subscriber.
    await page.goto("/blog");
    await newsletterBox(page).getByLabel("Email address").fill(email);
    await newsletterBox(page).getByRole("button", { name: "Subscribe Now" }).click();
    await expect(newsletterBox(page).getByRole("status")).toContainText("Subscribed!");

    const stored = await subscribers(email);
    expect(stored).toEqual([
      {
        kind: "newsletter",
        id: expect.any(Number),
        createdAt: expect.any(String),
        language: "en",
        email,
      },
    ]);
  });

  test("a malformed address is shown next to the field, and nothing is sent", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.goto("/blog");
    const box = newsletterBox(page);
    await box.getByLabel("Email address").fill("reader@");
    await box.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(box.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(box.getByLabel("Email address")).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@example.com.",
    );
    expect(posted).toBe(false);
  });

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
