import type { Kysely } from "kysely";

// Staff sign-in failures, counted per key (an account at an address, an address, an account)
// in a window that starts at the key's first failure, so the wait a refusal announces is the
// wait it enforces (issue 17). And the addresses each account has signed in from, which a
// guesser elsewhere cannot lock out.
export const signInThrottleTables = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("sign_in_failures")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("failures", "integer", (col) => col.notNull())
      /** When this key's window began: milliseconds since 1970. */
      .addColumn("since", "bigint", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("sign_in_known_addresses")
      .addColumn("account", "text", (col) => col.notNull())
      .addColumn("address", "text", (col) => col.notNull())
      .addColumn("last_success", "bigint", (col) => col.notNull())
      .addPrimaryKeyConstraint("sign_in_known_addresses_pk", ["account", "address"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("sign_in_known_addresses").execute();
    await db.schema.dropTable("sign_in_failures").execute();
  },
};
