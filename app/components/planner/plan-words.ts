import type { SolarCalculatorCopy } from "~/content/copy/en/solar-calculator";
import type {
  RateKey,
  RuleSource,
  SolarRates,
  SubsidyTiers,
  TariffSlab,
} from "~/content/solar-rates";
import { fill } from "~/lib/i18n/fill";
import { formatDate } from "~/lib/i18n/format";
import type { Locale } from "~/lib/i18n/locale";
import {
  formatNumber as n,
  formatRupees as rupees,
  formatRupeesAndPaise as paise,
  formatRupeesShort,
} from "~/lib/indian-number";
import type { IsoDay } from "~/lib/time/kolkata-day";
import type { LoanPlan } from "~/lib/planner-rules/loans";
import type { RuleView } from "~/lib/planner-update";
import type { MonthlyBill, SizeReason } from "~/lib/solar-plan";
import type { FieldError } from "~/lib/solar-plan-query";

// The planner's sentences: the page's copy (templates, plain data from the loader) filled with
// the plan's figures. Figures are written the same way in both languages (Latin digits, Indian
// grouping, docs/odia/glossary.md); "lakh" and "crore" are the language's own words, and dates
// are written as the site writes them in each language (never ISO on the page).

type GridCost = SolarRates["installedCost"];
type SocietyRule = SolarRates["centralSubsidySociety"];

const squareFeetPerSquareMetre = 10.7639;

export function plannerWords(copy: Omit<SolarCalculatorCopy, "structuredData">, locale: Locale) {
  const { units } = copy;
  const rupeesShort = (value: number) => formatRupeesShort(value, locale);
  const kw = (value: number) => fill(units.kw, { value: n(value, 1) });
  const percent = (share: number) => fill(units.percent, { value: n(share * 100) });
  const date = (day: IsoDay) => formatDate(day, locale);
  const left = (count: number) =>
    count <= 0
      ? units.lastDay
      : count === 1
        ? units.oneDayLeft
        : fill(units.daysLeft, { count: n(count) });

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
  const societyRule = (rule: SocietyRule) =>
    fill(units.societyRule, {
      perKw: rupees(rule.perKw),
      kwPerHouse: n(rule.kwPerHouse),
      maxKw: n(rule.maxKw),
    });
  const gridCost = (grid: GridCost) =>
    fill(units.gridCost, {
      low: rupees(grid.low),
      high: rupees(grid.high),
      minimumLow: rupees(grid.minimumLow),
      minimumHigh: rupees(grid.minimumHigh),
    });

  const r = copy.results;
  const t = r.today;
  const today = {
    day: (day: IsoDay) => fill(t.day, { date: date(day) }),
    open: (society: boolean, endsOn: IsoDay, daysLeft: number) =>
      fill(society ? t.openSociety : t.openHome, { date: date(endsOn), left: left(daysLeft) }),
    ended: (society: boolean, endedOn: IsoDay) =>
      fill(society ? t.endedSociety : t.endedHome, { date: date(endedOn) }),
    business: t.business,
    staleHeading: t.staleHeading,
    stale: (keys: RateKey[]) =>
      fill(t.stale, {
        list: keys.map((key) => copy.assumptions.labels[key]).join(units.listSeparator),
      }),
  };

  const results = {
    heading: r.heading,
    eyebrow: r.eyebrow,
    uncertainMark: r.uncertainMark,
    staleMark: r.staleMark,
    disclaimer: r.disclaimer,
    today,
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
    waiting: r.summary.waiting,
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
      parts: (after: MonthlyBill) =>
        fill(r.bill.parts, {
          energy: rupees(after.energy),
          duty: rupees(after.duty),
          fixed: rupees(after.fixed),
          rent: rupees(after.meterRent),
        }),
      how: (
        slabs: TariffSlab[],
        tariffClass: "domestic" | "generalPurpose",
        ownPrice: number | null,
      ) =>
        ownPrice === null
          ? fill(r.bill.how, {
              slabs: slabList([...slabs].reverse()),
              tariff: r.bill.tariffs[tariffClass],
            })
          : fill(r.bill.howOwn, { price: paise(ownPrice) }),
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
    subsidies: {
      centralHome: {
        label: r.subsidies.centralHome.label,
        how: (tiers: SubsidyTiers, endsOn: IsoDay) =>
          fill(r.subsidies.centralHome.how, { tiers: subsidyTiers(tiers), date: date(endsOn) }),
      },
      stateHome: {
        label: r.subsidies.stateHome.label,
        how: (tiers: SubsidyTiers, endsOn: IsoDay) =>
          fill(r.subsidies.stateHome.how, { tiers: subsidyTiers(tiers), date: date(endsOn) }),
      },
      centralSociety: {
        label: r.subsidies.centralSociety.label,
        how: (rule: SocietyRule, houses: number, endsOn: IsoDay) =>
          fill(r.subsidies.centralSociety.how, {
            rule: societyRule(rule),
            houses: fill(copy.errors.values.houses ?? "{value}", { value: n(houses) }),
            date: date(endsOn),
          }),
      },
      ended: {
        label: r.subsidies.ended.label,
        value: r.subsidies.ended.value,
        how: (endedOn: IsoDay) => fill(r.subsidies.ended.how, { date: date(endedOn) }),
      },
      business: r.subsidies.business,
      hybridNone: r.subsidies.hybridNone,
    },
    netCost: {
      label: r.netCost.label,
      how: (mid: number) => fill(r.netCost.how, { mid: rupees(mid) }),
      howNoSubsidy: (mid: number) => fill(r.netCost.howNoSubsidy, { mid: rupees(mid) }),
    },
    loan: {
      label: r.loan.label,
      value: (emi: number) => fill(r.loan.value, { emi: rupees(emi) }),
      beside: (saving: number) => fill(r.loan.beside, { saving: rupees(saving) }),
      /** The loan's lines: margin and rate, the cap, what the subsidy does to the EMI. */
      how: (loan: LoanPlan, cost: number, subsidies: number, home: boolean) => {
        const lines = [
          fill(r.loan.margin, {
            margin: rupees(loan.marginMoney),
            share: percent(loan.marginShare),
            cost: rupees(cost),
            principal: rupees(loan.principal),
            rate: n(loan.rate, 2),
            band: loan.ownRate ? r.loan.bands.own : r.loan.bands[loan.band],
            years: n(loan.months / 12),
          }),
        ];
        if (loan.capped) {
          lines.push(
            fill(r.loan.capped, { max: rupees(loan.maxLoan), own: rupees(loan.ownPayment) }),
          );
        }
        if (subsidies > 0) {
          const values = {
            subsidies: rupees(subsidies),
            months: n(loan.monthsBeforeSubsidy),
            emi: rupees(loan.emiAfterSubsidy),
            refund: rupees(loan.refund),
          };
          lines.push(fill(loan.refund > 0 ? r.loan.cleared : r.loan.afterSubsidy, values));
        }
        if (!home) lines.push(r.loan.nonHome);
        return lines;
      },
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
  const loanBand = (band: SolarRates["loanUpTo3Kw"]) =>
    fill(a.values.loanBand, {
      rate: n(band.rate, 2),
      margin: percent(band.marginShare),
      maxLoan: rupeesShort(band.maxLoan),
      years: n(band.maxYears),
    });
  const assumptions = {
    summary: a.summary,
    intro: a.intro,
    apply: a.apply,
    labels: a.labels,
    editableUnits: a.editableUnits,
    hybridSubsidised: a.hybridSubsidised,
    fixedCharge: a.fixedCharge,
    tariffRiseWhy: a.tariffRiseWhy,
    sourceLink: a.sourceLink,
    uncertainMark: r.uncertainMark,
    staleMark: r.staleMark,
    endedMark: (day: IsoDay) => fill(a.endedMark, { date: date(day) }),
    /**
     * "Source: …", the source in this language: in Odia, the version's own Odia words (a version
     * the rates desk added), else the copy's note on the rule, else the English.
     */
    sourceLine: (key: RateKey, source: string | Pick<RuleSource, "title" | "titleOr">) => {
      const { title, titleOr } = typeof source === "string" ? { title: source } : source;
      return fill(a.sourceLine, {
        source: a.sourceNotes ? (titleOr ?? a.sourceNotes[key] ?? title) : title,
      });
    },
    /** "Published March 25, 2025." */
    published: (day: IsoDay) => fill(a.published, { date: date(day) }),
    /** "Holds from … to …. Checked …; to be checked again by …." */
    dates: (rule: Pick<RuleView, "validFrom" | "validTo" | "checkedOn" | "reviewBy">) =>
      fill(a.dates, {
        from: date(rule.validFrom),
        to: rule.validTo ? fill(a.datesTo, { to: date(rule.validTo) }) : "",
        checked: date(rule.checkedOn),
        review: date(rule.reviewBy),
      }),
    /** Each rule the visitor cannot change, as a short figure. */
    value: (key: RateKey, rates: SolarRates): string => {
      const v = a.values;
      switch (key) {
        case "domesticTariff":
          return slabList(rates.domesticTariff);
        case "generalPurposeTariff":
          return slabList(rates.generalPurposeTariff);
        case "fixedChargePerKw":
          return fill(v.fixedChargePerKw, {
            domestic: rupees(rates.fixedChargePerKw.domestic),
            generalPurpose: rupees(rates.fixedChargePerKw.generalPurpose),
          });
        case "meterRent":
          return fill(v.meterRent, {
            rent: rupees(rates.meterRent.rent),
            waived: kw(rates.meterRent.waivedUpToKw),
          });
        case "firstYearDegradation":
          return percent(rates.firstYearDegradation);
        case "yearlyDegradation":
          return fill(v.yearlyDegradation, { value: n(rates.yearlyDegradation * 100, 2) });
        case "roofAreaPerKw":
          return fill(v.roofAreaPerKw, {
            squareMetres: n(rates.roofAreaPerKw),
            squareFeet: n(rates.roofAreaPerKw * squareFeetPerSquareMetre),
          });
        case "installedCost":
          return gridCost(rates.installedCost);
        case "centralSubsidyHome":
          return subsidyTiers(rates.centralSubsidyHome);
        case "stateSubsidyHome":
          return subsidyTiers(rates.stateSubsidyHome);
        case "centralSubsidySociety":
          return fill(v.societyRule, { rule: societyRule(rates.centralSubsidySociety) });
        case "hybridSubsidised":
          return rates.hybridSubsidised ? v.yes : v.no;
        case "loanUpTo3Kw":
          return loanBand(rates.loanUpTo3Kw);
        case "loanAbove3Kw":
          return loanBand(rates.loanAbove3Kw);
        case "subsidyArrivalMonths":
          return fill(v.subsidyArrivalMonths, { value: n(rates.subsidyArrivalMonths) });
        case "gridEmissionFactor":
          return fill(v.gridEmissionFactor, { value: n(rates.gridEmissionFactor, 4) });
        default:
          return n(rates[key] as number, 2);
      }
    },
  };

  const e = copy.errors;
  const errors = {
    heading: e.heading,
    intro: e.intro,
    fieldName: (field: FieldError["field"]) => e.fields[field],
    /** The message shown at the field. */
    message: ({ field, problem, min, max }: FieldError) => {
      const name = e.fields[field];
      const limit = (value: number | undefined) =>
        fill(e.values[field] ?? "{value}", { value: n(value ?? 0, 2) });
      switch (problem) {
        case "required":
          return fill(e.required, { name });
        case "unreadable":
          return fill(e.unreadable, { name });
        case "too-low": {
          const why = e.whyLow[field];
          return fill(why ? e.tooLowWhy : e.tooLow, { name, min: limit(min), why: why ?? "" });
        }
        case "too-high": {
          const why = e.whyHigh[field];
          return fill(why ? e.tooHighWhy : e.tooHigh, { name, max: limit(max), why: why ?? "" });
        }
        case "not-whole":
          return fill(e.notWhole, { name });
        case "off-grid":
          return copy.form.system.offGrid;
        default:
          return fill(e.unknownChoice, { name });
      }
    },
  };

  const actions = {
    ...copy.actions,
    whatsappText: (url: string) => fill(copy.actions.whatsappText, { url }),
  };

  const form = {
    ...copy.form,
    loanRateHint: (upTo3: number, above3: number) =>
      fill(copy.form.payment.loanRate.hint, {
        upTo3: fill(units.percent, { value: n(upTo3, 2) }),
        above3: fill(units.percent, { value: n(above3, 2) }),
      }),
  };

  return { form, errors, results, chart, assumptions, actions };
}

export type PlannerWords = ReturnType<typeof plannerWords>;
