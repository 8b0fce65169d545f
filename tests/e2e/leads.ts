import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import type { LeadExportRow } from "../../app/lib/leads/lead-export.server";
import type { LeadKind } from "../../app/lib/leads/lead-record";
import { e2eDatabaseFile } from "../../playwright.config";
import { parseCsv } from "../parse-csv";

// Helpers for the lead-capture specs (contact, quote, newsletter, form security).

export const databaseUrl = `file:${e2eDatabaseFile}`;

/** `npm run leads -- export <args>` in its own process, against the e2e database. */
async function leadsCliExport(args: string[], fromDatabase = databaseUrl): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/leads.ts", "export", ...args],
    { env: { ...process.env, DATABASE_URL: fromDatabase } },
  );
  return stdout;
}

/** The stored leads, read by the real CLI in its own process (`npm run leads -- export`). */
export async function exportLeads(
  kind?: LeadKind,
  fromDatabase = databaseUrl,
): Promise<LeadExportRow[]> {
  const json = await leadsCliExport(
    ["--format=json", ...(kind ? [`--kind=${kind}`] : [])],
    fromDatabase,
  );
  return JSON.parse(json) as LeadExportRow[];
}

/** The header row of the CLI's CSV export: its columns, without reading every lead. */
export async function cliCsvColumns(): Promise<string[]> {
  const csv = await leadsCliExport(["--format=csv", "--since=2999-12-31"]);
  return parseCsv(csv)[0] ?? [];
}

let counter = 0;
/** An address no other test uses, so each test finds its own lead. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** A client address of its own, for a post that must not count against the test's limit. */
export function uniqueAddress(): string {
  counter += 1;
  const random = Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:1::${process.pid.toString(16)}:${random}:${counter.toString(16)}`;
}

/**
 * Holds the form's requests until the returned function is called, so the pending state can be
 * seen however busy the machine. (A fixed 1.2 s hold let a loaded machine miss it: the request
 * was answered before the test's first look.)
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Removes the console errors a test caused on purpose (the browser logs a failed request),
 * so the fixture's check still catches anything else.
 */
export function expectedErrors(pageErrors: string[], pattern: RegExp) {
  const kept = pageErrors.filter((error) => !pattern.test(error));
  pageErrors.splice(0, pageErrors.length, ...kept);
}

export const toast = (page: Page) => page.locator('[data-slot="toast"]');

/** English words of the lead forms' pages that must never show on an Odia page. */
export const formsEnglish = [
  "Send Us a Message",
  "Full Name",
  "Email Address",
  "Sending...",
  "Privacy Policy",
  "Your Details",
  "Preliminary Estimate",
  "What happens next",
];
