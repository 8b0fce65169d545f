// Rate limits in tiers, counted where every server instance sees them (issue 8). Callers
// (the form guard in server/, the staff sign-in) only see this interface; the store behind it
// is chosen once in server/main.ts.

/** `form`: public form posts per client address. `signIn`: staff sign-in attempts, stricter. */
export type RateLimitTier = "form" | "signIn";

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt under `key` (an address, or an account) in `tier`. */
  take(tier: RateLimitTier, key: string): Promise<RateLimitVerdict>;
}
