import { expect, test } from "./fixtures";

test("pages are sent with security headers and a strict script policy", async ({ request }) => {
  for (const path of ["/", "/gallery?category=residential", "/no-such-page"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["x-powered-by"], path).toBeUndefined();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc, path).not.toContain("unsafe-inline");
    expect(scriptSrc, path).toMatch(/'(nonce|sha256)-/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["cache-control"], path).toMatch(/max-age=(60|300)\b/);
  }
});

test("a page rendered per request carries a fresh nonce on each of its scripts", async ({
  request,
}) => {
  const first = await request.get("/gallery?category=residential");
  const second = await request.get("/gallery?category=residential");
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const nonce = nonceOf(first.headers()["content-security-policy"] ?? "");
  expect(nonce).toBeTruthy();
  expect(nonceOf(second.headers()["content-security-policy"] ?? "")).not.toBe(nonce);
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  for (const tag of scripts.filter((tag) => !tag.includes("application/ld+json"))) {
    expect(tag).toContain(`nonce="${nonce}"`);
  }
});

test("hashed assets are cached for a year, pages briefly, and /healthz answers", async ({
  request,
}) => {
  // The modules the page will load after it has painted (docs/decisions/003).
  const html = await (await request.get("/")).text();
  const script = /data-modules="([^" ]+)/.exec(html)?.[1];
  expect(script).toMatch(/^\/assets\/.+\.js$/);
  const asset = await request.get(script!, { headers: { "accept-encoding": "gzip, br" } });
  expect(asset.headers()["cache-control"]).toContain("immutable");
  // Compressed once at build time with Brotli's best setting.
  expect(asset.headers()["content-encoding"]).toBe("br");
  expect(asset.headers()["cache-control"]).toContain("max-age=31536000");

  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
});

test("responses are compressed", async ({ request }) => {
  const response = await request.get("/about", { headers: { "accept-encoding": "gzip" } });
  expect(response.headers()["content-encoding"]).toBe("gzip");
});
