import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import {
  createSignInThrottle,
  defaultSignInThrottleRules,
  type SignInAttempt,
  type SignInThrottle,
} from "./sign-in-throttle.server";

// Issue 17: the sign-in throttle counted sign-ins, so the sixth colleague in one office was
// refused, and five wrong passwords from five addresses locked an account's owner out.

describe.each(testEngines)("the staff sign-in throttle on $engine", ({ create }) => {
  let database: TestDatabase;
  let connections: AppDatabase[];
  let clock: number;

  beforeEach(async () => {
    database = await create();
    connections = [];
    clock = Date.parse("2026-11-24T04:30:00.000Z");
  });
  afterEach(async () => {
    await Promise.all(connections.map((connection) => connection.close()));
    await database.cleanup();
  });

  async function throttle(): Promise<SignInThrottle> {
    const connection = await openDatabase(database.url);
    connections.push(connection);
    return createSignInThrottle(connection.db, { now: () => clock });
  }

  /** One sign-in: counted, then right or wrong. */
  async function signIn(throttled: SignInThrottle, attempt: SignInAttempt, right: boolean) {
    const verdict = await throttled.attempt(attempt);
    if (verdict.allowed && right) await throttled.succeeded(attempt);
    return verdict;
  }

  const office = "203.0.113.10";

  it("lets a whole office sign in through one connection, one after another", async () => {
    const throttled = await throttle();
    for (let i = 1; i <= 40; i++) {
      const verdict = await signIn(
        throttled,
        { account: `staff${i}@example.in`, address: office },
        true,
      );
      expect(verdict, `colleague ${i}`).toEqual({ allowed: true });
      clock += 5_000;
    }
    // And the same person six times in a row.
    for (let i = 0; i < 6; i++) {
      expect(
        await signIn(throttled, { account: "owner@example.in", address: office }, true),
      ).toEqual({ allowed: true });
    }
  });

  it("slows one account at one address after five failures, for exactly the wait it announces", async () => {
    const throttled = await throttle();
    const guess = { account: "owner@example.in", address: office };
    for (let i = 0; i < 5; i++) expect((await signIn(throttled, guess, false)).allowed).toBe(true);
    clock += 60_000;
    const refused = await throttled.attempt(guess);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 14 * 60 });
    // Twenty seconds later the wait is twenty seconds shorter, not longer.
    clock += 20_000;
    expect(await throttled.attempt(guess)).toEqual({
      allowed: false,
      retryAfterSeconds: 14 * 60 - 20,
    });
    clock += (14 * 60 - 21) * 1000;
    expect(await throttled.attempt(guess)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock += 1000;
    expect(await throttled.attempt(guess)).toEqual({ allowed: true });
  });

  it("clears an account's count at an address when its password is right", async () => {
    const throttled = await throttle();
    const owner = { account: "owner@example.in", address: office };
    for (let i = 0; i < 4; i++) await signIn(throttled, owner, false);
    expect(await signIn(throttled, owner, true)).toEqual({ allowed: true });
    for (let i = 0; i < 5; i++) {
      expect((await signIn(throttled, owner, false)).allowed, `typo ${i + 1}`).toBe(true);
    }
  });

  it("does not let wrong passwords from other addresses keep the owner out", async () => {
    const throttled = await throttle();
    for (let i = 1; i <= 5; i++) {
      await signIn(throttled, { account: "owner@example.in", address: `198.51.100.${i}` }, false);
    }
    expect(
      await signIn(throttled, { account: "owner@example.in", address: "203.0.113.77" }, true),
    ).toEqual({ allowed: true });
  });

  it("refuses a guesser rotating addresses at the account's ceiling, but not its owner", async () => {
    const throttled = await throttle();
    const owner = { account: "owner@example.in", address: office };
    await signIn(throttled, owner, true);
    const { limit, windowMs } = defaultSignInThrottleRules.account;
    for (let i = 1; i <= limit; i++) {
      const verdict = await signIn(
        throttled,
        { account: "owner@example.in", address: `198.51.${Math.floor(i / 250)}.${i % 250}` },
        false,
      );
      expect(verdict.allowed, `guess ${i}`).toBe(true);
    }
    const refused = await throttled.attempt({
      account: "owner@example.in",
      address: "192.0.2.200",
    });
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: windowMs / 1000 });
    // The owner signs in from the address they have signed in from before.
    expect(await signIn(throttled, owner, true)).toEqual({ allowed: true });
  });

  it("counts attempts that arrive at once, on two server instances", async () => {
    const first = await throttle();
    const second = await throttle();
    const guess = { account: "owner@example.in", address: office };
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? first : second).attempt(guess)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it("throttles an address's failures at a looser limit, whatever the accounts", async () => {
    const throttled = await throttle();
    const { limit } = defaultSignInThrottleRules.address;
    for (let i = 1; i <= limit; i++) {
      const verdict = await signIn(
        throttled,
        { account: `guess${i}@example.in`, address: office },
        false,
      );
      expect(verdict.allowed, `guess ${i}`).toBe(true);
    }
    expect((await throttled.attempt({ address: office })).allowed).toBe(false);
  });
});
