import type { Browser } from "@playwright/test";
import { secondsToKolkataMidnight } from "../../app/lib/time/kolkata-day";
import { e2eDatabaseFile } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { createStaff, signInPage } from "./inbox";
import { startSite } from "./servers";

// The same production build, its clock moved with Debian's faketime (issue 19): nothing the
// planner says about its subsidies or rates is frozen into the build. Each server is the site
// as deployed, on a free port, on the suite's database, stopped whatever the outcome.

const siteAt = (clock: string) =>
  startSite(
    { DATABASE_URL: `file:${e2eDatabaseFile}`, TRUST_PROXY: "1" },
    { clock, healthTimeoutMs: 60_000 },
  );

// Each test starts a server of its own first.
test.describe.configure({ timeout: 120_000 });

async function pageOf(browser: Browser, origin: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test("on 1 May 2027 the default page and a 3 kW plan say the household subsidies have ended", async ({
  browser,
}) => {
  const site = await siteAt("2027-05-01 04:30:00"); // 10:00 in Kolkata
  try {
    const { context, page } = await pageOf(browser, site.origin, false);
    for (const path of ["/solar-calculator", "/solar-calculator?kw=3"]) {
      await page.goto(path);
      await expect(page.getByTestId("plan-day")).toHaveText(
        "Worked out with the figures that hold on May 1, 2027.",
      );
      await expect(page.getByTestId("plan-schemes")).toHaveText(
        "The household subsidies ended on March 31, 2027: PM Surya Ghar and Odisha's top-up are not counted in this plan. If they have been extended since, our engineer will tell you.",
      );
      await expect(page.getByTestId("plan-subsidies-ended")).toContainText(
        "They ended on March 31, 2027. Not counted.",
      );
      await expect(page.getByTestId("plan-central-subsidy")).toHaveCount(0);
      await expect(page.getByTestId("plan-size")).toContainText("3 kW");
      // ₹1,85,250 with no subsidy, ₹16,560 saved a year: 11.2 years.
      await expect(page.getByTestId("plan-summary")).toHaveText(
        "A 3 kW system could bring your monthly bill from ₹1,500 to ₹120 and pay for itself in about 11.2 years.",
      );
    }
    await page.goto("/or/solar-calculator?kw=3");
    await expect(page.getByTestId("plan-schemes")).toContainText(
      "ଘର ପାଇଁ ଥିବା ସବସିଡି 31 ମାର୍ଚ୍ଚ 2027ରେ ଶେଷ ହୋଇଯାଇଛି",
    );
    await context.close();

    // With JavaScript the updates come from the same day.
    const live = await pageOf(browser, site.origin);
    await live.page.goto("/solar-calculator");
    await live.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await live.page.getByLabel("System size (optional)").fill("3");
    await expect(live.page).toHaveURL(/kw=3/);
    await expect(live.page.getByTestId("plan-subsidies-ended")).toBeVisible();
    await live.context.close();

    const json = await (await fetch(`${site.origin}/solar-calculator/plan.json?kw=3`)).json();
    expect(json).toMatchObject({
      day: "2027-05-01",
      schemes: { ended: true },
      plan: { sizeKw: 3, subsidyTotal: 0, netCost: 185_250 },
    });
  } finally {
    await site.stop();
  }
});

test("in mid-2028 the page flags its rates as possibly out of date, and staff see them in the inbox", async ({
  browser,
}) => {
  const owner = await createStaff("owner", "Priya Das");
  const site = await siteAt("2028-06-15 04:30:00");
  try {
    const { context, page } = await pageOf(browser, site.origin);
    await page.goto("/solar-calculator");
    const stale = page.getByTestId("plan-stale");
    await expect(stale).toContainText("Possibly out of date");
    await expect(stale).toContainText("Domestic energy charge (monthly slabs)");
    await expect(stale).toContainText("Loan up to 3 kW");
    // A home's plan does not list what only a business or a society uses.
    await expect(stale).not.toContainText("General purpose energy charge");
    await page.getByText("Assumptions: every figure, its source and dates").click();
    await expect(page.getByTestId("rate-domesticTariff")).toContainText("Possibly out of date");
    await expect(page.getByTestId("rate-centralSubsidyHome")).toContainText("Ended March 31, 2027");

    await page.goto("/or/solar-calculator");
    await expect(page.getByTestId("plan-stale")).toContainText("ହୁଏତ ପୁରୁଣା");

    // Staff see the same figures on the inbox's first page, with their due dates.
    await signInPage(page, owner, "/inbox");
    const panel = page.getByTestId("rates-to-check");
    await expect(
      panel.getByRole("heading", { name: "Planner figures to check again" }),
    ).toBeVisible();
    await expect(panel).toContainText(
      "Loan up to 3 kW: due January 15, 2027 (last checked November 24, 2026)",
    );
    await expect(panel).toContainText("Domestic energy charge (monthly slabs): due April 1, 2027");
    await page.goto("/inbox?page=2");
    await expect(page.getByTestId("rates-to-check")).toHaveCount(0);
    await context.close();
  } finally {
    await site.stop();
  }
});

test("five minutes before midnight IST on 31 March 2027 the deadline is today, and nothing is kept past midnight", async () => {
  // Five minutes' margin: a busy machine can take a minute to start the server.
  const site = await siteAt("2027-03-31 18:25:00");
  try {
    /** The max-age an answer may have: its policy's, cut to the seconds left in the day. */
    const allowed = (response: Response, policy: number) =>
      Math.min(policy, secondsToKolkataMidnight(new Date(response.headers.get("date")!)));
    const maxAge = (response: Response) =>
      Number(/max-age=(\d+)$/.exec(response.headers.get("cache-control") ?? "")?.[1]);

    const page = await fetch(`${site.origin}/solar-calculator`);
    expect(page.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    expect(Math.abs(maxAge(page) - allowed(page, 60))).toBeLessThanOrEqual(1);
    expect(await page.text()).toContain(
      "PM Surya Ghar and Odisha&#x27;s top-up for homes end on March 31, 2027, today.",
    );

    const plan = await fetch(`${site.origin}/solar-calculator/plan.json`);
    expect(plan.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    // Less than the usual five minutes: midnight comes first.
    expect(maxAge(plan)).toBeLessThan(300);
    expect(Math.abs(maxAge(plan) - allowed(plan, 300))).toBeLessThanOrEqual(1);
    expect(await plan.json()).toMatchObject({ day: "2027-03-31", plan: { subsidyTotal: 138_000 } });
  } finally {
    await site.stop();
  }
});
