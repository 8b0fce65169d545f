import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { exportLeads, uniqueAddress, uniqueEmail } from "./leads";
import { rawRequest, startSite } from "./servers";
import { noticeVersion } from "../../app/lib/privacy/notice-version";

// What an operator meets deploying the site on the open internet (issue 8's findings).

const contactForm = (email: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    name: "Ananya",
    email,
    message: "Hello",
    noticeVersion,
    ...extra,
  }).toString();
const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };

test("behind a TLS proxy with the default TRUST_PROXY=0, the public origin's posts are accepted, pages and fetches alike", async () => {
  const folder = mkdtempSync(join(tmpdir(), "proxy-default-"));
  const database = `file:${join(folder, "site.db")}`;
  const site = await startSite({
    DATABASE_URL: database,
    TRUST_PROXY: "0",
    SITE_ORIGIN: "https://staging.suryodaysolar.in",
  });
  try {
    const sent: string[] = [];
    for (const [origin, path] of [
      ["https://www.suryodaysolar.in", "/contact"],
      ["https://www.suryodaysolar.in", "/contact.data"],
      ["https://staging.suryodaysolar.in", "/contact"],
    ] as const) {
      const email = uniqueEmail("behind-proxy");
      const response = await rawRequest(`${site.origin}${path}`, {
        method: "POST",
        headers: { ...formHeaders, Host: new URL(origin).host, Origin: origin },
        body: contactForm(email),
      });
      expect(response.status, `${origin} ${path}`).toBe(200);
      sent.push(email);
    }
    const stored = (await exportLeads("contact", database)).map((lead) => lead.email);
    expect(stored).toEqual(sent);
    // Another site is refused once, by us, with our message (not React Router's 400).
    const refused = await rawRequest(`${site.origin}/contact`, {
      method: "POST",
      headers: { ...formHeaders, Host: "www.suryodaysolar.in", Origin: "https://evil.example" },
      body: contactForm("m@example.com"),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain("sent from another website");
  } finally {
    await site.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});

test("a huge post is refused with 413 before its body is read, and the site keeps answering", async ({
  baseURL,
}) => {
  const started = Date.now();
  // 50 MB declared, 1 KB sent: the answer must not wait for the rest.
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    import("node:http").then(({ request }) => {
      const req = request(`${baseURL}/contact`, {
        method: "POST",
        headers: {
          ...formHeaders,
          "Content-Length": String(50 * 1024 * 1024),
          Accept: "text/html",
          "X-Forwarded-For": uniqueAddress(),
        },
      });
      req.on("response", (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on("error", reject);
      req.write(Buffer.alloc(1024, "a"));
    }, reject);
  });
  expect(answer.status).toBe(413);
  expect(answer.body).toContain("larger than our forms accept");
  expect(Date.now() - started).toBeLessThan(2000);
  expect((await rawRequest(`${baseURL}/healthz`)).status).toBe(200);
});

test("opaque origins are cross-site: 403, never a crash", async ({ baseURL }) => {
  for (const origin of ["chrome-extension://abc", "file://", "data:", "null"]) {
    const response = await rawRequest(`${baseURL}/contact`, {
      method: "POST",
      headers: { ...formHeaders, Origin: origin, "X-Forwarded-For": uniqueAddress() },
      body: contactForm("o@example.com"),
    });
    expect(response.status, origin).toBe(403);
  }
});

test("methods other than GET, HEAD and POST get a plain 405 with Allow, no internals", async ({
  baseURL,
}) => {
  for (const method of ["OPTIONS", "PUT", "DELETE", "PATCH", "TRACE"]) {
    const response = await rawRequest(`${baseURL}/contact`, { method });
    expect(response.status, method).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST");
    expect(response.body).toBe("Method not allowed");
  }
});

test("odd input: a number too long to be finite gets the field's message; control characters are not stored", async ({
  request,
}) => {
  const quote = await request.post("/quote-request", {
    form: {
      noticeVersion,
      name: "Bikash",
      email: uniqueEmail("infinite"),
      phone: "+91 94370 22222",
      location: "751007",
      roofSize: `1${"0".repeat(400)}`,
      monthlyBill: "100",
    },
  });
  expect(quote.status()).toBe(400);
  const page = await quote.text();
  expect(page).toContain("Please choose a roof size on the slider.");
  expect(page).not.toContain("received Infinity");

  const email = uniqueEmail("control");
  const contact = await request.post("/contact", {
    form: {
      noticeVersion,
      name: "Ana\u0000nya",
      email,
      message: "First\u0000 line\r\nSecond\u0007 line",
    },
  });
  expect(contact.status()).toBe(200);
  const [stored] = (await exportLeads("contact")).filter((lead) => lead.email === email);
  expect(stored).toMatchObject({ name: "Ananya", message: "First line\r\nSecond line" });
});

test("/index.html addresses redirect to the one address of their page", async ({ request }) => {
  for (const [from, to] of [
    ["/index.html", "/"],
    ["/about/index.html", "/about"],
    ["/gallery/index.html?category=residential", "/gallery?category=residential"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(
      new URL(response.headers().location!, "http://x").pathname +
        new URL(response.headers().location!, "http://x").search,
    ).toBe(to);
  }
});

test("an ad click's query string gets the prerendered page, cacheable, and it still hydrates", async ({
  page,
  request,
}) => {
  for (const path of [
    "/about?utm_source=newsletter&utm_medium=email",
    "/?gclid=abc123",
    "/gallery?fbclid=xyz",
  ]) {
    const response = await request.get(path);
    // Briefly (issue 32): a change the content desk publishes reaches a returning visitor soon.
    expect(response.headers()["cache-control"], path).toBe("public, max-age=5");
    // The prerendered page: it runs no inline script, so the policy allows the site's files alone.
    expect(response.headers()["content-security-policy"], path).toContain("script-src 'self';");
    expect(response.headers()["content-security-policy"], path).not.toContain("'nonce-");
  }
  // A parameter the page reads is rendered for that visitor.
  const filtered = await request.get("/gallery?category=residential&utm_source=x");
  expect(filtered.headers()["cache-control"]).toBe("private, max-age=60");
  expect(await filtered.text()).toMatch(/value="residential" aria-pressed="true"/);

  await page.goto("/about?utm_source=newsletter");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page).toHaveURL(/utm_source=newsletter/);
});
