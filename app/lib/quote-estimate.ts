import { estimateCopy } from "~/content/estimate";
import { estimateSystem, type EstimateInput, type SystemEstimate } from "~/lib/estimate";
import { formatRupees } from "~/lib/indian-number";
import type { IsoDay } from "~/lib/time/kolkata-day";
import type { EstimateBasis } from "~/lib/leads/form-fields";
import { planParams } from "~/lib/solar-plan-params";
import { computePlan } from "~/lib/solar-plan-query";

// The quote page's preliminary estimate, by its basis (issue 24). On the English page it is
// the spec's formula in dollars (estimateSystem). On the Odia page the bill is in rupees, and
// the estimate is the savings planner's own plan for a home with that bill and roof on the day
// the server reads: the same query, rules and rates as /solar-calculator, no second copy.

/** The planner's figures behind a rupee estimate, ₹. */
export interface RupeeFigures {
  /** The day whose rates and subsidies the plan used. */
  day: IsoDay;
  costLow: number;
  costHigh: number;
  /** What the subsidies of the day pay for this size. */
  subsidies: number;
  /** The middle of the cost range after the subsidies. */
  netCost: number;
}

/**
 * An estimate as the card shows it and the lead stores it. `recommendation` and
 * `priceEstimate` are the staff's words ("3.0 kW solar system", "₹1,65,000–₹1,95,000").
 */
export type QuoteEstimate =
  | (SystemEstimate & { basis: "spec-dollars" })
  | (SystemEstimate & { basis: "planner-rupees"; rupees: RupeeFigures | null });

/** The planner's plan for a home whose monthly bill is `monthlyBill` rupees, on `day`. */
export function estimateInRupees(
  { roofSize, monthlyBill }: EstimateInput,
  day: IsoDay,
): QuoteEstimate & { basis: "planner-rupees" } {
  const params = new URLSearchParams({
    [planParams.monthlyBill]: String(monthlyBill),
    [planParams.roofArea]: String(roofSize),
    [planParams.roofUnit]: "sqm",
  });
  const { plan } = computePlan(params, day);
  if (!plan || plan.sizeKw <= 0) {
    return {
      basis: "planner-rupees",
      sizeKw: 0,
      recommendation: estimateCopy.invalid,
      priceEstimate: estimateCopy.priceNotAvailable,
      rupees: null,
    };
  }
  const { low, high } = plan.cost;
  return {
    basis: "planner-rupees",
    sizeKw: plan.sizeKw,
    recommendation: estimateCopy.recommendation(plan.sizeKw.toFixed(1)),
    priceEstimate: low === high ? formatRupees(low) : `${formatRupees(low)}–${formatRupees(high)}`,
    rupees: {
      day,
      costLow: low,
      costHigh: high,
      subsidies: plan.subsidyTotal,
      netCost: plan.netCost,
    },
  };
}

/** The estimate of a quote request on `day`, in its basis. */
export function quoteEstimate(
  basis: EstimateBasis,
  input: EstimateInput,
  day: IsoDay,
): QuoteEstimate {
  return basis === "planner-rupees"
    ? estimateInRupees(input, day)
    : { basis: "spec-dollars", ...estimateSystem(input) };
}
