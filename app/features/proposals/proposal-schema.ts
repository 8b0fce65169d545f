import * as z from "zod/mini";
import { isPlausibleDay, type IsoDay } from "~/lib/time/kolkata-day";
import { staffText } from "~/lib/plain-text";
import { customerCategories } from "~/lib/planner-rules/category";
import { type ProposalInputs, proposalSystems } from "./proposal-figures";

// The proposal editor's one schema (./routes/inbox/proposal.tsx): the form's text in, a
// draft's inputs out. A draft may be saved half written; sending asks for more (readyToSend).

/**
 * A number as typed ("1,80,000", "₹ 5.5"), or the field's problem: digits with commas, spaces,
 * a rupee sign and a decimal point only, so "0x10" and "1e8" are refused, not read as 16 and
 * a hundred million (issue 30).
 */
const amount = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.trim(), z.maxLength(20), z.regex(/^₹?[\d,\s]*\d(\.\d+)?$/)),
    z.pipe(
      z.transform((typed: string) => Number(typed.replace(/[,\s₹]/g, ""))),
      z.number().check(z.gte(min), z.lte(max)),
    ),
  );

export const proposalFormSchema = z.object({
  category: z.enum(customerCategories),
  houses: z._default(z.string().check(z.trim(), z.maxLength(10)), ""),
  sizeKw: amount(0.5, 1000),
  system: z.enum(proposalSystems),
  panels: staffText(300),
  inverter: staffText(300),
  structure: staffText(300),
  battery: staffText(300),
  priceBeforeGst: amount(0, 100_000_000),
  gstRate: amount(0, 28),
  loanOffered: z.optional(z.literal("yes")),
  loanYears: amount(1, 10),
  warranties: staffText(2000, { multiline: true }),
  included: staffText(2000, { multiline: true }),
  validUntil: z.string().check(z.refine(isPlausibleDay)),
});

/** The editor's fields, as posted (every one a string). */
export const proposalFields = [
  "category",
  "houses",
  "sizeKw",
  "system",
  "panels",
  "inverter",
  "structure",
  "battery",
  "priceBeforeGst",
  "gstRate",
  "loanOffered",
  "loanYears",
  "warranties",
  "included",
  "validUntil",
] as const;

export type ProposalField = (typeof proposalFields)[number];

/** A draft's inputs from the posted form, or the fields that are wrong. */
export function readProposalForm(
  form: Record<string, unknown>,
): { ok: true; inputs: ProposalInputs } | { ok: false; fields: ProposalField[] } {
  const parsed = z.safeParse(proposalFormSchema, form);
  if (!parsed.success) {
    const fields = [
      ...new Set(parsed.error.issues.map((issue) => String(issue.path[0]) as ProposalField)),
    ];
    return { ok: false, fields };
  }
  const value = parsed.data;
  const houses = Number(value.houses);
  if (value.category === "society" && !(Number.isInteger(houses) && houses > 0)) {
    return { ok: false, fields: ["houses"] };
  }
  return {
    ok: true,
    inputs: {
      category: value.category,
      houses: value.category === "society" ? houses : null,
      sizeKw: Math.round(value.sizeKw * 100) / 100,
      system: value.system,
      panels: value.panels,
      inverter: value.inverter,
      structure: value.structure,
      battery: value.battery,
      priceBeforeGst: Math.round(value.priceBeforeGst),
      gstRate: value.gstRate,
      loanOffered: value.loanOffered === "yes",
      loanYears: Math.round(value.loanYears),
      warranties: value.warranties,
      included: value.included,
      validUntil: value.validUntil,
    },
  };
}

/**
 * The least price a kW a proposal can be sent at: a floor far below any real system's price
 * (the planner's own benchmark is several times it), so that ₹1 or a price short of a zero
 * never reaches a customer. A sanity check, not a rate.
 */
export const minimumPricePerKw = 10_000;

/** What a draft still lacks before it can go to the customer on `today`. */
export function readyToSend(inputs: ProposalInputs, today: IsoDay): ProposalField[] {
  const missing: ProposalField[] = [];
  if (!inputs.panels) missing.push("panels");
  if (!inputs.inverter) missing.push("inverter");
  if (!inputs.structure) missing.push("structure");
  if (inputs.system !== "on-grid" && !inputs.battery) missing.push("battery");
  if (inputs.priceBeforeGst < minimumPricePerKw * inputs.sizeKw) missing.push("priceBeforeGst");
  if (inputs.validUntil < today) missing.push("validUntil");
  return missing;
}

/** A draft's inputs as the editor's fields show them. */
export function proposalFormValues(inputs: ProposalInputs): Record<ProposalField, string> {
  return {
    category: inputs.category,
    houses: inputs.houses === null ? "" : String(inputs.houses),
    sizeKw: String(inputs.sizeKw),
    system: inputs.system,
    panels: inputs.panels,
    inverter: inputs.inverter,
    structure: inputs.structure,
    battery: inputs.battery,
    priceBeforeGst: String(inputs.priceBeforeGst),
    gstRate: String(inputs.gstRate),
    loanOffered: inputs.loanOffered ? "yes" : "",
    loanYears: String(inputs.loanYears),
    warranties: inputs.warranties,
    included: inputs.included,
    validUntil: inputs.validUntil,
  };
}
