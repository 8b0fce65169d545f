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

/**
 * The site's languages as their tests meet them: the tag each test's name carries ("[or]"),
 * the page's `<html lang>`, a neutral path in the language ("/about" → "/or/about"), and a
 * pattern for a URL ending in such a path, and whether a link's href is a page in it.
 */
export const languages = locales.map((locale: Locale) => {
  const path = (neutral: string) => localePath(locale, neutral);
  return {
    locale,
    tag: `[${locale}]`,
    lang: localeTags[locale].lang,
    path,
    url: (neutral: string) =>
      new RegExp(`${path(neutral).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    ownsPath: (href: string) => localeOfPath(href.split(/[?#]/)[0]!) === locale,
  };
});

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
