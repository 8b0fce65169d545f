import type { Kysely } from "kysely";

// Rate-limit counts kept in the database every server instance shares: one row per tier, key
// (a client address or an account) and fixed window, counted with an atomic upsert.
export const rateLimitTables = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("rate_limit_counts")
      .addColumn("tier", "text", (col) => col.notNull())
      .addColumn("key", "text", (col) => col.notNull())
      /** Which window: floor(time in ms / the tier's window length). */
      .addColumn("window", "integer", (col) => col.notNull())
      .addColumn("count", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("rate_limit_counts_pk", ["tier", "key", "window"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("rate_limit_counts").execute();
  },
};
