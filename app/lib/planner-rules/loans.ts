import type { LoanBand } from "~/content/solar-rates";
import type { IsoDay } from "~/lib/time/kolkata-day";
import type { CustomerCategory } from "./category";
import { rateOn } from "./dated";
import { amount } from "./tariff";

// Loans as banks give them for rooftop solar (PM Surya Ghar): the rate by size band, margin
// money the borrower pays first, a cap on the loan, at most 10 years, and the subsidy credited
// to the loan account once it arrives, which lowers the EMI from then on.

export type LoanBandKey = "upTo3Kw" | "above3Kw";

export interface LoanTerms extends LoanBand {
  band: LoanBandKey;
  minYears: number;
}

/**
 * The bank's terms for a system of `sizeKw` on `day`. The scheme's loans are for homes; a
 * society or a business is assumed to get the terms above 3 kW (the page says so).
 */
export function loanTermsOn(
  day: IsoDay,
  sizeKw: number,
  category: CustomerCategory = "home",
): LoanTerms {
  const band: LoanBandKey = category === "home" && sizeKw <= 3 ? "upTo3Kw" : "above3Kw";
  return { band, minYears: 1, ...rateOn(band === "upTo3Kw" ? "loanUpTo3Kw" : "loanAbove3Kw", day) };
}

/** The standard EMI: P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate; P/n without interest. */
export function monthlyInstalment(principal: number, yearlyRatePercent: number, months: number) {
  const p = amount(principal);
  const n = Math.round(amount(months));
  if (p === 0 || n === 0) return 0;
  const r = amount(yearlyRatePercent) / 12 / 100;
  if (r === 0) return p / n;
  const growth = (1 + r) ** n;
  return (p * r * growth) / (growth - 1);
}

/** What is still owed after `paid` instalments of `emi`. */
export function balanceAfter(
  principal: number,
  yearlyRatePercent: number,
  emi: number,
  paid: number,
) {
  const r = amount(yearlyRatePercent) / 12 / 100;
  if (r === 0) return Math.max(0, principal - emi * paid);
  const growth = (1 + r) ** paid;
  return Math.max(0, principal * growth - (emi * (growth - 1)) / r);
}

export interface LoanPlan {
  band: LoanBandKey;
  /** % a year used. */
  rate: number;
  /** The visitor gave their own rate instead of the band's. */
  ownRate: boolean;
  marginShare: number;
  /** What the bank wants paid first, ₹. */
  marginMoney: number;
  /** What the bank lends, ₹. */
  principal: number;
  /** The loan's cap kept it below cost less margin. */
  capped: boolean;
  maxLoan: number;
  /** What the customer pays at the start: margin money and anything above the cap, ₹. */
  ownPayment: number;
  months: number;
  /** EMI until the subsidy arrives, ₹. */
  emi: number;
  /** EMIs paid before the subsidy reaches the loan account. */
  monthsBeforeSubsidy: number;
  /** The subsidy used to prepay the loan, ₹. */
  subsidyToLoan: number;
  /** Subsidy left over once the loan is cleared, paid to the customer, ₹. */
  refund: number;
  /** EMI once the subsidy has prepaid the loan, same end date, ₹ (0 once cleared). */
  emiAfterSubsidy: number;
  /** Everything paid: own payment and every EMI, less any refund, ₹. */
  totalPaid: number;
  totalInterest: number;
}

/** The loan for a system costing `cost`, with `subsidies` credited to it `arrivalMonths` in. */
export function planLoan({
  day,
  sizeKw,
  category,
  cost,
  subsidies,
  ownRate,
  years,
  arrivalMonths,
}: {
  day: IsoDay;
  sizeKw: number;
  category: CustomerCategory;
  cost: number;
  subsidies: number;
  /** The visitor's rate, % a year; null for the band's. */
  ownRate: number | null;
  years: number;
  arrivalMonths: number;
}): LoanPlan {
  const terms = loanTermsOn(day, sizeKw, category);
  const rate = ownRate ?? terms.rate;
  const marginMoney = Math.round(cost * terms.marginShare);
  const principal = Math.min(cost - marginMoney, terms.maxLoan);
  const months = Math.round(Math.min(Math.max(years, terms.minYears), terms.maxYears) * 12);
  const emiExact = monthlyInstalment(principal, rate, months);
  const emi = Math.round(emiExact);
  const before = Math.min(arrivalMonths, months);
  const owed = balanceAfter(principal, rate, emiExact, before);
  const subsidyToLoan = Math.min(subsidies, owed);
  const refund = Math.round(subsidies - subsidyToLoan);
  const emiAfterSubsidy =
    subsidies > 0
      ? Math.round(monthlyInstalment(owed - subsidyToLoan, rate, months - before))
      : emi;
  const ownPayment = cost - principal;
  const totalPaid = ownPayment + emi * before + emiAfterSubsidy * (months - before) - refund;
  return {
    band: terms.band,
    rate,
    ownRate: ownRate !== null,
    marginShare: terms.marginShare,
    marginMoney,
    principal,
    capped: principal < cost - marginMoney,
    maxLoan: terms.maxLoan,
    ownPayment,
    months,
    emi,
    monthsBeforeSubsidy: before,
    subsidyToLoan: Math.round(subsidyToLoan),
    refund,
    emiAfterSubsidy,
    totalPaid,
    totalInterest: Math.max(0, totalPaid - cost + subsidies),
  };
}
