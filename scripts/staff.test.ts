import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../app/lib/db/database.server";
import { type TestDatabase, testEngines } from "../app/lib/db/test-databases";
import { runStaffCommand } from "./staff";

describe.each(testEngines)("npm run staff on $engine", ({ create }) => {
  let database: TestDatabase;
  let out: string;
  let err: string;
  const run = (password: string, ...argv: string[]) =>
    runStaffCommand(argv, {
      databaseUrl: database.url,
      out: (text) => (out += text),
      err: (text) => (err += text),
      readPassword: async () => password,
    });

  beforeEach(async () => {
    database = await create();
    out = "";
    err = "";
  });
  afterEach(() => database.cleanup());

  it("adds, lists, resets and disables accounts, storing only better-auth's hash", async () => {
    expect(
      await run(
        "a long passphrase",
        "add",
        "--email",
        "Owner@Example.in",
        "--name=Priya Das",
        "--role=owner",
      ),
    ).toBe(0);
    expect(out).toBe("Added owner Priya Das <owner@example.in>.\n");
    expect(
      await run("a long passphrase", "add", "--email=owner@example.in", "--name=X", "--role=staff"),
    ).toBe(1);
    expect(err).toContain("exists already");

    out = "";
    expect(await run("", "list")).toBe(0);
    expect(out).toBe("owner@example.in\tPriya Das\towner\tactive\n");

    const opened = await openDatabase(database.url);
    const [account] = await opened.db
      .selectFrom("staff_account")
      .select(["password", "providerId"])
      .execute();
    await opened.close();
    expect(account?.providerId).toBe("credential");
    expect(account?.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/); // scrypt salt:key
    expect(account?.password).not.toContain("passphrase");

    expect(await run("short", "reset-password", "--email=owner@example.in")).toBe(1);
    expect(err).toContain("12 to 128 characters");
    expect(await run("another long passphrase", "reset-password", "--email=owner@example.in")).toBe(
      0,
    );
    expect(await run("", "reset-two-factor", "--email=owner@example.in")).toBe(0);
    expect(out).toContain("Two-step sign-in is off for owner@example.in");
    expect(await run("", "reset-two-factor", "--email=nobody@example.in")).toBe(1);
    expect(await run("", "disable", "--email=owner@example.in")).toBe(0);
    out = "";
    await run("", "list");
    expect(out).toMatch(/\towner\tdisabled \d{4}-\d{2}-\d{2}\n$/);
  });

  it("explains its usage on a wrong command or option", async () => {
    expect(
      await run("a long passphrase", "add", "--email=a@example.in", "--name=A", "--role=boss"),
    ).toBe(2);
    expect(await run("", "add", "--email=a@example.in")).toBe(2);
    expect(await run("", "remove")).toBe(2);
    expect(err).toContain("Usage:");
  });
});
