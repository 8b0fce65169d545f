import { toLatinDigits } from "~/lib/digits";
import { readPlainDecimal } from "~/lib/indian-number";
import { planParams } from "~/lib/solar-plan-params";

/** "2,000", "₹ 1,38,000" or "୨,୦୦୦" as plain Latin digits for a tidy URL; anything else as typed. */
function plainNumber(text: string): string {
  const plain = toLatinDigits(text).replace(/^₹|[\s,]/g, "");
  return readPlainDecimal(plain) === null ? text : plain;
}

/**
 * The query string a planner form stands for, as short as the server would write it: empty
 * fields, the unused one of bill and units, the loan's fields when paying cash, a society's
 * houses for anyone else, a price per unit for a home, a home's `for`, and assumptions left at
 * their rate (`data-default`) are left out.
 */
export function planQueryFromForm(form: HTMLFormElement): string {
  const data = new FormData(form);
  const byUnits = data.get(planParams.basis) === "units";
  const loan = data.get(planParams.payment) === "loan";
  const category = data.get(planParams.category) ?? "home";
  const params = new URLSearchParams();
  for (const [name, value] of data) {
    if (typeof value !== "string" || params.has(name)) continue;
    const text = plainNumber(value.trim());
    if (text === "") continue;
    if (name === planParams.monthlyBill && byUnits) continue;
    if (name === planParams.monthlyUnits && !byUnits) continue;
    if ((name === planParams.loanRate || name === planParams.loanYears) && !loan) continue;
    if (name === planParams.category && text === "home") continue;
    if (name === planParams.houses && category !== "society") continue;
    if (name === planParams.ownTariff && category === "home") continue;
    const element = form.elements.namedItem(name);
    if (element instanceof HTMLElement && element.dataset.default === text) continue;
    params.set(name, text);
  }
  return params.toString();
}
