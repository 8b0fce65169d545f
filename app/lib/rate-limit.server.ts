// Rate limits in tiers, counted where every server instance sees them (issue 8). Callers
// (the form guard in server/, the staff sign-in) only see this interface; the store behind it
// is chosen once in server/main.ts.

/**
 * `form`: public form posts per client address. `signIn`: staff sign-in attempts, stricter.
 * `staff`: the inbox's own posts (status, notes…), roomier than a visitor's forms.
 */
export type RateLimitTier = "form" | "signIn" | "staff";

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt under `key` (an address, or an account) in `tier`. */
  take(tier: RateLimitTier, key: string): Promise<RateLimitVerdict>;
}

export interface RateLimitTierRule {
  /** Attempts allowed per window… */
  limit: number;
  /** …of this many milliseconds. */
  windowMs: number;
}

export type RateLimitRules = Record<RateLimitTier, RateLimitTierRule>;

/** The tiers' defaults: forms as before; sign-in far stricter (a password guesser's limit). */
export const defaultRateLimitRules: RateLimitRules = {
  form: { limit: 10, windowMs: 60_000 },
  signIn: { limit: 5, windowMs: 15 * 60_000 },
  staff: { limit: 120, windowMs: 60_000 },
};
