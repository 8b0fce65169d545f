import { fill } from "~/lib/i18n/fill";
import { formatNumber } from "~/lib/indian-number";
import type { EstimateBasis } from "~/lib/leads/form-fields";

/**
 * A monthly bill as the slider and the estimate card show it, by the copy's template: rupees
 * grouped as Indian readers write them (₹20,000), the spec's dollars as the spec writes them
 * ($1000).
 */
export function billValue(template: string, value: number, basis: EstimateBasis): string {
  return fill(template, { value: basis === "planner-rupees" ? formatNumber(value) : value });
}
