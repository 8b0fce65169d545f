import { islandsProblems, pageScripts } from "../../server/page-scripts";
import { expect, test } from "./fixtures";

test("pages are sent with security headers and a strict script policy", async ({ request }) => {
  for (const path of ["/", "/gallery?category=residential", "/no-such-page"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["x-powered-by"], path).toBeUndefined();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    const csp = headers["content-security-policy"] ?? "";
    // The site's own files, and inline scripts only by this response's nonce or their hash;
    // a public page has none (it loads the islands runtime, docs/decisions/009).
    const scriptSrc = (/script-src ([^;]+)/.exec(csp)?.[1] ?? "").trim().split(/\s+/);
    expect(scriptSrc[0], path).toBe("'self'");
    for (const source of scriptSrc.slice(1)) expect(source, path).toMatch(/^'(nonce|sha256)-/);
    expect(islandsProblems(await pageScripts(await response.text())), path).toEqual([]);
    expect(csp).toContain("frame-ancestors 'none'");
    // Prerendered pages briefly (5 s, issue 32), pages rendered per request for a minute.
    expect(headers["cache-control"], path).toMatch(/max-age=(5|60)\b/);
  }
});

test("a page rendered per request carries a fresh nonce on each of its scripts", async ({
  request,
}) => {
  // The staff sign-in: rendered per request, and hydrated whole with React Router's scripts.
  const first = await request.get("/inbox/login");
  const second = await request.get("/inbox/login");
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const nonce = nonceOf(first.headers()["content-security-policy"] ?? "");
  expect(nonce).toBeTruthy();
  expect(nonceOf(second.headers()["content-security-policy"] ?? "")).not.toBe(nonce);
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts.filter((tag) => !tag.includes("application/ld+json"))) {
    expect(tag).toContain(`nonce="${nonce}"`);
  }
});

test("hashed assets are cached for a year, pages briefly, and /healthz answers", async ({
  request,
}) => {
  // The islands runtime every public page loads (docs/decisions/009).
  const html = await (await request.get("/")).text();
  const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
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
