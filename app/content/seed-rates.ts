import type { RateEntry } from "~/lib/content/published-content";
import { rateKeys, solarRates } from "./solar-rates";

/**
 * The planner's figures as a new database starts (issue 33): every dated version of
 * solar-rates.ts, so a fresh install plans exactly as the file does. The owner's rates desk adds
 * versions from there.
 */
export const seedRates: RateEntry[] = rateKeys.flatMap((key) =>
  solarRates[key].versions.map((version) => ({ key, ...version }) as RateEntry),
);
