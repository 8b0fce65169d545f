import { type RateKey, rateShapeOf, solarRates } from "~/content/solar-rates";
import { formatNumber } from "~/lib/indian-number";

/** A figure as Indian readers write it: 2,00,000; 0.0055; 6.1. */
const figure = (value: number) => formatNumber(value, 4);

// The rates desk's figures as a person thinks of them (issue 33): grouped, each field of a
// value named, read back from the form into the shape the rule has, and the bounds past which
// a figure is more likely a slip than news, so saving it asks for a second look.

export const rateGroups: { heading: string; keys: RateKey[] }[] = [
  {
    heading: "Electricity tariff",
    keys: [
      "domesticTariff",
      "generalPurposeTariff",
      "fixedChargePerKw",
      "meterRent",
      "electricityDuty",
      "exportPrice",
      "tariffRise",
    ],
  },
  { heading: "Our prices", keys: ["installedCost", "batteryCostPerKw"] },
  {
    heading: "Subsidies",
    keys: [
      "centralSubsidyHome",
      "centralSubsidySociety",
      "stateSubsidyHome",
      "hybridSubsidised",
      "subsidyArrivalMonths",
    ],
  },
  { heading: "Loans", keys: ["loanUpTo3Kw", "loanAbove3Kw"] },
  {
    heading: "The system and the environment",
    keys: [
      "yieldPerKw",
      "firstYearDegradation",
      "yearlyDegradation",
      "roofAreaPerKw",
      "gridEmissionFactor",
      "contractLoadKw",
    ],
  },
];

/** The fields of the rules whose value is a set of figures, by name. */
export const figureLabels: Record<string, string> = {
  domestic: "Domestic, ₹ per kW a month",
  generalPurpose: "General purpose, ₹ per kW a month",
  rent: "Rent, ₹ a month",
  waivedUpToKw: "Waived up to this contract demand, kW",
  low: "Per kW, low end, ₹",
  high: "Per kW, high end, ₹",
  minimumLow: "Smallest system, low end, ₹",
  minimumHigh: "Smallest system, high end, ₹",
  perKw: "₹ per kW",
  kwPerHouse: "kW counted per house",
  maxKw: "Most kW in all",
  perKwFirstTwo: "₹ per kW for the first 2 kW",
  thirdKw: "₹ for the 3rd kW",
  cap: "Most in all, ₹",
  rate: "Interest, % a year",
  marginShare: "Margin the borrower pays first (share: 0.1 is 10%)",
  maxLoan: "Largest loan, ₹",
  maxYears: "Longest tenure, years",
};

const numberOrText = (raw: string) => (raw === "" ? null : Number(raw));

/**
 * The value typed in the form, shaped as the rule's: a number, a tick, slabs (rows left
 * empty dropped; the last slab's "up to" empty), or one number per figure. What is not a
 * number stays as typed, for the schema to name at its field.
 */
export function readValue(key: RateKey, form: FormData): unknown {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const shape = rateShapeOf(key);
  switch (shape.kind) {
    case "number":
      return numberOrText(text("value"));
    case "yesNo":
      return form.has("value");
    case "slabs": {
      const slabs: { upTo: number | null; price: number | null }[] = [];
      for (let index = 0; form.has(`value.${index}.price`); index++) {
        const upTo = text(`value.${index}.upTo`);
        const price = text(`value.${index}.price`);
        if (upTo === "" && price === "") continue;
        slabs.push({ upTo: numberOrText(upTo), price: numberOrText(price) });
      }
      return slabs;
    }
    case "figures":
      return Object.fromEntries(
        shape.fields.map((field) => [field, numberOrText(text(`value.${field}`))]),
      );
  }
}

/** Every number of a value, by its field's path ("2.price", "cap", ""). */
function numbersOf(value: unknown, prefix = ""): [string, number][] {
  if (typeof value === "number") return [[prefix, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([field, inner]) =>
      numbersOf(inner, prefix ? `${prefix}.${field}` : field),
    );
  }
  return [];
}

/** A field of a value as the desk names it: "Slab 2, price", "Most in all, ₹", "The figure". */
export function fieldName(path: string): string {
  const slab = /^(\d+)\.(upTo|price)$/.exec(path);
  if (slab) return `Slab ${Number(slab[1]) + 1}, ${slab[2] === "price" ? "price" : "up to"}`;
  return path === "" ? "The figure" : (figureLabels[path] ?? path);
}

/** The published limits a figure cannot pass (a scheme's cap), and our sense of the plausible. */
const bounds: Partial<Record<RateKey, Record<string, [number, number]>>> = {
  domesticTariff: { price: [0.5, 20] },
  generalPurposeTariff: { price: [0.5, 20] },
  exportPrice: { "": [0, 20] },
  electricityDuty: { "": [0, 20] },
  installedCost: {
    low: [20_000, 200_000],
    high: [20_000, 200_000],
    minimumLow: [20_000, 200_000],
    minimumHigh: [20_000, 200_000],
  },
  batteryCostPerKw: { "": [5_000, 200_000] },
  // PM Surya Ghar's published caps: ₹30,000 a kW to 2 kW, ₹18,000 for the 3rd, ₹78,000 in all.
  centralSubsidyHome: { perKwFirstTwo: [0, 30_000], thirdKw: [0, 18_000], cap: [0, 78_000] },
  centralSubsidySociety: { perKw: [0, 18_000], kwPerHouse: [0, 3], maxKw: [0, 500] },
  stateSubsidyHome: { perKwFirstTwo: [0, 30_000], thirdKw: [0, 20_000], cap: [0, 80_000] },
  loanUpTo3Kw: { rate: [4, 20], marginShare: [0, 0.5] },
  loanAbove3Kw: { rate: [4, 20], marginShare: [0, 0.5] },
  yieldPerKw: { "": [800, 1_800] },
  firstYearDegradation: { "": [0, 0.1] },
  yearlyDegradation: { "": [0, 0.05] },
  tariffRise: { "": [0, 15] },
  gridEmissionFactor: { "": [0.3, 1.2] },
};

/**
 * The figures of a new value that look like a slip: outside the bounds above (the field's last
 * name is its key: "2.price" is a "price"), or more than half as much again, or less, than the
 * value in force. Saving them asks for confirmation, naming each.
 */
export function implausibleFigures(key: RateKey, value: unknown, current: unknown): string[] {
  const before = new Map(numbersOf(current));
  return numbersOf(value).flatMap(([path, typed]) => {
    const [low, high] = bounds[key]?.[path.split(".").at(-1)!] ?? bounds[key]?.[path] ?? [];
    const out =
      low !== undefined && high !== undefined && (typed < low || typed > high)
        ? [`${fieldName(path)}: ${figure(typed)} is outside ${figure(low)} to ${figure(high)}`]
        : [];
    const was = before.get(path);
    const jump =
      was !== undefined && was !== 0 && Math.abs(typed - was) / Math.abs(was) > 0.5
        ? [`${fieldName(path)}: ${figure(typed)} is far from ${figure(was)}, the figure in force`]
        : [];
    return [...out, ...jump];
  });
}

/** A value in a line, as the desk lists it: "up to 50: 2.9 · up to 200: 4.7 · above: 6.1". */
export function describeValue(key: RateKey, value: unknown): string {
  switch (rateShapeOf(key).kind) {
    case "number":
      return `${figure(value as number)} ${solarRates[key].unit}`;
    case "yesNo":
      return value ? "Yes" : "No";
    case "slabs":
      return (value as { upTo: number | null; price: number }[])
        .map(
          (slab) =>
            `${slab.upTo === null ? "above" : `up to ${figure(slab.upTo)}`}: ${figure(slab.price)}`,
        )
        .concat(solarRates[key].unit)
        .join(" · ");
    case "figures":
      return Object.entries(value as Record<string, number>)
        .map(([field, amount]) => `${figureLabels[field] ?? field}: ${figure(amount)}`)
        .join(" · ");
  }
}
