import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { exportLeads, toast, uniqueEmail } from "./leads";
import { freePort, run, type RunningProcess, startSite, waitForHealth } from "./servers";
import { noticeVersion } from "../../app/lib/privacy/notice-version";

// The production server behind a real nginx that terminates TLS (Debian's nginx, a self-signed
// certificate made here), set up as the README's "Deploying" section says: every form works
// through it, with and without JavaScript.

const nginxConfig = (folder: string, port: number, sitePort: number) => `
daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log stderr warn;
events { worker_connections 128; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  server {
    listen 127.0.0.1:${port} ssl;
    server_name localhost;
    ssl_certificate ${folder}/cert.pem;
    ssl_certificate_key ${folder}/key.pem;
    client_max_body_size 1m;
    location / {
      proxy_pass http://127.0.0.1:${sitePort};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;

let folder: string;
let site: (RunningProcess & { port: number }) | undefined;
let nginx: RunningProcess | undefined;
let origin: string;
let database: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  folder = mkdtempSync(join(tmpdir(), "tls-proxy-"));
  chmodSync(folder, 0o755); // nginx's workers write their temp files here
  database = `file:${join(folder, "site.db")}`;
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-keyout",
      join(folder, "key.pem"),
      "-out",
      join(folder, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  // As the README says: one proxy in front, and it tells the scheme and host.
  site = await startSite({ DATABASE_URL: database, TRUST_PROXY: "1" });
  const port = await freePort();
  writeFileSync(join(folder, "nginx.conf"), nginxConfig(folder, port, site.port));
  nginx = run("nginx", ["-p", folder, "-c", join(folder, "nginx.conf")], {});
  origin = `https://localhost:${port}`;
  await waitForHealth(`${origin}/healthz`, nginx);
});

test.afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test.use({ ignoreHTTPSErrors: true });

const stored = async (kind: "contact" | "quote" | "newsletter", email: string) =>
  (await exportLeads(kind, database)).filter((lead) => lead.email === email);

async function fillQuote(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Your Details" });
  await form.getByLabel("Full Name").fill("Bikash Sahoo");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("+91 94370 22222");
  await form.getByLabel("Zip Code or Location").fill("751007");
  return form;
}

test.describe("behind nginx with TLS, with JavaScript", () => {
  test("the pages come over HTTPS and every form sends", async ({ page }) => {
    const response = await page.goto(`${origin}/contact`);
    expect(response?.headers()["strict-transport-security"]).toContain("max-age=");

    const contactEmail = uniqueEmail("tls-contact-js");
    const contact = page.getByRole("form", { name: "Send Us a Message" });
    await contact.getByLabel("Full Name").fill("Ananya Mohanty");
    await contact.getByLabel("Email Address").fill(contactEmail);
    await contact.getByLabel("Message").fill("Sent through the proxy.");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page)).toContainText("Message Sent!");
    expect(await stored("contact", contactEmail)).toHaveLength(1);

    const quoteEmail = uniqueEmail("tls-quote-js");
    await page.goto(`${origin}/quote-request`);
    const quote = await fillQuote(page, quoteEmail);
    await quote.getByRole("button", { name: "Request My Free Quote" }).click();
    await expect(toast(page)).toContainText("Quote Request Sent!");
    expect(await stored("quote", quoteEmail)).toHaveLength(1);

    const newsletterEmail = uniqueEmail("tls-newsletter-js");
    await page.goto(`${origin}/blog`);
    const box = page.getByRole("region", { name: "Solar Newsletter" });
    await box.getByLabel("Email address").fill(newsletterEmail);
    await box.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(toast(page)).toContainText("Subscribed!");
    expect(await stored("newsletter", newsletterEmail)).toHaveLength(1);
  });
});

test.describe("behind nginx with TLS, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every form sends and the answering page confirms it", async ({ page }) => {
    const contactEmail = uniqueEmail("tls-contact-nojs");
    await page.goto(`${origin}/contact`);
    const contact = page.getByRole("form", { name: "Send Us a Message" });
    await contact.getByLabel("Full Name").fill("Ananya Mohanty");
    await contact.getByLabel("Email Address").fill(contactEmail);
    await contact.getByLabel("Message").fill("Sent through the proxy, no script.");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").first()).toContainText("Message Sent!");
    expect(await stored("contact", contactEmail)).toHaveLength(1);

    const quoteEmail = uniqueEmail("tls-quote-nojs");
    await page.goto(`${origin}/quote-request`);
    const quote = await fillQuote(page, quoteEmail);
    await quote.getByRole("button", { name: "Request My Free Quote" }).click();
    await expect(page.getByRole("status").first()).toContainText("Quote Request Sent!");
    expect(await stored("quote", quoteEmail)).toHaveLength(1);

    const newsletterEmail = uniqueEmail("tls-newsletter-nojs");
    await page.goto(`${origin}/blog`);
    const box = page.getByRole("region", { name: "Solar Newsletter" });
    await box.getByLabel("Email address").fill(newsletterEmail);
    await box.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(page).toHaveURL(`${origin}/blog`);
    expect(await stored("newsletter", newsletterEmail)).toHaveLength(1);
  });

  test("a post from another site is still refused through the proxy", async ({ request }) => {
    const response = await request.post(`${origin}/contact`, {
      form: { noticeVersion, name: "Mallory", email: "m@example.com", message: "Hi" },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status()).toBe(403);
  });
});
