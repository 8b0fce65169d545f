import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { DatabaseEngine } from "./index";

// Issue 22: each customer's project after the sale (docs/decisions/012). One project per lead
// (UNIQUE (lead_kind, lead_id) is what keeps "open project" idempotent on either engine, even
// when a proposal's acceptance and a staff member press at once), and one row per step.
// Days are YYYY-MM-DD in Asia/Kolkata; instants UTC ISO 8601 text, as in every other table.
export function projectTables(engine: DatabaseEngine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? col.primaryKey().generatedAlwaysAsIdentity()
      : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("projects")
        .addColumn("id", "integer", id)
        .addColumn("lead_kind", "text", (col) => col.notNull())
        .addColumn("lead_id", "integer", (col) => col.notNull())
        /** The accepted proposal that opened it; null when staff opened it on a won lead. */
        .addColumn("proposal_id", "integer")
        /** home, society or business: which steps apply by default. */
        .addColumn("category", "text", (col) => col.notNull())
        .addColumn("opened_by", "text", (col) => col.notNull())
        .addColumn("opened_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addUniqueConstraint("projects_lead", ["lead_kind", "lead_id"])
        .execute();

      await db.schema
        .createTable("project_steps")
        .addColumn("project_id", "integer", (col) => col.notNull())
        /** A neutral id: "portal-registration", "net-meter-application", … */
        .addColumn("step", "text", (col) => col.notNull())
        /** 1 when the step applies to this project, 0 when staff marked it as not applying. */
        .addColumn("applies", "integer", (col) => col.notNull())
        .addColumn("expected_on", "text")
        .addColumn("done_on", "text")
        /** Who does it: a staff member, the DISCOM, the customer… (free text). */
        .addColumn("who", "text", (col) => col.notNull().defaultTo(""))
        /** The portal's application number, a demand note's number… shown to the customer. */
        .addColumn("reference", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("customer_note", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("staff_note", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("project_steps_pk", ["project_id", "step"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("project_steps").execute();
      await db.schema.dropTable("projects").execute();
    },
  };
}
