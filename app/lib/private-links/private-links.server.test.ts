import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import {
  createPrivateLink,
  extendPrivateLinks,
  findPrivateLink,
  hashToken,
  revokePrivateLinks,
} from "./private-links.server";

const now = new Date("2027-05-01T04:30:00.000Z");
const inADay = new Date("2027-05-02T04:30:00.000Z");
const inAWeek = new Date("2027-05-08T04:30:00.000Z");

describe.each(testEngines)("private links ($engine)", ({ create }) => {
  let target: TestDatabase;
  let database: AppDatabase;
  beforeEach(async () => {
    target = await create();
    database = await openDatabase(target.url);
  });
  afterEach(async () => {
    await database.close();
    await target.cleanup();
  });

  it("opens its subject with its token, and stores only the token's hash", async () => {
    const token = await createPrivateLink(database.db, {
      purpose: "survey",
      subjectId: "42",
      expiresAt: inAWeek,
      now,
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await findPrivateLink(database.db, "survey", token, now)).toEqual({
      subjectId: "42",
      expiresAt: inAWeek.toISOString(),
    });
    const rows = await database.db.selectFrom("private_links").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("answers a wrong, tampered, expired, revoked or other purpose's token alike: null", async () => {
    const token = await createPrivateLink(database.db, {
      purpose: "survey",
      subjectId: "7",
      expiresAt: inADay,
      now,
    });
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await findPrivateLink(database.db, "survey", tampered, now)).toBeNull();
    expect(await findPrivateLink(database.db, "survey", "short", now)).toBeNull();
    expect(await findPrivateLink(database.db, "proposal", token, now)).toBeNull();
    expect(await findPrivateLink(database.db, "survey", token, inADay)).toBeNull();
    expect(await findPrivateLink(database.db, "survey", token, now)).not.toBeNull();
    expect(await revokePrivateLinks(database.db, "survey", "7", now)).toBe(1);
    expect(await findPrivateLink(database.db, "survey", token, now)).toBeNull();
  });

  it("lives longer when its purpose moves later, never shorter, and a revoked one stays shut", async () => {
    const token = await createPrivateLink(database.db, {
      purpose: "survey",
      subjectId: "9",
      expiresAt: inADay,
      now,
    });
    await extendPrivateLinks(database.db, "survey", "9", inAWeek);
    expect((await findPrivateLink(database.db, "survey", token, inADay))?.expiresAt).toBe(
      inAWeek.toISOString(),
    );
    await extendPrivateLinks(database.db, "survey", "9", inADay);
    expect((await findPrivateLink(database.db, "survey", token, inADay))?.expiresAt).toBe(
      inAWeek.toISOString(),
    );
    await revokePrivateLinks(database.db, "survey", "9", now);
    await extendPrivateLinks(database.db, "survey", "9", new Date("2028-01-01T00:00:00Z"));
    expect(await findPrivateLink(database.db, "survey", token, inADay)).toBeNull();
  });
});
