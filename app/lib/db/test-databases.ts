import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

// For tests of the lead store and the leads CLI: a fresh, empty database per test, on
// SQLite always and on PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it).

export interface TestDatabase {
  url: string;
  cleanup(): Promise<void>;
}

async function sqliteDatabase(): Promise<TestDatabase> {
  const folder = mkdtempSync(join(tmpdir(), "leads-test-"));
  return {
    // A folder that does not exist yet: the store creates it.
    url: `file:${join(folder, "nested", "site.db")}`,
    cleanup: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** A schema of its own per test, so test files can run in parallel on one database. */
async function postgresDatabase(baseUrl: string): Promise<TestDatabase> {
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    cleanup: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

export const testEngines: { engine: "sqlite" | "postgres"; create: () => Promise<TestDatabase> }[] =
  [
    { engine: "sqlite", create: sqliteDatabase },
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            engine: "postgres" as const,
            create: () => postgresDatabase(process.env.TEST_DATABASE_URL!),
          },
        ]
      : []),
  ];
