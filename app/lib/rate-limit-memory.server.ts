import type { RateLimiter, RateLimitTier, RateLimitVerdict } from "./rate-limit.server";

// A stand-in RateLimiter in one process's memory (sliding window per tier and key), for tests
// and a single server; the database-backed one shared by every instance replaces it.

export interface TierLimit {
  limit: number;
  windowMs: number;
}

export const defaultTierLimits: Record<RateLimitTier, TierLimit> = {
  form: { limit: 10, windowMs: 60_000 },
  // Sign-in: five attempts per address and per account in 15 minutes (stricter than forms).
  signIn: { limit: 5, windowMs: 15 * 60_000 },
};

export function createMemoryRateLimiter(
  limits: Partial<Record<RateLimitTier, TierLimit>> = {},
  now: () => number = Date.now,
): RateLimiter {
  const tiers = { ...defaultTierLimits, ...limits };
  const attempts = new Map<string, number[]>();

  return {
    async take(tier, key): Promise<RateLimitVerdict> {
      const { limit, windowMs } = tiers[tier];
      const at = now();
      const bucket = `${tier}\u0000${key}`;
      const recent = (attempts.get(bucket) ?? []).filter((time) => time > at - windowMs);
      if (recent.length >= limit) {
        attempts.set(bucket, recent);
        const retryAfterMs = recent[0]! + windowMs - at;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      recent.push(at);
      attempts.set(bucket, recent);
      // Forget keys no longer counted, so the map does not grow without end.
      if (attempts.size > 10_000) {
        for (const [name, times] of attempts) {
          if (times[times.length - 1]! <= at - windowMs) attempts.delete(name);
        }
      }
      return { allowed: true };
    },
  };
}
