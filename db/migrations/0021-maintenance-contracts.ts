import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { DatabaseEngine } from "./index";

// Issue 36: a maintenance contract (AMC) per project: its period, how many visits a year and
// its price; when staff offered the customer its renewal, and which contract renewed which.
export function maintenanceContractTables(engine: DatabaseEngine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? col.primaryKey().generatedAlwaysAsIdentity()
      : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("amc_contracts")
        .addColumn("id", "integer", id)
        .addColumn("project_id", "integer", (col) => col.notNull())
        /** YYYY-MM-DD, both days included. */
        .addColumn("starts_on", "text", (col) => col.notNull())
        .addColumn("ends_on", "text", (col) => col.notNull())
        .addColumn("visits_per_year", "integer", (col) => col.notNull())
        /** Whole rupees, GST included, as agreed. */
        .addColumn("price_rupees", "integer", (col) => col.notNull())
        /** The contract this one renews, if any. */
        .addColumn("renews", "integer")
        .addColumn("renewal_offered_at", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("created_by", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("amc_contracts_ends")
        .on("amc_contracts")
        .columns(["ends_on", "project_id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("amc_contracts").execute();
    },
  };
}
