import { describe, expect, it } from "vitest";
import { solarCalculatorCopy as en } from "~/content/copy/en/solar-calculator";
import { solarCalculatorCopy as or } from "~/content/copy/or/solar-calculator";
import { rateKeys } from "~/content/solar-rates";
import { latestVersionBy } from "~/lib/planner-rules";
import { plannerUpdate } from "~/lib/planner-update";
import { defaultAssumptions, ratesFor } from "~/lib/solar-plan";
import { plannerWords } from "./plan-words";

const today = "2026-11-24";
const rates = ratesFor(today, defaultAssumptions(today));
const english = plannerWords(en, "en");
const odia = plannerWords(or, "or");
const plan = { sizeKw: 3, billBefore: 1500, billAfter: 120, subsidies: 138_000, paybackYears: 2.9 };

describe("plannerWords", () => {
  it("writes the English sentences", () => {
    expect(english.results.summary(plan)).toBe(
      "A 3 kW system could bring your monthly bill from ₹1,500 to ₹120, with ₹1,38,000 in subsidies, and pay for itself in about 2.9 years.",
    );
    expect(english.results.summary({ ...plan, subsidies: 0, paybackYears: null })).toBe(
      "A 3 kW system could bring your monthly bill from ₹1,500 to ₹120 and would take more than 25 years to pay for itself.",
    );
    expect(english.results.bill.how(rates.domesticTariff, "domestic", null)).toBe(
      "Solar removes your dearest units first: above 400 units ₹6.10; 201–400 units ₹5.70; 51–200 units ₹4.70; 0–50 units ₹2.90 a unit (OERC domestic slabs).",
    );
    expect(
      english.results.bill.parts({ energy: 0, duty: 0, fixed: 60, meterRent: 60, total: 120 }),
    ).toBe(
      "After solar: energy ₹0 + duty ₹0 + fixed charge ₹60 + meter rent ₹60. The fixed charge and meter rent stay every month, solar or not.",
    );
    expect(english.results.cost.value(156_000, 214_500)).toBe("₹1.56 lakh – ₹2.15 lakh");
    expect(english.results.lifetime.gain(-50_000)).toBe("₹50,000 less than it costs you");
  });

  it("writes Odia with the same figures: Latin digits, Indian grouping, ଲକ୍ଷ and କୋଟି", () => {
    expect(odia.results.summary(plan)).toBe(
      "₹1,38,000 ସବସିଡି ସହ 3 kWର ଏକ ସିଷ୍ଟମ ଆପଣଙ୍କ ମାସିକ ବିଲକୁ ₹1,500ରୁ ₹120କୁ ଆଣିପାରେ, ଆଉ ପ୍ରାୟ 2.9 ବର୍ଷରେ ତାର ଖର୍ଚ୍ଚ ଉଠିଯିବ।",
    );
    expect(odia.results.cost.value(156_000, 214_500)).toBe("₹1.56 ଲକ୍ଷ – ₹2.15 ଲକ୍ଷ");
    expect(odia.chart.moneyTick(25_000_000)).toBe("₹2.5 କୋଟି");
    expect(odia.results.payback.value(null)).toBe("25 ବର୍ଷରୁ ଅଧିକ");
  });
});

describe("the day, in both languages", () => {
  it("names the deadline before it and says the subsidies have ended after it", () => {
    const open = english.results.today.open(false, "2027-03-31", 1);
    expect(open).toMatch(
      /^PM Surya Ghar and Odisha's top-up for homes end on March 31, 2027, 1 day from today\./,
    );
    expect(open).toContain("commissioning certificate");
    expect(english.results.today.ended(false, "2027-03-31")).toBe(
      "The household subsidies ended on March 31, 2027: PM Surya Ghar and Odisha's top-up are not counted in this plan. If they have been extended since, our engineer will tell you.",
    );
    expect(odia.results.today.open(false, "2027-03-31", 127)).toMatch(
      /^ଘର ପାଇଁ ପିଏମ ସୂର୍ଯ୍ୟ ଘର \(PM Surya Ghar\) ଓ ଓଡ଼ିଶାର ଅତିରିକ୍ତ ସହାୟତା 31 ମାର୍ଚ୍ଚ 2027ରେ ଶେଷ ହେବ, ଆଉ 127 ଦିନ ବାକି।/,
    );
    expect(odia.results.today.ended(true, "2027-03-31")).toMatch(
      /^ଘର ପାଇଁ ଥିବା ସବସିଡି 31 ମାର୍ଚ୍ଚ 2027ରେ ଶେଷ ହୋଇଯାଇଛି: ଏହି ହିସାବରେ ହାଉସିଂ ସୋସାଇଟି/,
    );
    expect(english.results.today.day("2027-04-01")).toBe(
      "Worked out with the figures that hold on April 1, 2027.",
    );
    expect(odia.results.today.day("2027-04-01")).toBe("1 ଏପ୍ରିଲ 2027 ଦିନ ଲାଗୁ ଥିବା ଦର ଓ ନିୟମରେ ହିସାବ।");
  });

  it("lists the figures past their review in the page's language", () => {
    expect(english.results.today.stale(["loanUpTo3Kw", "loanAbove3Kw"])).toBe(
      "These figures are past the day we meant to check them again, so they may have changed: Loan up to 3 kW, Loan above 3 kW. Our engineer confirms every figure before a quote.",
    );
    expect(odia.results.today.stale(["domesticTariff"])).toContain("ଘରୋଇ ଏନର୍ଜି ଚାର୍ଜ (ମାସିକ ସ୍ଲାବ)");
  });

  it("writes a rule's dates as the site writes dates, never ISO", () => {
    const rule = {
      validFrom: "2024-02-13",
      validTo: "2027-03-31",
      checkedOn: today,
      reviewBy: "2027-03-31",
    };
    expect(english.assumptions.dates(rule)).toBe(
      "Holds from February 13, 2024 to March 31, 2027. Checked November 24, 2026; to be checked again by March 31, 2027.",
    );
    expect(odia.assumptions.dates(rule)).toBe(
      "13 ଫେବୃଆରୀ 2024ରୁ 31 ମାର୍ଚ୍ଚ 2027 ପର୍ଯ୍ୟନ୍ତ ଲାଗୁ। 24 ନଭେମ୍ବର 2026ରେ ଯାଞ୍ଚ ହୋଇଛି; 31 ମାର୍ଚ୍ଚ 2027 ସୁଦ୍ଧା ପୁଣି ଯାଞ୍ଚ ହେବ।",
    );
    expect(english.assumptions.published("2025-03-25")).toBe("Published March 25, 2025.");
    expect(odia.assumptions.published("2025-03-25")).toBe("ପ୍ରକାଶିତ: 25 ମାର୍ଚ୍ଚ 2025।");
    for (const words of [english, odia]) {
      expect(words.assumptions.dates(rule)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    // Nor do the sources, in either language.
    for (const key of rateKeys) {
      expect(latestVersionBy(key, today)!.source.title, key).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(or.assumptions.sourceNotes[key], key).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
  });
});

describe("messages at the fields, in both languages", () => {
  it("a bill of 1e12 and a 15-year loan", () => {
    const unreadable = { field: "monthlyBill", problem: "unreadable" } as const;
    const tooLong = { field: "loanYears", problem: "too-high", min: 1, max: 10 } as const;
    expect(english.errors.message(unreadable)).toBe(
      "We could not read the monthly bill as a number: type digits, like 2000 or 2,000.",
    );
    expect(english.errors.message(tooLong)).toBe(
      "The loan tenure can be at most 10 years: banks lend for rooftop solar for at most 10 years.",
    );
    expect(odia.errors.message(unreadable)).toBe(
      "ମାସିକ ବିଲ ସଂଖ୍ୟା ଭାବେ ପଢ଼ିହେଲା ନାହିଁ: 2000 ବା 2,000 ପରି ଅଙ୍କରେ ଲେଖନ୍ତୁ।",
    );
    expect(odia.errors.message(tooLong)).toBe(
      "ଋଣର ଅବଧି ସର୍ବାଧିକ 10 ବର୍ଷ ହୋଇପାରେ: ରୁଫଟପ ସୋଲାର ପାଇଁ ବ୍ୟାଙ୍କ ସର୍ବାଧିକ 10 ବର୍ଷ ପାଇଁ ଋଣ ଦିଏ।",
    );
  });

  it("a size below 1 kW, a society without houses, an off-grid system", () => {
    const small = { field: "chosenKw", problem: "too-low", min: 1, max: 10 } as const;
    expect(english.errors.message(small)).toBe(
      "The system size must be at least 1 kW: the smallest system sold is 1 kW.",
    );
    expect(odia.errors.message(small)).toBe(
      "ସିଷ୍ଟମର ସାଇଜ ଅତି କମ୍‌ରେ 1 kW ହେବା ଦରକାର: ସବୁଠୁ ଛୋଟ ସିଷ୍ଟମ 1 kWର।",
    );
    const houses = { field: "houses", problem: "required" } as const;
    expect(english.errors.message(houses)).toBe("Enter the number of houses.");
    expect(odia.errors.message(houses)).toBe("ଘର ସଂଖ୍ୟା ଲେଖନ୍ତୁ।");
    const offGrid = { field: "system", problem: "off-grid" } as const;
    expect(english.errors.message(offGrid)).toMatch(/^Off-grid systems .* are not planned here/);
    expect(odia.errors.message(offGrid)).toMatch(/^ଅଫ୍-ଗ୍ରିଡ ସିଷ୍ଟମ/);
  });
});

describe("every template, every rule", () => {
  it("fills every slot of every template in both languages", () => {
    const home = plannerUpdate(new URLSearchParams("pay=loan&chosenKw=5&kw=5"), today);
    const loan = home.plan!.loan!;
    for (const words of [english, odia]) {
      const sentences = [
        words.results.summary(plan),
        words.results.summary({ ...plan, paybackYears: null }),
        words.results.noSystem.roof(0.5),
        ...(["use", "roof", "largest", "chosen"] as const).map((reason) =>
          words.results.size.how(reason, {
            units: 402,
            yieldPerKw: 1350,
            neededKw: 3.6,
            sizeKw: 4,
            roofKw: 4.6,
          }),
        ),
        words.results.generation.how(4, 1350, 0.02, 0.0055, false),
        words.results.bill.surplus(40, 3.1),
        words.results.bill.how(rates.generalPurposeTariff, "generalPurpose", null),
        words.results.bill.how([], "domestic", 8.5),
        words.results.cost.how(rates.installedCost, true, 35_000),
        words.results.subsidies.centralSociety.how(rates.centralSubsidySociety, 20, "2027-03-31"),
        words.results.subsidies.ended.how("2027-03-31"),
        ...words.results.loan.how(loan, 308_750, 138_000, true),
        ...words.results.loan.how({ ...loan, capped: true, refund: 500 }, 308_750, 138_000, false),
        words.results.lifetime.gain(800_000),
        words.results.today.open(true, "2027-03-31", 10),
        words.results.today.ended(false, "2027-03-31"),
        words.chart.description(1_500_000, 200_000, 4.8),
        words.form.loanRateHint(5.75, 7.9),
        words.errors.message({ field: "houses", problem: "too-low", min: 2, max: 10_000 }),
        words.errors.message({ field: "monthlyBill", problem: "too-high", min: 0, max: 100_000 }),
        words.errors.message({ field: "category", problem: "unknown-choice" }),
        words.errors.message({ field: "loanYears", problem: "not-whole" }),
        ...rateKeys.map((key) => words.assumptions.value(key, rates)),
        ...rateKeys.map((key) => words.assumptions.sourceLine(key, "x")),
      ];
      for (const sentence of sentences) expect(sentence).not.toMatch(/[{}]/);
    }
  });

  it("explains every rule's source in Odia with the source's own figures and dates", () => {
    const figures = (text: string) => text.match(/\d+(?:[.,:–-]\d+)*/g) ?? [];
    for (const key of rateKeys) {
      const source = latestVersionBy(key, today)!.source.title;
      const note = or.assumptions.sourceNotes[key];
      for (const figure of figures(source)) expect(note, `${key}: ${figure}`).toContain(figure);
      expect(odia.assumptions.sourceLine(key, source)).toBe(`ଉତ୍ସ: ${note}।`);
      expect(english.assumptions.sourceLine(key, source)).toBe(`Source: ${source}.`);
    }
  });
});
