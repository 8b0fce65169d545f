import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { formsCopy as enForms } from "../../app/content/copy/en/forms";
import { formsCopy as orForms } from "../../app/content/copy/or/forms";
import { dashboardCopy as copy } from "../../app/content/dashboard";
import { expect, test } from "./fixtures";
import { createStaff, signInPage } from "./inbox";
import { rawRequest } from "./servers";
import { hydrated, pageOn, withSurveySite } from "./survey-site";

// Issue 37 on the production build: three visitors arrive through a Google ad's URL, the Odia
// planner and a plain visit without script; none gets a cookie or loads anything from another
// site before (or after) sending a form. The owner's dashboard shows them by source, language
// and form; a figure's link opens exactly its leads; a lead moved on moves the funnel. Nobody
// without a session, and no staff member without the role, opens the dashboard or its data.

test.describe.configure({ timeout: 180_000 });

const shots = "/tmp/shots-dashboard";

async function shoot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** Every request a page makes to another origin than the site's. */
function foreignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && !["data:", "blob:"].includes(url.protocol)) foreign.push(url.href);
  });
  return foreign;
}

const noCookies = async (context: BrowserContext) => expect(await context.cookies()).toEqual([]);

/** The planner's visitor reads on a phone; the others on the test browser, a computer's. */
const androidPhone =
  "Mozilla/5.0 (Linux; Android 14; moto g54 5G) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

async function sendQuote(page: Page, locale: "en" | "or", name: string, email: string) {
  const words = { en: enForms, or: orForms }[locale];
  const form = page.getByRole("form", { name: words.quote.heading });
  await form.getByLabel(words.person.name.label).fill(name);
  await form.getByLabel(words.person.email.label).fill(email);
  await form.getByLabel(words.person.phone.label).fill("+91 94370 77701");
  await form.getByLabel(words.quote.location.label).fill("751024");
  await form.getByRole("button", { name: words.quote.submit }).click();
  await expect(page.getByTestId("survey-offer")).toBeVisible();
}

test("leads from an ad, the Odia planner and a plain visit show by source; a figure opens its leads; the funnel moves", async ({
  browser,
}) => {
  await withSurveySite(async ({ origin, databaseUrl }) => {
    const stamp = Date.now();
    const owner = await createStaff("owner", "Priya Das", databaseUrl);
    const seller = await createStaff("staff", "Amit Nayak", databaseUrl);
    const manager = await createStaff("manager", "Rina Sahu", databaseUrl);

    // A Google ad's visitor lands on the home page and asks for a quote two pages later.
    const ad = await pageOn(browser, origin);
    const planner = await pageOn(browser, origin, { width: 390, userAgent: androidPhone });
    const plain = await pageOn(browser, origin, { javaScriptEnabled: false });
    const office = await pageOn(browser, origin);
    try {
      const adForeign = foreignRequests(ad.page, origin);
      await ad.page.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=rooftop&gclid=TEST123");
      await hydrated(ad.page);
      await ad.page.goto("/about");
      await ad.page.goto("/quote-request");
      await hydrated(ad.page);
      await noCookies(ad.context);
      await sendQuote(ad.page, "en", "Ad Visitor", `ad-${stamp}@example.com`);
      await noCookies(ad.context);
      expect(adForeign).toEqual([]);

      // The Odia planner's visitor takes their plan to the quote form.
      const plannerForeign = foreignRequests(planner.page, origin);
      await planner.page.goto("/or/solar-calculator?by=bill&bill=2000&roof=500");
      await hydrated(planner.page);
      const toQuote = planner.page.locator('a[href*="quote-request?plan="]').first();
      await planner.page.goto((await toQuote.getAttribute("href"))!);
      await hydrated(planner.page);
      await noCookies(planner.context);
      await sendQuote(planner.page, "or", "ଅନିତା ମହାନ୍ତି", `planner-${stamp}@example.com`);
      await noCookies(planner.context);
      expect(plannerForeign).toEqual([]);

      // A plain visit, without script: the contact form.
      await plain.page.goto("/contact");
      const contact = plain.page.getByRole("form", { name: "Send Us a Message" });
      await contact.getByLabel("Full Name").fill("Plain Visitor");
      await contact.getByLabel("Email Address").fill(`plain-${stamp}@example.com`);
      await contact.getByLabel("Message").fill("Do you install in Cuttack?");
      await contact.getByRole("button", { name: "Send Message" }).click();
      await expect(plain.page.getByRole("status").first()).toBeVisible();
      await noCookies(plain.context);

      // The owner's dashboard: by source, language, form and device.
      const page = office.page;
      await signInPage(page, owner, "/inbox/dashboard");
      await hydrated(page);
      const row = (table: string, value: string) =>
        page.getByTestId(`dashboard-${table}`).locator(`tr[data-value="${value}"]`);
      await expect(row("channel", "ad-google")).toContainText(`${copy.channels["ad-google"]}1`);
      await expect(row("channel", "direct").locator("td").first()).toHaveText("2");
      await expect(row("language", "or").locator("td").first()).toHaveText("1");
      await expect(row("form", "planner")).toContainText(copy.values.form.planner!);
      await expect(row("form", "contact").locator("td").first()).toHaveText("1");
      await expect(row("landingPage", "/").locator("td").first()).toHaveText("1");
      await expect(row("landingPage", "/contact").locator("td").first()).toHaveText("1");
      await expect(row("device", "phone")).toContainText(`${copy.values.device.phone}1`);
      await expect(row("device", "computer").locator("td").first()).toHaveText("2");
      const funnel = page.getByTestId("dashboard-funnel");
      await expect(funnel.locator('tr[data-stage="lead"] td').first()).toHaveText("3");
      await expect(funnel.locator('tr[data-stage="contacted"] td').first()).toHaveText("0");
      await shoot(page, "dashboard-1280");

      // A figure's link opens exactly its leads.
      await row("channel", "ad-google").getByRole("link").first().click();
      await hydrated(page);
      await expect(page.getByTestId("dashboard-lead")).toHaveCount(1);
      await expect(page.getByTestId("dashboard-lead")).toContainText("Ad Visitor");

      // Contacting the lead moves the funnel.
      await page.getByTestId("dashboard-lead").getByRole("link").click();
      await hydrated(page);
      await page.getByLabel("Status").selectOption({ label: "Contacted" });
      await page.getByRole("button", { name: "Save status" }).click();
      await expect(page.getByText("Saved.")).toBeVisible();
      await page.goto("/inbox/dashboard");
      await hydrated(page);
      await expect(funnel.locator('tr[data-stage="contacted"] td').first()).toHaveText("1");
      await funnel.locator('tr[data-stage="contacted"]').getByRole("link").click();
      await hydrated(page);
      await expect(page.getByTestId("dashboard-lead")).toHaveCount(1);
      await expect(page.getByTestId("dashboard-lead")).toContainText("Ad Visitor");

      // On a phone.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/inbox/dashboard");
      await hydrated(page);
      await shoot(page, "dashboard-390");

      // The CSV of a table.
      const csv = await page.request.get("/inbox/dashboard.csv?table=channel");
      expect(csv.headers()["content-type"]).toContain("text/csv");
      expect(await csv.text()).toContain(`${copy.channels["ad-google"]},1,`);
    } finally {
      for (const opened of [ad, planner, plain, office]) await opened.context.close();
    }

    // Nobody else: no session, a salesperson without the role; a manager may.
    for (const path of [
      "/inbox/dashboard",
      "/inbox/dashboard/leads?figure=stage&stage=lead",
      "/inbox/dashboard.csv?table=funnel",
    ]) {
      const refused = await rawRequest(`${origin}${path}`);
      expect(refused.status, path).toBe(302);
      expect(refused.headers.location, path).toContain("/inbox/login");
    }
    expect((await rawRequest(`${origin}/inbox/dashboard.data`)).status).toBe(401);
    for (const [who, status] of [
      [seller, 403],
      [manager, 200],
    ] as const) {
      const visit = await pageOn(browser, origin);
      try {
        await signInPage(visit.page, who, "/inbox");
        const pageAnswer = await visit.page.request.get("/inbox/dashboard", { maxRedirects: 0 });
        expect(pageAnswer.status(), who.name).toBe(status);
        const dataAnswer = await visit.page.request.get("/inbox/dashboard.data");
        expect(dataAnswer.status(), who.name).toBe(status);
        const csvAnswer = await visit.page.request.get("/inbox/dashboard.csv?table=funnel");
        expect(csvAnswer.status(), who.name).toBe(status);
        await expect(visit.page.getByRole("link", { name: copy.title })).toHaveCount(
          status === 200 ? 1 : 0,
        );
      } finally {
        await visit.context.close();
      }
    }
  });
});
