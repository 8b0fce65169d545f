import type { RequestHandler } from "express";
import { isPrivateLinkPath } from "../app/lib/private-links/private-link-paths";
import type { RateLimiter, RateLimitTier } from "../app/lib/rate-limit.server";
import type { OriginPolicy } from "./origin-policy";
import { requestOrigin } from "./origin-policy";
import { logError } from "./log";
import { answerPlainly, refuse } from "./refusal";
import { routedPath } from "./routed-path";

// What every request meets before a page reads it: a path with dot segments is refused (400);
// only GET, HEAD and POST are served; a post whose Origin is another site's (or opaque) is
// refused with 403; each client address may post a limited number of times a minute, and ask
// the planner for plans a generous number of times (429 with Retry-After), counted where
// every server instance sees it. Pages keep being served meanwhile.

const allowedMethods = ["GET", "HEAD", "POST"];

export const methodGuard: RequestHandler = (req, res, next) => {
  if (allowedMethods.includes(req.method)) return next();
  res.set("Allow", allowedMethods.join(", "));
  answerPlainly(req, res, 405);
};

export const pathGuard: RequestHandler = (req, res, next) => {
  if (routedPath(req.originalUrl) !== null) return next();
  answerPlainly(req, res, 400);
};

/** Where Meta posts WhatsApp's events (issue 34). */
export const whatsappWebhookPath = "/webhooks/whatsapp";

/** The planner's JSON plan, in either language (the route table has one, at the root). */
const plannerPlanPath = "/solar-calculator/plan.json";

/**
 * Which count a request goes into, read from the path the router routes (never the raw one):
 * staff at work in the inbox post often, and its sign-in counts as a form (its failures have
 * a throttle of their own); the planner's plan is asked for as a visitor types; a private
 * link's page is counted on every request, so its tokens cannot be guessed at speed.
 */
function tierOf(method: string, path: string): RateLimitTier | undefined {
  if (isPrivateLinkPath(path)) return "privateLink";
  if (path === whatsappWebhookPath) return method === "POST" ? "webhook" : undefined;
  if (method === "POST") {
    return path.startsWith("/inbox/") && !path.startsWith("/inbox/login") ? "staff" : "form";
  }
  return path === plannerPlanPath ? "planner" : undefined;
}

export interface RateLimitGuardOptions {
  originPolicy: OriginPolicy;
  rateLimiter: RateLimiter;
}

export function rateLimitGuard({
  originPolicy,
  rateLimiter,
}: RateLimitGuardOptions): RequestHandler {
  return (req, res, next) => {
    const tier = tierOf(req.method, routedPath(req.originalUrl) ?? req.path);
    if (tier === undefined) return next();

    const origin = req.get("origin");
    if (
      req.method === "POST" &&
      origin !== undefined &&
      !originPolicy.allows(origin, requestOrigin(req))
    ) {
      return refuse(req, res, 403, "crossSite", "home");
    }

    rateLimiter
      .take(tier, req.ip ?? req.socket.remoteAddress ?? "unknown")
      .then((verdict) => {
        if (verdict.allowed) return next();
        res.set("Retry-After", String(verdict.retryAfterSeconds));
        if (tier === "webhook") res.status(429).type("text").send("Too many requests");
        else if (tier === "privateLink") refuse(req, res, 429, "tooOften", "home");
        else refuse(req, res, 429, "throttled", "form");
      })
      .catch((error: unknown) => {
        // The count could not be kept (the database is away): serve rather than refuse; the
        // form's own action reports a failure to store, and the visitor keeps what they typed.
        logError("rate limit", error);
        next();
      });
  };
}
