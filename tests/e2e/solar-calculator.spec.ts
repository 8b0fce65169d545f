import type { Page } from "@playwright/test";
import { islandsProblems, pageScripts } from "../../server/page-scripts";
import { exportLeads, toast, uniqueAddress, uniqueEmail } from "./leads";
import { expect, plannerDay, test } from "./planner-day";

// The solar savings planner (issues 9 and 19), read on 24 November 2026 (planner-day.ts).
// Expected figures are the ones worked out by hand in app/lib/solar-plan.test.ts: a ₹2,000
// bill on 500 sq ft is a 3 kW system, ₹78,000 + ₹60,000 in subsidies, ₹47,250 after them; the
// bill falls to ₹212 (its ₹60 fixed charge and ₹60 meter rent stay), ₹1,788 saved a month,
// back in 2.2 years.

const planForm = (page: Page) => page.getByRole("form", { name: "Your roof and your bill" });
const figure = (page: Page, id: string) => page.getByTestId(`plan-${id}`);
const summary = (page: Page) => page.getByTestId("plan-summary");
/** The message the server put at a field (its id + "-error"). */
const fieldError = (page: Page, id: string) => page.locator(`#planner-${id}-error`);

async function expectTwoThousandRupeePlan(page: Page) {
  await expect(figure(page, "size")).toContainText("3 kW");
  await expect(figure(page, "central-subsidy")).toContainText("₹78,000");
  await expect(figure(page, "state-subsidy")).toContainText("₹60,000");
  await expect(figure(page, "net-cost")).toContainText("₹47,250");
  await expect(figure(page, "bill")).toContainText("₹2,000 → ₹212");
  await expect(figure(page, "payback")).toContainText("2.2 years");
  await expect(summary(page)).toHaveText(
    "A 3 kW system could bring your monthly bill from ₹2,000 to ₹212, with ₹1,38,000 in subsidies, and pay for itself in about 2.2 years.",
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
    // The defaults: a home, ₹1,500 on 400 sq ft is a 3 kW system.
    await expect(planForm(page).getByRole("radio", { name: "A home" })).toBeChecked();
    await expect(figure(page, "size")).toContainText("3 kW");
    await expect(summary(page)).toHaveAttribute("aria-live", "polite");

    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    const form = planForm(page);
    await form.getByLabel("Average monthly bill").fill("2,000");
    await form.getByLabel("Shade-free roof area").fill("500");
    await expectTwoThousandRupeePlan(page);
    await expect(page).toHaveURL(/\/solar-calculator\?by=bill&bill=2000&roof=500&roofUnit=sqft/);
    await expect(page).not.toHaveURL(/for=/);
    expect(await page.evaluate(() => "stillHere" in window)).toBe(true);

    // A loan: its fields appear, the bank's rate for the size is the default, and the EMI
    // stands beside the saving.
    await expect(form.getByLabel("Interest rate (optional)")).toBeHidden();
    await form.getByRole("radio", { name: "Loan" }).check();
    await expect(form.getByLabel("Interest rate (optional)")).toHaveValue("");
    await expect(
      page.getByText(
        /Leave empty for the bank's rate for your size: 5\.75% up to 3 kW, 7\.9% above/,
      ),
    ).toBeVisible();
    await expect(figure(page, "emi")).toContainText("a month");
    await expect(figure(page, "emi")).toContainText("against ₹1,788 saved a month");
    await expect(figure(page, "emi")).toContainText("Margin money ₹18,525 (10% of ₹1,85,250)");
    await expect(page).toHaveURL(/pay=loan&years=10/);

    // Units instead of the bill: 300 units a month is ₹1,597 with duty and fixed charges.
    await form.getByRole("radio", { name: "The units (kWh)" }).check();
    await form.getByLabel("Units used in a month").fill("300");
    await expect(figure(page, "bill")).toContainText("₹1,597 →");
    await expect(page).toHaveURL(/by=units&units=300/);
    await expect(page).not.toHaveURL(/bill=/);
    expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
  });

  test("the shared URL reproduces the plan, with or without JavaScript", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/solar-calculator");
    const form = planForm(page);
    await form.getByLabel("Average monthly bill").fill("2000");
    await form.getByLabel("Shade-free roof area").fill("500");
    await expectTwoThousandRupeePlan(page);
    const shared = page.url();

    const whatsapp = page.getByRole("link", { name: "Share on WhatsApp" });
    const href = (await whatsapp.getAttribute("href"))!;
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    const text = decodeURIComponent(href.slice("https://wa.me/?text=".length));
    expect(text).toMatch(
      /^My rooftop solar plan .*: https?:\/\/[^/]+\/solar-calculator\?by=bill&bill=2000&roof=500/,
    );
    await expect(whatsapp).toHaveAttribute("target", "_blank");

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const reader = await context.newPage();
    await reader.goto(shared);
    await expectTwoThousandRupeePlan(reader);
    await expect(planForm(reader).getByLabel("Average monthly bill")).toHaveValue("2000");
    await expect(planForm(reader).getByLabel("Shade-free roof area")).toHaveValue("500");
    await context.close();
  });

  test("the assumptions are open to read and to change, each with its source and dates", async ({
    page,
  }) => {
    await page.goto("/solar-calculator?bill=2000&roof=500");
    const assumptions = page.getByTestId("plan-assumptions");
    await assumptions.getByText("Assumptions: every figure, its source and dates").click();
    await expect(page.getByTestId("rate-stateSubsidyHome")).toContainText("Not confirmed");
    await expect(page.getByTestId("rate-centralSubsidyHome")).not.toContainText("Not confirmed");
    await expect(page.getByTestId("rate-centralSubsidyHome")).toContainText(
      "Holds from February 13, 2024 to March 31, 2027. Checked November 24, 2026; to be checked again by March 31, 2027.",
    );
    await expect(page.getByTestId("rate-gridEmissionFactor")).toContainText("CEA");
    await expect(
      page.getByTestId("rate-loanAbove3Kw").getByRole("link", { name: /Read the source/ }),
    ).toHaveAttribute(
      "href",
      "https://bank.sbi/web/personal-banking/loans/pm-surya-ghar-loan-for-solar-roof-top",
    );
    // Tariff growth starts flat, and says why beside its field.
    await expect(assumptions.getByLabel("Tariff rise")).toHaveValue("0");
    await expect(page.getByTestId("rate-tariffRise")).toContainText(
      "OERC has not raised domestic tariffs since FY2021-22",
    );
    // Nothing is past its review on this day.
    await expect(page.getByTestId("plan-stale")).toHaveCount(0);
    // 1,200 units per kW: 368 units a month need 3.7 kW, so 4 kW make 4,800 a year, and the
    // URL says so.
    await assumptions.getByLabel("Yield").fill("1200");
    await expect(figure(page, "generation")).toContainText("4,800 units a year");
    await expect(page).toHaveURL(/yield=1200/);
  });

  test("names the subsidies' deadline and what must be done by then", async ({ page }) => {
    await page.goto("/solar-calculator");
    const schemes = page.getByTestId("plan-schemes");
    await expect(schemes).toContainText(
      "PM Surya Ghar and Odisha's top-up for homes end on March 31, 2027, 127 days from today.",
    );
    await expect(schemes).toContainText("commissioning certificate");
    await expect(schemes).toContainText("pmsuryaghar.gov.in");
    await expect(page.getByTestId("plan-day")).toHaveText(
      "Worked out with the figures that hold on November 24, 2026.",
    );
    await expect(figure(page, "central-subsidy")).toContainText(
      "if the system is commissioned by March 31, 2027",
    );
  });

  test("a housing society and a business each get their own subsidies", async ({ page }) => {
    await page.goto("/solar-calculator");
    const form = planForm(page);
    await expect(form.getByLabel("Houses in the society")).toBeHidden();
    await form.getByRole("radio", { name: "A housing society or RWA" }).check();
    await expect(fieldError(page, "houses")).toHaveText("Enter the number of houses.");
    await form.getByLabel("Houses in the society").fill("20");
    await form.getByLabel("Average monthly bill").fill("8000");
    await form.getByLabel("Shade-free roof area").fill("1500");
    // 12 kW, of which all counts: ₹18,000 a kW, up to 3 kW for each of the 20 houses.
    await expect(figure(page, "size")).toContainText("12 kW");
    await expect(figure(page, "society-subsidy")).toContainText("₹2,16,000");
    await expect(figure(page, "state-subsidy")).toHaveCount(0);
    await expect(page.getByTestId("plan-schemes")).toContainText(
      "PM Surya Ghar's subsidy for housing societies ends on March 31, 2027",
    );
    await expect(page).toHaveURL(/for=society&houses=20/);

    await form.getByRole("radio", { name: "A business or institution" }).check();
    await expect(figure(page, "no-subsidy")).toContainText("None for a business");
    await expect(figure(page, "central-subsidy")).toHaveCount(0);
    await expect(figure(page, "bill")).toContainText("OERC LT general purpose");
    await expect(page.getByTestId("plan-schemes")).toContainText(
      "a business or institution gets neither",
    );
    // Its own price per unit, off its bill, replaces the slabs.
    await form.getByLabel("Your price per unit (optional)").fill("8.5");
    await expect(figure(page, "bill")).toContainText("Your units at your price of ₹8.50 a unit.");
    await expect(page).toHaveURL(/for=business.*tariff=8\.5/);
    await expect(page).not.toHaveURL(/houses=/);
  });

  test("a bill of 1e12 and a 15-year loan get messages at their fields, keeping what was typed", async ({
    page,
  }) => {
    await page.goto("/solar-calculator");
    const form = planForm(page);
    await form.getByLabel("Average monthly bill").fill("1e12");
    await expect(fieldError(page, "bill")).toHaveText(
      "We could not read the monthly bill as a number: type digits, like 2000 or 2,000.",
    );
    await expect(form.getByLabel("Average monthly bill")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Average monthly bill")).toHaveValue("1e12");
    await expect(summary(page)).toHaveText("Your plan waits for the fields listed below.");
    await expect(figure(page, "size")).toHaveCount(0);

    await form.getByLabel("Average monthly bill").fill("2000");
    await form.getByRole("radio", { name: "Loan" }).check();
    await form.getByLabel("Loan tenure").fill("15");
    await expect(fieldError(page, "years")).toHaveText(
      "The loan tenure can be at most 10 years: banks lend for rooftop solar for at most 10 years.",
    );
    await expect(fieldError(page, "bill")).toHaveCount(0);
    await expect(page.getByTestId("plan-errors").getByRole("link")).toHaveText([
      "The loan tenure can be at most 10 years: banks lend for rooftop solar for at most 10 years.",
    ]);
    await form.getByLabel("Loan tenure").fill("7");
    await expect(figure(page, "emi")).toContainText("for 7 years");
  });

  test("sends the plan to our engineer: pre-filled quote, stored with the plan's numbers and day", async ({
    page,
  }) => {
    const email = uniqueEmail("planner");
    await page.goto("/solar-calculator?bill=2000&roof=500");
    await page.getByRole("link", { name: "Send this plan to our engineer" }).click();
    await expect(page).toHaveURL(/\/quote-request\?plan=by%3Dbill%26bill%3D2000%26roof%3D500/);

    const card = page.getByTestId("carried-plan");
    await expect(card).toContainText("3 kW system");
    await expect(card).toContainText("₹47,250 after ₹1,38,000 in subsidies");
    await expect(card).toContainText("Pays for itself in about 2.2 years");
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
      planDay: plannerDay,
      planCategory: "home",
      planBillEntered: 2000,
      planRoofArea: 500,
      planSizeKw: 3,
      planMonthlyUnits: 368,
      planBillBefore: 2000,
      planBillAfter: 212,
      planMonthlySaving: 1788,
      planFixedCharge: 120,
      planCostLow: 156_000,
      planCostHigh: 214_500,
      planCentralSubsidy: 78_000,
      planStateSubsidy: 60_000,
      planNetCost: 47_250,
      planPaybackYears: 2.2,
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
  expect(stored).toMatchObject({ planNetCost: 47_250, planMonthlySaving: 1788, planSizeKw: 3 });
});

test("the page is rendered for its day and kept no longer than a minute", async ({ request }) => {
  for (const path of ["/solar-calculator", "/or/solar-calculator"]) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"], path).toBe("private, max-age=60");
    // Rendered per request, so its scripts are allowed by a nonce, not a build's hashes; like
    // every public page it hydrates only its islands (docs/decisions/009).
    expect(response.headers()["content-security-policy"], path).toMatch(/'nonce-/);
    expect(islandsProblems(await pageScripts(await response.text())), path).toEqual([]);
  }
  const plan = await request.get("/solar-calculator/plan.json?bill=2000&roof=500");
  expect(plan.headers()["cache-control"]).toBe("public, max-age=300");
  expect(await plan.json()).toMatchObject({
    day: plannerDay,
    plan: { sizeKw: 3, netCost: 47_250 },
  });
});

test("the page's scripts stay within the widget pages' 100 KB", async ({ page }) => {
  const sizes: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
  });
  await page.goto("/solar-calculator");
  await page.waitForLoadState("networkidle");
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  expect(total).toBeGreaterThan(0);
  expect(total / 1024).toBeLessThanOrEqual(100);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form shows the plan, puts messages at the fields, and switches fields by CSS", async ({
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
    await expect(page).toHaveURL(/\/solar-calculator\?for=home&.*bill=%E2%82%B9\+2%2C000.*#plan$/);
    await expectTwoThousandRupeePlan(page);
    await expect(page.getByTestId("savings-chart").locator("svg")).toHaveAttribute("role", "img");
    await expect(page.getByTestId("savings-table")).toContainText("₹47,250");
    // The bill after solar keeps its fixed charges.
    await expect(page.getByTestId("plan-bill-parts")).toHaveText(
      "After solar: energy ₹88 + duty ₹4 + fixed charge ₹60 + meter rent ₹60. The fixed charge and meter rent stay every month, solar or not.",
    );

    await form.getByLabel("Average monthly bill").fill("1e12");
    await form.getByLabel("Shade-free roof area").fill("lots");
    await form.getByRole("radio", { name: "Loan" }).check();
    await form.getByLabel("Loan tenure").fill("15");
    await form.getByRole("button", { name: "Show my plan" }).click();
    await expect(fieldError(page, "bill")).toHaveText(
      "We could not read the monthly bill as a number: type digits, like 2000 or 2,000.",
    );
    await expect(fieldError(page, "roof")).toHaveText(
      "We could not read the roof area as a number: type digits, like 2000 or 2,000.",
    );
    await expect(fieldError(page, "years")).toHaveText(
      "The loan tenure can be at most 10 years: banks lend for rooftop solar for at most 10 years.",
    );
    await expect(form.getByLabel("Average monthly bill")).toHaveValue("1e12");
    await expect(form.getByLabel("Average monthly bill")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Loan tenure")).toHaveValue("15");
    await expect(page.getByTestId("plan-errors")).toContainText("Check the marked fields");
    await expect(summary(page)).toHaveText("Your plan waits for the fields listed below.");
    await expect(figure(page, "size")).toHaveCount(0);
  });

  test("a home, a society and a business each get their own subsidies from the GET form", async ({
    page,
  }) => {
    await page.goto("/solar-calculator?bill=2000&roof=500");
    await expect(figure(page, "central-subsidy")).toContainText("₹78,000");

    await page.goto("/solar-calculator?for=society&houses=20&bill=8000&roof=1500");
    await expect(planForm(page).getByLabel("Houses in the society")).toHaveValue("20");
    await expect(figure(page, "society-subsidy")).toContainText("₹2,16,000");
    await expect(figure(page, "central-subsidy")).toHaveCount(0);

    await page.goto("/solar-calculator?for=business&bill=20000&roof=3000");
    await expect(figure(page, "no-subsidy")).toContainText("None for a business");
    await expect(figure(page, "net-cost")).toContainText("no subsidy counted");

    // Off-grid is refused at its field, not planned as on-grid with subsidies.
    await page.goto("/solar-calculator?system=offgrid");
    await expect(page.locator("#planner-system-error")).toContainText(
      "Off-grid systems (no grid connection) are not planned here",
    );
    await expect(figure(page, "central-subsidy")).toHaveCount(0);
  });

  test("a 5 kW loan shows margin money, its own rate and the EMI after the subsidy", async ({
    page,
  }) => {
    await page.goto("/solar-calculator?bill=3000&roof=600&kw=5&pay=loan&load=5");
    const emi = figure(page, "emi");
    await expect(emi).toContainText("Margin money ₹61,750 (20% of ₹3,08,750) you pay first");
    await expect(emi).toContainText(
      "the bank lends ₹2,47,000 at 7.9% a year (the bank's rate above 3 kW) for 10 years",
    );
    await expect(emi).toContainText(
      "When the subsidies (₹1,38,000) reach the loan account, about 2 months after commissioning, they prepay it: the EMI becomes",
    );
    await expect(emi).toContainText("₹2,984 a month");
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
      planCostLow: 6 * (52_000 + 35_000),
      planDay: plannerDay,
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
