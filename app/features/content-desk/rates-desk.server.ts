import { createHash } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { solarCalculatorCopy } from "~/content/copy/en/solar-calculator";
import { type RateKey, rateKeys, type RuleVersion, solarRates } from "~/content/solar-rates";
import { rateEntrySchema } from "~/lib/content/content-schemas";
import { publishedContent, type RateEntry, rateEntryId } from "~/lib/content/published-content";
import { withEntry } from "~/lib/content/with-entry";
import { latestVersionBy, versionsOf } from "~/lib/planner-rules";
import { computePlan } from "~/lib/solar-plan-query";
import { addDays, type IsoDay } from "~/lib/time/kolkata-day";
import { type DeskEntry, fieldProblems, type FieldProblems } from "./desk-store.server";
import { implausibleFigures, readValue } from "./rate-fields";

// The rates desk (issue 33): every figure the planner and proposals use, as dated versions
// kept by the content desk's store. A new value is a new version from today or a later day,
// never an edit of one in force, so a proposal or plan worked out for an earlier day keeps its
// figures; the rules read the version in force on the day they compute for.

export const isRateKey = (key: string): key is RateKey => (rateKeys as string[]).includes(key);

export const rateLabel = (key: RateKey) => solarCalculatorCopy.assumptions.labels[key];

export interface RuleVersions {
  /** In force today (for an ended scheme: its last version), or null before it begins. */
  inForce: RuleVersion<unknown> | null;
  /** Versions that start after today. */
  upcoming: RuleVersion<unknown>[];
  /** Versions before the one in force. */
  earlier: RuleVersion<unknown>[];
}

/**
 * A rule's versions split around `today`, as the planner's rules read them (each closed by the
 * next one's first day): the request's published content, which this server reads again as soon
 * as it saves one.
 */
export function ruleVersions(key: RateKey, today: IsoDay): RuleVersions {
  const versions: RuleVersion<unknown>[] = versionsOf(key);
  const inForce = latestVersionBy(key, today);
  return {
    inForce,
    upcoming: versions.filter((version) => version.validFrom > today),
    earlier: versions.filter((version) => inForce && version.validFrom < inForce.validFrom),
  };
}

/** A version as typed in the desk's form, for `key`. */
export function readRateForm(key: RateKey, form: FormData): RateEntry {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  return {
    key,
    value: readValue(key, form),
    validFrom: text("validFrom"),
    validTo: text("validTo") || null,
    source: {
      title: text("source.title"),
      titleOr: text("source.titleOr"),
      url: text("source.url") || null,
      published: text("source.published") || null,
    },
    checkedOn: text("checkedOn"),
    reviewBy: text("reviewBy"),
    unconfirmed: form.has("unconfirmed"),
  } as RateEntry;
}

/**
 * The planner's reference households: what a change to a figure is judged by. By the units
 * they use, not their bill: a bill read through a new tariff is another household.
 */
export const referenceHouseholds = [
  { id: "home-1", label: "A home, 1 kW (120 units a month)", query: "by=units&units=120&kw=1" },
  { id: "home-2", label: "A home, 2 kW (240 units a month)", query: "by=units&units=240&kw=2" },
  { id: "home-3", label: "A home, 3 kW (300 units a month)", query: "by=units&units=300&kw=3" },
  { id: "home-5", label: "A home, 5 kW (550 units a month)", query: "by=units&units=550&kw=5" },
  {
    id: "society",
    label: "A housing society, 40 houses (6,000 units a month, 6,000 sq ft of roof)",
    query: "for=society&houses=40&by=units&units=6000&roof=6000",
  },
  {
    id: "business",
    label: "A business (2,500 units a month, 4,000 sq ft of roof)",
    query: "for=business&by=units&units=2500&roof=4000",
  },
] as const;

export interface HouseholdFigures {
  sizeKw: number;
  cost: number;
  subsidy: number;
  netCost: number;
  monthlySaving: number;
  paybackYears: number | null;
}

function figuresOf(query: string, day: IsoDay): HouseholdFigures | null {
  const plan = computePlan(new URLSearchParams(query), day).plan;
  if (!plan) return null;
  return {
    sizeKw: plan.sizeKw,
    cost: plan.cost.mid,
    subsidy: plan.subsidyTotal,
    netCost: plan.netCost,
    monthlySaving: plan.monthlySaving,
    paybackYears: plan.paybackYears,
  };
}

export interface BeforeAfter {
  id: string;
  label: string;
  before: HouseholdFigures | null;
  after: HouseholdFigures | null;
  changed: boolean;
}

/**
 * The reference households on the day the new version starts, worked out by the planner's own
 * rules with the figures in force and again with the new version in place.
 */
export function beforeAndAfter(context: AppLoadContext, entry: RateEntry): BeforeAfter[] {
  const current = publishedContent();
  const after = withEntry(current, "rates", rateEntryId(entry), entry);
  const run = <T>(work: () => T, content: typeof current) =>
    context.content ? context.content.run(work, content) : work();
  return referenceHouseholds.map((household) => {
    const before = run(() => figuresOf(household.query, entry.validFrom), current);
    const later = run(() => figuresOf(household.query, entry.validFrom), after);
    return {
      id: household.id,
      label: household.label,
      before,
      after: later,
      changed: JSON.stringify(before) !== JSON.stringify(later),
    };
  });
}

/** What was reviewed, so that "Save" saves exactly what the before-and-after showed. */
export const reviewDigest = (entry: RateEntry) =>
  createHash("sha256").update(JSON.stringify(entry)).digest("hex").slice(0, 32);

export type RateCheck =
  { ok: false; problems: FieldProblems } | { ok: true; entry: RateEntry; implausible: string[] };

/**
 * A new version checked before anything is saved: complete and well formed (the schema the
 * site reads it with), with its Odia source, from today or later, on a day no version of the
 * rule starts yet (a version is never changed), and the figures that look like slips named.
 */
export function checkNewVersion(
  typed: RateEntry,
  {
    today,
    existing,
  }: {
    today: IsoDay;
    /** What the desk holds under the new version's id (its rule and first day), if anything. */
    existing: DeskEntry | undefined;
  },
): RateCheck {
  const problems: FieldProblems = {};
  const parsed = rateEntrySchema.safeParse(typed);
  if (!parsed.success) Object.assign(problems, fieldProblems(parsed.error));
  if (!typed.source.titleOr) problems["source.titleOr"] ??= "required";
  if (/^\d{4}-\d{2}-\d{2}$/.test(typed.validFrom) && typed.validFrom < today) {
    problems.validFrom ??= "fromToday";
  }
  if (existing?.published != null) problems.validFrom ??= "versionTaken";
  if (Object.keys(problems).length || !parsed.success) return { ok: false, problems };
  const entry = parsed.data as RateEntry;
  const before = latestVersionBy(entry.key as RateKey, addDays(entry.validFrom, -1));
  return {
    ok: true,
    entry,
    implausible: implausibleFigures(entry.key as RateKey, entry.value, before?.value),
  };
}

/** A rule's unit, as solar-rates.ts gives it. */
export const unitOf = (key: RateKey) => solarRates[key].unit;
