import { contact, contactLinks } from "../../app/content/company";
import { expect, expectOpen, faqQuestions, test } from "./fixtures";

// Spec section 2 (FAQ, Privacy Policy), 3 (six FAQ entries) and 9 (retention periods).

test.describe("FAQ", () => {
  test("six questions; one answer open at a time, and an open one closes", async ({ page }) => {
    await page.goto("/faq");
    await expect(
      page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
    ).toBeVisible();
    const triggers = faqQuestions(page);
    await expect(triggers).toHaveCount(6);
    for (const trigger of await triggers.all()) {
      await expectOpen(trigger, false);
    }

    const first = triggers.nth(0);
    const savings = triggers.nth(4);
    const firstAnswer = page.getByRole("region", { name: "How long do solar panels last?" });

    await first.click();
    await expectOpen(first, true);
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText("25-30 years");

    await savings.click();
    await expectOpen(savings, true);
    await expectOpen(first, false);
    await expect(firstAnswer).toBeHidden();
    await expect(
      page.getByRole("region", { name: "How much can I save on my electricity bill?" }),
    ).toContainText("50%");

    await savings.click();
    await expectOpen(savings, false);
    for (const trigger of await triggers.all()) {
      await expectOpen(trigger, false);
    }
  });

  test("every answer is in the server's HTML", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    for (const fact of [
      "25-30 years",
      "EMI",
      "100% on solar",
      "Annual Maintenance Contract (AMC)",
      "50%-90%",
      "switches off automatically when the grid goes down",
    ]) {
      expect(html).toContain(fact);
    }
  });

  test("Contact Us leads to the contact page", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Get In Touch" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the accordion still opens one answer at a time", async ({ page }) => {
      await page.goto("/faq");
      const triggers = faqQuestions(page);
      await triggers.nth(0).click();
      await expect(page.getByText(/last 25-30 years/)).toBeVisible();
      await triggers.nth(4).click();
      await expect(page.getByText(/bills by 50%-90%/)).toBeVisible();
      await expect(page.getByText(/last 25-30 years/)).toBeHidden();
    });
  });
});

test.describe("Privacy Policy", () => {
  const sections = [
    "Our Commitment",
    "Information We Collect",
    "How We Use Your Information",
    "Data Sharing and Disclosure",
    "Data Security",
    "Your Privacy Rights",
    "Solar-Specific Data Retention",
    "Changes to This Policy",
    "Contact Us",
  ];

  test("shows the date and the nine sections in order", async ({ page }) => {
    await page.goto("/privency-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText("Last updated: July 26, 2025")).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(sections);
  });

  test("states the three retention periods", async ({ page }) => {
    await page.goto("/privency-policy");
    const retention = page.getByRole("region", { name: "Solar-Specific Data Retention" });
    await expect(retention).toContainText("up to 3 years from your last contact");
    await expect(retention).toContainText("typically kept for 7 years");
    await expect(retention).toContainText("lifecycle, typically 25+ years");
  });

  test("the contents link to each section, and Contact Us has the company's details", async ({
    page,
  }) => {
    await page.goto("/privency-policy");
    const contents = page.getByRole("navigation", { name: "On this page" });
    await expect(contents.getByRole("link")).toHaveCount(sections.length);
    for (const [index, section] of sections.entries()) {
      await expect(contents.getByRole("link").nth(index)).toHaveAccessibleName(section);
    }
    await contents.getByRole("link", { name: "Solar-Specific Data Retention" }).click();
    await expect(page).toHaveURL(/#solar-specific-data-retention$/);
    await expect(
      page.getByRole("heading", { level: 2, name: "Solar-Specific Data Retention" }),
    ).toBeInViewport();

    const contactUs = page.getByRole("region", { name: "Contact Us" });
    await expect(contactUs.getByRole("link", { name: contact.phoneDisplay })).toHaveAttribute(
      "href",
      contactLinks.tel,
    );
    await expect(contactUs.getByRole("link", { name: contact.email })).toHaveAttribute(
      "href",
      contactLinks.mailto,
    );
    await expect(contactUs).toContainText(contact.address.street);
  });

  test("Return to Homepage leads home", async ({ page }) => {
    await page.goto("/privency-policy");
    await page.getByRole("link", { name: "Return to Homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Solar Power Solutions for Homes and Businesses",
      }),
    ).toBeVisible();
  });
});
