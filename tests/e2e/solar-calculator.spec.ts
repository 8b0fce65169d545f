import type { Page } from "@playwright/test";
import type { Locale } from "../../app/lib/i18n/locale";
import { fill } from "../../app/lib/i18n/fill";
import { islandsProblems, pageScripts } from "../../server/page-scripts";
import { englishSentences } from "./copy-pairs";
import { language, languages } from "./fixtures";
import { exportLeads, toast, uniqueAddress, uniqueEmail } from "./leads";
import { expect, plannerDay, test } from "./planner-day";
import { noticeVersion } from "../../app/lib/privacy/notice-version";

// The solar savings planner (issues 9, 11 and 19) at /solar-calculator and /or/solar-calculator,
// read on 24 November 2026 (planner-day.ts). Expected figures are the ones worked out by hand in
// app/lib/solar-plan.test.ts: a ₹2,000 bill on 500 sq ft is a 3 kW system, ₹78,000 + ₹60,000 in
// subsidies, ₹47,250 after them; the bill falls to ₹212 (its ₹60 fixed charge and ₹60 meter
// rent stay), ₹1,788 saved a month, back in 2.2 years.

/** What each language's page says of that day and that plan, and what its visitor types. */
const facts = {
  en: {
    payback: "2.2 years",
    cost: "₹1.56 lakh – ₹2.15 lakh",
    deadline:
      "PM Surya Ghar and Odisha's top-up for homes end on March 31, 2027, 127 days from today.",
    day: "Worked out with the figures that hold on November 24, 2026.",
    billParts:
      "After solar: energy ₹88 + duty ₹4 + fixed charge ₹60 + meter rent ₹60. The fixed charge and meter rent stay every month, solar or not.",
    margin: "Margin money ₹18,525 (10% of ₹1,85,250)",
    yearsError:
      "The loan tenure can be at most 10 years: banks lend for rooftop solar for at most 10 years.",
    housesError: "Enter the number of houses.",
    /** A rule, and the dates its assumption row gives. */
    dated: {
      rate: "centralSubsidyHome",
      text: "Holds from February 13, 2024 to March 31, 2027. Checked November 24, 2026; to be checked again by March 31, 2027.",
    },
    chartTitle: /^After 25 years, .* saved against .* spent;/,
    lakh: "lakh",
    typed: { bill: "2,000", roof: "500", billOnServer: "₹ 2,000", unreadableRoof: "lots" },
    typedSmall: { houses: "20", yield: "1200" },
    shared:
      /^My rooftop solar plan .*: https?:\/\/[^/]+\/solar-calculator\?by=bill&bill=2000&roof=500/,
    getUrl: /\/solar-calculator\?for=home&.*bill=%E2%82%B9\+2%2C000.*#plan$/,
  },
  or: {
    payback: "2.2 ବର୍ଷ",
    cost: "₹1.56 ଲକ୍ଷ – ₹2.15 ଲକ୍ଷ",
    // Dates written as the Odia pages write them.
    deadline: "31 ମାର୍ଚ୍ଚ 2027ରେ ଶେଷ ହେବ, ଆଉ 127 ଦିନ ବାକି।",
    day: "24 ନଭେମ୍ବର 2026 ଦିନ ଲାଗୁ ଥିବା ଦର ଓ ନିୟମରେ ହିସାବ।",
    billParts: /ଫିକ୍ସଡ ଚାର୍ଜ ₹60 \+ ମିଟର ଭଡ଼ା ₹60/,
    margin: "ମାର୍ଜିନ ମନି ₹18,525",
    yearsError: "ଋଣର ଅବଧି ସର୍ବାଧିକ 10 ବର୍ଷ ହୋଇପାରେ: ରୁଫଟପ ସୋଲାର ପାଇଁ ବ୍ୟାଙ୍କ ସର୍ବାଧିକ 10 ବର୍ଷ ପାଇଁ ଋଣ ଦିଏ।",
    housesError: "ଘର ସଂଖ୍ୟା ଲେଖନ୍ତୁ।",
    dated: {
      rate: "loanUpTo3Kw",
      text: "15 ଡିସେମ୍ବର 2025ରୁ ଲାଗୁ। 24 ନଭେମ୍ବର 2026ରେ ଯାଞ୍ଚ ହୋଇଛି; 15 ଜାନୁଆରୀ 2027 ସୁଦ୍ଧା ପୁଣି ଯାଞ୍ଚ ହେବ।",
    },
    chartTitle: /^25 ବର୍ଷ ପରେ .* ଖର୍ଚ୍ଚ ତୁଳନାରେ .* ସଞ୍ଚୟ;/,
    lakh: "ଲକ୍ଷ",
    // Odia digits, typed as an Odia visitor may.
    typed: { bill: "୨,୦୦୦", roof: "୫୦୦", billOnServer: "₹ ୨,୦୦୦", unreadableRoof: "ବହୁତ" },
    typedSmall: { houses: "୨୦", yield: "୧୨୦୦" },
    shared:
      /^ମୋ ରୁଫଟପ ସୋଲାର ହିସାବ.*https?:\/\/[^/]+\/or\/solar-calculator\?by=bill&bill=2000&roof=500/,
    getUrl: /\/or\/solar-calculator\?for=home&.*bill=.*#plan$/,
  },
} satisfies Record<Locale, object>;

const figure = (page: Page, id: string) => page.getByTestId(`plan-${id}`);
const summary = (page: Page) => page.getByTestId("plan-summary");
/** The message the server put at a field (its id + "-error"). */
const fieldError = (page: Page, id: string) => page.locator(`#planner-${id}-error`);
const waPrefix = "https://wa.me/?text=";

/** The ₹2,000 bill on 500 sq ft, as the page in `locale` shows it. */
async function expectTwoThousandRupeePlan(page: Page, locale: Locale = "en") {
  const { words } = language[locale];
  await expect(figure(page, "size")).toContainText("3 kW");
  await expect(figure(page, "central-subsidy")).toContainText("₹78,000");
  await expect(figure(page, "state-subsidy")).toContainText("₹60,000");
  await expect(figure(page, "net-cost")).toContainText("₹47,250");
  await expect(figure(page, "bill")).toContainText("₹2,000 → ₹212");
  await expect(figure(page, "payback")).toContainText(facts[locale].payback);
  await expect(figure(page, "cost")).toContainText(facts[locale].cost);
  await expect(summary(page)).toHaveText(
    fill(words.solarCalculator.results.summary.paybackSubsidies, {
      size: "3 kW",
      before: "₹2,000",
      after: "₹212",
      subsidies: "₹1,38,000",
      years: "2.2",
    }),
  );
}

for (const { locale, tag, lang, path, heading, words, open } of languages) {
  const { solarCalculator: planner, quote, forms, pages } = words;
  const fact = facts[locale];
  const planForm = (page: Page) => page.getByRole("form", { name: planner.form.heading });
  const toEngineer = `${path("/quote-request")}\\?plan=by%3Dbill%26bill%3D2000%26roof%3D500`;

  test(`${tag} answers in its language with the plan, the subsidies' deadline and the chart; search engines find it`, async ({
    page,
    request,
  }) => {
    await open(page, "/solar-calculator?bill=2000&roof=500");
    await expect(
      page.getByRole("heading", { level: 1, name: heading("/solar-calculator") }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: planner.form.heading })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: planner.results.heading }),
    ).toBeVisible();
    await expectTwoThousandRupeePlan(page, locale);

    // The deadline, what must be done by then, and the day the figures hold for.
    const schemes = page.getByTestId("plan-schemes");
    await expect(schemes).toContainText(fact.deadline);
    await expect(schemes).toContainText("pmsuryaghar.gov.in");
    await expect(page.getByTestId("plan-day")).toHaveText(fact.day);
    if (locale === "en") {
      await expect(schemes).toContainText("commissioning certificate");
      await expect(figure(page, "central-subsidy")).toContainText(
        "if the system is commissioned by March 31, 2027",
      );
    }

    // The chart, in the page's language: its description, its axis, its lakh.
    const chart = page.getByTestId("savings-chart");
    await expect(chart.locator("svg")).toHaveAttribute("role", "img");
    await expect(chart.locator("svg title")).toHaveText(fact.chartTitle);
    await expect(chart.locator("svg")).toContainText(fact.lakh);
    await expect(chart.locator("svg")).toContainText(planner.chart.yearAxis);
    await expect(page.getByTestId("savings-table")).toContainText("₹47,250");

    if (locale === "or") {
      // No whole English sentence or label of the planner's copy (none the Odia shares).
      const text = await page.locator("main").innerText();
      for (const sentence of englishSentences("solarCalculator", 8)) {
        expect(text, sentence).not.toContain(sentence);
      }
    }

    const title = pages.pages.solarCalculator.title;
    if (locale === "en") expect(title).toBe("Solar Savings Planner: Odisha Subsidy, EMI & Payback");
    await expect(page).toHaveTitle(`${title} | Suryoday Solar`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname + new URL(canonical!).search).toBe(
      path("/solar-calculator"),
    );
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(data.find((item) => item["@type"] === "WebApplication")).toMatchObject({
      name: title,
      offers: { price: "0", priceCurrency: "INR" },
    });
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path("/solar-calculator")}</loc>`));
  });

  test.describe(`${tag} with JavaScript`, () => {
    test("the plan follows the visitor's typing without a reload, and the URL keeps it", async ({
      page,
    }) => {
      await page.goto(path("/solar-calculator"));
      const form = planForm(page);
      // The defaults: a home, ₹1,500 on 400 sq ft is a 3 kW system.
      await expect(
        form.getByRole("radio", { name: planner.form.category.options.home.label }),
      ).toBeChecked();
      await expect(figure(page, "size")).toContainText("3 kW");
      await expect(summary(page)).toHaveAttribute("aria-live", "polite");

      await page.evaluate(() => Object.assign(window, { stillHere: true }));
      await form.getByLabel(planner.form.monthlyBill.label).fill(fact.typed.bill);
      await form.getByLabel(planner.form.roof.label).fill(fact.typed.roof);
      await expectTwoThousandRupeePlan(page, locale);
      // The URL is tidy (Latin digits) and stays in the language.
      await expect(page).toHaveURL(
        new RegExp(`${path("/solar-calculator")}\\?by=bill&bill=2000&roof=500&roofUnit=sqft`),
      );
      await expect(page).not.toHaveURL(/for=/);
      expect(await page.evaluate(() => "stillHere" in window)).toBe(true);

      // Shared from this page, the plan opens this page.
      const whatsapp = page.getByRole("link", { name: planner.actions.whatsapp });
      const href = (await whatsapp.getAttribute("href"))!;
      expect(href.startsWith(waPrefix)).toBe(true);
      expect(decodeURIComponent(href.slice(waPrefix.length))).toMatch(fact.shared);
      await expect(whatsapp).toHaveAttribute("target", "_blank");

      // A loan: its fields appear, the bank's rate for the size is the default, and the EMI
      // stands beside the saving.
      const { payment } = planner.form;
      await expect(form.getByLabel(payment.loanRate.label)).toBeHidden();
      await form.getByRole("radio", { name: payment.options.loan }).check();
      await expect(form.getByLabel(payment.loanRate.label)).toHaveValue("");
      await expect(
        page.getByText(fill(payment.loanRate.hint, { upTo3: "5.75%", above3: "7.9%" })),
      ).toBeVisible();
      await expect(figure(page, "emi")).toContainText(
        fill(planner.results.loan.beside, { saving: "₹1,788" }),
      );
      await expect(figure(page, "emi")).toContainText(fact.margin);
      await expect(page).toHaveURL(/pay=loan&years=10/);

      // A 15-year loan gets its message at the field, and the plan waits for it.
      await form.getByLabel(payment.loanYears.label).fill("15");
      await expect(fieldError(page, "years")).toHaveText(fact.yearsError);
      await expect(summary(page)).toHaveText(planner.results.summary.waiting);
      await form.getByLabel(payment.loanYears.label).fill("10");
      await expect(figure(page, "emi")).toBeVisible();

      // Units instead of the bill: 300 units a month is ₹1,597 with duty and fixed charges.
      await form.getByRole("radio", { name: planner.form.usage.units }).check();
      await form.getByLabel(planner.form.monthlyUnits.label).fill("300");
      await expect(figure(page, "bill")).toContainText("₹1,597 →");
      await expect(page).toHaveURL(/by=units&units=300/);
      await expect(page).not.toHaveURL(/bill=/);
      expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
    });

    test("a housing society and a business each get their own subsidies", async ({ page }) => {
      await page.goto(path("/solar-calculator"));
      const form = planForm(page);
      const { options } = planner.form.category;
      await expect(form.getByLabel(planner.form.houses.label)).toBeHidden();
      await form.getByRole("radio", { name: options.society.label }).check();
      await expect(fieldError(page, "houses")).toHaveText(fact.housesError);
      await form.getByLabel(planner.form.houses.label).fill(fact.typedSmall.houses);
      await form.getByLabel(planner.form.monthlyBill.label).fill("8000");
      await form.getByLabel(planner.form.roof.label).fill("1500");
      // 12 kW, of which all counts: ₹18,000 a kW, up to 3 kW for each of the 20 houses.
      await expect(figure(page, "size")).toContainText("12 kW");
      await expect(figure(page, "society-subsidy")).toContainText("₹2,16,000");
      await expect(figure(page, "society-subsidy")).toContainText(
        planner.results.subsidies.centralSociety.label,
      );
      await expect(figure(page, "state-subsidy")).toHaveCount(0);
      if (locale === "en") {
        await expect(page.getByTestId("plan-schemes")).toContainText(
          "PM Surya Ghar's subsidy for housing societies ends on March 31, 2027",
        );
      }
      await expect(page).toHaveURL(/for=society&houses=20/);

      await form.getByRole("radio", { name: options.business.label }).check();
      await expect(figure(page, "no-subsidy")).toContainText(
        planner.results.subsidies.business.value,
      );
      await expect(figure(page, "central-subsidy")).toHaveCount(0);
      await expect(page.getByTestId("plan-schemes")).toHaveText(planner.results.today.business);
      if (locale === "en") {
        await expect(figure(page, "bill")).toContainText("OERC LT general purpose");
        // Its own price per unit, off its bill, replaces the slabs.
        await form.getByLabel("Your price per unit (optional)").fill("8.5");
        await expect(figure(page, "bill")).toContainText(
          "Your units at your price of ₹8.50 a unit.",
        );
        await expect(page).toHaveURL(/for=business.*tariff=8\.5/);
        await expect(page).not.toHaveURL(/houses=/);
      }
    });

    test("the assumptions are open to read and to change, each with its source and dates", async ({
      page,
    }) => {
      await page.goto(path("/solar-calculator?bill=2000&roof=500"));
      const assumptions = page.getByTestId("plan-assumptions");
      await assumptions.getByText(planner.assumptions.summary).click();
      const rate = (key: string) => page.getByTestId(`rate-${key}`);
      await expect(rate("stateSubsidyHome")).toContainText(planner.results.uncertainMark);
      await expect(rate("centralSubsidyHome")).not.toContainText(planner.results.uncertainMark);
      await expect(rate(fact.dated.rate)).toContainText(fact.dated.text);
      await expect(rate("gridEmissionFactor")).toContainText("CEA");
      if (locale === "en") {
        await expect(
          rate("loanAbove3Kw").getByRole("link", { name: /Read the source/ }),
        ).toHaveAttribute(
          "href",
          "https://bank.sbi/web/personal-banking/loans/pm-surya-ghar-loan-for-solar-roof-top",
        );
        // Tariff growth starts flat, and says why beside its field.
        await expect(rate("tariffRise")).toContainText(
          "OERC has not raised domestic tariffs since FY2021-22",
        );
      } else {
        // The sources explained in Odia.
        await expect(rate("loanUpTo3Kw")).toContainText(
          `ଉତ୍ସ: ${planner.assumptions.sourceNotes!.loanUpTo3Kw}।`,
        );
      }
      await expect(assumptions.getByLabel(planner.assumptions.labels.tariffRise)).toHaveValue("0");
      // Nothing is past its review on this day.
      await expect(page.getByTestId("plan-stale")).toHaveCount(0);
      // 1,200 units per kW: 368 units a month need 3.7 kW, so 4 kW make 4,800 a year, and the
      // URL says so.
      await assumptions
        .getByLabel(planner.assumptions.labels.yieldPerKw)
        .fill(fact.typedSmall.yield);
      await expect(figure(page, "generation")).toContainText(
        fill(planner.results.generation.value, { units: "4,800" }),
      );
      await expect(page).toHaveURL(new RegExp(`${path("/solar-calculator")}\\?.*yield=1200`));
    });

    test("sends the plan to our engineer: pre-filled quote, stored with the plan's numbers and day", async ({
      page,
    }) => {
      const email = uniqueEmail(`planner-${locale}`);
      await page.goto(path("/solar-calculator?bill=2000&roof=500"));
      const link = page.getByRole("link", { name: planner.actions.toEngineer });
      await expect(link).toHaveAttribute("href", new RegExp(`^${toEngineer}`));
      await link.click();
      await expect(page).toHaveURL(new RegExp(toEngineer));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);

      const card = page.getByTestId("carried-plan");
      await expect(card).toContainText(fill(quote.planCard.size, { size: 3 }));
      await expect(card).toContainText(
        fill(quote.planCard.netCost, { netCost: "₹47,250", subsidies: "₹1,38,000" }),
      );
      await expect(card).toContainText(fill(quote.planCard.payback, { years: "2.2" }));
      // The spec's estimate card is as it was, with a way to the planner.
      await expect(page.getByTestId("estimate-card")).toContainText(quote.estimateCard.placeholder);

      const form = page.getByRole("form", { name: forms.quote.heading });
      await expect(form.getByLabel(forms.quote.product.label)).toHaveValue("solar-panels");
      await form.getByLabel(forms.person.name.label).fill("Bikash Sahoo");
      await form.getByLabel(forms.person.email.label).fill(email);
      await form.getByLabel(forms.person.phone.label).fill("+91 94370 22222");
      await form.getByLabel(forms.quote.location.label).fill("751007");
      await form.getByRole("button", { name: forms.quote.submit }).click();
      await expect(toast(page)).toContainText(forms.quote.success.title);

      const [stored] = (await exportLeads("quote")).filter((lead) => lead.email === email);
      expect(stored).toMatchObject({
        language: locale,
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
      // Where the quote's bill is in rupees too, the plan's bill is the one sent and stored,
      // not the slider's default ₹1,500 (issue 30).
      if (locale === "or") expect(stored).toMatchObject({ monthlyBill: 2000 });
    });
  });

  test.describe(`${tag} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the GET form shows the plan, puts messages at the fields, and switches fields by CSS", async ({
      page,
    }) => {
      await page.goto(path("/solar-calculator"));
      const form = planForm(page);
      await expect(form.getByLabel(planner.form.monthlyUnits.label)).toBeHidden();
      await form.getByRole("radio", { name: planner.form.usage.units }).check();
      await expect(form.getByLabel(planner.form.monthlyUnits.label)).toBeVisible();
      await form.getByRole("radio", { name: planner.form.usage.bill }).check();

      await form.getByLabel(planner.form.monthlyBill.label).fill(fact.typed.billOnServer);
      await form.getByLabel(planner.form.roof.label).fill("500");
      await form.getByRole("button", { name: planner.form.submit }).click();
      await expect(page).toHaveURL(fact.getUrl);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expectTwoThousandRupeePlan(page, locale);
      await expect(page.getByTestId("savings-table")).toContainText("₹47,250");
      // The bill after solar keeps its fixed charges.
      await expect(page.getByTestId("plan-bill-parts")).toHaveText(fact.billParts);
      await expect(page.getByRole("link", { name: planner.actions.toEngineer })).toHaveAttribute(
        "href",
        new RegExp(`^${toEngineer}`),
      );

      const { errors } = planner;
      await form.getByLabel(planner.form.monthlyBill.label).fill("1e12");
      await form.getByLabel(planner.form.roof.label).fill(fact.typed.unreadableRoof);
      await form.getByRole("radio", { name: planner.form.payment.options.loan }).check();
      await form.getByLabel(planner.form.payment.loanYears.label).fill("15");
      await form.getByRole("button", { name: planner.form.submit }).click();
      await expect(fieldError(page, "bill")).toHaveText(
        fill(errors.unreadable, { name: errors.fields.monthlyBill }),
      );
      await expect(fieldError(page, "roof")).toHaveText(
        fill(errors.unreadable, { name: errors.fields.roofArea }),
      );
      await expect(fieldError(page, "years")).toHaveText(fact.yearsError);
      const bill = form.getByLabel(planner.form.monthlyBill.label);
      await expect(bill).toHaveValue("1e12");
      await expect(bill).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(planner.form.payment.loanYears.label)).toHaveValue("15");
      await expect(page.getByTestId("plan-errors")).toContainText(errors.heading);
      await expect(summary(page)).toHaveText(planner.results.summary.waiting);
      await expect(figure(page, "size")).toHaveCount(0);
    });
  });
}

test.describe("with JavaScript", () => {
  const planForm = (page: Page) => page.getByRole("form", { name: "Your roof and your bill" });

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

    // (Its WhatsApp link is checked where the plan is typed, above.)
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const reader = await context.newPage();
    await reader.goto(shared);
    await expectTwoThousandRupeePlan(reader);
    await expect(planForm(reader).getByLabel("Average monthly bill")).toHaveValue("2000");
    await expect(planForm(reader).getByLabel("Shade-free roof area")).toHaveValue("500");
    await context.close();
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
});

test("the server works the plan out again and ignores figures sent with it", async ({
  request,
}) => {
  const email = uniqueEmail("planner-forged");
  const response = await request.post("/quote-request", {
    headers: { "X-Forwarded-For": uniqueAddress() },
    form: {
      noticeVersion,
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

  test("a home, a society and a business each get their own subsidies from the GET form", async ({
    page,
  }) => {
    await page.goto("/solar-calculator?bill=2000&roof=500");
    await expect(figure(page, "central-subsidy")).toContainText("₹78,000");

    await page.goto("/solar-calculator?for=society&houses=20&bill=8000&roof=1500");
    await expect(page.getByLabel("Houses in the society")).toHaveValue("20");
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
    await page.getByLabel("Average monthly bill").focus();
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

// The plan is laid out only as it nears the view (content-visibility, issue 38): on a phone it
// starts below the first screen, and both ways of asking for it must still land on it.
test.describe("the plan on a phone at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { tag, path, words, open } of languages) {
    const { solarCalculator: planner } = words;
    const planHeading = (page: Page) =>
      page.getByRole("heading", { level: 2, name: planner.results.heading });

    test(`${tag} "Show my plan" scrolls to the plan, drawn`, async ({ page }) => {
      await open(page, "/solar-calculator");
      await expect(planHeading(page)).not.toBeInViewport();
      const form = page.getByRole("form", { name: planner.form.heading });
      await form.getByRole("button", { name: planner.form.submit }).click();
      await expect(planHeading(page)).toBeInViewport();
      await expect(page.getByTestId("plan-summary")).toBeInViewport();
    });

    test(`${tag} without JavaScript, the form's answer opens at the plan`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
        baseURL,
      });
      try {
        const page = await context.newPage();
        await page.goto(path("/solar-calculator?for=home&bill=2000#plan"));
        await expect(planHeading(page)).toBeInViewport();
      } finally {
        await context.close();
      }
    });
  }
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
