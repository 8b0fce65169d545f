import type { Page } from "@playwright/test";
import { solarCalculatorCopy as en } from "../../app/content/copy/en/solar-calculator";
import { privacyCopy as enPrivacy } from "../../app/content/copy/en/privacy";
import { solarCalculatorCopy as or } from "../../app/content/copy/or/solar-calculator";
import { pagesCopy } from "../../app/content/copy/or/pages";
import { privacyCopy as orPrivacy } from "../../app/content/copy/or/privacy";
import { siteCopy } from "../../app/content/copy/or/site";
import { policySectionIds } from "../../app/content/privacy";
import { fill } from "../../app/lib/i18n/fill";
import { copyStrings } from "./copy-pairs";
import { expect, test } from "./planner-day";

// The savings planner and the privacy policy in Odia (issues 11 and 19): the same behaviour as
// the English pages (solar-calculator.spec.ts, faq-and-privacy.spec.ts), in Odia words, with
// the same figures, read on the same day (planner-day.ts): a ₹2,000 bill on 500 sq ft is a
// 3 kW system, ₹78,000 + ₹60,000 in subsidies, ₹47,250 after them, the bill down to its ₹212
// of fixed charges, rent, duty and cheapest units, back in 2.2 years.

const pages = pagesCopy.pages;
const planForm = (page: Page) => page.getByRole("form", { name: or.form.heading });
const figure = (page: Page, id: string) => page.getByTestId(`plan-${id}`);
const summary = (page: Page) => page.getByTestId("plan-summary");
const fieldError = (page: Page, id: string) => page.locator(`#planner-${id}-error`);

const threeKilowattSummary = fill(or.results.summary.paybackSubsidies, {
  size: "3 kW",
  before: "₹2,000",
  after: "₹212",
  subsidies: "₹1,38,000",
  years: "2.2",
});

async function expectOdiaThreeKilowattPlan(page: Page) {
  await expect(summary(page)).toHaveText(threeKilowattSummary);
  await expect(figure(page, "size")).toContainText("3 kW");
  await expect(figure(page, "central-subsidy")).toContainText("₹78,000");
  await expect(figure(page, "state-subsidy")).toContainText("₹60,000");
  await expect(figure(page, "net-cost")).toContainText("₹47,250");
  await expect(figure(page, "bill")).toContainText("₹2,000 → ₹212");
  await expect(figure(page, "payback")).toContainText(
    fill(or.results.payback.value, { years: "2.2" }),
  );
  await expect(figure(page, "cost")).toContainText("₹1.56 ଲକ୍ଷ – ₹2.15 ଲକ୍ଷ");
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
  test("answers in Odia: lang, heading, form, plan, deadline, and no English words from its copy", async ({
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
    await expectOdiaThreeKilowattPlan(page);
    // The deadline, written as the Odia pages write dates.
    await expect(page.getByTestId("plan-schemes")).toContainText(
      "31 ମାର୍ଚ୍ଚ 2027ରେ ଶେଷ ହେବ, ଆଜିଠାରୁ 127 ଦିନ ପରେ।",
    );
    await expect(page.getByTestId("plan-day")).toHaveText(
      "24 ନଭେମ୍ବର 2026 ଦିନ ଲାଗୁ ଥିବା ଦର ଓ ନିୟମରେ ହିସାବ।",
    );
    await expect(page.getByTestId("plan-bill-parts")).toContainText("ଫିକ୍ସଡ ଚାର୍ଜ ₹60 + ମିଟର ଭଡ଼ା ₹60");

    // The chart speaks Odia too: its description, its axis, its lakh.
    const chart = page.getByTestId("savings-chart");
    await expect(chart.locator("svg title")).toHaveText(/^25 ବର୍ଷ ପରେ .* ଖର୍ଚ୍ଚ ତୁଳନାରେ .* ସଞ୍ଚୟ;/);
    await expect(chart.locator("svg")).toContainText("ଲକ୍ଷ");
    await expect(chart.locator("svg")).toContainText(or.chart.yearAxis);
    await expect(page.getByTestId("savings-table")).toContainText("₹47,250");

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
    await expectOdiaThreeKilowattPlan(page);
    // The URL is tidy (Latin digits) and stays Odia.
    await expect(page).toHaveURL(
      /\/or\/solar-calculator\?by=bill&bill=2000&roof=500&roofUnit=sqft/,
    );
    expect(await page.evaluate(() => "stillHere" in window)).toBe(true);

    // A loan in Odia: its fields appear and the EMI stands beside the saving.
    await form.getByRole("radio", { name: or.form.payment.options.loan }).check();
    await expect(form.getByLabel(or.form.payment.loanRate.label)).toHaveValue("");
    await expect(figure(page, "emi")).toContainText(
      fill(or.results.loan.beside, { saving: "₹1,788" }),
    );
    await expect(figure(page, "emi")).toContainText("ମାର୍ଜିନ ମନି ₹18,525");

    // A 15-year loan gets its message at the field, in Odia.
    await form.getByLabel(or.form.payment.loanYears.label).fill("15");
    await expect(fieldError(page, "years")).toHaveText(
      "ଋଣର ଅବଧି ସର୍ବାଧିକ 10 ବର୍ଷ ହୋଇପାରେ: ରୁଫଟପ ସୋଲାର ପାଇଁ ବ୍ୟାଙ୍କ ସର୍ବାଧିକ 10 ବର୍ଷ ପାଇଁ ଋଣ ଦିଏ।",
    );
    await expect(summary(page)).toHaveText(or.results.summary.waiting);
    await form.getByLabel(or.form.payment.loanYears.label).fill("10");
    await expect(figure(page, "emi")).toBeVisible();

    // Shared from the Odia page, the plan opens the Odia page.
    const whatsapp = page.getByRole("link", { name: or.actions.whatsapp });
    const href = decodeURIComponent((await whatsapp.getAttribute("href"))!);
    expect(href).toMatch(/https?:\/\/[^/]+\/or\/solar-calculator\?by=bill&bill=2000&roof=500/);
    expect(href).toContain("ମୋ ରୁଫଟପ ସୋଲାର ଯୋଜନା");
  });

  test("a society and a business in Odia each get their own subsidies", async ({ page }) => {
    await page.goto("/or/solar-calculator");
    const form = planForm(page);
    await form.getByRole("radio", { name: or.form.category.options.society.label }).check();
    await expect(fieldError(page, "houses")).toHaveText("ଘର ସଂଖ୍ୟା ଲେଖନ୍ତୁ।");
    await form.getByLabel(or.form.houses.label).fill("୨୦");
    await form.getByLabel(or.form.monthlyBill.label).fill("8000");
    await form.getByLabel(or.form.roof.label).fill("1500");
    await expect(figure(page, "society-subsidy")).toContainText("₹2,16,000");
    await expect(figure(page, "society-subsidy")).toContainText(
      or.results.subsidies.centralSociety.label,
    );

    await form.getByRole("radio", { name: or.form.category.options.business.label }).check();
    await expect(figure(page, "no-subsidy")).toContainText(or.results.subsidies.business.value);
    await expect(page.getByTestId("plan-schemes")).toHaveText(or.results.today.business);
  });

  test("the assumptions are in Odia: labels, marks, sources explained, dates in Odia", async ({
    page,
  }) => {
    await page.goto("/or/solar-calculator?bill=2000&roof=500");
    const assumptions = page.getByTestId("plan-assumptions");
    await assumptions.getByText(or.assumptions.summary).click();
    await expect(page.getByTestId("rate-stateSubsidyHome")).toContainText(or.results.uncertainMark);
    await expect(page.getByTestId("rate-centralSubsidyHome")).not.toContainText(
      or.results.uncertainMark,
    );
    await expect(page.getByTestId("rate-loanUpTo3Kw")).toContainText(
      `ଉତ୍ସ: ${or.assumptions.sourceNotes.loanUpTo3Kw}।`,
    );
    await expect(page.getByTestId("rate-loanUpTo3Kw")).toContainText(
      "15 ଡିସେମ୍ବର 2025ରୁ ଲାଗୁ। 24 ନଭେମ୍ବର 2026ରେ ଯାଞ୍ଚ ହୋଇଛି; 15 ଜାନୁଆରୀ 2027 ସୁଦ୍ଧା ପୁଣି ଯାଞ୍ଚ ହେବ।",
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
    await expect(page.getByTestId("carried-plan")).toContainText("3 kW");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the GET form answers in Odia, and puts its messages at the fields in Odia", async ({
      page,
    }) => {
      await page.goto("/or/solar-calculator");
      const form = planForm(page);
      await expect(form.getByLabel(or.form.monthlyUnits.label)).toBeHidden();
      await form.getByLabel(or.form.monthlyBill.label).fill("₹ ୨,୦୦୦");
      await form.getByLabel(or.form.roof.label).fill("500");
      await form.getByRole("button", { name: or.form.submit }).click();
      await expect(page).toHaveURL(/\/or\/solar-calculator\?for=home&.*bill=.*#plan$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "or");
      await expectOdiaThreeKilowattPlan(page);
      await expect(page.getByRole("link", { name: or.actions.toEngineer })).toHaveAttribute(
        "href",
        /^\/or\/quote-request\?plan=by%3Dbill%26bill%3D2000%26roof%3D500/,
      );

      await form.getByLabel(or.form.monthlyBill.label).fill("1e12");
      await form.getByLabel(or.form.roof.label).fill("ବହୁତ");
      await form.getByRole("radio", { name: or.form.payment.options.loan }).check();
      await form.getByLabel(or.form.payment.loanYears.label).fill("15");
      await form.getByRole("button", { name: or.form.submit }).click();
      await expect(page.getByTestId("plan-errors")).toContainText(or.errors.heading);
      await expect(fieldError(page, "bill")).toHaveText(
        fill(or.errors.unreadable, { name: or.errors.fields.monthlyBill }),
      );
      await expect(fieldError(page, "roof")).toHaveText(
        fill(or.errors.unreadable, { name: or.errors.fields.roofArea }),
      );
      await expect(fieldError(page, "years")).toHaveText(
        "ଋଣର ଅବଧି ସର୍ବାଧିକ 10 ବର୍ଷ ହୋଇପାରେ: ରୁଫଟପ ସୋଲାର ପାଇଁ ବ୍ୟାଙ୍କ ସର୍ବାଧିକ 10 ବର୍ଷ ପାଇଁ ଋଣ ଦିଏ।",
      );
      await expect(form.getByLabel(or.form.monthlyBill.label)).toHaveValue("1e12");
      await expect(form.getByLabel(or.form.monthlyBill.label)).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expect(summary(page)).toHaveText(or.results.summary.waiting);
    });
  });
});

test.describe("the privacy policy (Odia)", () => {
  test("answers in Odia with its nine sections, its contents list and its date", async ({
    page,
  }) => {
    const response = await page.goto("/or/privency-policy");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "or");
    await expect(
      page.getByRole("heading", { level: 1, name: pages.privacyPolicy.heading }),
    ).toBeVisible();
    await expect(page.getByText(`${orPrivacy.lastUpdatedLabel} 26 ଜୁଲାଇ 2025`)).toBeVisible();

    // The contents list (a disclosure on phones, a sticky list on wide screens): every
    // section in Odia, in order, linking to the same anchors as in English.
    const contents = page
      .getByRole("navigation", { name: orPrivacy.tocLabel })
      .filter({ visible: true });
    const links = contents.getByRole("link");
    await expect(links).toHaveCount(policySectionIds.length);
    await expect(links).toContainText(policySectionIds.map((id) => orPrivacy.sections[id].heading));
    for (const [index, id] of policySectionIds.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `#${id}`);
      await expect(
        page.getByRole("heading", { level: 2, name: orPrivacy.sections[id].heading }),
      ).toHaveAttribute("id", id);
    }
    await links.nth(6).click();
    await expect(page).toHaveURL(/\/or\/privency-policy#solar-specific-data-retention$/);

    // The company's names fill the first paragraph; the contact card has the Odia address.
    await expect(
      page.getByText(/^Suryoday Solar Pvt\. Ltd\. \(“Suryoday Solar”, “ଆମେ”\)/),
    ).toBeVisible();
    const address = siteCopy.company.address.join(", ");
    await expect(page.getByRole("main").getByText(address, { exact: true })).toBeVisible();
    await expect(page.getByText(orPrivacy.contactLabels.address, { exact: true })).toBeVisible();

    // Back home stays in Odia; no English heading or sentence of the policy is left.
    await expect(page.getByRole("link", { name: orPrivacy.returnHome })).toHaveAttribute(
      "href",
      "/or",
    );
    const text = await page.locator("main").innerText();
    for (const english of englishOnly(enPrivacy, orPrivacy)) {
      expect(text, english).not.toContain(english);
    }
  });
});
