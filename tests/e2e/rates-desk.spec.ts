import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { todayInKolkata } from "../../app/lib/time/kolkata-day";
import { expect, test } from "./fixtures";
import { createStaff, signInPage, signInRequest } from "./inbox";
import { startSite } from "./servers";

// Issue 33, tried as the owner would: a new tariff entered on the rates desk takes effect on
// its day, on the same production build whose clock is then moved to that day with faketime.
// Each test has its own database, and stops its servers whatever the outcome.

test.describe.configure({ timeout: 120_000 });

/** The first day of next month in Kolkata: "effective next month". */
function firstOfNextMonth(): string {
  const today = todayInKolkata(new Date());
  const [year, month] = today.split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1));
  return next.toISOString().slice(0, 10);
}

/**
 * The site on a database of its own with the owner signed in to the rates desk; `later(clock)`
 * stops it and starts the same build on the same database with its clock moved. Everything is
 * stopped and removed by `stop`, whatever the outcome.
 */
async function ratesSite(browser: Browser) {
  const folder = mkdtempSync(join(tmpdir(), "rates-desk-"));
  const databaseUrl = `file:${join(folder, "site.db")}`;
  const servers = [await startSite({ DATABASE_URL: databaseUrl, TRUST_PROXY: "1" })];
  const context = await browser.newContext({ baseURL: servers[0]!.origin });
  const page = await context.newPage();
  return {
    origin: servers[0]!.origin,
    page,
    async signIn() {
      const owner = await createStaff("owner", "Owner", databaseUrl);
      await signInPage(page, owner, "/inbox/rates");
    },
    async later(clock: string) {
      await servers[0]!.stop();
      const moved = await startSite(
        { DATABASE_URL: databaseUrl, TRUST_PROXY: "1" },
        { clock, healthTimeoutMs: 60_000 },
      );
      servers.push(moved);
      return moved.origin;
    },
    async stop() {
      await context.close();
      for (const server of servers) await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function plannerText(browser: Browser, origin: string, path: string) {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  // The assumptions are folded away: their words are in the page all the same.
  const text = (await page.locator("main").textContent()) ?? "";
  await context.close();
  return text;
}

test("the owner enters next month's domestic tariff: the planner keeps today's figures until that day, then uses the new ones in both languages", async ({
  browser,
}) => {
  const site = await ratesSite(browser);
  try {
    const { page } = site;
    await site.signIn();
    await expect(page.getByRole("heading", { name: "Planner rates", level: 1 })).toBeVisible();
    for (const group of ["Electricity tariff", "Our prices", "Subsidies", "Loans"]) {
      await expect(page.getByRole("region", { name: group })).toBeVisible();
    }
    await page.getByRole("link", { name: "Domestic energy charge (monthly slabs)" }).click();
    await expect(page).toHaveURL(/\/inbox\/rates\/domesticTariff$/);

    // Slabs out of order are refused at the field.
    await page.getByLabel("Slab 2: up to (units a month; empty for the last)").fill("40");
    await page.getByRole("button", { name: "Check the change" }).click();
    await expect(page.getByRole("alert")).toContainText("Not saved");
    await expect(
      page.getByLabel("Slab 2: up to (units a month; empty for the last)"),
    ).toHaveAccessibleDescription(/more units than the one before/);

    // A slip (₹64 a unit) asks for a second look, and is not saved without it.
    const day = firstOfNextMonth();
    await page.getByLabel("Slab 2: up to (units a month; empty for the last)").fill("200");
    await page.getByLabel("Slab 4: ₹ a unit").fill("64");
    await page.getByLabel("In force from").fill(day);
    await page
      .getByLabel("Source, in English (who says so, and where)")
      .fill("OERC retail tariff order for the year, domestic slabs");
    await page.getByLabel("Source, in Odia").fill("OERCର ବାର୍ଷିକ ଶୁଳ୍କ ଆଦେଶ, ଘରୋଇ ସ୍ଲାବ");
    await page.getByRole("button", { name: "Check the change" }).click();
    await expect(page.getByRole("region", { name: "Are these figures right?" })).toContainText(
      "Slab 4, price: 64 is outside 0.5 to 20",
    );
    await page.getByRole("button", { name: "Save this version" }).click();
    await expect(page.getByRole("alert")).toContainText("Not saved: tick");
    await expect(page.getByTestId("rate-version")).toHaveCount(1);

    // The right figure: the homes that reach the top slab save more, shown before saving.
    await page.getByLabel("Slab 4: ₹ a unit").fill("6.4");
    await page.getByRole("button", { name: "Check the change" }).click();
    await expect(page.getByRole("region", { name: "Are these figures right?" })).toHaveCount(0);
    const table = page.getByTestId("before-after");
    await expect(table.locator("tbody")).toHaveCount(6);
    await expect(table.locator('tbody[data-changed="true"]').first()).toBeVisible();
    await page.getByRole("button", { name: "Save this version" }).click();
    await expect(page.getByRole("status")).toContainText("Saved");
    const versions = page.getByTestId("rate-version");
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText(`From ${day}`);
    await expect(versions.first()).toContainText("entered by Owner");
    // The desk's list shows it coming, beside the figure in force and who entered that.
    await page.getByRole("link", { name: "Planner rates" }).click();
    const row = page.locator("#rate-domesticTariff");
    await expect(row.getByTestId("rate-upcoming")).toContainText(`From ${day}: up to 50: 2.9`);
    await expect(row).toContainText("as the site started");

    // Today the planner keeps today's figures.
    const now = await plannerText(browser, site.origin, "/solar-calculator?bill=3000&kw=5");
    expect(now).toMatch(/above 400 units ₹6\.10 a unit/);
    expect(now).not.toContain("₹6.40");

    // On that day (the same build, its clock moved), the new ones, in both languages.
    const later = await site.later(`${day} 04:30:00`);
    const then = await plannerText(browser, later, "/solar-calculator?bill=3000&kw=5");
    expect(then).toMatch(/above 400 units ₹6\.40 a unit/);
    expect(then).toContain("OERC retail tariff order for the year, domestic slabs");
    const odia = await plannerText(browser, later, "/or/solar-calculator?bill=3000&kw=5");
    expect(odia).toContain("OERCର ବାର୍ଷିକ ଶୁଳ୍କ ଆଦେଶ, ଘରୋଇ ସ୍ଲାବ");
  } finally {
    await site.stop();
  }
});

test("the owner extends the household subsidies to 31 March 2028: from 1 April 2027 the planner counts them and names the new end, in both languages", async ({
  browser,
}) => {
  const site = await ratesSite(browser);
  try {
    const { page } = site;
    await site.signIn();
    // PM Surya Ghar and Odisha's top-up: one dated change each, from the day after their end.
    for (const rule of ["centralSubsidyHome", "stateSubsidyHome"]) {
      await page.goto(`/inbox/rates/${rule}`);
      await page.getByLabel("In force from").fill("2027-04-01");
      await page
        .getByLabel("Last day (a scheme's end; leave empty if none is known)")
        .fill("2028-03-31");
      await page
        .getByLabel("Source, in English (who says so, and where)")
        .fill("Scheme extended to March 31, 2028");
      await page.getByLabel("Source, in Odia").fill("ଯୋଜନା 31 ମାର୍ଚ୍ଚ 2028 ଯାଏ ବଢ଼ିଲା");
      await page.getByRole("button", { name: "Check the change" }).click();
      // On 1 April 2027 the schemes would have ended: now the homes keep their subsidy.
      await expect(
        page.getByTestId("before-after").locator('tbody[data-changed="true"]'),
      ).toHaveCount(4);
      await page.getByRole("button", { name: "Save this version" }).click();
      await expect(page.getByRole("status")).toContainText("Saved");
    }
    // Before that day, nothing a visitor reads changes.
    const today = await plannerText(browser, site.origin, "/solar-calculator?kw=3");
    expect(today).toContain("end on March 31, 2027");

    const later = await site.later("2027-04-01 04:30:00");
    const then = await plannerText(browser, later, "/solar-calculator?kw=3");
    expect(then).toContain("PM Surya Ghar and Odisha's top-up for homes end on March 31, 2028");
    expect(then).not.toContain("The household subsidies ended");
    const json = await (await fetch(`${later}/solar-calculator/plan.json?kw=3`)).json();
    expect(json).toMatchObject({
      day: "2027-04-01",
      schemes: { endsOn: "2028-03-31", ended: false },
      plan: { sizeKw: 3, subsidyTotal: 138_000 },
    });
    const odia = await plannerText(browser, later, "/or/solar-calculator?kw=3");
    expect(odia).toContain("31 ମାର୍ଚ୍ଚ 2028");
    expect(odia).toContain("ଯୋଜନା 31 ମାର୍ଚ୍ଚ 2028 ଯାଏ ବଢ଼ିଲା");
  } finally {
    await site.stop();
  }
});

test("the rates desk is refused without a session and to sales staff, page and data alike", async ({
  request,
}) => {
  const pages = ["/inbox/rates", "/inbox/rates/domesticTariff"];
  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
  }
  for (const path of pages) {
    const response = await request.get(`${path}.data`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(401);
  }
  const post = { intent: "save", validFrom: "2030-01-01", "value.0.price": "1" };
  expect((await request.post("/inbox/rates/domesticTariff.data", { form: post })).status()).toBe(
    401,
  );

  const sales = await createStaff("staff", "Sales Person");
  await signInRequest(request, sales);
  for (const path of [...pages, ...pages.map((page) => `${page}.data`)]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
    expect(await response.text(), path).not.toContain("OERC");
  }
  expect((await request.post("/inbox/rates/domesticTariff.data", { form: post })).status()).toBe(
    403,
  );
});
