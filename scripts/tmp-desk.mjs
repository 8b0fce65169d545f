import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://localhost:3000";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const [width, steps] = [Number(process.argv[2]), JSON.parse(process.argv[3])];
const page = await browser.newPage({ viewport: { width, height: 900 }, baseURL: base });
if (!process.env.NOLOGIN) {
await page.goto(`/inbox/login?redirectTo=/inbox`);
await page.getByLabel("Email").fill("owner@example.in");
await page.getByLabel("Password").fill("pw-long-enough-123");
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL((url) => !url.pathname.startsWith("/inbox/login"));
}
for (const step of steps) {
  if (step.goto) await page.goto(step.goto);
  if (step.fill) await page.getByLabel(step.fill[0], { exact: true }).fill(step.fill[1]);
  if (step.click) await page.getByRole("button", { name: step.click, exact: true }).click();
  if (step.text) await page.getByText(step.text).first().click();
  if (step.css) await page.locator(step.css).first().click();
  if (step.wait) await page.waitForTimeout(step.wait);
  if (step.el) { const el = page.locator(step.el).first(); await el.scrollIntoViewIfNeeded(); await page.waitForTimeout(400); await el.screenshot({ path: `/tmp/shots/${step.elshot}.png` }); }
  if (step.shot) await page.screenshot({ path: `/tmp/shots/${step.shot}.png`, fullPage: true });
}
await browser.close();
