import type { RateKey, RateValue, RuleVersion } from "~/content/solar-rates";
import { publishedContent, type PublishedContent } from "~/lib/content/published-content";
import { addDays, type IsoDay } from "~/lib/time/kolkata-day";

// Reading a dated rule on a day. Days are ISO strings (YYYY-MM-DD), which sort as the dates do.
// The versions are the published content's (issue 33: the owner's rates desk adds them; a new
// database starts with app/content/solar-rates.ts), read as the request began.

type Versions = Map<string, RuleVersion<unknown>[]>;
const byContent = new WeakMap<PublishedContent, Versions>();

/**
 * Each rule's versions in order of their first day. A version holds until its own last day
 * (a scheme's end), or until the day before the next one starts, whichever is first: a new
 * value from a later day closes the one before it without changing it.
 */
function versionsByRule(content: PublishedContent): Versions {
  const known = byContent.get(content);
  if (known) return known;
  const grouped: Versions = new Map();
  for (const entry of [...content.rates].sort((a, b) => a.validFrom.localeCompare(b.validFrom))) {
    const { key, ...version } = entry;
    grouped.set(key, [...(grouped.get(key) ?? []), version]);
  }
  for (const versions of grouped.values()) {
    versions.forEach((version, index) => {
      const next = versions[index + 1];
      if (!next) return;
      const closed = addDays(next.validFrom, -1);
      if (version.validTo === null || closed < version.validTo) {
        versions[index] = { ...version, validTo: closed };
      }
    });
  }
  byContent.set(content, grouped);
  return grouped;
}

/** Every version of a rule, in order, as the rules read them on any day. */
export function versionsOf<K extends RateKey>(key: K): RuleVersion<RateValue<K>>[] {
  return (versionsByRule(publishedContent()).get(key) ?? []) as RuleVersion<RateValue<K>>[];
}

/** The version of a rule that holds on `day`, or null when none does (before it, or ended). */
export function versionOn<K extends RateKey>(
  key: K,
  day: IsoDay,
): RuleVersion<RateValue<K>> | null {
  return (
    versionsOf(key).find(
      (version) => version.validFrom <= day && (version.validTo === null || day <= version.validTo),
    ) ?? null
  );
}

/**
 * The version of a rate (not a scheme) in force on `day`. Rates never lapse: one that the
 * planner has no version of for that day is a gap in the rates, and fails loudly.
 */
export function rateVersionOn<K extends RateKey>(key: K, day: IsoDay): RuleVersion<RateValue<K>> {
  const version = versionOn(key, day);
  if (!version) throw new Error(`No version of the planner rate "${key}" holds on ${day}`);
  return version;
}

/** The rate's value on `day`. */
export function rateOn<K extends RateKey>(key: K, day: IsoDay): RateValue<K> {
  return rateVersionOn(key, day).value;
}

/**
 * The version a page should talk about on `day`: the one in force, else (a scheme that has
 * ended) the last one that started before it; null before the rule began.
 */
export function latestVersionBy<K extends RateKey>(
  key: K,
  day: IsoDay,
): RuleVersion<RateValue<K>> | null {
  const started = versionsOf(key).filter((version) => version.validFrom <= day);
  return versionOn(key, day) ?? started.at(-1) ?? null;
}

/**
 * The last day of the household subsidies (PM Surya Ghar's, which Odisha's top-up follows) as
 * known on `day`: an extension the owner enters moves it, from the day it is entered for.
 */
export function householdSchemesEndOn(day: IsoDay): IsoDay {
  const version = latestVersionBy("centralSubsidyHome", day) ?? versionsOf("centralSubsidyHome")[0];
  const end = version?.validTo;
  if (!end) throw new Error("PM Surya Ghar's household subsidy has no end day");
  return end;
}

/** A rule is overdue for review once its `reviewBy` day has passed. */
export const isPastReview = (version: Pick<RuleVersion<unknown>, "reviewBy">, day: IsoDay) =>
  day > version.reviewBy;
