import type { RequestHandler } from "express";
import { cacheControl } from "../app/lib/cache-control";
import type { RateLimiter, RateLimitTier } from "../app/lib/rate-limit.server";
import type { OriginPolicy } from "./origin-policy";
import { requestOrigin } from "./origin-policy";
import { logError } from "./log";
import { refuse } from "./refusal";

// What every request meets before a page reads it: only GET, HEAD and POST are served; a post
// whose Origin is another site's (or opaque) is refused with 403; each client address may
// post a limited number of times a minute (429 with Retry-After), counted where every server
// instance sees it. Pages keep being served meanwhile.

const allowedMethods = ["GET", "HEAD", "POST"];

export const methodGuard: RequestHandler = (req, res, next) => {
  if (allowedMethods.includes(req.method)) return next();
  res
    .status(405)
    .set({ Allow: allowedMethods.join(", "), "Cache-Control": cacheControl.never })
    .type("text/plain")
    .send("Method not allowed");
};

/** Staff at work in the inbox post often; its sign-in counts as a form (and has its own tier). */
const tierOf = (path: string): RateLimitTier =>
  path.startsWith("/inbox/") && !path.startsWith("/inbox/login") ? "staff" : "form";

export interface FormGuardOptions {
  originPolicy: OriginPolicy;
  rateLimiter: RateLimiter;
}

export function formGuard({ originPolicy, rateLimiter }: FormGuardOptions): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();

    const origin = req.get("origin");
    if (origin !== undefined && !originPolicy.allows(origin, requestOrigin(req))) {
      return refuse(req, res, 403, "crossSite", "home");
    }

    rateLimiter
      .take(tierOf(req.path), req.ip ?? req.socket.remoteAddress ?? "unknown")
      .then((verdict) => {
        if (verdict.allowed) return next();
        res.set("Retry-After", String(verdict.retryAfterSeconds));
        refuse(req, res, 429, "throttled", "form");
      })
      .catch((error: unknown) => {
        // The count could not be kept (the database is away): serve rather than refuse; the
        // form's own action reports a failure to store, and the visitor keeps what they typed.
        logError("rate limit", error);
        next();
      });
  };
}
