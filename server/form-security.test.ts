import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createPostThrottle, formSecurity } from "./form-security";

describe("createPostThrottle", () => {
  it("allows the limit within the window, then says when to retry", () => {
    let now = 0;
    const throttle = createPostThrottle({ limit: 3, windowMs: 60_000, now: () => now });
    for (const at of [0, 10_000, 20_000]) {
      now = at;
      expect(throttle.take("a")).toEqual({ allowed: true });
    }
    now = 30_000;
    expect(throttle.take("a")).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(throttle.take("b")).toEqual({ allowed: true });
    now = 60_001; // the first post has left the window
    expect(throttle.take("a")).toEqual({ allowed: true });
  });

  it("forgets quiet addresses", () => {
    let now = 0;
    const throttle = createPostThrottle({ limit: 3, windowMs: 1000, now: () => now });
    throttle.take("a");
    throttle.take("b");
    now = 5000;
    throttle.take("c");
    expect(throttle.size).toBe(1);
  });
});

describe("formSecurity", () => {
  const servers: { close(): void }[] = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));

  async function serve(postsPerMinute = 3) {
    const app = express();
    app.set("trust proxy", 1);
    app.use(formSecurity({ allowedOrigins: ["https://www.suryodaysolar.in"], postsPerMinute }));
    app.all("*splat", (_req, res) => {
      res.send("ok");
    });
    const server = app.listen(0);
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const post = (url: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: "POST", headers: { "x-forwarded-for": "203.0.113.7", ...headers } });

  it("accepts posts from the site itself, its public origin, or without an Origin", async () => {
    const base = await serve(10);
    const host = new URL(base).host;
    expect((await post(`${base}/contact`, { origin: base })).status).toBe(200);
    expect((await post(`${base}/contact`, { origin: `https://${host}` })).status).toBe(200);
    expect((await post(`${base}/contact`, { origin: "https://www.suryodaysolar.in" })).status).toBe(
      200,
    );
    expect((await post(`${base}/contact`)).status).toBe(200);
  });

  it("refuses a cross-site post with 403: a page for browsers, text for fetchers", async () => {
    const base = await serve();
    const page = await post(`${base}/contact`, {
      origin: "https://evil.example",
      accept: "text/html",
    });
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("sent from another website");
    const data = await post(`${base}/contact.data`, { origin: "null" });
    expect(data.status).toBe(403);
    expect(data.headers.get("content-type")).toContain("text/plain");
  });

  it("throttles posts per client address with 429 and Retry-After, never pages", async () => {
    const base = await serve(3);
    for (let i = 0; i < 3; i++) expect((await post(`${base}/quote-request`)).status).toBe(200);
    const refused = await post(`${base}/quote-request`, { accept: "text/html" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(59);
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
  });
});
