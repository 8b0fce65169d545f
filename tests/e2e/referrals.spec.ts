import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { formsCopy as enForms } from "../../app/content/copy/en/forms";
import { formsCopy as orForms } from "../../app/content/copy/or/forms";
import { referralCopy as enReferral } from "../../app/content/copy/en/referrals";
import { referralCopy as orReferral } from "../../app/content/copy/or/referrals";
import { referralDeskCopy as desk } from "../../app/content/referral-desk";
import { fill } from "../../app/lib/i18n/fill";
import { customerWithProject } from "./customers";
import { expect, test } from "./fixtures";
import { createStaff, signInPage } from "./inbox";
import { rawRequest } from "./servers";
import { hydrated, pageOn, withSurveySite } from "./survey-site";

// Issue 36: each customer's project page has a referral link to share (and a WhatsApp share
// button), in their language; a visitor who comes through it and asks for a quote carries the
// referrer on their lead, reading the referrer's first name only when the referrer agreed;
// staff see who referred whom and mark the reward paid; a tampered or renewed link adds
// nothing; the referral desk refuses anyone without a session.

test.describe.configure({ timeout: 180_000 });

const shots = "/tmp/shots-referrals";
const forms = { en: enForms, or: orForms };

async function shoot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** The path and query of an absolute link, to open on the test's own site. */
const onSite = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function askForQuote(page: Page, locale: "en" | "or", name: string, email: string) {
  await hydrated(page);
  const copy = forms[locale];
  const form = page.getByRole("form", { name: copy.quote.heading });
  await form.getByLabel(copy.person.name.label).fill(name);
  await form.getByLabel(copy.person.email.label).fill(email);
  await form.getByLabel(copy.person.phone.label).fill("+91 94370 66601");
  await form.getByLabel(copy.quote.location.label).fill("751007");
  await form.getByRole("button", { name: copy.quote.submit }).click();
  await expect(page.getByTestId("survey-offer")).toBeVisible();
}

async function leadPage(page: Page, name: string) {
  await page.goto("/inbox");
  await hydrated(page);
  const link = page.getByRole("list", { name: "Leads" }).getByRole("link", { name });
  await page.goto((await link.getAttribute("href"))!);
  await hydrated(page);
}

test("a customer's referral link brings a quote request that names them; a tampered or renewed link adds nothing", async ({
  browser,
}) => {
  await withSurveySite(async ({ origin, databaseUrl }) => {
    const stamp = Date.now();
    const sasmita = await customerWithProject(databaseUrl, 1, "en", `ref-en-${stamp}@example.com`);
    const bikash = await customerWithProject(databaseUrl, 2, "or", `ref-or-${stamp}@example.com`);
    const staff = await createStaff("owner", "Priya Das", databaseUrl);
    const customer = await pageOn(browser, origin, { width: 390, javaScriptEnabled: false });
    const visitor = await pageOn(browser, origin);
    const phone = await pageOn(browser, origin, { width: 390 });
    const office = await pageOn(browser, origin);
    try {
      // The customer finds their link on their project page, with WhatsApp's share, and agrees
      // to show their first name.
      await customer.page.emulateMedia({ reducedMotion: "reduce" });
      await customer.page.goto(sasmita.path);
      const card = customer.page.getByTestId("project-referral");
      const link = await card.getByLabel(enReferral.card.linkLabel).inputValue();
      expect(link).toMatch(/\/quote-request\?ref=[\w-]{43}$/);
      const share = await card
        .getByRole("link", { name: enReferral.card.whatsapp })
        .getAttribute("href");
      expect(share).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(new URL(share!).searchParams.get("text")).toContain(link);
      await card.getByLabel(fill(enReferral.card.showName, { name: "Sasmita" })).check();
      await card.getByRole("button", { name: enReferral.card.save }).click();
      await expect(customer.page.getByTestId("project-referral").getByRole("status")).toHaveText(
        enReferral.card.saved,
      );
      // The same link each time the page is opened.
      expect(await customer.page.getByLabel(enReferral.card.linkLabel).inputValue()).toBe(link);
      await shoot(customer.page, "customer-referral-390");

      // A visitor through the link reads the first name only, and asks for a quote.
      await visitor.page.goto(onSite(link));
      await expect(visitor.page.getByTestId("referral-banner")).toHaveText(
        fill(enReferral.banner.named, { name: "Sasmita" }),
      );
      await expect(visitor.page.getByText("Behera")).toHaveCount(0);
      await shoot(visitor.page, "visitor-referred-1280");
      await askForQuote(visitor.page, "en", "Ravi Patnaik", `ravi-${stamp}@example.com`);

      // A link changed by one character shows nothing and adds nothing.
      const token = new URL(link).searchParams.get("ref")!;
      const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
      await visitor.page.goto(`/quote-request?ref=${tampered}`);
      await expect(visitor.page.getByTestId("referral-banner")).toHaveCount(0);
      await askForQuote(visitor.page, "en", "Tapan Jena", `tapan-${stamp}@example.com`);

      // The customer makes a new link: the old one opens nothing.
      await customer.page.goto(sasmita.path);
      await customer.page
        .getByTestId("project-referral")
        .getByRole("button", { name: enReferral.card.renew })
        .click();
      await expect(customer.page.getByTestId("project-referral").getByRole("status")).toHaveText(
        enReferral.card.renewed,
      );
      const renewed = await customer.page.getByLabel(enReferral.card.linkLabel).inputValue();
      expect(renewed).not.toBe(link);
      await visitor.page.goto(onSite(link));
      await expect(visitor.page.getByTestId("referral-banner")).toHaveCount(0);
      await askForQuote(visitor.page, "en", "Sunil Rout", `sunil-${stamp}@example.com`);

      // In Odia: the card in Odia, a link to the Odia quote page; the customer did not agree
      // to show their name, so the visitor reads only that a customer recommends us.
      await customer.page.goto(bikash.path);
      const odiaCard = customer.page.getByTestId("project-referral");
      await expect(odiaCard.getByRole("heading")).toHaveText(orReferral.card.heading);
      const odiaLink = await odiaCard.getByLabel(orReferral.card.linkLabel).inputValue();
      expect(odiaLink).toMatch(/\/or\/quote-request\?ref=[\w-]{43}$/);
      await shoot(customer.page, "customer-referral-odia-390");
      await phone.page.goto(onSite(odiaLink));
      await expect(phone.page.getByTestId("referral-banner")).toHaveText(
        orReferral.banner.anonymous,
      );
      await expect(phone.page.getByText("ବିକାଶ")).toHaveCount(0);
      await shoot(phone.page, "visitor-referred-odia-390");
      await askForQuote(phone.page, "or", "ଅନିତା ଦାସ", `anita-${stamp}@example.com`);

      // Staff see who referred whom, and mark a reward paid from the lead's page.
      await signInPage(office.page, staff, "/inbox/referrals");
      await hydrated(office.page);
      const listed = office.page.getByTestId("referral");
      await expect(listed).toHaveCount(2);
      await expect(listed.filter({ hasText: "Ravi Patnaik" })).toContainText(
        fill(desk.referredBy, { name: "Sasmita Behera" }),
      );
      await expect(listed.filter({ hasText: "ଅନିତା ଦାସ" })).toContainText(
        fill(desk.referredBy, { name: "ବିକାଶ ସାହୁ" }),
      );
      await expect(office.page.getByText("Tapan Jena")).toHaveCount(0);
      await expect(office.page.getByText("Sunil Rout")).toHaveCount(0);
      await shoot(office.page, "staff-referrals-1280");

      await leadPage(office.page, "Ravi Patnaik");
      const panel = office.page.getByTestId("lead-referral");
      await expect(panel).toContainText(fill(desk.referredBy, { name: "Sasmita Behera" }));
      await panel.getByLabel(desk.note).fill("₹500 by UPI");
      await panel.getByRole("button", { name: desk.markPaid }).click();
      await expect(panel.getByTestId("referral-reward")).toContainText("Reward paid on");
      await expect(panel.getByTestId("referral-reward")).toContainText("by Priya Das: ₹500 by UPI");
      await expect(office.page.getByText("Came through a customer's referral link")).toBeVisible();
      await shoot(office.page, "staff-referred-lead-1280");
      for (const name of ["Tapan Jena", "Sunil Rout"]) {
        await leadPage(office.page, name);
        await expect(office.page.getByTestId("lead-referral")).toHaveCount(0);
      }

      // Nobody else reaches the referrals.
      const refused = await rawRequest(`${origin}/inbox/referrals`);
      expect(refused.status).toBe(302);
      expect(refused.headers.location).toContain("/inbox/login");
      expect((await rawRequest(`${origin}/inbox/referrals.data`)).status).toBe(401);
    } finally {
      for (const opened of [customer, visitor, phone, office]) await opened.context.close();
    }
  });
});
