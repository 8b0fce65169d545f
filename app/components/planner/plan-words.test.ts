import { describe, expect, it } from "vitest";
import { solarCalculatorCopy as en } from "~/content/copy/en/solar-calculator";
import { solarCalculatorCopy as or } from "~/content/copy/or/solar-calculator";
import { type RateKey, rateValues, solarRates } from "~/content/solar-rates";
import { plannerWords } from "./plan-words";

const rates = rateValues();
const english = plannerWords(en, "en");
const odia = plannerWords(or, "or");
const plan = { sizeKw: 4, billBefore: 2000, billAfter: 0, subsidies: 138_000, paybackYears: 4.8 };

describe("plannerWords", () => {
  it("writes the English sentences as the planner always has", () => {
    expect(english.results.summary(plan)).toBe(
      "A 4 kW system could bring your monthly bill from ₹2,000 to ₹0, with ₹1,38,000 in subsidies, and pay for itself in about 4.8 years.",
    );
    expect(english.results.summary({ ...plan, subsidies: 0, paybackYears: null })).toBe(
      "A 4 kW system could bring your monthly bill from ₹2,000 to ₹0 and would take more than 25 years to pay for itself.",
    );
    expect(english.results.bill.how(rates.tariffSlabs)).toBe(
      "Solar removes your dearest units first: above 400 units ₹6.10; 201–400 units ₹5.70; 51–200 units ₹4.70; 0–50 units ₹2.90 a unit (OERC domestic slabs, FY2025-26).",
    );
    expect(english.results.cost.value(220_000, 300_000)).toBe("₹2.2 lakh – ₹3 lakh");
    expect(english.results.lifetime.gain(-50_000)).toBe("₹50,000 less than it costs you");
    expect(
      english.notices.notice({
        field: "monthlyBill",
        problem: "too-low",
        used: 0,
        min: 0,
        max: 100_000,
      }),
    ).toBe("The monthly bill can be from 0 to 1,00,000, so the plan uses 0.");
    expect(
      english.assumptions.sourceLine("loanYears", solarRates.loanYears.source, "2025-03-01"),
    ).toBe("Source: SBI rooftop solar loan up to 3 kW: tenure up to 120 months. As of 2025-03-01.");
  });

  it("writes Odia with the same figures: Latin digits, Indian grouping, ଲକ୍ଷ and କୋଟି", () => {
    expect(odia.results.summary(plan)).toBe(
      "₹1,38,000 ସବସିଡି ସହ 4 kWର ଏକ ସିଷ୍ଟମ ଆପଣଙ୍କ ମାସିକ ବିଲକୁ ₹2,000ରୁ ₹0କୁ ଆଣିପାରେ, ଆଉ ପ୍ରାୟ 4.8 ବର୍ଷରେ ତାର ଖର୍ଚ୍ଚ ଉଠିଯିବ।",
    );
    expect(odia.results.cost.value(220_000, 300_000)).toBe("₹2.2 ଲକ୍ଷ – ₹3 ଲକ୍ଷ");
    expect(odia.chart.moneyTick(25_000_000)).toBe("₹2.5 କୋଟି");
    expect(odia.results.payback.value(null)).toBe("25 ବର୍ଷରୁ ଅଧିକ");
    expect(
      odia.notices.notice({
        field: "roofArea",
        problem: "unreadable",
        used: 400,
        min: 0,
        max: 20_000,
      }),
    ).toBe("ଛାତର ମାପ ସଂଖ୍ୟା ଭାବେ ପଢ଼ିହେଲା ନାହିଁ, ତେଣୁ ଯୋଜନାରେ 400 ଧରାଯାଇଛି।");
    expect(odia.actions.whatsappText("https://x.in/or/solar-calculator?bill=2000")).toContain(
      "https://x.in/or/solar-calculator?bill=2000",
    );
  });

  it("fills every slot of every template in both languages", () => {
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
        words.results.cost.how(rates.onGridCostPerKw, true, 35_000),
        words.results.loan.how(100_000, 5.75, 10, 5000),
        words.results.lifetime.gain(800_000),
        words.chart.description(1_500_000, 200_000, 4.8),
        ...(Object.keys(solarRates) as RateKey[]).map((key) => words.assumptions.value(key, rates)),
      ];
      for (const sentence of sentences) expect(sentence).not.toMatch(/[{}]/);
    }
  });

  it("explains every rate's source in Odia with the source's own figures and dates", () => {
    const figures = (text: string) => text.match(/\d+(?:[.,:–-]\d+)*/g) ?? [];
    for (const key of Object.keys(solarRates) as RateKey[]) {
      const note = or.assumptions.sourceNotes[key];
      for (const figure of figures(solarRates[key].source)) {
        expect(note, `${key}: ${figure}`).toContain(figure);
      }
      expect(odia.assumptions.sourceLine(key, solarRates[key].source, solarRates[key].asOf)).toBe(
        `ଉତ୍ସ: ${note}। ତାରିଖ: ${solarRates[key].asOf}।`,
      );
    }
  });
});
