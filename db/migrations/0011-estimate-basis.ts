import type { Kysely } from "kysely";

// A quote request records what its preliminary estimate was worked out from (issue 24): the
// spec's formula in dollars (the English page) or the savings planner's rules in rupees (the
// Odia page), and so the currency of its monthly bill and price. Every request stored before
// this got the spec's estimate.
export const estimateBasis = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("quote_requests")
      .addColumn("estimate_basis", "text", (col) => col.notNull().defaultTo("spec-dollars"))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("quote_requests").dropColumn("estimate_basis").execute();
  },
};
