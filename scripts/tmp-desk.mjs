import { chromium } from "@playwright/test";
import sharp from "sharp";
const base = "http://localhost:3000";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ baseURL: base, viewport: { width: 1280, height: 900 } });
await page.goto("/inbox/login?redirectTo=/inbox/content");
await page.getByLabel("Email").fill("owner@example.in");
await page.getByLabel("Password").fill("pw-owner-123456");
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL((url) => url.pathname === "/inbox/content");
await page.screenshot({ path: "/tmp/shots/desk-1280.png", fullPage: true });
await page.goto("/inbox/content/company");
await page.locator('[name="phoneDisplay"]').fill("+91 674 299 9999");
await page.locator('[name="phoneE164"]').fill("+916742999999");
await page.locator('[name="address.street.or"]').fill("");
await page.getByRole("button", { name: "Publish" }).click();
await page.waitForTimeout(800);
await page.screenshot({ path: "/tmp/shots/desk-company-refused.png", fullPage: true });
await page.locator('[name="address.street.or"]').fill("ପ୍ଲଟ 112, ଜଗମରା ରୋଡ, ଖଣ୍ଡଗିରି");
await page.getByRole("button", { name: "Publish" }).click();
await page.waitForTimeout(800);
console.log(await page.getByRole("status").allTextContents());
// A gallery project with a photo that carries GPS.
const jpeg = await sharp({
  create: { width: 1600, height: 1200, channels: 3, background: "#d08030" },
})
  .jpeg()
  .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "20/1 15/1 0/1" } })
  .toBuffer();
await page.goto("/inbox/content/gallery/new");
await page
  .locator('[name="photoFile"]')
  .setInputFiles({ name: "roof.jpg", mimeType: "image/jpeg", buffer: jpeg });
for (const [name, v] of Object.entries({
  "words.en.title": "6 kW Rooftop in Nayapalli",
  "words.or.title": "ନୟାପଲ୍ଲୀରେ 6 kW ଛାତ",
  "words.en.location": "Nayapalli, Bhubaneswar",
  "words.or.location": "ନୟାପଲ୍ଲୀ, ଭୁବନେଶ୍ୱର",
  "words.en.summary": "A new rooftop.",
  "words.or.summary": "ନୂଆ ଛାତ।",
  "words.en.alt": "Panels on a flat roof",
  "words.or.alt": "ଛାତ ଉପରେ ପ୍ୟାନେଲ",
  kw: "6",
  date: "2026-11-20",
}))
  await page.locator(`[name="${name}"]`).fill(v);
await page.locator('[name="categoryId"]').selectOption("residential");
await page.getByRole("button", { name: "Publish" }).click();
await page.waitForURL(/done=published/);
await page.screenshot({ path: "/tmp/shots/desk-gallery-1280.png", fullPage: true });
console.log(page.url());
await browser.close();
