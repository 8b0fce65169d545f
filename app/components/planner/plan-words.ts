import type { SolarCalculatorCopy } from "~/content/copy/en/solar-calculator";
import type { RateKey, SolarRates, TariffSlab } from "~/content/solar-rates";
import { fill } from "~/lib/i18n/fill";
import type { Locale } from "~/lib/i18n/locale";
import {
  formatNumber as n,
  formatRupees as rupees,
  formatRupeesAndPaise as paise,
  formatRupeesShort,
} from "~/lib/indian-number";
import type { SizeReason } from "~/lib/solar-plan";
import type { PlanNotice } from "~/lib/solar-plan-query";

// The planner's sentences: the page's copy (templates, plain data from the loader) filled with
// the plan's figures. Figures are written the same way in both languages (Latin digits, Indian
// grouping, docs/odia/glossary.md); "lakh" and "crore" are the language's own words.

type SubsidyTiers = SolarRates["centralSubsidy"];
type GridCost = SolarRates["onGridCostPerKw"];

const squareFeetPerSquareMetre = 10.7639;

export function plannerWords(copy: Omit<SolarCalculatorCopy, "structuredData">, locale: Locale) {
  const { units } = copy;
  const rupeesShort = (value: number) => formatRupeesShort(value, locale);
  const kw = (value: number) => fill(units.kw, { value: n(value, 1) });
  const percent = (share: number) => fill(units.percent, { value: n(share * 100) });

  /** "0–50 units ₹2.90; 51–200 units ₹4.70; …; above 400 units ₹6.10 a unit", in the order given. */
  const slabList = (slabs: TariffSlab[]) => {
    const ordered = [...slabs].sort((a, b) => (a.upTo ?? Infinity) - (b.upTo ?? Infinity));
    const parts = slabs.map((slab) => {
      const index = ordered.indexOf(slab);
      const from = index === 0 ? 0 : (ordered[index - 1]!.upTo ?? 0) + 1;
      const price = paise(slab.price);
      return slab.upTo === null
        ? fill(units.lastSlab, { from: n(from - 1), price })
        : fill(units.slab, { from: n(from), to: n(slab.upTo), price });
    });
    return fill(units.slabList, { slabs: parts.join(units.slabSeparator) });
  };
  const subsidyTiers = (tiers: SubsidyTiers) =>
    fill(units.subsidyTiers, {
      perKw: rupees(tiers.perKwFirstTwo),
      thirdKw: rupees(tiers.thirdKw),
      cap: rupees(tiers.cap),
    });
  const gridCost = (grid: GridCost) =>
    fill(units.gridCost, {
      low: rupees(grid.low),
      high: rupees(grid.high),
      minimumLow: rupees(grid.minimumLow),
      minimumHigh: rupees(grid.minimumHigh),
    });

  const r = copy.results;
  const results = {
    heading: r.heading,
    eyebrow: r.eyebrow,
    uncertainMark: r.uncertainMark,
    summary: (plan: {
      sizeKw: number;
      billBefore: number;
      billAfter: number;
      subsidies: number;
      paybackYears: number | null;
    }) => {
      if (plan.sizeKw === 0) return r.summary.none;
      const template =
        plan.paybackYears === null
          ? plan.subsidies > 0
            ? r.summary.noPaybackSubsidies
            : r.summary.noPayback
          : plan.subsidies > 0
            ? r.summary.paybackSubsidies
            : r.summary.payback;
      return fill(template, {
        size: kw(plan.sizeKw),
        before: rupees(plan.billBefore),
        after: rupees(plan.billAfter),
        subsidies: rupees(plan.subsidies),
        years: plan.paybackYears === null ? "" : n(plan.paybackYears, 1),
      });
    },
    noSystem: {
      noUse: r.noSystem.noUse,
      roof: (roofKw: number) => fill(r.noSystem.roof, { roofKw: kw(roofKw) }),
    },
    size: {
      label: r.size.label,
      chosenLabel: r.size.chosenLabel,
      value: kw,
      how: (
        reason: SizeReason,
        f: { units: number; yieldPerKw: number; neededKw: number; sizeKw: number; roofKw: number },
      ) => {
        const template = (r.size.how as Record<string, string | undefined>)[reason];
        if (!template) return "";
        return fill(template, {
          units: n(f.units),
          yearUnits: n(f.units * 12),
          yieldPerKw: n(f.yieldPerKw),
          neededKw: kw(f.neededKw),
          sizeKw: kw(f.sizeKw),
          roofKw: kw(f.roofKw),
        });
      },
      exceedsRoof: (roofKw: number) => fill(r.size.exceedsRoof, { roofKw: kw(roofKw) }),
    },
    generation: {
      label: r.generation.label,
      value: (yearly: number) => fill(r.generation.value, { units: n(yearly) }),
      coverage: (share: number) => fill(r.generation.coverage, { share: percent(share) }),
      how: (
        sizeKw: number,
        yieldPerKw: number,
        firstLoss: number,
        yearlyLoss: number,
        ownYield: boolean,
      ) =>
        fill(r.generation.how, {
          sizeKw: kw(sizeKw),
          yieldPerKw: n(yieldPerKw),
          whose: ownYield ? r.generation.ownYield : r.generation.defaultYield,
          firstLoss: percent(firstLoss),
          yearlyLoss: n(yearlyLoss * 100, 2),
        }),
    },
    bill: {
      label: r.bill.label,
      value: (before: number, after: number) =>
        fill(r.bill.value, { before: rupees(before), after: rupees(after) }),
      saving: (saving: number) => fill(r.bill.saving, { saving: rupees(saving) }),
      how: (slabs: TariffSlab[]) => fill(r.bill.how, { slabs: slabList([...slabs].reverse()) }),
      surplus: (surplusUnits: number, price: number) =>
        price === 0
          ? fill(r.bill.surplusUncounted, { units: n(surplusUnits) })
          : fill(r.bill.surplusCounted, { units: n(surplusUnits), price: paise(price) }),
    },
    cost: {
      label: r.cost.label,
      value: (low: number, high: number) =>
        fill(r.cost.value, { low: rupeesShort(low), high: rupeesShort(high) }),
      how: (grid: GridCost, hybrid: boolean, batteryPerKw: number) =>
        fill(hybrid ? r.cost.howHybrid : r.cost.how, {
          gridCost: gridCost(grid),
          batteryPerKw: rupees(batteryPerKw),
        }),
    },
    centralSubsidy: {
      label: r.centralSubsidy.label,
      how: (tiers: SubsidyTiers) => fill(r.centralSubsidy.how, { tiers: subsidyTiers(tiers) }),
    },
    stateSubsidy: {
      label: r.stateSubsidy.label,
      how: (tiers: SubsidyTiers) => fill(r.stateSubsidy.how, { tiers: subsidyTiers(tiers) }),
    },
    noSubsidy: r.noSubsidy,
    netCost: {
      label: r.netCost.label,
      how: (mid: number) => fill(r.netCost.how, { mid: rupees(mid) }),
      howNoSubsidy: (mid: number) => fill(r.netCost.howNoSubsidy, { mid: rupees(mid) }),
    },
    loan: {
      label: r.loan.label,
      value: (emi: number) => fill(r.loan.value, { emi: rupees(emi) }),
      beside: (saving: number) => fill(r.loan.beside, { saving: rupees(saving) }),
      how: (principal: number, rate: number, years: number, own: number) =>
        fill(own > 0 ? r.loan.howWithOwn : r.loan.how, {
          principal: rupees(principal),
          rate: n(rate, 2),
          years: n(years),
          own: rupees(own),
        }),
      none: r.loan.none,
    },
    payback: {
      label: r.payback.label,
      value: (years: number | null) =>
        years === null ? r.payback.never : fill(r.payback.value, { years: n(years, 1) }),
      how: (loan: boolean, rise: number) =>
        fill(loan ? r.payback.howLoan : r.payback.howCash, { rise: n(rise, 1) }),
    },
    lifetime: {
      label: r.lifetime.label,
      value: (savings: number) => fill(r.lifetime.value, { savings: rupeesShort(savings) }),
      gain: (gain: number) =>
        gain >= 0
          ? fill(r.lifetime.gain, { gain: rupeesShort(gain) })
          : fill(r.lifetime.loss, { loss: rupeesShort(-gain) }),
      how: (rise: number) => fill(r.lifetime.how, { rise: n(rise, 1) }),
    },
    co2: {
      label: r.co2.label,
      value: (kgPerYear: number) => fill(r.co2.value, { tonnes: n(kgPerYear / 1000, 1) }),
      lifetime: (kg: number) => fill(r.co2.lifetime, { tonnes: n(kg / 1000, 1) }),
      how: (kgPerUnit: number) => fill(r.co2.how, { kg: n(kgPerUnit, 2) }),
    },
    ratesDate: (asOf: string) => fill(r.ratesDate, { date: asOf }),
  };

  const c = copy.chart;
  const chart = {
    heading: c.heading,
    intro: (loan: boolean) => (loan ? c.introLoan : c.introCash),
    saved: c.saved,
    spent: c.spent,
    yearAxis: c.yearAxis,
    yearTick: (year: number) => String(year),
    moneyTick: (value: number) => rupeesShort(value),
    description: (saved: number, spent: number, payback: number | null) =>
      payback === null
        ? fill(c.description, { saved: rupeesShort(saved), spent: rupeesShort(spent) })
        : fill(c.descriptionPayback, {
            saved: rupeesShort(saved),
            spent: rupeesShort(spent),
            years: n(payback, 1),
          }),
    tableSummary: c.tableSummary,
    tableCaption: c.tableCaption,
    columns: c.columns,
    money: rupees,
  };

  const a = copy.assumptions;
  const assumptions = {
    summary: a.summary,
    intro: a.intro,
    apply: a.apply,
    labels: a.labels,
    editableUnits: a.editableUnits,
    hybridSubsidised: a.hybridSubsidised,
    uncertainMark: r.uncertainMark,
    /** "Source: … As of …", the source in this language where the copy has one. */
    sourceLine: (key: RateKey, source: string, asOf: string) =>
      fill(a.sourceLine, { source: a.sourceNotes?.[key] ?? source, date: asOf }),
    /** Each rate the visitor cannot change, as a short figure. */
    value: (key: RateKey, rates: SolarRates): string => {
      const v = a.values;
      switch (key) {
        case "tariffSlabs":
          return slabList(rates.tariffSlabs);
        case "firstYearDegradation":
          return percent(rates.firstYearDegradation);
        case "yearlyDegradation":
          return fill(v.yearlyDegradation, { value: n(rates.yearlyDegradation * 100, 2) });
        case "roofAreaPerKw":
          return fill(v.roofAreaPerKw, {
            squareMetres: n(rates.roofAreaPerKw),
            squareFeet: n(rates.roofAreaPerKw * squareFeetPerSquareMetre),
          });
        case "onGridCostPerKw":
          return gridCost(rates.onGridCostPerKw);
        case "centralSubsidy":
          return subsidyTiers(rates.centralSubsidy);
        case "stateSubsidy":
          return subsidyTiers(rates.stateSubsidy);
        case "hybridSubsidised":
          return rates.hybridSubsidised ? v.yes : v.no;
        case "loanRate":
          return fill(v.loanRate, { value: n(rates.loanRate, 2) });
        case "loanYears":
          return fill(v.loanYears, { value: n(rates.loanYears) });
        case "loanLimits": {
          const { upTo3Kw, above3Kw } = rates.loanLimits;
          return fill(v.loanLimits, {
            shareUpTo3: percent(upTo3Kw.share),
            maxUpTo3: rupeesShort(upTo3Kw.max),
            shareAbove3: percent(above3Kw.share),
            maxAbove3: rupeesShort(above3Kw.max),
          });
        }
        case "gridEmissionFactor":
          return fill(v.gridEmissionFactor, { value: n(rates.gridEmissionFactor, 4) });
        default:
          return n(rates[key] as number, 2);
      }
    },
  };

  const notices = {
    heading: copy.notices.heading,
    notice: ({ field, problem, used, min, max }: PlanNotice) => {
      const name = copy.notices.fields[field];
      return problem === "unreadable"
        ? fill(copy.notices.unreadable, { name, used: n(used, 2) })
        : fill(copy.notices.outOfRange, { name, min: n(min, 2), max: n(max, 2), used: n(used, 2) });
    },
  };

  const actions = {
    ...copy.actions,
    whatsappText: (url: string) => fill(copy.actions.whatsappText, { url }),
  };

  return { form: copy.form, notices, results, chart, assumptions, actions };
}

export type PlannerWords = ReturnType<typeof plannerWords>;
