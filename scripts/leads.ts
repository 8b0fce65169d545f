// `npm run leads -- export --format=json|csv [--kind=contact|quote|newsletter] [--since=YYYY-MM-DD]`
// `npm run leads -- purge --older-than=3y` (also 18m, 90d)
// Reads the same DATABASE_URL as the site (default file:data/site.db). See README "Leads".
import { pathToFileURL } from "node:url";
import { defaultDatabaseUrl } from "../app/lib/db/database-url";
import { exportLeads, leadsCsv } from "../app/lib/leads/lead-export.server";
import { type LeadKind, leadKinds } from "../app/lib/leads/lead-record";
import { type AppDatabase, openDatabase } from "../app/lib/db/database.server";
import { purgeProspectsOlderThan } from "../app/lib/leads/retention.server";

export const usage = `Usage:
  npm run leads -- export --format=json|csv [--kind=contact|quote|newsletter] [--since=YYYY-MM-DD]
  npm run leads -- purge --older-than=<N>y|<N>m|<N>d

export  prints the stored leads, oldest first, to stdout: every field, the lead's status and
        who has it, in the same columns as the inbox's CSV.
purge   deletes contact messages and quote requests of people whose last contact is older
        than the period (the privacy policy keeps prospects' details up to 3 years).
        Newsletter subscribers are kept until they unsubscribe.`;

class UsageError extends Error {}

function options(args: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const arg of args) {
    const match = /^--([a-z-]+)=(.*)$/.exec(arg);
    if (!match) throw new UsageError(`Unknown argument "${arg}".`);
    found.set(match[1]!, match[2]!);
  }
  return found;
}

function only(found: Map<string, string>, allowed: string[]) {
  for (const name of found.keys()) {
    if (!allowed.includes(name)) throw new UsageError(`Unknown option --${name}.`);
  }
}

/** "3y", "18m", "90d" → the moment that long before `now` (UTC calendar arithmetic). */
export function cutoffBefore(period: string, now: Date): Date {
  const match = /^(\d+)([ymd])$/.exec(period);
  if (!match)
    throw new UsageError(`--older-than takes a period like 3y, 18m or 90d, not "${period}".`);
  const amount = Number(match[1]);
  const cutoff = new Date(now);
  if (match[2] === "y") cutoff.setUTCFullYear(cutoff.getUTCFullYear() - amount);
  if (match[2] === "m") cutoff.setUTCMonth(cutoff.getUTCMonth() - amount);
  if (match[2] === "d") cutoff.setUTCDate(cutoff.getUTCDate() - amount);
  return cutoff;
}

function parseSince(value: string): Date {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00.000Z`) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new UsageError(`--since takes a date like 2025-01-31, not "${value}".`);
  }
  return date;
}

export interface CliIo {
  databaseUrl: string;
  out: (text: string) => void;
  err: (text: string) => void;
  now?: () => Date;
}

/** Runs one command; resolves to the process exit code. */
export async function runLeadsCommand(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  let database: AppDatabase | undefined;
  try {
    if (command === "export") {
      const found = options(rest);
      only(found, ["format", "kind", "since"]);
      const format = found.get("format");
      if (format !== "json" && format !== "csv") {
        throw new UsageError("export needs --format=json or --format=csv.");
      }
      const kindOption = found.get("kind");
      if (kindOption !== undefined && !leadKinds.includes(kindOption as LeadKind)) {
        throw new UsageError(`--kind is one of ${leadKinds.join(", ")}, not "${kindOption}".`);
      }
      const kind = kindOption as LeadKind | undefined;
      const since = found.has("since") ? parseSince(found.get("since")!) : undefined;
      database = await openDatabase(io.databaseUrl);
      const leads = await exportLeads(database, { kinds: kind ? [kind] : leadKinds, since });
      io.out(format === "json" ? `${JSON.stringify(leads, null, 2)}\n` : leadsCsv(leads));
      return 0;
    }
    if (command === "purge") {
      const found = options(rest);
      only(found, ["older-than"]);
      const period = found.get("older-than");
      if (!period) throw new UsageError("purge needs --older-than, for example --older-than=3y.");
      const cutoff = cutoffBefore(period, io.now?.() ?? new Date());
      database = await openDatabase(io.databaseUrl);
      const deleted = await purgeProspectsOlderThan(database, cutoff);
      io.out(
        `Deleted ${deleted.contact} contact message(s) and ${deleted.quote} quote request(s) of people last in touch before ${cutoff.toISOString()}.\n`,
      );
      return 0;
    }
    throw new UsageError(command ? `Unknown command "${command}".` : "No command given.");
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage}\n`);
      return 2;
    }
    throw error;
  } finally {
    await database?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await runLeadsCommand(process.argv.slice(2), {
    databaseUrl: process.env.DATABASE_URL || defaultDatabaseUrl,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
  process.exitCode = code;
}
