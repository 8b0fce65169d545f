import { isAbsolute, resolve } from "node:path";

export type DatabaseLocation =
  { engine: "sqlite"; file: string } | { engine: "postgres"; connectionString: string };

export const defaultDatabaseUrl = "file:data/site.db";

/**
 * Where the lead store lives: `file:data/site.db` (relative to the working folder),
 * `file:/srv/site.db` or `file:///srv/site.db` for an SQLite file, `postgres://…` for PostgreSQL.
 */
export function parseDatabaseUrl(url: string, cwd = process.cwd()): DatabaseLocation {
  if (/^postgres(ql)?:\/\//i.test(url)) return { engine: "postgres", connectionString: url };
  const file = /^file:(?:\/\/(?=\/))?(.+)$/i.exec(url)?.[1];
  if (!file) {
    throw new Error(
      `DATABASE_URL must start with "file:" (SQLite) or "postgres://" (PostgreSQL), got "${url.replace(/\/\/[^@/]*@/, "//…@")}"`,
    );
  }
  return { engine: "sqlite", file: isAbsolute(file) ? file : resolve(cwd, file) };
}
