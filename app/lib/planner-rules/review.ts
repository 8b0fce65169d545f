import { type RateKey, rateKeys, type RuleSource } from "~/content/solar-rates";
import type { IsoDay } from "~/lib/time/kolkata-day";
import { isPastReview, latestVersionBy } from "./dated";

// Which figures are past the day we meant to check them again: flagged on the planner as
// possibly out of date, and listed for staff in the inbox.

export interface RuleInReview {
  key: RateKey;
  reviewBy: IsoDay;
  checkedOn: IsoDay;
  source: RuleSource;
}

/** The rules whose version in force on `day` (or last, for an ended scheme) is overdue. */
export function ratesNeedingReview(day: IsoDay): RuleInReview[] {
  return rateKeys.flatMap((key) => {
    const version = latestVersionBy(key, day);
    if (!version || !isPastReview(version, day)) return [];
    const { reviewBy, checkedOn, source } = version;
    return [{ key, reviewBy, checkedOn, source }];
  });
}
