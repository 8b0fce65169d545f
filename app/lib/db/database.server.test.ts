import SQLite from "better-sqlite3";
import { afterEach, expect, test } from "vitest";
import { openDatabase } from "./database.server";
import { testEngines } from "./test-databases";

// The site is not the only writer of its SQLite file: the staff and leads CLIs open it too.
// A transaction that reads and then writes must not fail because another process wrote in
// between (SQLITE_BUSY_SNAPSHOT, which no busy timeout waits out): it holds the write lock
// from its start, and the other writer waits for it.

const sqlite = testEngines.find(({ engine }) => engine === "sqlite")!;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

test("a transaction that reads, then writes, survives another connection's write in between", async () => {
  const testDatabase = await sqlite.create();
  cleanups.push(testDatabase.cleanup);
  const database = await openDatabase(testDatabase.url);
  cleanups.push(() => database.close());
  const other = new SQLite(testDatabase.url.slice("file:".length), { timeout: 0 });
  cleanups.push(async () => void other.close());
  const add = (trx: typeof database.db, name: string) =>
    trx.insertInto("site_secrets").values({ name, value: "x" }).execute();

  let otherWrite: unknown = "not tried";
  await database.db.transaction().execute(async (trx) => {
    await trx.selectFrom("site_secrets").selectAll().execute();
    try {
      other.prepare(`insert into site_secrets (name, value) values ('other', 'y')`).run();
      otherWrite = "written";
    } catch (error) {
      otherWrite = (error as { code?: string }).code;
    }
    await add(trx, "mine");
  });

  // The other writer was told to wait (and, with no timeout, gave up); ours committed.
  expect(otherWrite).toBe("SQLITE_BUSY");
  const names = await database.db.selectFrom("site_secrets").select("name").execute();
  expect(names.map(({ name }) => name)).toContain("mine");
});
