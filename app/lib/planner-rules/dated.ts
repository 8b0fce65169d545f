import { type RateKey, type RateValue, type RuleVersion, solarRates } from "~/content/solar-rates";
import type { IsoDay } from "~/lib/time/kolkata-day";

// Reading a dated rule on a day. Days are ISO strings (YYYY-MM-DD), which sort as the dates do.

/** The version of a rule that holds on `day`, or null when none does (before it, or ended). */
export function versionOn<K extends RateKey>(
  key: K,
  day: IsoDay,
): RuleVersion<RateValue<K>> | null {
  const versions = solarRates[key].versions as RuleVersion<RateValue<K>>[];
  return (
    versions.find(
      (version) => version.validFrom <= day && (version.validTo === null || day <= version.validTo),
    ) ?? null
  );
}

/**
 * The version of a rate (not a scheme) in force on `day`. Rates never lapse: one that the
 * planner has no version of for that day is a gap in solar-rates.ts, and fails loudly.
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
  const versions = solarRates[key].versions as RuleVersion<RateValue<K>>[];
  const started = versions.filter((version) => version.validFrom <= day);
  return versionOn(key, day) ?? started.at(-1) ?? null;
}

/** A rule is overdue for review once its `reviewBy` day has passed. */
export const isPastReview = (version: Pick<RuleVersion<unknown>, "reviewBy">, day: IsoDay) =>
  day > version.reviewBy;
