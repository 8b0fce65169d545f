import { existsSync } from "node:fs";
import { join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import helmet from "helmet";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { cacheControl } from "./cache-control";
import { createNonce, helmetOptions } from "./csp";
import { formOrigins, type ServerEnv } from "./env";
import { formSecurity } from "./form-security";
import { logError, logRequest } from "./log";
import { precompressedAssets } from "./precompressed-assets";
import { loadPrerenderedPages, type PrerenderedPage } from "./prerendered-pages";

export interface AppOptions {
  env: ServerEnv;
  /** Extra values for every loader and action (the lead store, for one). */
  loadContext?: Omit<AppLoadContext, "cspNonce">;
  /** In development, pages come from Vite instead of the build. */
  vite?: ViteDevServer;
}

const requestLog: RequestHandler = (req, res, next) => {
  const started = performance.now();
  res.on("finish", () =>
    logRequest(req.method, req.originalUrl, res.statusCode, performance.now() - started),
  );
  next();
};

const internalError: ErrorRequestHandler = (error, req, res, _next) => {
  // Errors that carry a client status (a missing asset file: 404) are answered as such.
  const status = Number((error as { status?: unknown }).status);
  if (status >= 400 && status < 500) {
    return res
      .status(status)
      .set("Cache-Control", cacheControl.never)
      .type("text/plain")
      .send("Not found");
  }
  logError(`${req.method} ${req.originalUrl}`, error);
  if (res.headersSent) return res.end();
  res
    .status(500)
    .set("Cache-Control", cacheControl.never)
    .type("text/plain")
    .send("Sorry, something went wrong on our side. Please try again in a moment.");
};

export async function createApp({ env, loadContext, vite }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestLog);
  app.use(compression());

  // Cross-site posts and bursts of posts are refused before anything reads them.
  app.use(
    formSecurity({ allowedOrigins: formOrigins(env), postsPerMinute: env.FORM_POSTS_PER_MINUTE }),
  );

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", cacheControl.never).json({ status: "ok" });
  });

  if (!vite) {
    // Fingerprinted build files go out before the page headers: a CSP means nothing on a
    // script file, and its ~700 bytes on each of a page's small chunks add up on a slow phone.
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
  }

  const clientDir = join(env.BUILD_DIR, "client");
  const prerendered: Map<string, PrerenderedPage> = vite
    ? new Map()
    : loadPrerenderedPages(clientDir);

  // Every response gets a fresh nonce; a prerendered page (looked up once, here) is allowed
  // by its scripts' hashes.
  app.use((req, res, next) => {
    res.locals.cspNonce = createNonce();
    const page = prerenderedPageFor(req);
    if (page) {
      res.locals.prerenderedPage = page;
      res.locals.scriptHashes = page.scriptHashes;
    }
    next();
  });
  function prerenderedPageFor(req: express.Request) {
    // A form post is answered by the page's action, rendered fresh.
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    // A query string changes what a page shows (?category=, ?product=): render it fresh.
    if (req.originalUrl.includes("?")) return undefined;
    return prerendered.get(req.path.replace(/\/+$/, "") || "/");
  }

  if (vite) {
    // Vite's development scripts are inline and unhashed; the CSP is checked on the build.
    app.use(
      helmet({
        ...helmetOptions({ tileUrl: env.VITE_MAP_TILE_URL }),
        contentSecurityPolicy: false,
      }),
    );
    app.use(vite.middlewares);
  } else {
    app.use(helmet(helmetOptions({ tileUrl: env.VITE_MAP_TILE_URL })));
    app.use((_req, res, next) => {
      const page = res.locals.prerenderedPage as PrerenderedPage | undefined;
      if (!page) return next();
      res.set("Cache-Control", cacheControl.prerenderedHtml).type("html").send(page.html);
    });
    app.use((req, res, next) => {
      // Prerendered page data (*.data) answers only the plain URL; with a query it is rendered.
      if (req.path.endsWith(".data") && req.originalUrl.includes("?")) return next();
      serveStatic(req, res, next);
    });
  }
  const serveStatic = express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders: (res) => res.setHeader("Cache-Control", cacheControl.staticFile),
  });

  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : await importBuild(env.BUILD_DIR);

  app.all(
    "*splat",
    (req, res, next) => {
      // The inbox's routes send their own no-store (issue 10); appended to this, it would
      // make two Cache-Control headers.
      if (!/^\/inbox(?:[/.]|$)/.test(req.path)) res.set("Cache-Control", cacheControl.renderedHtml);
      next();
    },
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({
        ...loadContext,
        cspNonce: String(res.locals.cspNonce),
        // inbox (issue 10): the sign-in throttle's address; ".data" requests are refused with
        // a status rather than a redirect (React Router strips the suffix before loaders).
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "",
        dataRequest: req.path.endsWith(".data"),
      }),
    }),
  );

  app.use(internalError);
  return app;
}

async function importBuild(buildDir: string): Promise<ServerBuild> {
  const path = join(process.cwd(), buildDir, "server", "index.js");
  if (!existsSync(path)) throw new Error(`No build at ${path}: run "npm run build" first.`);
  return (await import(path)) as ServerBuild;
}
