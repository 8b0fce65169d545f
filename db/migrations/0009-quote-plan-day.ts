import type { Kysely } from "kysely";

// A plan carried by a quote request records who it was for (home, society or business), the
// day it was worked out for (its subsidies and rates are that day's: issue 19), a society's
// houses, and what a loan asks of the customer: the own payment (margin money) and the EMI
// once the subsidy has reached the loan account. Null for requests without a plan, and for
// plans stored before this (all of them a home's, worked out on the day they arrived).
const textColumns = ["plan_day", "plan_category"];
const numberColumns = ["plan_houses", "plan_own_payment", "plan_emi_after_subsidy"];

export const quotePlanDay = {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  async up(db: Kysely<unknown>) {
    for (const column of textColumns) {
      await db.schema.alterTable("quote_requests").addColumn(column, "text").execute();
    }
    for (const column of numberColumns) {
      await db.schema.alterTable("quote_requests").addColumn(column, "double precision").execute();
    }
  },

  async down(db: Kysely<unknown>) {
    for (const column of [...numberColumns, ...textColumns].reverse()) {
      await db.schema.alterTable("quote_requests").dropColumn(column).execute();
    }
  },
};
