import { readdirSync } from "node:fs";
import { plainAnswersCopy, refusalsCopy } from "../../app/content/copy/refusals.server";
import { expect, language, pagesIn, test } from "./fixtures";
import { rawRequest } from "./servers";

// What a reader in Odisha meets on a small phone (issue 24): every Odia page fits a 320 px
// screen, writes its dates as the site writes them, and the server's own answers (refusals,
// plain-text errors) are in Odia under /or. The maps' controls are checked where the maps are
// (about.spec.ts, contact.spec.ts); the copy's English phrases in site-shell.spec.ts.

// Every Odia page: the site's pages and each Odia article.
const articles = readdirSync(new URL("../../app/content/posts/or/", import.meta.url))
  .filter((name) => name.endsWith(".md"))
  .map((name) => `/or/blog/${name.replace(/\.md$/, "")}`);
const odiaPages = [...pagesIn("or").map((each) => each.path), ...articles];

test.describe("[or] at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("no Odia page is wider than the screen, and the menu button is on it", async ({ page }) => {
    test.setTimeout(90_000);
    const { openMenu } = language.or.words.site.layout;
    for (const path of odiaPages) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(320);
      const menu = page.getByRole("button", { name: openMenu });
      const box = await menu.boundingBox();
      expect(box, path).not.toBeNull();
      expect(box!.x + box!.width, `the menu button on ${path}`).toBeLessThanOrEqual(320);
    }
  });
});

test("[or] no Odia page writes a date in ISO form (the site writes 15 ଜୁଲାଇ 2025)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const path of odiaPages) {
    await page.goto(path);
    const text = await page.locator("body").innerText();
    expect(text.match(/\b\d{4}-\d\d-\d\d\b/g) ?? [], path).toEqual([]);
  }
});

test("[or] the server's plain answers are in Odia under /or and in English elsewhere", async ({
  baseURL,
}) => {
  for (const [path, locale] of [
    ["/contact", "en"],
    ["/or/contact", "or"],
  ] as const) {
    const refused = await rawRequest(`${baseURL}${path}`, { method: "DELETE" });
    expect(refused.status, path).toBe(405);
    expect(refused.body, path).toBe(plainAnswersCopy[locale][405]);
  }
  for (const [path, locale] of [
    ["/inbox/%2e%2e/contact", "en"],
    ["/or/%2e%2e/or/contact", "or"],
  ] as const) {
    const refused = await rawRequest(`${baseURL}${path}`);
    expect(refused.status, path).toBe(400);
    expect(refused.body, path).toBe(plainAnswersCopy[locale][400]);
  }
  // The English answers are the ones the site always gave.
  expect(plainAnswersCopy.en[405]).toBe("Method not allowed");
  expect(plainAnswersCopy.en[400]).toBe("Bad request");
});

test("[or] a refused post's page has no English in it", async ({ baseURL }) => {
  const response = await rawRequest(`${baseURL}/or/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "text/html",
      Origin: new URL(baseURL!).origin,
    },
    body: `message=${"x".repeat(70 * 1024)}`,
  });
  expect(response.status).toBe(413);
  const { title, text, back } = refusalsCopy.or.tooLarge;
  expect(response.body).toContain(text);
  const words = [title, text, back].join(" ");
  expect(words.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
});
