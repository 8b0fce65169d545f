import { type Kysely, sql } from "kysely";
import type { RateLimiter, RateLimitRules, RateLimitTier } from "./rate-limit.server";

// The rate limiter on the shared database (SQLite or PostgreSQL), so several server instances
// count together. Each attempt adds one to its window's row in one atomic upsert; the verdict
// weighs the previous window by how much of it still overlaps the last `windowMs` (a sliding
// window, as CDNs count), so a burst across a window's edge meets the same limit.

export interface RateLimitTables {
  rate_limit_counts: { tier: string; key: string; window: number; count: number };
}

export interface DatabaseRateLimiterOptions {
  rules: RateLimitRules;
  now?: () => number;
  /** Delete windows no verdict needs any more, at most this often. */
  sweepEveryMs?: number;
}

export function createDatabaseRateLimiter(
  db: Kysely<RateLimitTables>,
  { rules, now = Date.now, sweepEveryMs = 60_000 }: DatabaseRateLimiterOptions,
): RateLimiter {
  let lastSweep = 0;

  async function sweep(at: number) {
    if (at - lastSweep < sweepEveryMs) return;
    lastSweep = at;
    for (const [tier, { windowMs }] of Object.entries(rules)) {
      await db
        .deleteFrom("rate_limit_counts")
        .where("tier", "=", tier)
        .where("window", "<", Math.floor(at / windowMs) - 1)
        .execute();
    }
  }

  return {
    async take(tier: RateLimitTier, key: string) {
      const { limit, windowMs } = rules[tier];
      const at = now();
      const window = Math.floor(at / windowMs);
      const counted = await db
        .insertInto("rate_limit_counts")
        .values({ tier, key, window, count: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(["tier", "key", "window"])
            .doUpdateSet({ count: sql<number>`rate_limit_counts.count + 1` }),
        )
        .returning("count")
        .executeTakeFirstOrThrow();
      const previous = await db
        .selectFrom("rate_limit_counts")
        .select("count")
        .where("tier", "=", tier)
        .where("key", "=", key)
        .where("window", "=", window - 1)
        .executeTakeFirst();
      await sweep(at);

      const elapsed = at - window * windowMs;
      const overlap = (windowMs - elapsed) / windowMs;
      const weighed = Number(counted.count) + Number(previous?.count ?? 0) * overlap;
      if (weighed <= limit) return { allowed: true };
      // Until this window ends the count only grows; by then the earlier attempts weigh less.
      const retryAfterMs = windowMs - elapsed;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    },
  };
}
