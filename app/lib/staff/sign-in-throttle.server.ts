import { type Kysely, sql } from "kysely";

// Staff sign-in throttles failures, not sign-ins (issue 17, OWASP ASVS 2.2.1): a success
// clears its count, so a whole office signing in through one connection is never refused,
// and a stranger who knows a colleague's e-mail cannot lock its owner out. Three counts, each
// in a window that opens at the key's first failure and closes a fixed time later, so the
// wait a refusal announces is exactly the wait it enforces:
// - an account at one address: a colleague's typos, or a guesser at one address;
// - an address, whatever the account: loose enough for an office behind one connection;
// - an account from addresses it has never signed in from: a guesser rotating addresses.
//   The addresses the account has signed in from are exempt, so its owner keeps signing in.
// Counted in the shared database (SQLite or PostgreSQL), like the form limits, so several
// server instances count together; each count is one atomic upsert.

export interface SignInThrottleTables {
  sign_in_failures: { key: string; failures: number; since: number | string };
  sign_in_known_addresses: { account: string; address: string; last_success: number | string };
}

export interface SignInThrottleRule {
  /** Failures allowed in a window… */
  limit: number;
  /** …that lasts this many milliseconds from the first of them. */
  windowMs: number;
}

export interface SignInThrottleRules {
  accountAtAddress: SignInThrottleRule;
  address: SignInThrottleRule;
  account: SignInThrottleRule;
  /** How long an address the account signed in from stays exempt from `account`. */
  knownForMs: number;
}

export const defaultSignInThrottleRules: SignInThrottleRules = {
  accountAtAddress: { limit: 5, windowMs: 15 * 60_000 },
  address: { limit: 30, windowMs: 15 * 60_000 },
  account: { limit: 50, windowMs: 60 * 60_000 },
  knownForMs: 90 * 24 * 60 * 60_000,
};

export type SignInVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Who is trying: the account (a normalised e-mail) when the step names one, and from where. */
export interface SignInAttempt {
  account?: string;
  address: string;
}

export interface SignInThrottle {
  /**
   * Counts an attempt before its password or code is checked, as a failure until `succeeded`
   * says otherwise (so parallel guesses are counted too). Refused while any of its counts is
   * over its limit, with the seconds until that window closes.
   */
  attempt(attempt: SignInAttempt): Promise<SignInVerdict>;
  /** The attempt was right: it was no failure, and the address becomes known to the account. */
  succeeded(attempt: SignInAttempt): Promise<void>;
}

type RuleName = "accountAtAddress" | "address" | "account";

export function createSignInThrottle(
  db: Kysely<SignInThrottleTables>,
  { rules = defaultSignInThrottleRules, now = Date.now, sweepEveryMs = 60_000 } = {} as {
    rules?: SignInThrottleRules;
    now?: () => number;
    sweepEveryMs?: number;
  },
): SignInThrottle {
  let lastSweep = 0;
  const keys = ({ account, address }: SignInAttempt) => ({
    accountAtAddress: account === undefined ? undefined : `account-at:${account} ${address}`,
    address: `address:${address}`,
    account: account === undefined ? undefined : `account:${account}`,
  });

  async function count(key: string, { windowMs }: SignInThrottleRule, at: number) {
    const expired = sql<boolean>`sign_in_failures.since <= ${at - windowMs}`;
    const row = await db
      .insertInto("sign_in_failures")
      .values({ key, failures: 1, since: at })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          failures: sql<number>`case when ${expired} then 1 else sign_in_failures.failures + 1 end`,
          since: sql<number>`case when ${expired} then ${at} else sign_in_failures.since end`,
        }),
      )
      .returning(["failures", "since"])
      .executeTakeFirstOrThrow();
    return { failures: Number(row.failures), since: Number(row.since) };
  }

  async function isKnown(account: string, address: string, at: number) {
    const row = await db
      .selectFrom("sign_in_known_addresses")
      .select("last_success")
      .where("account", "=", account)
      .where("address", "=", address)
      .executeTakeFirst();
    return row !== undefined && Number(row.last_success) > at - rules.knownForMs;
  }

  async function sweep(at: number) {
    if (at - lastSweep < sweepEveryMs) return;
    lastSweep = at;
    const longest = Math.max(
      rules.accountAtAddress.windowMs,
      rules.address.windowMs,
      rules.account.windowMs,
    );
    await db
      .deleteFrom("sign_in_failures")
      .where("since", "<", at - longest)
      .execute();
    await db
      .deleteFrom("sign_in_known_addresses")
      .where("last_success", "<", at - rules.knownForMs)
      .execute();
  }

  return {
    async attempt(attempt) {
      const at = now();
      const keyOf = keys(attempt);
      const exempt =
        attempt.account !== undefined && (await isKnown(attempt.account, attempt.address, at));
      let waitMs = 0;
      for (const name of ["accountAtAddress", "address", "account"] as RuleName[]) {
        const key = keyOf[name];
        if (key === undefined || (name === "account" && exempt)) continue;
        const rule = rules[name];
        const { failures, since } = await count(key, rule, at);
        if (failures > rule.limit) waitMs = Math.max(waitMs, since + rule.windowMs - at);
      }
      await sweep(at);
      if (waitMs === 0) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },

    async succeeded(attempt) {
      const keyOf = keys(attempt);
      if (keyOf.accountAtAddress) {
        await db.deleteFrom("sign_in_failures").where("key", "=", keyOf.accountAtAddress).execute();
      }
      // The account's own count only held this attempt if the address was not known.
      const known =
        attempt.account !== undefined && (await isKnown(attempt.account, attempt.address, now()));
      const counted = [keyOf.address, known ? undefined : keyOf.account].filter(
        (key) => key !== undefined,
      );
      await db
        .updateTable("sign_in_failures")
        .set({ failures: sql<number>`case when failures > 0 then failures - 1 else 0 end` })
        .where("key", "in", counted)
        .execute();
      if (attempt.account === undefined) return;
      await db
        .insertInto("sign_in_known_addresses")
        .values({ account: attempt.account, address: attempt.address, last_success: now() })
        .onConflict((conflict) =>
          conflict.columns(["account", "address"]).doUpdateSet({ last_success: now() }),
        )
        .execute();
    },
  };
}
