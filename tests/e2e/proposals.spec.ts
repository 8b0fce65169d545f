import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { proposalCopy as enProposal } from "../../app/content/copy/en/proposal";
import { proposalCopy as orProposal } from "../../app/content/copy/or/proposal";
import { formsCopy as enForms } from "../../app/content/copy/en/forms";
import { formsCopy as orForms } from "../../app/content/copy/or/forms";
import { privateLinkCopy as enLink } from "../../app/content/copy/en/private-link";
import { privateLinkCopy as orLink } from "../../app/content/copy/or/private-link";
import { noticeVersion } from "../../app/lib/privacy/notice-version";
import { solarCalculatorCopy as enPlanner } from "../../app/content/copy/en/solar-calculator";
import { solarCalculatorCopy as orPlanner } from "../../app/content/copy/or/solar-calculator";
import { type TestDatabase, testEngines } from "../../app/lib/db/test-databases";
import { fill } from "../../app/lib/i18n/fill";
import { formatDate } from "../../app/lib/i18n/format";
import { todayInKolkata } from "../../app/lib/time/kolkata-day";
import {
  expect,
  expectNoViolations,
  expectPrivateAddressStaysHome,
  languages,
  test,
} from "./fixtures";
import { createStaff, signInPage } from "./inbox";
import { exportLeads, toast, uniqueAddress, uniqueEmail } from "./leads";
import { startMailCatcher } from "./mail-catcher";
import { startSite } from "./servers";
import { pageOn, salesDesk } from "./survey-site";

// Issue 21: staff write a proposal from a lead that came from the planner and send it; the
// customer opens it from the e-mail (read from a real SMTP listener), reads it on a phone or a
// desktop, prints it on A4 and accepts it; staff see the acceptance and cannot edit the accepted
// version; a new version can be sent; a tampered or withdrawn link opens nothing. The site runs
// on PostgreSQL when TEST_DATABASE_URL is set (CI), else on an SQLite file of its own.

test.describe.configure({ timeout: 240_000 });

const engine = testEngines.at(-1)!;
const shots = "/tmp/shots-proposals";
const words = { en: enProposal, or: orProposal };
const forms = { en: enForms, or: orForms };
const planner = { en: enPlanner, or: orPlanner };
const notFound = { en: enLink, or: orLink };

async function withProposalSite(
  run: (site: {
    origin: string;
    databaseUrl: string;
    mail: Awaited<ReturnType<typeof startMailCatcher>>;
  }) => Promise<void>,
) {
  let database: TestDatabase | undefined;
  let folder: string | undefined;
  let databaseUrl: string;
  if (engine.engine === "postgres") {
    database = await engine.create();
    databaseUrl = database.url;
  } else {
    folder = mkdtempSync(join(tmpdir(), "suryoday-proposals-"));
    databaseUrl = `file:${join(folder, "site.db")}`;
  }
  const mail = await startMailCatcher();
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  try {
    site = await startSite(
      {
        DATABASE_URL: databaseUrl,
        SMTP_URL: mail.url,
        LEADS_NOTIFY_TO: salesDesk,
        TRUST_PROXY: "1",
        FORM_POSTS_PER_MINUTE: "100",
      },
      { healthTimeoutMs: 60_000 },
    );
    await run({ origin: site.origin, databaseUrl, mail });
  } finally {
    await site?.stop();
    await mail.close();
    await database?.cleanup();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

const tokenPath = (text: string) =>
  new URL(/https:\S+\/proposal\/[\w-]{43}/.exec(text)![0]).pathname;

/** Full-page screenshots at 1280 and 390 px wide (for people to look at), then back. */
async function shoot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  const before = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(before);
}

for (const { locale, tag, path, lang } of languages) {
  test(`${tag} (${engine.engine}) from a planner lead: staff write and send a proposal, the customer opens it from the e-mail, prints it and accepts it; staff see it and send a new version`, async ({
    browser,
  }) => {
    const copy = words[locale].page;
    const email = uniqueEmail(`proposal-${locale}`);
    const name = locale === "en" ? "Sasmita Behera" : "ବିକାଶ ସାହୁ";
    await withProposalSite(async ({ origin, databaseUrl, mail }) => {
      const width = locale === "en" ? 1280 : 390;
      const visitor = await pageOn(browser, origin, { width });
      // The customer reads the e-mail elsewhere; in Odia, on a phone without JavaScript.
      const customer = await pageOn(browser, origin, { width, javaScriptEnabled: locale === "en" });
      const office = await pageOn(browser, origin);
      try {
        // A visitor plans on the planner and sends the plan with a quote request.
        let page = visitor.page;
        await page.goto(path("/solar-calculator?bill=2000&roof=500"));
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await page.getByRole("link", { name: planner[locale].actions.toEngineer }).click();
        const form = page.getByRole("form", { name: forms[locale].quote.heading });
        await form.getByLabel(forms[locale].person.name.label).fill(name);
        await form.getByLabel(forms[locale].person.email.label).fill(email);
        await form.getByLabel(forms[locale].person.phone.label).fill("+91 94370 55555");
        await form.getByLabel(forms[locale].quote.location.label).fill("751007");
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await form.getByRole("button", { name: forms[locale].quote.submit }).click();
        await expect(toast(page)).toContainText(forms[locale].quote.success.title);
        const [lead] = (await exportLeads("quote", databaseUrl)).filter(
          (row) => row.email === email,
        );
        expect(lead && "planSizeKw" in lead && lead.planSizeKw).toBe(3);

        // Staff start the proposal from the lead: it starts from the plan.
        const staff = await createStaff("owner", "Priya Das", databaseUrl);
        const desk = office.page;
        await signInPage(desk, staff, `/inbox/quote/${lead!.id}`);
        await desk.locator("html[data-hydrated]").waitFor({ state: "attached" });
        const panel = desk.getByTestId("lead-proposal");
        // A note typed and not yet added survives the button of another panel.
        await desk.locator("#lead-note").fill("Roof checked: flat RCC.");
        await panel.getByRole("button", { name: "Write a proposal" }).click();
        await expect(panel.getByRole("link", { name: "Open the proposal" })).toBeVisible();
        await expect(desk.locator("#lead-note")).toHaveValue("Roof checked: flat RCC.");
        await panel.getByRole("link", { name: "Open the proposal" }).click();
        await expect(desk.getByRole("heading", { level: 1 })).toContainText(`· ${name}`);
        await expect(desk.getByLabel("System size (kW)")).toHaveValue("3");
        await expect(desk.getByLabel("GST rate (%)")).toHaveValue("5");
        const figures = desk.getByTestId("draft-figures");
        await expect(figures).toContainText("PM Surya Ghar central subsidy");
        await expect(figures).toContainText("₹78,000");
        // Sending asks for the components first, and keeps what was typed.
        await desk.getByLabel("Solar panels").fill("6 × 550 Wp mono PERC, DCR");
        await desk.getByRole("button", { name: "Send to the customer" }).click();
        await expect(desk.getByRole("alert")).toContainText("Before it can be sent");
        await expect(desk.getByLabel("Solar panels")).toHaveValue("6 × 550 Wp mono PERC, DCR");
        await desk.getByLabel("Inverter").fill("3 kW on-grid string inverter");
        await desk.getByLabel("Mounting structure").fill("Galvanised iron, 1.5 m above the roof");
        await desk.getByLabel("Price before GST (₹)").fill("1,80,000");
        await shoot(desk, `staff-editor-${locale}`);
        await expectNoViolations(desk, "the proposal editor");
        await desk.getByRole("button", { name: "Send to the customer" }).click();
        await expect(desk.getByRole("status")).toContainText("Sent.");
        await expect(desk.getByTestId("proposal-frozen")).toBeVisible();
        const number = /P-\d{5}/.exec(
          (await desk.getByRole("heading", { level: 1 }).textContent())!,
        )![0];

        // The customer's e-mail, in their language, brings the link.
        const subject = fill(words[locale].emails.sent.subject, {
          number,
          company: "Suryoday Solar",
        });
        const sent = await mail.waitFor(email, subject);
        expect(sent.text).toContain(fill(words[locale].emails.greeting, { name }));
        const link = tokenPath(sent.text);
        expect(link).toMatch(locale === "en" ? /^\/proposal\// : /^\/or\/proposal\//);

        page = customer.page;
        const answer = await page.request.get(link);
        expect(answer.status()).toBe(200);
        expect(answer.headers()["cache-control"]).toBe("no-store");
        expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
        expect(answer.headers()["referrer-policy"]).toBe("same-origin");
        await page.goto(link);
        await expectPrivateAddressStaysHome(page);
        // Where the figures come from, in the proposal's language (issue 30).
        const sources = page.locator("section:has(> h2#proposal-rules)");
        if (locale === "or") {
          await expect(sources).toContainText("ସୋଲାର ବିଦ୍ୟୁତ୍ ସିଷ୍ଟମ ଉପରେ GST 12%ରୁ 5%କୁ କମିଲା");
          await expect(sources).not.toContainText("GST on solar power generating systems");
        } else {
          await expect(sources).toContainText("GST on solar power generating systems");
        }
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
          "content",
          "noindex, nofollow",
        );
        await expect(page.getByRole("heading", { level: 1, name: copy.heading })).toBeVisible();
        await expect(page.getByTestId("proposal-number")).toHaveText(
          fill(copy.number, { number, version: "1" }),
        );
        // ₹1,80,000 + 5% GST; both household subsidies (the real clock is before April 2027).
        await expect(page.getByTestId("proposal-price")).toContainText("₹1,89,000");
        await expect(page.getByTestId("proposal-subsidies")).toContainText("₹78,000");
        await expect(page.getByTestId("proposal-subsidies")).toContainText("₹60,000");
        await expect(page.getByTestId("proposal-loan")).toContainText(copy.payment.emi);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        // Nothing but the site's own content-page script: no island on this page.
        await expect(page.locator("[data-island]")).toHaveCount(0);
        const scripts = await page
          .locator("script[src]")
          .evaluateAll((all) => all.map((script) => script.getAttribute("src") ?? ""));
        expect(scripts.filter((src) => !/^\/assets\/islands-[\w-]+\.js$/.test(src))).toEqual([]);
        await shoot(page, `customer-${locale}`);
        // axe runs in the page: in Odia, in the planner's browser, which runs scripts.
        if (locale === "en") await expectNoViolations(page, "the proposal page in en");
        else {
          await visitor.page.goto(link);
          await expectNoViolations(visitor.page, "the proposal page in or");
        }

        // Printed on A4: the document alone, no site chrome, no form.
        await page.setViewportSize({ width: 794, height: 1123 });
        await page.emulateMedia({ media: "print" });
        await expect(page.getByTestId("proposal-document")).toBeVisible();
        for (const chrome of [
          page.locator("body > div header").first(),
          page.locator("footer").first(),
        ]) {
          await expect(chrome).toBeHidden();
        }
        await expect(page.getByRole("button", { name: copy.accept.submit })).toBeHidden();
        await page.screenshot({ path: join(shots, `printed-${locale}-a4.png`), fullPage: true });
        await page.emulateMedia({ media: "screen" });
        await page.setViewportSize({ width, height: 900 });

        // The privacy notice is beside the accept form, its version posted with it (issue 23).
        await expect(page.locator('details[data-privacy-notice="proposal"]')).toHaveAttribute(
          "data-notice-version",
          noticeVersion,
        );
        // The customer accepts: a name is needed, and the terms' tick.
        await page.getByLabel(copy.accept.name).fill(name);
        await page.getByRole("button", { name: copy.accept.submit }).click();
        await expect(page.getByText(copy.accept.termsMissing)).toBeVisible();
        // Where the eye is: the page comes back at the form, the box to tick focused (issue 30).
        await expect(page.getByLabel(copy.accept.terms)).toBeFocused();
        await expect(page.getByText(copy.accept.termsMissing)).toBeInViewport();
        await expect(page.getByLabel(copy.accept.name)).toHaveValue(name);
        // A name past 200 characters (the field takes no more: a forged form) is answered at
        // the field, not with "this link opens nothing" (issue 30).
        await page.getByLabel(copy.accept.name).evaluate((input: HTMLInputElement) => {
          input.removeAttribute("maxlength");
          input.value = "x".repeat(201);
        });
        await page.getByLabel(copy.accept.terms).check();
        await page.getByRole("button", { name: copy.accept.submit }).click();
        await expect(page.getByText(copy.accept.nameTooLong)).toBeVisible();
        await expect(page.getByLabel(copy.accept.name)).toBeFocused();
        await page.getByLabel(copy.accept.name).fill(name);
        await page.getByLabel(copy.accept.terms).check();
        await page.getByRole("button", { name: copy.accept.submit }).click();
        const acceptedLine = fill(copy.accepted, {
          date: formatDate(todayInKolkata(new Date()), locale),
          name,
        });
        await expect(page.getByTestId("proposal-accepted")).toContainText(acceptedLine);
        await expect(page.getByRole("button", { name: copy.accept.submit })).toHaveCount(0);
        await shoot(page, `customer-accepted-${locale}`);
        const told = await mail.waitFor(salesDesk, new RegExp(`^Proposal accepted: ${number} v1`));
        expect(told.text).toContain(`/inbox/quote/${lead!.id}`);

        // Staff see it on the timeline; the accepted version has no edit controls.
        await desk.goto(`/inbox/quote/${lead!.id}`);
        const timeline = (
          await desk
            .getByRole("region", { name: "Timeline" })
            .getByRole("listitem")
            .allTextContents()
        ).join("\n");
        expect(timeline).toContain(`Proposal ${number} v1 accepted by “${name}”`);
        expect(timeline).toContain(`Proposal ${number} v1 first opened by the customer`);
        expect(timeline).toContain(`Proposal ${number} v1 sent to the customer`);
        expect(timeline).toContain("The customer, on their proposal page");
        // The sale is made: the lead is won and its project is open (issue 22).
        // Sending quoted it (issue 30: the status follows the work); accepting won it.
        expect(timeline).toContain("Status: New → Quoted");
        expect(timeline).toContain("Status: Quoted → Won");
        expect(timeline).toMatch(/Project opened \(home\) from proposal \d+/);
        await expect(
          desk.getByTestId("lead-project").getByRole("link", { name: "Open the project" }),
        ).toBeVisible();
        await expect(desk.getByTestId("lead-proposal")).toContainText("Accepted");
        await desk
          .getByTestId("lead-proposal")
          .getByRole("link", { name: "Open the proposal" })
          .click();
        await expect(desk.getByTestId("proposal-status")).toHaveText("Accepted");
        await expect(desk.getByLabel("Price before GST (₹)")).toHaveCount(0);
        await expect(desk.getByRole("button", { name: "Save draft" })).toHaveCount(0);
        await expect(desk.getByTestId("proposal-versions")).toContainText(`Accepted`);
        await expect(desk.getByTestId("proposal-versions")).toContainText(name);
        await shoot(desk, `staff-accepted-${locale}`);
        // A forged edit of the accepted version is refused, and changes nothing.
        const editor = desk.url();
        const forged = await desk.request.post(editor, {
          headers: { Origin: origin },
          form: {
            intent: "save",
            version: "1",
            category: "home",
            sizeKw: "3",
            system: "on-grid",
            priceBeforeGst: "1",
            gstRate: "5",
            loanYears: "5",
            validUntil: "2030-01-01",
          },
          maxRedirects: 0,
        });
        expect(forged.status()).toBe(409);
        await page.reload();
        await expect(page.getByTestId("proposal-price")).toContainText("₹1,89,000");

        // A change is a new version: sent, it replaces the first on the customer's link.
        await desk.getByRole("button", { name: "Make a new version" }).click();
        await expect(desk.getByLabel("Price before GST (₹)")).toHaveValue("180000");
        await desk.getByLabel("Price before GST (₹)").fill("1,70,000");
        await desk.getByRole("button", { name: "Send to the customer" }).click();
        await expect(desk.getByRole("status")).toContainText("Sent.");
        const revised = await mail.waitFor(
          email,
          fill(words[locale].emails.revised.subject, {
            number,
            version: "2",
            company: "Suryoday Solar",
          }),
        );
        await page.goto(tokenPath(revised.text));
        await expect(page.getByTestId("proposal-number")).toHaveText(
          fill(copy.number, { number, version: "2" }),
        );
        await expect(page.getByTestId("proposal-price")).toContainText("₹1,78,500");
        await expect(page.getByRole("button", { name: copy.accept.submit })).toBeVisible();
        // The first e-mail's link shows the newest version too.
        await page.goto(link);
        await expect(page.getByTestId("proposal-number")).toHaveText(
          fill(copy.number, { number, version: "2" }),
        );

        // Withdrawn, every link of it opens nothing, saying nothing about anyone.
        await desk.getByRole("button", { name: "Withdraw the proposal" }).click();
        await expect(desk.getByTestId("proposal-status")).toHaveText("Withdrawn");
        const gone = await page.goto(link);
        expect(gone?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          notFound[locale].notFound.title,
        );
        await expect(page.locator("main")).not.toContainText(name);
      } finally {
        await visitor.context.close();
        await customer.context.close();
        await office.context.close();
      }
    });
  });
}

test("a tampered or unknown proposal link gets the plain not-found, in the page's language", async () => {
  await withProposalSite(async ({ origin }) => {
    const answers = [];
    for (const link of [
      `/proposal/${"x".repeat(43)}`,
      "/proposal/short",
      `/or/proposal/${"A".repeat(43)}`,
    ]) {
      const response = await fetch(`${origin}${link}`, {
        headers: { "X-Forwarded-For": uniqueAddress() },
      });
      expect(response.status, link).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      answers.push(html);
    }
    expect(answers[0]).toContain(enLink.notFound.title);
    expect(answers[2]).toContain(orLink.notFound.title);
    const post = await fetch(`${origin}/proposal/${"x".repeat(43)}`, {
      method: "POST",
      headers: { Origin: origin, "X-Forwarded-For": uniqueAddress() },
      body: new URLSearchParams({ intent: "accept", version: "1", name: "X", terms: "yes" }),
    });
    expect(post.status).toBe(404);
  });
});

test("every proposal page and change of the inbox is refused without a staff session", async ({
  request,
}) => {
  for (const path of ["/inbox/proposals", "/inbox/proposals/1"]) {
    const page = await request.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(302);
    expect(new URL(page.headers().location!, "http://x").pathname).toBe("/inbox/login");
    expect(page.headers()["cache-control"]).toBe("no-store");
    const data = await request.get(`${path}.data`, { maxRedirects: 0 });
    expect(data.status(), `${path}.data`).toBe(401);
  }
  for (const [path, form] of [
    ["/inbox/proposals/1", { intent: "save", version: "1" }],
    ["/inbox/proposals/1", { intent: "send", version: "1" }],
    ["/inbox/proposals/1", { intent: "newVersion" }],
    ["/inbox/proposals/1", { intent: "revoke" }],
    ["/inbox/quote/1", { intent: "proposalDraft" }],
  ] as const) {
    const post = await request.post(path, { form, maxRedirects: 0 });
    expect(post.status(), `POST ${path} ${form.intent}`).toBe(302);
    const postData = await request.post(`${path}.data`, { form, maxRedirects: 0 });
    expect(postData.status(), `POST ${path}.data ${form.intent}`).toBe(401);
  }
});
