import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import { startMailCatcher } from "./mail-catcher";
import { startSite } from "./servers";

// The site as deployed for the survey and follow-up specs (issue 20): its own database file,
// e-mail to a real SMTP listener in the test, the staff notified at sales@example.com, and its
// clock moved with faketime when a test asks. Everything is stopped whatever the outcome.

export const salesDesk = "sales@example.com";

export async function withSurveySite(
  run: (site: {
    origin: string;
    databaseUrl: string;
    databaseFile: string;
    mail: Awaited<ReturnType<typeof startMailCatcher>>;
    /** Stops the site and starts it again on the same database, at `clock`. */
    restartAt: (clock: string) => Promise<string>;
  }) => Promise<void>,
  { clock }: { clock?: string } = {},
) {
  const folder = mkdtempSync(join(tmpdir(), "suryoday-surveys-"));
  const databaseFile = join(folder, "site.db");
  const databaseUrl = `file:${databaseFile}`;
  const mail = await startMailCatcher();
  const start = (at?: string) =>
    startSite(
      {
        DATABASE_URL: databaseUrl,
        SMTP_URL: mail.url,
        LEADS_NOTIFY_TO: salesDesk,
        TRUST_PROXY: "1",
        // Each test posts as many forms as it needs from its own addresses.
        FORM_POSTS_PER_MINUTE: "100",
      },
      { clock: at, healthTimeoutMs: 60_000 },
    );
  let site: Awaited<ReturnType<typeof start>> | undefined;
  try {
    site = await start(clock);
    const origin = { current: site.origin };
    await run({
      get origin() {
        return origin.current;
      },
      databaseUrl,
      databaseFile,
      mail,
      restartAt: async (at: string) => {
        await site?.stop();
        site = undefined;
        site = await start(at);
        origin.current = site.origin;
        return site.origin;
      },
    });
  } finally {
    await site?.stop();
    await mail.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A browser context of its own on the test's site. */
export async function pageOn(
  browser: Browser,
  origin: string,
  {
    javaScriptEnabled = true,
    width = 1280,
    userAgent,
  }: { javaScriptEnabled?: boolean; width?: number; userAgent?: string } = {},
) {
  const context = await browser.newContext({
    baseURL: origin,
    javaScriptEnabled,
    viewport: { width, height: 900 },
    ...(userAgent ? { userAgent } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

/** Waits for the page's scripts to have hydrated it (public islands or the inbox). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Changes rows of the test's database where only time would (an expired link). */
export function updateDatabase(file: string, statement: string, ...values: unknown[]) {
  const database = new SQLite(file);
  try {
    return database.prepare(statement).run(...values);
  } finally {
    database.close();
  }
}

/** The token of a survey page's address. */
export const tokenOf = (url: string) => /\/survey\/([\w-]{43})/.exec(url)?.[1] ?? "";
