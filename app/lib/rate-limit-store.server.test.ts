import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "./db/database.server";
import { type TestDatabase, testEngines } from "./db/test-databases";
import { createDatabaseRateLimiter } from "./rate-limit-store.server";
import type { RateLimitRules } from "./rate-limit.server";

const rules: RateLimitRules = {
  form: { limit: 3, windowMs: 60_000 },
  staff: { limit: 100, windowMs: 60_000 },
  planner: { limit: 2, windowMs: 15 * 60_000 },
  privateLink: { limit: 60, windowMs: 60_000 },
  surveyChange: { limit: 4, windowMs: 24 * 60 * 60_000 },
  surveyBooking: { limit: 3, windowMs: 24 * 60 * 60_000 },
  webhook: { limit: 300, windowMs: 60_000 },
};

describe.each(testEngines)("database rate limiter on $engine", ({ create }) => {
  let database: TestDatabase;
  let connections: AppDatabase[];
  let clock: number;

  beforeEach(async () => {
    database = await create();
    connections = [];
    clock = Date.parse("2026-11-22T10:00:00.000Z");
  });
  afterEach(async () => {
    await Promise.all(connections.map((connection) => connection.close()));
    await database.cleanup();
  });

  /** A server instance's limiter: its own connection to the shared database. */
  async function limiter() {
    const connection = await openDatabase(database.url);
    connections.push(connection);
    return createDatabaseRateLimiter(connection.db, { rules, now: () => clock });
  }

  it("allows the tier's limit in a window, then says when to retry", async () => {
    const limits = await limiter();
    for (let i = 0; i < 3; i++)
      expect(await limits.take("form", "203.0.113.7")).toEqual({ allowed: true });
    clock += 15_000;
    expect(await limits.take("form", "203.0.113.7")).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
    });
    // Another address, and the same address in another tier, count apart.
    expect(await limits.take("form", "203.0.113.8")).toEqual({ allowed: true });
    expect(await limits.take("planner", "203.0.113.7")).toEqual({ allowed: true });
  });

  it("counts together across instances, even when the attempts arrive at once", async () => {
    const first = await limiter();
    const second = await limiter();
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? first : second).take("form", "shared")),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
  });

  it("weighs the previous window, so a burst across a window's edge meets the same limit", async () => {
    const limits = await limiter();
    clock = Math.floor(clock / 60_000) * 60_000 + 59_000; // a second before the edge
    for (let i = 0; i < 3; i++) expect((await limits.take("form", "edge")).allowed).toBe(true);
    clock += 2_000; // just past the edge: the last window still weighs almost fully
    expect((await limits.take("form", "edge")).allowed).toBe(false);
    clock += 60_000; // a whole window later, the slate is clean
    expect((await limits.take("form", "edge")).allowed).toBe(true);
  });

  it("each tier has its own limit and window", async () => {
    const limits = await limiter();
    expect((await limits.take("planner", "203.0.113.9")).allowed).toBe(true);
    expect((await limits.take("planner", "203.0.113.9")).allowed).toBe(true);
    const refused = await limits.take("planner", "203.0.113.9");
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect(refused.allowed || refused.retryAfterSeconds).toBeGreaterThan(60);
  });
});
