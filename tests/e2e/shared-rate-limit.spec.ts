import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type TestDatabase, testEngines } from "../../app/lib/db/test-databases";
import { expect, test } from "./fixtures";
import { rawRequest, startSite } from "./servers";

// Several servers behind one address (the README's PostgreSQL set-up) count one visitor's
// posts together: 40 posts spread over two server processes meet one limit of 10.
// On PostgreSQL when TEST_DATABASE_URL is set (CI), otherwise on one shared SQLite file.

const engine = testEngines.at(-1)!;

test(`two server processes on one ${engine.engine} database share the form-post limit`, async () => {
  test.slow();
  let database: TestDatabase | undefined;
  let folder: string | undefined;
  let url: string;
  if (engine.engine === "postgres") {
    database = await engine.create();
    url = database.url;
  } else {
    folder = mkdtempSync(join(tmpdir(), "shared-limit-"));
    url = `file:${join(folder, "site.db")}`;
  }
  const env = { DATABASE_URL: url, TRUST_PROXY: "1", FORM_POSTS_PER_MINUTE: "10" };
  const first = await startSite(env);
  const second = await startSite(env).catch(async (error: unknown) => {
    await first.stop();
    throw error;
  });
  try {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        rawRequest(`${(i % 2 ? first : second).origin}/contact`, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "X-Forwarded-For": "203.0.113.40",
          },
          body: "name=&email=&message=", // read and refused (400): only the count matters
        }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  } finally {
    await first.stop();
    await second.stop();
    await database?.cleanup();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
});
