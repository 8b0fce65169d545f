// Rate limits in tiers, counted where every server instance sees them (issue 8). Callers
// (the form guard in server/, the staff sign-in) only see this interface; the store behind it
// is chosen once in server/main.ts.

/**
 * `form`: public form posts per client address (the staff sign-in's too; its failures have
 * a throttle of their own, staff/sign-in-throttle.server.ts). `staff`: the inbox's own posts
 * (status, notes…), roomier than a visitor's forms. `planner`: the savings planner's JSON
 * plan, which a visitor's typing asks for often, so generous, but counted. `privateLink`: every
 * request to a private link's page (/survey/<token>), reads and posts alike, so tokens cannot
 * be guessed at speed (issue 20). `surveyChange`: the changes (book, move, cancel) one survey link
 * makes, each e-mailing the customer and the sales desk; `surveyBooking`: new surveys booked
 * from one client address, so nobody takes every slot with a quote request after another
 * (issue 30). `webhook`: calls to the WhatsApp webhook per address (issue 34), roomy for
 * Meta's bursts of statuses, so a flood is refused before its signature is even checked.
 */
export type RateLimitTier =
  "form" | "staff" | "planner" | "privateLink" | "surveyChange" | "surveyBooking" | "webhook";

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

/** The tiers' defaults. */
export const defaultRateLimitRules: RateLimitRules = {
  form: { limit: 10, windowMs: 60_000 },
  staff: { limit: 120, windowMs: 60_000 },
  planner: { limit: 300, windowMs: 60_000 },
  privateLink: { limit: 60, windowMs: 60_000 },
  surveyChange: { limit: 4, windowMs: 24 * 60 * 60_000 },
  surveyBooking: { limit: 3, windowMs: 24 * 60 * 60_000 },
  webhook: { limit: 300, windowMs: 60_000 },
};
