import { request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../app/lib/db/database.server";
import { type TestDatabase, testEngines } from "../app/lib/db/test-databases";
import { createDatabaseRateLimiter } from "../app/lib/rate-limit-store.server";
import { defaultRateLimitRules } from "../app/lib/rate-limit.server";
import { methodGuard, pathGuard, rateLimitGuard } from "./form-security";
import { createOriginPolicy } from "./origin-policy";

const sqlite = testEngines[0]!;

describe("request guards", () => {
  let database: TestDatabase;
  const closers: (() => Promise<void> | void)[] = [];
  beforeEach(async () => {
    database = await sqlite.create();
  });
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await database.cleanup();
  });

  async function serve(postsPerMinute = 3) {
    const connection = await openDatabase(database.url);
    const rateLimiter = createDatabaseRateLimiter(connection.db, {
      rules: { ...defaultRateLimitRules, form: { limit: postsPerMinute, windowMs: 60_000 } },
    });
    const app = express();
    app.set("trust proxy", 1);
    app.use(pathGuard);
    app.use(methodGuard);
    app.use(
      rateLimitGuard({
        originPolicy: createOriginPolicy(["https://www.suryodaysolar.in"]),
        rateLimiter,
      }),
    );
    app.all("*splat", (_req, res) => {
      res.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    closers.push(
      () => new Promise<void>((resolve) => server.close(() => resolve())),
      () => connection.close(),
    );
    await new Promise((resolve) => server.once("listening", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  // fetch() refuses TRACE and normalises paths, so these are sent with node:http.
  const send = (method: string, url: string) =>
    new Promise<{ status?: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        // The path as written, dot segments included (a URL string would be normalised).
        const { hostname, port, origin } = new URL(url);
        const path = url.slice(origin.length);
        request({ hostname, port, path, method }, (response) => {
          let body = "";
          response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode, headers: response.headers, body }),
          );
        })
          .on("error", reject)
          .end();
      },
    );

  const post = (url: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: "POST", headers: { "x-forwarded-for": "203.0.113.7", ...headers } });

  it("serves GET, HEAD and POST; other methods get a plain 405 with Allow and no internals", async () => {
    const base = await serve();
    expect((await fetch(`${base}/contact`, { method: "HEAD" })).status).toBe(200);
    for (const method of ["OPTIONS", "PUT", "DELETE", "PATCH", "TRACE"]) {
      const response = await send(method, `${base}/contact`);
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
      expect(response.headers["content-type"]).toContain("text/plain");
      expect(response.body).toBe("Method not allowed");
    }
  });

  it("accepts posts from the site's own origin, its public origin, or without an Origin", async () => {
    const base = await serve(10);
    const host = new URL(base).host;
    expect((await post(`${base}/contact`, { origin: base })).status).toBe(200);
    expect((await post(`${base}/contact`, { origin: "https://www.suryodaysolar.in" })).status).toBe(
      200,
    );
    expect((await post(`${base}/contact`)).status).toBe(200);
    // Behind a TLS proxy the visitor's origin is https: the proxy says so.
    expect(
      (await post(`${base}/contact`, { origin: `https://${host}`, "x-forwarded-proto": "https" }))
        .status,
    ).toBe(200);
    // Without that word from the proxy, the same origin is another scheme: not ours.
    expect((await post(`${base}/contact`, { origin: `https://${host}` })).status).toBe(403);
  });

  it("refuses cross-site and opaque origins with 403 (never 500): a page for browsers, text for fetchers", async () => {
    const base = await serve(10);
    const page = await post(`${base}/contact`, {
      origin: "https://evil.example",
      accept: "text/html",
    });
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("sent from another website");
    for (const origin of ["null", "chrome-extension://abc", "file://", "data:", "not a url"]) {
      const data = await post(`${base}/contact.data`, { origin });
      expect(data.status, origin).toBe(403);
      expect(data.headers.get("content-type")).toContain("text/plain");
    }
  });

  it("throttles posts per client address with 429 and Retry-After, never pages", async () => {
    const base = await serve(3);
    for (let i = 0; i < 3; i++) expect((await post(`${base}/quote-request`)).status).toBe(200);
    const refused = await post(`${base}/quote-request`, { accept: "text/html" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await refused.text()).toContain('href="/quote-request"');
    const data = await post(`${base}/quote-request.data`);
    expect(data.status).toBe(429);
    expect(await data.text()).toMatch(/^You've sent several forms/);

    const page = await fetch(`${base}/quote-request`, {
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(page.status).toBe(200);
    const otherVisitor = await post(`${base}/quote-request`, { "x-forwarded-for": "203.0.113.8" });
    expect(otherVisitor.status).toBe(200);
    // Staff working in the inbox are counted in their own, roomier tier.
    for (let i = 0; i < 5; i++) expect((await post(`${base}/inbox/lead/1`)).status).toBe(200);
    expect((await post(`${base}/inbox/login`)).status).toBe(429);
  });

  it("refuses a path with dot segments before counting or routing it", async () => {
    const base = await serve(1);
    for (const path of ["/inbox/../forms/contact", "/inbox/%2e%2e/contact"]) {
      const response = await send("POST", `${base}${path}`);
      expect(response.status, path).toBe(400);
      expect(response.body, path).toBe("Bad request");
    }
    // Not counted either: the address still has its one post.
    expect((await post(`${base}/contact`)).status).toBe(200);
    expect((await post(`${base}/contact`)).status).toBe(429);
  });

  it("counts the planner's plan in its own tier, and no other page", async () => {
    const base = await serve(1);
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${base}/solar-calculator/plan.json?bill=${i}`, {
        headers: { "x-forwarded-for": "203.0.113.7" },
      });
      expect(response.status).toBe(200);
      expect((await fetch(`${base}/about`)).status).toBe(200);
    }
    expect((await post(`${base}/contact`)).status).toBe(200);
  });
});

describe("createOriginPolicy", () => {
  const policy = createOriginPolicy([
    "https://www.suryodaysolar.in/",
    "https://staging.example.in:8443",
  ]);

  it("hands React Router the listed origins' hosts", () => {
    expect(policy.actionOriginHosts).toEqual(["www.suryodaysolar.in", "staging.example.in:8443"]);
  });

  it("matches scheme, host and port exactly", () => {
    const own = "http://127.0.0.1:3000";
    expect(policy.allows("https://www.suryodaysolar.in", own)).toBe(true);
    expect(policy.allows("http://www.suryodaysolar.in", own)).toBe(false);
    expect(policy.allows("https://staging.example.in:8443", own)).toBe(true);
    expect(policy.allows("http://127.0.0.1:3000", own)).toBe(true);
    expect(policy.allows("http://127.0.0.1:3001", own)).toBe(false);
  });
});
