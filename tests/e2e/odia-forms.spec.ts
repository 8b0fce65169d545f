import type { Page } from "@playwright/test";
import { contactCopy as orContact } from "../../app/content/copy/or/contact";
import { fieldErrorSentences as orErrors } from "../../app/content/copy/or/field-errors";
import { formsCopy as or } from "../../app/content/copy/or/forms";
import { pagesCopy as orPages } from "../../app/content/copy/or/pages";
import { quoteCopy as orQuote } from "../../app/content/copy/or/quote";
import { expect, test } from "./fixtures";
import { createStaff, signInPage } from "./inbox";
import { expectedErrors, exportLeads, holdRequests, toast, uniqueEmail } from "./leads";

// The lead forms on the Odia pages (/or/...): their words, field errors and toasts in Odia,
// with and without JavaScript, and each lead remembering it was sent in Odia.

const contactForm = (page: Page) => page.getByRole("form", { name: or.contact.heading });
const quoteForm = (page: Page) => page.getByRole("form", { name: or.quote.heading });
const estimateCard = (page: Page) =>
  page.getByRole("complementary", { name: orQuote.estimateCard.heading });
// The blog sidebar's box (its heading is the blog's own copy).
const newsletterBox = (page: Page) =>
  page.locator('section[aria-labelledby="blog-newsletter-heading"]');

/** No English sentence of the forms may show on an Odia page. */
const englishWords = [
  "Send Us a Message",
  "Full Name",
  "Email Address",
  "Sending...",
  "Privacy Policy",
  "Your Details",
  "Preliminary Estimate",
  "What happens next",
];

test.describe("the forms' pages in Odia", () => {
  for (const [path, heading] of [
    ["/or/contact", orPages.pages.contact.heading],
    ["/or/quote-request", orPages.pages.quoteRequest.heading],
  ] as const) {
    test(`${path} answers in Odia, its links staying in Odia`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "or");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const main = page.getByRole("main");
      for (const english of englishWords) await expect(main).not.toContainText(english);
      await expect(main.getByRole("link", { name: or.privacyLink })).toHaveAttribute(
        "href",
        "/or/privency-policy",
      );
      for (const href of await main
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
        expect(href, "an internal link on an Odia page").toMatch(/^\/or(\/|$|\?)/);
      }
    });
  }

  test("/or/contact shows the details, the map and the banner in Odia", async ({ page }) => {
    await page.goto("/or/contact");
    await expect(
      page.getByRole("heading", { level: 2, name: orContact.details.heading }),
    ).toBeVisible();
    await expect(page.getByRole("main")).toContainText("ଖଣ୍ଡଗିରି");
    await expect(page.getByRole("region", { name: orContact.map.label })).toBeAttached();
    const banner = page.getByRole("region", { name: orContact.banner.heading });
    await expect(banner.getByRole("link", { name: orContact.banner.call })).toHaveAttribute(
      "href",
      "tel:+916742550123",
    );
  });
});

test.describe("contact form in Odia with JavaScript", () => {
  test("sends: the Odia pending label, the Odia toast, a cleared form, the lead stored as Odia", async ({
    page,
  }) => {
    const email = uniqueEmail("odia-contact-js");
    await page.goto("/or/contact");
    const form = contactForm(page);
    await form.getByLabel(or.person.name.label).fill("ସସ୍ମିତା ବେହେରା");
    await form.getByLabel(or.person.email.label).fill(email);
    // Odia digits are accepted and stored as Latin ones.
    await form.getByLabel(or.person.phone.label).fill("+୯୧ ୯୪୩୭୦ ୧୧୧୧୧");
    await form.getByLabel(or.contact.message.label).fill("ଛାତ ଉପରେ 3 kW ସୋଲାର ଲଗାଇବାକୁ ଚାହୁଁଛି।");

    const release = await holdRequests(page, "**/or/forms/contact");
    await form.getByRole("button", { name: or.contact.submit }).click();
    await expect(form.getByRole("button", { name: or.contact.pending })).toBeDisabled();
    release();

    await expect(toast(page)).toContainText(or.contact.success.title);
    await expect(toast(page)).toContainText(or.contact.success.description);
    for (const label of [or.person.name.label, or.person.email.label, or.contact.message.label]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }

    const stored = (await exportLeads("contact")).filter((lead) => lead.email === email);
    expect(stored).toMatchObject([
      {
        name: "ସସ୍ମିତା ବେହେରା",
        phone: "+91 94370 11111",
        message: "ଛାତ ଉପରେ 3 kW ସୋଲାର ଲଗାଇବାକୁ ଚାହୁଁଛି।",
        language: "or",
      },
    ]);
  });

  test("shows Odia errors next to the fields, and sends nothing until they are fixed", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/or/contact");
    const form = contactForm(page);
    await form.getByRole("button", { name: or.contact.submit }).click();
    const name = form.getByLabel(or.person.name.label);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(orErrors.name.required());
    await expect(form.getByLabel(or.contact.message.label)).toHaveAccessibleDescription(
      orErrors.message.required(),
    );
    await form.getByLabel(or.person.email.label).fill("ananya@");
    await expect(form.getByLabel(or.person.email.label)).toHaveAccessibleDescription(
      orErrors.email.invalid_email(),
    );
    expect(posts).toEqual([]);
  });

  test("a failed request says so in Odia and keeps what was typed", async ({
    page,
    pageErrors,
  }) => {
    await page.goto("/or/contact");
    const form = contactForm(page);
    await form.getByLabel(or.person.name.label).fill("Retry");
    await form.getByLabel(or.person.email.label).fill(uniqueEmail("odia-retry"));
    await form.getByLabel(or.contact.message.label).fill("ପ୍ରଥମ ଚେଷ୍ଟା");
    await page.route("**/or/forms/contact", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    await form.getByRole("button", { name: or.contact.submit }).click();
    const failure = toast(page).and(page.locator('[data-variant="destructive"]'));
    await expect(failure).toContainText(or.failed.title);
    await expect(failure).toContainText(or.failed.text);
    await expect(form.getByLabel(or.contact.message.label)).toHaveValue("ପ୍ରଥମ ଚେଷ୍ଟା");
    expectedErrors(pageErrors, /status of 500/);
  });
});

test.describe("contact form in Odia without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sends the message and the page confirms it in Odia", async ({ page }) => {
    const email = uniqueEmail("odia-contact-nojs");
    await page.goto("/or/contact");
    const form = contactForm(page);
    await form.getByLabel(or.person.name.label).fill("ଅଫଲାଇନ ପାଠକ");
    await form.getByLabel(or.person.email.label).fill(email);
    await form.getByLabel(or.person.phone.label).fill("୯୪୩୭୦୧୧୧୧୧");
    await form.getByLabel(or.contact.message.label).fill("ସ୍କ୍ରିପ୍ଟ ବିନା ପଠାଯାଇଛି।");
    await form.getByRole("button", { name: or.contact.submit }).click();

    await expect(page).toHaveURL(/\/or\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "or");
    await expect(page.getByRole("status")).toContainText(or.contact.success.title);
    await expect(page.getByRole("status")).toContainText(or.contact.success.description);
    const stored = (await exportLeads("contact")).filter((lead) => lead.email === email);
    expect(stored).toMatchObject([{ phone: "9437011111", language: "or" }]);
  });

  test("answers a refused message with Odia errors from the server and what was typed", async ({
    page,
    pageErrors,
  }) => {
    await page.goto("/or/contact");
    const form = contactForm(page);
    await form.getByLabel(or.person.name.label).fill("ଅଫଲାଇନ ପାଠକ");
    // The browser accepts "name@host"; the server wants a full domain.
    await form.getByLabel(or.person.email.label).fill("offline@localhost");
    await form.getByLabel(or.contact.message.label).fill("ଏହି ଲେଖା ରଖନ୍ତୁ।");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: or.contact.submit }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText(or.invalid.title);
    await expect(form.getByLabel(or.person.email.label)).toHaveAccessibleDescription(
      orErrors.email.invalid_email(),
    );
    await expect(form.getByLabel(or.person.name.label)).toHaveValue("ଅଫଲାଇନ ପାଠକ");
    await expect(form.getByLabel(or.contact.message.label)).toHaveValue("ଏହି ଲେଖା ରଖନ୍ତୁ।");
    expectedErrors(pageErrors, /status of 400/);
  });
});

async function fillQuote(page: Page, email: string) {
  const form = quoteForm(page);
  await form.getByLabel(or.person.name.label).fill("ବିକାଶ ସାହୁ");
  await form.getByLabel(or.person.email.label).fill(email);
  await form.getByLabel(or.person.phone.label).fill("୯୪୩୭୦ ୨୨୨୨୨");
  await form.getByLabel(or.quote.location.label).fill("୭୫୧୦୦୭");
}

test.describe("quote request in Odia with JavaScript", () => {
  test("sends: the Odia pending label and toast, the estimate in Odia words and dollars, stored as Odia", async ({
    page,
  }) => {
    const email = uniqueEmail("odia-quote-js");
    await page.goto("/or/quote-request");
    const card = estimateCard(page);
    await expect(card).toContainText(orQuote.estimateCard.placeholder);
    await expect(page.getByRole("main")).toContainText(orQuote.nextSteps.heading);
    const form = quoteForm(page);
    await fillQuote(page, email);
    await expect(form.getByLabel(or.quote.product.label)).toContainText(
      or.quote.product.choices["not-sure"],
    );

    const release = await holdRequests(page, "**/or/forms/quote");
    await form.getByRole("button", { name: or.quote.submit }).click();
    await expect(form.getByRole("button", { name: or.quote.pending })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText(or.quote.success.title);
    await expect(toast(page)).toContainText(or.quote.success.description);
    await expect(card.getByTestId("estimate-recommendation")).toHaveText("5.0 kW ସୋଲାର ସିଷ୍ଟମ");
    await expect(card.getByTestId("estimate-price")).toHaveText("$12,500");
    await expect(card).toContainText("50 m² ଛାତ ଓ ମାସିକ $100 ବିଲ ଅନୁସାରେ।");

    const stored = (await exportLeads("quote")).filter((lead) => lead.email === email);
    expect(stored).toMatchObject([
      {
        phone: "94370 22222",
        location: "751007",
        language: "or",
        // Staff read the stored estimate in English.
        estimateRecommendation: "5.0 kW solar system",
        estimatePrice: "$12,500",
      },
    ]);
  });
});

test.describe("quote request in Odia without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sends the request and the answer confirms it in Odia, with the estimate", async ({
    page,
  }) => {
    const email = uniqueEmail("odia-quote-nojs");
    await page.goto("/or/quote-request");
    const form = quoteForm(page);
    await fillQuote(page, email);
    await form.getByLabel(or.quote.roofSize.label).fill("120");
    await form.getByLabel(or.quote.monthlyBill.label).fill("300");
    await form.getByRole("button", { name: or.quote.submit }).click();

    await expect(page).toHaveURL(/\/or\/quote-request$/);
    await expect(page.getByRole("status")).toContainText(or.quote.success.title);
    await expect(page.getByRole("link", { name: or.quote.seeEstimate })).toBeVisible();
    const card = estimateCard(page);
    await expect(card.getByTestId("estimate-recommendation")).toHaveText("12.0 kW ସୋଲାର ସିଷ୍ଟମ");
    await expect(card.getByTestId("estimate-price")).toHaveText("$30,000");
    const stored = (await exportLeads("quote")).filter((lead) => lead.email === email);
    expect(stored).toMatchObject([{ roofSize: 120, monthlyBill: 300, language: "or" }]);
  });

  test("a refused request comes back with Odia errors and every value kept", async ({
    page,
    pageErrors,
  }) => {
    await page.goto("/or/quote-request?product=inverters");
    const form = quoteForm(page);
    await fillQuote(page, "someone@localhost");
    await form.getByLabel(or.quote.address.label).fill("ପ୍ଲଟ 7, ସହିଦ ନଗର");
    await form.getByRole("button", { name: or.quote.submit }).click();

    await expect(page.getByRole("alert")).toContainText(or.invalid.title);
    await expect(form.getByLabel(or.person.email.label)).toHaveAccessibleDescription(
      orErrors.email.invalid_email(),
    );
    await expect(form.getByLabel(or.person.name.label)).toHaveValue("ବିକାଶ ସାହୁ");
    await expect(form.getByLabel(or.quote.address.label)).toHaveValue("ପ୍ଲଟ 7, ସହିଦ ନଗର");
    await expect(form.getByLabel(or.quote.product.label)).toHaveValue("inverters");
    expectedErrors(pageErrors, /status of 400/);
  });
});

test.describe("newsletter in Odia", () => {
  test("subscribes on /or/blog with the Odia words, stored as Odia", async ({ page }) => {
    const email = uniqueEmail("odia-newsletter");
    await page.goto("/or/blog");
    const box = newsletterBox(page);
    await box.getByLabel(or.newsletter.emailLabel).fill("reader@");
    await box.getByRole("button", { name: or.newsletter.submit }).click();
    await expect(box.getByLabel(or.newsletter.emailLabel)).toHaveAccessibleDescription(
      orErrors.email.invalid_email(),
    );
    await box.getByLabel(or.newsletter.emailLabel).fill(email);
    const release = await holdRequests(page, "**/or/forms/newsletter");
    await box.getByRole("button", { name: or.newsletter.submit }).click();
    await expect(box.getByRole("button", { name: or.newsletter.pending })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText(or.newsletter.success.title);
    await expect(box.getByRole("status")).toContainText(or.newsletter.success.description);
    const stored = (await exportLeads("newsletter")).filter((lead) => lead.email === email);
    expect(stored).toMatchObject([{ language: "or" }]);
  });
});

test("the inbox shows staff the language a lead was sent in", async ({ page }) => {
  const email = uniqueEmail("odia-inbox");
  const name = `ସସ୍ମିତା ${Date.now().toString(36)}`;
  await page.goto("/or/contact");
  const form = contactForm(page);
  await form.getByLabel(or.person.name.label).fill(name);
  await form.getByLabel(or.person.email.label).fill(email);
  await form.getByLabel(or.contact.message.label).fill("ଦୟାକରି ଫୋନ କରନ୍ତୁ।");
  await form.getByRole("button", { name: or.contact.submit }).click();
  await expect(toast(page)).toContainText(or.contact.success.title);

  await signInPage(page, createStaff(), `/inbox?q=${encodeURIComponent(email)}`);
  const card = page.getByRole("list", { name: "Leads" }).getByRole("link");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("lead-language")).toHaveText("Odia (ଓଡ଼ିଆ)");
  await card.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Language");
  await expect(page.getByRole("main")).toContainText("Odia (ଓଡ଼ିଆ)");
});
