import type { Request, RequestHandler, Response } from "express";
import { formRefusals } from "../app/content/lead-forms";
import { cacheControl } from "./cache-control";

// Checks every form post (any method but GET/HEAD/OPTIONS) before a page reads it: a post
// whose Origin is another site's is refused with 403, and each client address may post
// `postsPerMinute` times a minute, then gets 429 with Retry-After. Pages keep being served.

export interface FormSecurityOptions {
  /** Origins besides the request's own host that may post (the public site URL). */
  allowedOrigins: string[];
  postsPerMinute: number;
  windowMs?: number;
  now?: () => number;
}

const readOnly = new Set(["GET", "HEAD", "OPTIONS"]);

function normaliseOrigin(origin: string): string | undefined {
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}

/** The client's recent post times, oldest first, per address (a sliding window). */
export function createPostThrottle({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}) {
  const posts = new Map<string, number[]>();
  let lastSweep = now();

  function sweep(at: number) {
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [key, times] of posts) {
      if (times[times.length - 1]! <= at - windowMs) posts.delete(key);
    }
  }

  return {
    /** Counts a post; when over the limit, how many seconds until the next is allowed. */
    take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const at = now();
      sweep(at);
      const recent = (posts.get(key) ?? []).filter((time) => time > at - windowMs);
      if (recent.length >= limit) {
        posts.set(key, recent);
        const retryAfterMs = recent[0]! + windowMs - at;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      recent.push(at);
      posts.set(key, recent);
      return { allowed: true };
    },
    get size() {
      return posts.size;
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function refusalPage(copy: { title: string; text: string; back: string }, backHref: string) {
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(copy.title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f6fa;color:#0b1d3a;font:16px/1.6 system-ui,sans-serif}main{max-width:32rem;margin:1.5rem;padding:2rem;border-radius:1rem;background:#fff;box-shadow:0 1px 3px #0b1d3a22}h1{margin:0 0 .5rem;font-size:1.5rem}a{display:inline-block;margin-top:1rem;padding:.7rem 1.2rem;border-radius:.5rem;background:#f59e0b;color:#0b1d3a;font-weight:700;text-decoration:none}</style>
</head><body><main><h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(copy.text)}</p><a href="${escapeHtml(backHref)}">${escapeHtml(copy.back)}</a></main></body></html>`;
}

function refuse(
  req: Request,
  res: Response,
  status: 403 | 429,
  copy: { title: string; text: string; back: string },
  backHref: string,
) {
  res.status(status).set("Cache-Control", cacheControl.never);
  // A fetcher (React Router's "*.data" requests) shows the text in a toast; a browser
  // without JavaScript shows a page.
  if (req.path.endsWith(".data") || !req.accepts("html")) {
    res.type("text/plain").send(copy.text);
  } else {
    res.type("html").send(refusalPage(copy, backHref));
  }
}

export function formSecurity({
  allowedOrigins,
  postsPerMinute,
  windowMs = 60_000,
  now,
}: FormSecurityOptions): RequestHandler {
  const allowed = new Set(allowedOrigins.map(normaliseOrigin).filter(Boolean));
  const throttle = createPostThrottle({ limit: postsPerMinute, windowMs, now });

  return (req, res, next) => {
    if (readOnly.has(req.method)) return next();

    const origin = req.get("origin");
    if (origin !== undefined) {
      const normalised = normaliseOrigin(origin);
      const ownHosts = [req.get("host"), req.host];
      const sameSite =
        normalised !== undefined &&
        (allowed.has(normalised) || ownHosts.includes(new URL(normalised).host));
      if (!sameSite) return refuse(req, res, 403, formRefusals.crossSite, "/");
    }

    const verdict = throttle.take(req.ip ?? req.socket.remoteAddress ?? "unknown");
    if (!verdict.allowed) {
      res.set("Retry-After", String(verdict.retryAfterSeconds));
      const back = req.path.replace(/\.data$/, "") || "/";
      return refuse(req, res, 429, formRefusals.throttled, back);
    }
    next();
  };
}
