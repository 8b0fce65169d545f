import { formatRupees } from "~/lib/indian-number";
import type { EstimateBasis } from "./form-fields";

/** A quote request's monthly bill as staff read it, in its estimate's currency: $100, ₹1,500. */
export function billInCurrency(monthlyBill: number, basis: EstimateBasis): string {
  return basis === "planner-rupees" ? formatRupees(monthlyBill) : `$${monthlyBill}`;
}
