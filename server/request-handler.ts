import { writeReadableStreamToWritable } from "@react-router/node";
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { cacheControl } from "../app/lib/cache-control";
import { requestOrigin } from "./origin-policy";
import { answerPlainly, refuse } from "./refusal";
import type { RefusalKind } from "../app/content/copy/en/refusals";

// Hands Express requests to React Router, as @react-router/express does, with two differences
// that a public deployment needs: a form post's body is read only up to `maxBodyBytes` (more is
// refused with 413 without reading the rest, so one huge post cannot stall the server), and the
// request URL is built from the same origin our form guard checked (origin-policy.ts), with the
// same list of other allowed origins handed to React Router's own check.

export interface RequestHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  /** Hosts besides the request's own that may post (React Router's allowedActionOrigins). */
  actionOriginHosts: string[];
  /** The most of a post's body read, by request (the content desk's photos are larger). */
  maxBodyBytes: number | ((req: ExpressRequest) => number);
  /** Which refusal a body over the limit gets (a file has words of its own). */
  tooLarge?: (req: ExpressRequest) => RefusalKind;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}

type Body = { body: Buffer } | { tooLarge: true };

/** Reads a request body up to `limit` bytes; past that, stops reading and says so. */
export function readBody(req: ExpressRequest, limit: number): Promise<Body> {
  const declared = Number(req.get("content-length"));
  if (declared > limit) return Promise.resolve({ tooLarge: true });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanUp();
        req.pause();
        resolve({ tooLarge: true });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanUp();
      resolve({ body: Buffer.concat(chunks) });
    };
    const cleanUp = () => {
      req.off("data", onData).off("end", onEnd).off("error", reject);
    };
    req.on("data", onData).on("end", onEnd).on("error", reject);
  });
}

function toHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

async function send(res: ExpressResponse, response: Response, cacheOverride?: string) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // A route's header replaces the server's default of the same name (a private link's page
  // narrows the Referrer-Policy every page gets); only cookies add up.
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.set(name, value);
  }
  if (cacheOverride) res.set("Cache-Control", cacheOverride);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * Renders a path inside the server, as the build's prerender did: a GET with no cookies and no
 * nonce (the pages content publishes, and the desk's previews of them).
 */
export function pageRenderer(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: string,
  context: () => AppLoadContext,
) {
  const handle = createRequestHandler(build, mode);
  return (path: string, extra: Partial<AppLoadContext> = {}) =>
    handle(new Request(new URL(path, "http://localhost")), { ...context(), ...extra });
}

export function reactRouterHandler({
  build,
  mode,
  actionOriginHosts,
  maxBodyBytes,
  tooLarge,
  getLoadContext,
}: RequestHandlerOptions): RequestHandler {
  const withOrigins = (b: ServerBuild): ServerBuild => ({
    ...b,
    allowedActionOrigins: actionOriginHosts,
  });
  const handle = createRequestHandler(
    typeof build === "function" ? async () => withOrigins(await build()) : withOrigins(build),
    mode,
  );

  return async (req, res, next) => {
    try {
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const init: RequestInit = {
        method: req.method,
        headers: toHeaders(req),
        signal: controller.signal,
      };
      if (req.method !== "GET" && req.method !== "HEAD") {
        const limit = typeof maxBodyBytes === "number" ? maxBodyBytes : maxBodyBytes(req);
        const read = await readBody(req, limit);
        if ("tooLarge" in read) {
          // Closing the connection afterwards means the rest is never read.
          res.set("Connection", "close");
          return refuse(req, res, 413, tooLarge?.(req) ?? "tooLarge", "form");
        }
        init.body = new Uint8Array(read.body);
      }
      const url = URL.parse(`${requestOrigin(req)}${req.originalUrl}`);
      if (!url) {
        answerPlainly(req, res, 400);
        return;
      }
      const response = await handle(new Request(url, init), getLoadContext(req, res));
      // What answers a post is for that visitor and that moment only; a failure is not kept.
      const uncacheable = req.method === "POST" || response.status >= 500;
      await send(res, response, uncacheable ? cacheControl.never : undefined);
    } catch (error) {
      next(error);
    }
  };
}
