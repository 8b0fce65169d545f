import { existsSync } from "node:fs";
import { join } from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import helmet from "helmet";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { cacheControl } from "../app/lib/cache-control";
import { secondsToKolkataMidnight, todayInKolkata } from "../app/lib/time/kolkata-day";
import type { RateLimiter } from "../app/lib/rate-limit.server";
import { createNonce, helmetOptions } from "./csp";
import { formOrigins, type ServerEnv } from "./env";
import { methodGuard, pathGuard, rateLimitGuard, whatsappWebhookPath } from "./form-security";
import { logError, logRequest } from "./log";
import { createOriginPolicy } from "./origin-policy";
import { searchParamsReadAt } from "./page-search-params";
import { precompressedAssets } from "./precompressed-assets";
import { livePages } from "./live-pages";
import { loadPrerenderedPages, type PrerenderedPage } from "./prerendered-pages";
import { answerPlainly } from "./refusal";
import { pageRenderer, reactRouterHandler } from "./request-handler";
import type { ContentSource } from "../app/lib/content/content-store.server";
import type { PublishedContent } from "../app/lib/content/published-content";

export interface AppOptions {
  env: ServerEnv;
  /** Counts form posts (and sign-in attempts) where every server instance sees them. */
  rateLimiter: RateLimiter;
  /** Extra values for every loader and action (the lead store, for one). */
  loadContext?: Omit<AppLoadContext, "cspNonce" | "rateLimiter">;
  /** In development, pages come from Vite instead of the build. */
  vite?: ViteDevServer;
  /** The published content (issue 32); without it pages show the seed the build rendered. */
  content?: ContentSource;
  /** Meta's WhatsApp webhook (issue 34), when the channel is on. */
  whatsappWebhook?: RequestHandler;
}

/** Form posts are a few KB at most; anything far larger is refused unread (413). */
export const maxFormBodyBytes = 64 * 1024;

/** Files the build wrote from the content, by path, with their type. */
const contentFiles: Record<string, string> = { "/sitemap.xml": "application/xml" };

/** The content desk's forms carry a photo of up to 15 MB (issue 32), and the form around it. */
export const maxUploadBodyBytes = 16 * 1024 * 1024;
const uploadsAt = /^\/inbox\/content\//;

/** A project's document (issue 35): 10 MB at most, and the form around it. */
export const maxDocumentBodyBytes = 10 * 1024 * 1024 + 64 * 1024;
const documentsAt = /^(\/or)?\/project\/[^/]+\/?$|^\/inbox\/projects\/\d+\/paperwork\/?$/i;

const requestLog: RequestHandler = (req, res, next) => {
  const started = performance.now();
  res.on("finish", () =>
    logRequest(req.method, req.originalUrl, res.statusCode, performance.now() - started),
  );
  next();
};

/** Errors are answered plainly, never with internals, and with the pages' security headers. */
function internalError(securityHeaders: RequestHandler): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (!res.headersSent && !res.get("Content-Security-Policy")) {
      securityHeaders(req, res, () => {});
    }
    // Errors that carry a client status (a missing asset file: 404) are answered as such.
    const status = Number((error as { status?: unknown }).status);
    if (status >= 400 && status < 500) {
      return answerPlainly(req, res, status === 404 ? 404 : 400, status);
    }
    logError(`${req.method} ${req.originalUrl}`, error);
    if (res.headersSent) return res.end();
    answerPlainly(req, res, 500);
  };
}

/** "/about/index.html" duplicates "/about": send visitors and crawlers to the one address. */
const indexHtmlRedirect: RequestHandler = (req, res, next) => {
  if (!req.path.endsWith("/index.html")) return next();
  const query = req.originalUrl.slice(req.originalUrl.indexOf("?") + 1 || req.originalUrl.length);
  const path = req.path.slice(0, -"/index.html".length) || "/";
  res.redirect(301, query ? `${path}?${query}` : path);
};

/**
 * Turns off what the site never uses, for its pages and anything they embed. Only long-settled
 * feature names: an unknown one is a console warning in every page.
 */
export const permissionsPolicy = [
  "accelerometer",
  "camera",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export async function createApp({
  env,
  rateLimiter,
  loadContext,
  vite,
  content,
  whatsappWebhook,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : await importBuild(env.BUILD_DIR);

  const render = pageRenderer(build, env.NODE_ENV, () => ({ ...loadContext, cspNonce: "" }));

  // Prerendered pages, each with the query parameters that make it render per request.
  const prerendered = new Map<string, PrerenderedPage & { reads: Set<string> }>();
  if (typeof build !== "function") {
    for (const [path, page] of loadPrerenderedPages(env.BUILD_DIR)) {
      prerendered.set(path, { ...page, reads: searchParamsReadAt(build, path) });
    }
  }
  /** The prerendered page for a GET whose query string (if any) changes nothing it shows. */
  function prerenderedPageFor(req: express.Request, path: string) {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    let end = path.length;
    while (end > 1 && path[end - 1] === "/") end--;
    const page = prerendered.get(path.slice(0, end));
    if (!page) return undefined;
    const query = new URL(req.originalUrl, "http://x").searchParams;
    for (const name of query.keys()) {
      if (page.reads.has(name)) return undefined;
    }
    return page;
  }

  // Vite's development scripts are inline and unhashed; the CSP is checked on the build.
  const helmetHeaders = vite
    ? helmet({ ...helmetOptions({ tileUrl: env.VITE_MAP_TILE_URL }), contentSecurityPolicy: false })
    : helmet(helmetOptions({ tileUrl: env.VITE_MAP_TILE_URL }));
  /**
   * The security headers, set before anything can answer, so refusals (400, 403, 405, 413,
   * 429), /healthz and errors carry them as pages do. Every response gets a fresh nonce; a
   * prerendered page (looked up once, here) runs no inline script and needs none.
   */
  const securityHeaders: RequestHandler = (req, res, next) => {
    res.locals.cspNonce = createNonce();
    const page = prerenderedPageFor(req, req.path);
    if (page) res.locals.prerenderedPage = page;
    res.set("Permissions-Policy", permissionsPolicy);
    helmetHeaders(req, res, next);
  };
  // Fingerprinted build files go without them: a CSP means nothing on a script file, and its
  // ~700 bytes on each of a page's small chunks add up on a slow phone. They get their own.
  const isBuildFile = (req: express.Request) =>
    !vite && (req.method === "GET" || req.method === "HEAD") && req.path.startsWith("/assets/");

  // Each request sees the content published when it began, whatever is published meanwhile.
  if (content) app.use((_req, _res, next) => content.run(next));
  app.use(requestLog);
  app.use((req, res, next) => (isBuildFile(req) ? next() : securityHeaders(req, res, next)));
  app.use(pathGuard);
  app.use(methodGuard);
  app.use(compression());

  // Cross-site posts and bursts of posts are refused before anything reads them.
  const originPolicy = createOriginPolicy(formOrigins(env));
  app.use(rateLimitGuard({ originPolicy, rateLimiter }));

  if (whatsappWebhook) app.use(whatsappWebhookPath, whatsappWebhook);

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", cacheControl.never).json({ status: "ok" });
  });

  if (!vite) {
    app.use(
      "/assets",
      (_req, res, next) => {
        res.set({
          "X-Content-Type-Options": "nosniff",
          "Cross-Origin-Resource-Policy": "same-origin",
        });
        next();
      },
      precompressedAssets(join(env.BUILD_DIR, "client", "assets")),
      express.static(join(env.BUILD_DIR, "client", "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        fallthrough: false,
        // Fingerprinted and immutable: never revalidated, so no validators or ranges.
        etag: false,
        lastModified: false,
        acceptRanges: false,
      }),
    );
    app.use(indexHtmlRedirect);
  }

  if (vite) {
    app.use(vite.middlewares);
  } else {
    const live = content && livePages({ content, render });
    app.use(async (req, res, next) => {
      const page = res.locals.prerenderedPage as PrerenderedPage | undefined;
      if (!page) return next();
      try {
        // Once the desk has published, the build's file no longer shows what is published.
        const html = live && !content.matchesBuild() ? await live.html(req.path) : page.html;
        if (!html) return next();
        res.set("Cache-Control", cacheControl.prerenderedPage).type("html").send(html);
      } catch (error) {
        next(error);
      }
    });
    // The sitemap the build wrote lists the seed's articles; once the desk has published, it
    // is rendered again like the pages, so a new post is in it (and a hidden one is not).
    app.use(async (req, res, next) => {
      const type = contentFiles[req.path];
      const stale = live && !content.matchesBuild();
      if (!type || !stale || (req.method !== "GET" && req.method !== "HEAD")) return next();
      try {
        const body = await live.html(req.path);
        if (!body) return next();
        res.set("Cache-Control", cacheControl.prerenderedPage).type(type).send(body);
      } catch (error) {
        next(error);
      }
    });
    app.use(
      express.static(join(env.BUILD_DIR, "client"), {
        index: false,
        redirect: false,
        setHeaders: (res) => res.setHeader("Cache-Control", cacheControl.staticFile),
      }),
    );
  }

  app.all(
    "*splat",
    reactRouterHandler({
      build,
      mode: env.NODE_ENV,
      actionOriginHosts: originPolicy.actionOriginHosts,
      maxBodyBytes: (req) =>
        uploadsAt.test(req.path)
          ? maxUploadBodyBytes
          : documentsAt.test(req.path)
            ? maxDocumentBodyBytes
            : maxFormBodyBytes,
      tooLarge: (req) => (documentsAt.test(req.path) ? "fileTooLarge" : "tooLarge"),
      getLoadContext: (req, res) => {
        // The clock, read once for the request: the planner's rules take the day from here.
        const now = new Date();
        return {
          ...loadContext,
          today: todayInKolkata(now),
          secondsToMidnight: secondsToKolkataMidnight(now),
          now: now.toISOString(),
          rateLimiter,
          cspNonce: String(res.locals.cspNonce),
          // The staff sign-in's throttle key; ".data" requests are refused with a status
          // rather than a redirect (React Router strips the suffix before loaders run).
          clientAddress: req.ip ?? req.socket.remoteAddress ?? "",
          dataRequest: req.path.endsWith(".data"),
          content,
          // The desk's preview: a page rendered with a draft in place, as a visitor would see it.
          previewPage: content
            ? (path: string, draft: PublishedContent) =>
                // No day: a post scheduled for later is previewed as it will look then.
                content.run(() => render(path), draft)
            : undefined,
        };
      },
    }),
  );

  app.use(internalError(securityHeaders));
  return app;
}

async function importBuild(buildDir: string): Promise<ServerBuild> {
  const path = join(process.cwd(), buildDir, "server", "index.js");
  if (!existsSync(path)) throw new Error(`No build at ${path}: run "npm run build" first.`);
  return (await import(path)) as ServerBuild;
}
