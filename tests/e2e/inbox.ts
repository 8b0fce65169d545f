import SQLite from "better-sqlite3";
import type { APIRequestContext, Page } from "@playwright/test";
import { e2eDatabaseFile } from "../../playwright.config";
import { databaseUrl, uniqueEmail } from "./leads";
import { runStaffCommand } from "../../scripts/staff";

// Helpers for the inbox specs: staff accounts made by the real CLI against the e2e server's
// database, signing in, and reaching into that database where only time would do it.

export const staffPassword = "a long e2e passphrase";

export interface StaffAccount {
  email: string;
  name: string;
  password: string;
}

/**
 * `npm run staff -- <args>` against the e2e database (or a test's own), the password as if on
 * standard input: the CLI's own command, run in the test's process (issue 31: a process per
 * test cost a second each).
 */
export async function staffCli(
  args: string[],
  password = "",
  database = databaseUrl,
): Promise<string> {
  let said = "";
  const code = await runStaffCommand(args, {
    databaseUrl: database,
    out: (text) => (said += text),
    err: (text) => (said += text),
    readPassword: async () => password,
  });
  if (code !== 0) throw new Error(`npm run staff -- ${args[0]} failed: ${said}`);
  return said;
}

/** A staff account of its own for each test, so sign-in throttling never couples tests. */
export async function createStaff(
  role: "owner" | "manager" | "staff" | "editor" = "owner",
  name = "Priya Das",
  database = databaseUrl,
): Promise<StaffAccount> {
  const email = uniqueEmail(`staff-${role}`);
  await staffCli(
    ["add", `--email=${email}`, `--name=${name}`, `--role=${role}`],
    staffPassword,
    database,
  );
  return { email, name, password: staffPassword };
}

export async function signInPage(page: Page, staff: StaffAccount, path = "/inbox") {
  await page.goto(`/inbox/login?redirectTo=${encodeURIComponent(path)}`);
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/inbox/login"));
}

/** Signs in through the form post alone; the request context then holds the cookie. */
export async function signInRequest(request: APIRequestContext, staff: StaffAccount) {
  const response = await request.post("/inbox/login", {
    form: { email: staff.email, password: staff.password, redirectTo: "/inbox" },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`sign-in answered ${response.status()}`);
  return response;
}

/** Moves every session of an account into the past, as 12 idle hours would. */
export function expireSessions(email: string) {
  const database = new SQLite(e2eDatabaseFile);
  try {
    database
      .prepare(
        `update staff_session set "expiresAt" = ? where "userId" = (select id from staff_user where email = ?)`,
      )
      .run(new Date(Date.now() - 60_000).toISOString(), email);
  } finally {
    database.close();
  }
}

/** Every row of every table of the e2e database, as text (to search for a person's traces). */
export function dumpDatabase(): string {
  const database = new SQLite(e2eDatabaseFile, { readonly: true });
  try {
    const tables = database
      .prepare(`select name from sqlite_master where type = 'table'`)
      .pluck()
      .all() as string[];
    return JSON.stringify(
      tables.map((table) => [table, database.prepare(`select * from "${table}"`).all()]),
    );
  } finally {
    database.close();
  }
}

/**
 * Makes the end of each of the inbox's data responses (React Router's `.data` requests) reach
 * the page `ms` after their content, as on a busy machine: the router has used the answer, but
 * the request is still open. Cancelling it in that time errors its body with the abort's reason,
 * as the browser does.
 */
export async function endDataResponsesLate(page: Page, ms: number) {
  await page.addInitScript((delay) => {
    const browserFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await browserFetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const signal = init?.signal ?? (input instanceof Request ? input.signal : null);
      if (!response.body || !url.pathname.endsWith(".data")) return response;
      const reader = response.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          signal?.addEventListener("abort", () => controller.error(signal.reason));
          try {
            for (let read = await reader.read(); !read.done; read = await reader.read()) {
              controller.enqueue(read.value);
            }
            await new Promise((resolve) => setTimeout(resolve, delay));
            if (!signal?.aborted) controller.close();
          } catch {
            // Aborted: the body has its error already.
          }
        },
      });
      const { status, statusText, headers } = response;
      return new Response(body, { status, statusText, headers });
    };
  }, ms);
}
