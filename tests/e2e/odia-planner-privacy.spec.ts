import type { Page } from "@playwright/test";
import { solarCalculatorCopy as en } from "../../app/content/copy/en/solar-calculator";
import { solarCalculatorCopy as or } from "../../app/content/copy/or/solar-calculator";
import { pagesCopy } from "../../app/content/copy/or/pages";
import { fill } from "../../app/lib/i18n/fill";
import { copyStrings } from "./copy-pairs";
import { expect, test } from "./fixtures";

// The savings planner and the privacy policy in Odia (issue 11): the same behaviour as the
// English pages (solar-calculator.spec.ts, faq-and-privacy.spec.ts), in Odia words, with the
// same figures: a ₹2,000 bill on 500 sq ft is a 4 kW system, ₹78,000 + ₹60,000 in subsidies,
// ₹1,22,000 after them, back in 4.8 years.

const pages = pagesCopy.pages;
const planForm = (page: Page) => page.getByRole("form", { name: or.form.heading });
const figure = (page: Page, id: string) => page.getByTestId(`plan-${id}`);
const summary = (page: Page) => page.getByTestId("plan-summary");

const fourKilowattSummary = fill(or.results.summary.paybackSubsidies, {
  size: "4 kW",
  before: "₹2,000",
  after: "₹0",
  subsidies: "₹1,38,000",
  years: "4.8",
});

async function expectOdiaFourKilowattPlan(page: Page) {
  await expect(summary(page)).toHaveText(fourKilowattSummary);
  await expect(figure(page, "size")).toContainText("4 kW");
  await expect(figure(page, "central-subsidy")).toContainText("₹78,000");
  await expect(figure(page, "state-subsidy")).toContainText("₹60,000");
  await expect(figure(page, "net-cost")).toContainText("₹1,22,000");
  await expect(figure(page, "bill")).toContainText("₹2,000 → ₹0");
  await expect(figure(page, "payback")).toContainText(
    fill(or.results.payback.value, { years: "4.8" }),
  );
  await expect(figure(page, "cost")).toContainText("₹2.2 ଲକ୍ଷ – ₹3 ଲକ୍ଷ");
}

/** Every whole English sentence or label of a copy module (no templates, none the Odia shares). */
function englishOnly(english: unknown, odia: unknown): string[] {
  const strings = (value: unknown) => [...copyStrings(value).values()];
  const shared = new Set(strings(odia));
  return strings(english).filter(
    (text) => text.length >= 8 && !text.includes("{") && !shared.has(text),
  );
}

test.describe("the savings planner (Odia)", () => {
  test("answers in Odia: lang, heading, form, plan, and no English words from its copy", async ({
    page,
  }) => {
    const response = await page.goto("/or/solar-calculator?bill=2000&roof=500");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "or");
    await expect(
      page.getByRole("heading", { level: 1, name: pages.solarCalculator.heading }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: or.form.heading })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: or.results.heading })).toBeVisible();
    await expectOdiaFourKilowattPlan(page);

    // The chart speaks Odia too: its description, its axis, its lakh.
    const chart = page.getByTestId("savings-chart");
    await expect(chart.locator("svg title")).toHaveText(/^25 ବର୍ଷ ପରେ .* ଖର୍ଚ୍ଚ ତୁଳନାରେ .* ସଞ୍ଚୟ;/);
    await expect(chart.locator("svg")).toContainText("ଲକ୍ଷ");
    await expect(chart.locator("svg")).toContainText(or.chart.yearAxis);
    await expect(page.getByTestId("savings-table")).toContainText("₹1,22,000");

    const text = await page.locator("main").innerText();
    for (const english of englishOnly(en, or)) expect(text, english).not.toContain(english);
  });

  test("with JavaScript: Odia digits typed update the plan in place, with ₹ in Indian grouping", async ({
    page,
  }) => {
    await page.goto("/or/solar-calculator");
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    const form = planForm(page);
    await form.getByLabel(or.form.monthlyBill.label).fill("୨,୦୦୦");
    await form.getByLabel(or.form.roof.label).fill("୫୦୦");
    await expectOdiaFourKilowattPlan(page);
    // The URL is tidy (Latin digits) and stays Odia.
    await expect(page).toHaveURL(
      /\/or\/solar-calculator\?by=bill&bill=2000&roof=500&roofUnit=sqft/,
    );
    expect(await page.evaluate(() => "stillHere" in window)).toBe(true);

    // A loan in Odia: its fields appear and the EMI stands beside the saving.
    await form.getByRole("radio", { name: or.form.payment.options.loan }).check();
    await expect(form.getByLabel(or.form.payment.loanRate.label)).toHaveValue("5.75");
    await expect(figure(page, "emi")).toContainText(
      fill(or.results.loan.beside, { saving: "₹2,000" }),
    );

    // Shared from the Odia page, the plan opens the Odia page.
    const whatsapp = page.getByRole("link", { name: or.actions.whatsapp });
    const href = decodeURIComponent((await whatsapp.getAttribute("href"))!);
    expect(href).toMatch(/https?:\/\/[^/]+\/or\/solar-calculator\?by=bill&bill=2000&roof=500/);
    expect(href).toContain("ମୋ ରୁଫଟପ ସୋଲାର ଯୋଜନା");
  });

  test("the assumptions are in Odia: labels, the not-confirmed mark, sources explained", async ({
    page,
  }) => {
    await page.goto("/or/solar-calculator?bill=2000&roof=500");
    const assumptions = page.getByTestId("plan-assumptions");
    await assumptions.getByText(or.assumptions.summary).click();
    await expect(page.getByTestId("rate-stateSubsidy")).toContainText(or.results.uncertainMark);
    await expect(page.getByTestId("rate-centralSubsidy")).not.toContainText(
      or.results.uncertainMark,
    );
    await expect(page.getByTestId("rate-loanYears")).toContainText(
      `ଉତ୍ସ: ${or.assumptions.sourceNotes.loanYears}। ତାରିଖ: 2025-03-01।`,
    );
    await assumptions.getByLabel(or.assumptions.labels.yieldPerKw).fill("୧୨୦୦");
    await expect(figure(page, "generation")).toContainText(
      fill(or.results.generation.value, { units: "4,800" }),
    );
    await expect(page).toHaveURL(/\/or\/solar-calculator\?.*yield=1200/);
  });

  test("sends the plan to our engineer on the Odia quote page", async ({ page }) => {
    await page.goto("/or/solar-calculator?bill=2000&roof=500");
    const link = page.getByRole("link", { name: or.actions.toEngineer });
    await expect(link).toHaveAttribute(
      "href",
      /^\/or\/quote-request\?plan=by%3Dbill%26bill%3D2000%26roof%3D500/,
    );
    await link.click();
    await expect(page).toHaveURL(/\/or\/quote-request\?plan=by%3Dbill%26bill%3D2000%26roof%3D500/);
    await expect(page.locator("html")).toHaveAttribute("lang", "or");
    await expect(page.getByTestId("carried-plan")).toContainText("4 kW");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the GET form answers in Odia, and says in Odia what it adjusted", async ({ page }) => {
      await page.goto("/or/solar-calculator");
      const form = planForm(page);
      await expect(form.getByLabel(or.form.monthlyUnits.label)).toBeHidden();
      await form.getByLabel(or.form.monthlyBill.label).fill("₹ ୨,୦୦୦");
      await form.getByLabel(or.form.roof.label).fill("500");
      await form.getByRole("button", { name: or.form.submit }).click();
      await expect(page).toHaveURL(/\/or\/solar-calculator\?by=bill&bill=.*#plan$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "or");
      await expectOdiaFourKilowattPlan(page);
      await expect(page.getByRole("link", { name: or.actions.toEngineer })).toHaveAttribute(
        "href",
        /^\/or\/quote-request\?plan=by%3Dbill%26bill%3D2000%26roof%3D500/,
      );

      await form.getByLabel(or.form.monthlyBill.label).fill("-50");
      await form.getByLabel(or.form.roof.label).fill("ବହୁତ");
      await form.getByRole("button", { name: or.form.submit }).click();
      const notices = page.getByTestId("plan-notices");
      await expect(notices).toContainText(or.notices.heading);
      await expect(notices).toContainText(
        fill(or.notices.outOfRange, {
          name: or.notices.fields.monthlyBill,
          min: "0",
          max: "1,00,000",
          used: "0",
        }),
      );
      await expect(notices).toContainText(
        fill(or.notices.unreadable, { name: or.notices.fields.roofArea, used: "400" }),
      );
      await expect(form.getByLabel(or.form.monthlyBill.label)).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expect(summary(page)).toHaveText(or.results.summary.none);
    });
  });
});
