// Cache lifetimes, named once: the server uses them for what no route sees (assets, static
// files, prerendered pages), and routes name theirs in a `headers` export.
export const cacheControl = {
  /** Fingerprinted build output never changes under the same name. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** Media, icons and fonts with stable names: a day, then revalidate. */
  staticFile: "public, max-age=86400, stale-while-revalidate=604800",
  /**
   * Prerendered pages (and those rendered again after the content desk publishes): briefly, so
   * a published change reaches a returning visitor within seconds (issue 32); Express's ETag
   * makes the revalidation a 304.
   */
  prerenderedPage: "public, max-age=5",
  /** Pages rendered per request carry a one-time CSP nonce: browser-only, briefly. */
  renderedPage: "private, max-age=60",
  never: "no-store",
} as const;

/**
 * A policy whose max-age stops at the next midnight in Kolkata: what depends on the day (the
 * planner's subsidies and rates) is never kept into the next one.
 */
export function untilMidnight(
  scope: "public" | "private",
  maxAge: number,
  secondsToMidnight: number,
) {
  return `${scope}, max-age=${Math.max(0, Math.min(maxAge, Math.floor(secondsToMidnight)))}`;
}
