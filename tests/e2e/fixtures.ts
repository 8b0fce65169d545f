import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { configDefaults } from "../../app/config-defaults";
import { pagesCopy as odiaPages } from "../../app/content/copy/or/pages";
import { pagePaths, type PageKey } from "../../app/content/pages";
import {
  localeOfPath,
  localePath,
  locales,
  localeTags,
  type Locale,
} from "../../app/lib/i18n/locale";
import { seedContent } from "../../app/content/seed-content.server";
import { registerSeed } from "../../app/lib/content/published-content";
import { copyIn, pin } from "./copy-pairs";
import { specWords } from "./spec-words";

// The planner's rules read their figures from the published content (issue 33). The tests
// work out what a fresh database's site shows, so in this process they read the seed.
registerSeed(seedContent);

// Map tiles come from an outside host and the tests run offline: the browser is told that host
// does not exist (playwright.config.ts), so no test depends on the network or sends traffic to
// the tile service, and a tile that fails to load is not counted as an error. (Intercepting the
// requests instead, with page.route, makes Chromium abort the page-change View Transitions.)
const tileHost = new URL(configDefaults.mapTileUrl.replace("{s}.", "")).host;
const isTileHost = (host: string) => host === tileHost || host.endsWith(`.${tileHost}`);

// Every test fails on a script error or a console error (a CSP violation, a failed
// hydration, a missing file), so a page that only looks right does not pass.
export const test = base.extend<{ pageErrors: string[] }>({
  // Hydration starts after the load event (docs/decisions/003), so a page is ready for
  // clicks once <html data-hydrated> is set; goto and reload wait for it.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      for (const method of ["goto", "reload"] as const) {
        const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await original(...args);
            await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
            return response;
          },
        });
      }
    }
    await use(page);
  },
  // The test server trusts one proxy (TRUST_PROXY=1), so each test can speak from its own
  // client address (a documentation-range IPv6) and form-post throttling never couples tests.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const id = [...testInfo.testId].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) >>> 0, 7);
    await use({
      "X-Forwarded-For": `2001:db8::${(id >>> 16).toString(16)}:${(id & 0xffff).toString(16)}:${testInfo.retry}`,
      ...extraHTTPHeaders,
    });
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // The catch-all answers a page with status 404 on purpose, and Chromium logs that;
        // a missing file (script, style, image) is still an error.
        const url = message.location().url;
        if (url.startsWith("http") && isTileHost(new URL(url).host)) return;
        const isFile = /\/(assets|media|icons)\/|\.(ico|svg|png|webmanifest)$/.test(url);
        if (/status of 404/.test(text) && !isFile) return;
        errors.push(`console: ${text} (${url})`);
      });
      await use(errors);
      expect(errors, "errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The ten routes of the spec with the main heading each shows. */
export const routes = [
  { path: "/", heading: "Solar Power Solutions for Homes and Businesses" },
  { path: "/about", heading: "About Us" },
  { path: "/products-services", heading: "Products & Services" },
  { path: "/how-it-works", heading: "How It Works" },
  { path: "/gallery", heading: "Our Project Gallery" },
  { path: "/faq", heading: "Frequently Asked Questions" },
  { path: "/blog", heading: "Solar Insights & News" },
  { path: "/privency-policy", heading: "Privacy Policy" },
  { path: "/contact", heading: "Get In Touch" },
  { path: "/quote-request", heading: "Request a Free Solar Quote" },
] as const;

const englishHeadings = new Map<string, string>([
  ...routes.map(({ path, heading }) => [path, heading] as const),
  ["/solar-calculator", "Solar Savings Planner"],
  ["/privacy-notice", "Privacy Notice"],
  ["/privacy-rights", "Your Privacy Rights"],
]);

/**
 * Every public page in `locale` (issue 11: all of them in both languages), with its
 * language-neutral path and the main heading it shows: the English words as written above, the
 * Odia ones from the Odia copy.
 */
export function pagesIn(locale: Locale) {
  return (Object.keys(pagePaths) as PageKey[]).map((key) => ({
    path: localePath(locale, pagePaths[key]),
    neutral: pagePaths[key],
    heading: locale === "or" ? odiaPages.pages[key].heading : englishHeadings.get(pagePaths[key])!,
  }));
}

export const odiaRoutes = pagesIn("or");

/** A language of the site as its tests meet it. */
function inLanguage(locale: Locale) {
  const path = (neutral: string) => localePath(locale, neutral);
  const headings = new Map(pagesIn(locale).map((page) => [page.neutral as string, page.heading]));
  return {
    locale,
    /** The tag each test's name carries: "[en]", "[or]". */
    tag: `[${locale}]`,
    /** The pages' `<html lang>`. */
    lang: localeTags[locale].lang,
    /** Every word a page shows in this language: the site's copy, with, in English, the
     *  spec's quoted words written out (specWords), so the English tests assert them literally. */
    words: locale === "en" ? pin(copyIn("en"), specWords) : copyIn(locale),
    /** A neutral path in this language: "/about" → "/or/about". */
    path,
    /** A pattern for a URL that ends with the path in this language. */
    url: (neutral: string) =>
      new RegExp(`${path(neutral).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    /** Opens a page in this language, and checks it answered `status` in this language. */
    async open(page: Page, neutral: string, status = 200) {
      const response = await page.goto(path(neutral));
      expect(response?.status(), path(neutral)).toBe(status);
      await expect(page.locator("html")).toHaveAttribute("lang", localeTags[locale].lang);
    },
    /** Whether a link's href is a page in this language. */
    ownsPath: (href: string) => localeOfPath(href.split(/[?#]/)[0]!) === locale,
    /** The main heading of a page, by its neutral path. */
    heading: (neutral: string) => headings.get(neutral)!,
    /** Every link to a page of the site in `scope` (files aside) stays in this language. */
    async expectOwnLinks(scope: Locator, selector = 'a[href^="/"]') {
      const hrefs = await scope
        .locator(selector)
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const pages = hrefs.filter((href) => !/^\/(media|assets|icons)\//.test(href));
      expect(pages.length, "links to pages of the site").toBeGreaterThan(0);
      const strangers = pages.filter((href) => localeOfPath(href.split(/[?#]/)[0]!) !== locale);
      expect(strangers, "links to the other language").toEqual([]);
    },
  };
}

export const language = { en: inLanguage("en"), or: inLanguage("or") };

/** Both languages, for tests that run once in each: `for (const { tag, path } of languages)`. */
export const languages = locales.map((locale) => language[locale]);

/**
 * The FAQ's questions: each a <details> (one open at a time, by its name) whose <summary>
 * holds the question's heading. The browser tells screen readers "expanded" or "collapsed"
 * from the details' open state, which is what `expectOpen` reads.
 */
export function faqQuestions(page: Page) {
  return page.getByRole("main").locator("details > summary");
}

export async function expectOpen(question: Locator, open: boolean) {
  const details = question.locator("xpath=..");
  if (open) await expect(details).toHaveAttribute("open", "");
  else await expect(details).not.toHaveAttribute("open");
}

// axe-core runs inside the page (evaluated through the DevTools protocol, so the site's CSP
// stays as strict as it is for visitors) and must find no WCAG 2.2 A/AA violation.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

export async function expectNoViolations(page: Page, context: string) {
  // Let the page settle: fonts, lazy sections, transitions.
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (...args: unknown[]) => Promise<{
            violations: { id: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  });
  expect(violations, context).toEqual([]);
}

/**
 * On a private link's page, no address the page links, posts, loads or shares to another host
 * carries the page's own address or token (issue 30: the phone bar's WhatsApp greeting did),
 * and the WhatsApp button is there without it.
 */
export async function expectPrivateAddressStaysHome(page: Page) {
  const here = new URL(page.url());
  const token = here.pathname.split("/").at(-1)!;
  expect(token.length).toBeGreaterThan(20);
  const addresses = await page
    .locator("[href], [src], [action], [srcset]")
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        ["href", "src", "action", "srcset"]
          .map((name) => element.getAttribute(name))
          .filter((value): value is string => value !== null),
      ),
    );
  const elsewhere = addresses.filter((address) => {
    const url = URL.parse(address, here);
    return url !== null && url.host !== here.host && url.protocol.startsWith("http");
  });
  for (const address of elsewhere) {
    expect(decodeURIComponent(address), address).not.toContain(token);
    expect(decodeURIComponent(address), address).not.toContain(here.pathname);
  }
  expect(elsewhere.filter((address) => address.startsWith("https://wa.me/"))).not.toHaveLength(0);
}
