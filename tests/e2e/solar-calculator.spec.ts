import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { exportLeads, toast, uniqueAddress, uniqueEmail } from "./leads";

// The solar savings planner (issue 9). Expected figures are the ones worked out by hand in
// app/lib/solar-plan.test.ts: a ₹2,000 bill on 500 sq ft is a 4 kW system, ₹78,000 + ₹60,000
// in subsidies, ₹1,22,000 after them, ₹2,000 saved a month, back in 4.8 years.

const planForm = (page: Page) => page.getByRole("form", { name: "Your home and your bill" });
const figure = (page: Page, id: string) => page.getByTestId(`plan-${id}`);
const summary = (page: Page) => page.getByTestId("plan-summary");

async function expectFourKilowattPlan(page: Page) {
  await expect(figure(page, "size")).toContainText("4 kW");
  await expect(figure(page, "central-subsidy")).toContainText("₹78,000");
  await expect(figure(page, "state-subsidy")).toContainText("₹60,000");
  await expect(figure(page, "net-cost")).toContainText("₹1,22,000");
  await expect(figure(page, "bill")).toContainText("₹2,000 → ₹0");
  await expect(figure(page, "payback")).toContainText("4.8 years");
  await expect(summary(page)).toHaveText(
    "A 4 kW system could bring your monthly bill from ₹2,000 to ₹0, with ₹1,38,000 in subsidies, and pay for itself in about 4.8 years.",
  );
}

test.describe("with JavaScript", () => {
  test("the plan follows the visitor's typing without a reload, and the URL keeps it", async ({
    page,
  }) => {
    await page.goto("/solar-calculator");
    await expect(
      page.getByRole("heading", { level: 1, name: "Solar Savings Planner" }),
    ).toBeVisible();
    // The defaults: ₹1,500 on 400 sq ft is a 3 kW system.
    await expect(figure(page, "size")).toContainText("3 kW");
    await expect(summary(page)).toHaveAttribute("aria-live", "polite");

    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    const form = planForm(page);
    await form.getByLabel("Average monthly bill").fill("2,000");
    await form.getByLabel("Shade-free roof area").fill("500");
    await expectFourKilowattPlan(page);
    await expect(page).toHaveURL(/\/solar-calculator\?by=bill&bill=2000&roof=500&roofUnit=sqft/);
    expect(await page.evaluate(() => "stillHere" in window)).toBe(true);

    // A loan: its fields appear, and the EMI stands beside the saving.
    await expect(form.getByLabel("Interest rate")).toBeHidden();
    await form.getByRole("radio", { name: "Loan" }).check();
    await expect(form.getByLabel("Interest rate")).toHaveValue("5.75");
    await expect(figure(page, "emi")).toContainText("a month");
    await expect(figure(page, "emi")).toContainText("against ₹2,000 saved a month");
    await expect(page).toHaveURL(/pay=loan&rate=5\.75&years=10/);

    // Units instead of the bill: 300 units a month is ₹1,420.
    await form.getByRole("radio", { name: "The units (kWh)" }).check();
    await form.getByLabel("Units used in a month").fill("300");
    await expect(figure(page, "bill")).toContainText("₹1,420 →");
    await expect(page).toHaveURL(/by=units&units=300/);
    await expect(page).not.toHaveURL(/bill=/);
    expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
  });

  test("the shared URL reproduces the plan, with or without JavaScript", async ({
    page,
    browser,
  }) => {
    await page.goto("/solar-calculator");
    const form = planForm(page);
    await form.getByLabel("Average monthly bill").fill("2000");
    await form.getByLabel("Shade-free roof area").fill("500");
    await expectFourKilowattPlan(page);
    const shared = page.url();

    const whatsapp = page.getByRole("link", { name: "Share on WhatsApp" });
    const href = (await whatsapp.getAttribute("href"))!;
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    const text = decodeURIComponent(href.slice("https://wa.me/?text=".length));
    expect(text).toMatch(
      /^My rooftop solar plan .*: https?:\/\/[^/]+\/solar-calculator\?by=bill&bill=2000&roof=500/,
    );
    await expect(whatsapp).toHaveAttribute("target", "_blank");

    const context = await browser.newContext({ javaScriptEnabled: false });
    const reader = await context.newPage();
    await reader.goto(shared);
    await expectFourKilowattPlan(reader);
    await expect(planForm(reader).getByLabel("Average monthly bill")).toHaveValue("2000");
    await expect(planForm(reader).getByLabel("Shade-free roof area")).toHaveValue("500");
    await context.close();
  });

  test("the assumptions are open to read and to change", async ({ page }) => {
    await page.goto("/solar-calculator?bill=2000&roof=500");
    const assumptions = page.getByTestId("plan-assumptions");
    await assumptions.getByText("Assumptions: every rate, its source and date").click();
    await expect(page.getByTestId("rate-stateSubsidy")).toContainText("Not confirmed");
    await expect(page.getByTestId("rate-centralSubsidy")).not.toContainText("Not confirmed");
    await expect(page.getByTestId("rate-gridEmissionFactor")).toContainText("CEA");
    // 1,200 units per kW: 4 kW make 4,800 units a year, and the URL says so.
    await assumptions.getByLabel("Yield").fill("1200");
    await expect(figure(page, "generation")).toContainText("4,800 units a year");
    await expect(page).toHaveURL(/yield=1200/);
  });

  test("sends the plan to our engineer: pre-filled quote, stored with the plan's numbers", async ({
    page,
  }) => {
    const email = uniqueEmail("planner");
    await page.goto("/solar-calculator?bill=2000&roof=500");
    await page.getByRole("link", { name: "Send this plan to our engineer" }).click();
    await expect(page).toHaveURL(/\/quote-request\?plan=by%3Dbill%26bill%3D2000%26roof%3D500/);

    const card = page.getByTestId("carried-plan");
    await expect(card).toContainText("4 kW system");
    await expect(card).toContainText("₹1,22,000 after ₹1,38,000 in subsidies");
    await expect(card).toContainText("Pays for itself in about 4.8 years");
    // The spec's estimate card is as it was, with a way to the planner.
    await expect(page.getByTestId("estimate-card")).toContainText(
      "Fill out the form and submit to see your preliminary estimate here.",
    );

    const form = page.getByRole("form", { name: "Your Details" });
    await expect(form.getByLabel("Product of Interest")).toHaveValue("solar-panels");
    await form.getByLabel("Full Name").fill("Bikash Sahoo");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Phone Number").fill("+91 94370 22222");
    await form.getByLabel("Zip Code or Location").fill("751007");
    await form.getByRole("button", { name: "Request My Free Quote" }).click();
    await expect(toast(page)).toContainText("Quote Request Sent!");

    const [stored] = (await exportLeads("quote")).filter((lead) => lead.email === email);
    expect(stored).toMatchObject({
      roofSize: 50, // 500 sq ft, on the spec's slider in steps of 10 m²
      product: "solar-panels",
      planQuery: "by=bill&bill=2000&roof=500&roofUnit=sqft&system=on-grid&pay=cash",
      planBillEntered: 2000,
      planRoofArea: 500,
      planSizeKw: 4,
      planMonthlyUnits: 402,
      planBillBefore: 2000,
      planBillAfter: 0,
      planMonthlySaving: 2000,
      planCostLow: 220_000,
      planCostHigh: 300_000,
      planCentralSubsidy: 78_000,
      planStateSubsidy: 60_000,
      planNetCost: 122_000,
      planPaybackYears: 4.8,
      planEmi: null,
    });
  });
});

test("the server works the plan out again and ignores figures sent with it", async ({
  request,
}) => {
  const email = uniqueEmail("planner-forged");
  const response = await request.post("/quote-request", {
    headers: { "X-Forwarded-For": uniqueAddress() },
    form: {
      name: "Forged Plan",
      email,
      phone: "+91 94370 22222",
      address: "",
      location: "751007",
      roofSize: "50",
      monthlyBill: "100",
      message: "",
      product: "not-sure",
      plan: "by=bill&bill=2000&roof=500&planNetCost=1&monthlySaving=99999",
      planNetCost: "1",
    },
  });
  expect(response.status()).toBe(200);
  const [stored] = (await exportLeads("quote")).filter((lead) => lead.email === email);
  expect(stored).toMatchObject({ planNetCost: 122_000, planMonthlySaving: 2000, planSizeKw: 4 });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form shows the plan, says what it adjusted, and switches fields by CSS", async ({
    page,
  }) => {
    await page.goto("/solar-calculator");
    const form = planForm(page);
    await expect(form.getByLabel("Units used in a month")).toBeHidden();
    await form.getByRole("radio", { name: "The units (kWh)" }).check();
    await expect(form.getByLabel("Units used in a month")).toBeVisible();
    await form.getByRole("radio", { name: "The amount (₹)" }).check();

    await form.getByLabel("Average monthly bill").fill("₹ 2,000");
    await form.getByLabel("Shade-free roof area").fill("500");
    await form.getByRole("button", { name: "Show my plan" }).click();
    await expect(page).toHaveURL(/\/solar-calculator\?by=bill&bill=%E2%82%B9\+2%2C000.*#plan$/);
    await expectFourKilowattPlan(page);
    await expect(page.getByTestId("savings-chart").locator("svg")).toHaveAttribute("role", "img");
    await expect(page.getByTestId("savings-table")).toContainText("₹1,22,000");

    await form.getByLabel("Average monthly bill").fill("-50");
    await form.getByLabel("Shade-free roof area").fill("lots");
    await form.getByRole("button", { name: "Show my plan" }).click();
    const notices = page.getByTestId("plan-notices");
    await expect(notices).toContainText(
      "The monthly bill can be from 0 to 1,00,000, so the plan uses 0.",
    );
    await expect(notices).toContainText(
      "We could not read the roof area as a number, so the plan uses 400.",
    );
    await expect(form.getByLabel("Average monthly bill")).toHaveAttribute("aria-invalid", "true");
    await expect(summary(page)).toHaveText("With these figures there is no system to plan yet.");
  });
});

test.describe("the hand-off without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quote request posts the plan with it and keeps showing it", async ({ page }) => {
    const email = uniqueEmail("planner-nojs");
    await page.goto("/solar-calculator?by=units&units=650&roof=60&roofUnit=sqm&system=hybrid");
    await page.getByRole("link", { name: "Send this plan to our engineer" }).click();
    const form = page.getByRole("form", { name: "Your Details" });
    await expect(form.getByLabel("Product of Interest")).toHaveValue("batteries");
    await expect(form.getByLabel("Roof Size")).toHaveValue("60");
    await form.getByLabel("Full Name").fill("Ananya Mohanty");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Phone Number").fill("+91 94370 11111");
    await form.getByLabel("Zip Code or Location").fill("Patia, Bhubaneswar");
    await form.getByRole("button", { name: "Request My Free Quote" }).click();
    await expect(page.getByRole("status")).toContainText("Quote Request Sent!");
    await expect(page.getByTestId("carried-plan")).toContainText("6 kW system");

    const [stored] = (await exportLeads("quote")).filter((lead) => lead.email === email);
    // 650 units: 7,800 a year needs 5.8 kW, so 6 kW; the 60 m² roof holds exactly 6 kW.
    expect(stored).toMatchObject({
      planBasis: "units",
      planUnitsEntered: 650,
      planRoofUnit: "sqm",
      planSystem: "hybrid",
      planSizeKw: 6,
      planCentralSubsidy: 78_000,
      planStateSubsidy: 60_000,
      planCostLow: 6 * (55_000 + 35_000),
    });
  });
});

test.describe("the phone action bar at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("calls, opens WhatsApp naming the page, asks for a quote, and covers nothing", async ({
    page,
  }) => {
    await page.goto("/solar-calculator");
    const bar = page.getByRole("navigation", { name: "Quick actions" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: /^Call \+91/ })).toHaveAttribute(
      "href",
      "tel:+916742550123",
    );
    const whatsapp = bar.getByRole("link", { name: "WhatsApp" });
    const href = (await whatsapp.getAttribute("href"))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/919437012345\?text=/);
    expect(decodeURIComponent(href.split("?text=")[1]!)).toContain(
      '"Solar Savings Planner: Odisha Subsidy, EMI & Payback"',
    );
    await expect(bar.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute(
      "href",
      "/quote-request",
    );

    // At the very bottom, the footer's last line sits above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = page.getByRole("contentinfo").getByText(/Website by/);
    const lineBox = (await lastLine.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(barBox.y);

    // While a text field has focus (the on-screen keyboard is up) the bar steps aside.
    await planForm(page).getByLabel("Average monthly bill").focus();
    await expect(bar).toBeHidden();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(bar).toBeVisible();
  });

  test("names each page it is on, and is not there on wide screens", async ({ page }) => {
    await page.goto("/about");
    const bar = page.getByRole("navigation", { name: "Quick actions" });
    const href = (await bar.getByRole("link", { name: "WhatsApp" }).getAttribute("href"))!;
    expect(decodeURIComponent(href)).toContain('"About Us: Odisha\'s Solar Installers Since 2015"');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(bar).toBeHidden();
  });
});

test("search engines find the planner: title, canonical, WebApplication data, sitemap", async ({
  page,
  request,
}) => {
  await page.goto("/solar-calculator?bill=2000&roof=500");
  await expect(page).toHaveTitle(
    "Solar Savings Planner: Odisha Subsidy, EMI & Payback | Suryoday Solar",
  );
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical!).pathname + new URL(canonical!).search).toBe("/solar-calculator");
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  expect(data.find((item) => item["@type"] === "WebApplication")).toMatchObject({
    name: "Solar Savings Planner: Odisha Subsidy, EMI & Payback",
    offers: { price: "0", priceCurrency: "INR" },
  });
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/solar-calculator<\/loc>/);
});

test("the planner is linked from the quote card, home, Products, the article and the footer", async ({
  page,
}) => {
  const planner = (name: RegExp) =>
    page.getByRole("link", { name }).and(page.locator('[href="/solar-calculator"]'));
  await page.goto("/quote-request");
  await expect(planner(/See it in rupees with Odisha's subsidies/)).toBeVisible();
  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "Ready to Switch to Solar?" }).getByRole("link", {
      name: /solar savings planner/,
    }),
  ).toHaveAttribute("href", "/solar-calculator");
  await page.goto("/products-services");
  await expect(planner(/Try the solar savings planner/)).toBeVisible();
  await page.goto("/blog/pm-surya-ghar-rooftop-subsidy-odisha");
  await expect(
    page.getByRole("article").first().getByRole("link", { name: "solar savings planner" }),
  ).toHaveAttribute("href", "/solar-calculator");
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Solar savings planner" }),
  ).toHaveAttribute("href", "/solar-calculator");
  // The header lists exactly the spec's pages.
  await expect(page.getByRole("banner").locator('a[href="/solar-calculator"]')).toHaveCount(0);
});
