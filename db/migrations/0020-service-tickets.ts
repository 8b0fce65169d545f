import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { DatabaseEngine } from "./index";

// Issue 36: a customer's service request after the sale, from their project page, becomes a
// ticket staff work through (new, visit booked, waiting for parts, resolved, closed), due by
// its priority; photos are private files named in `service_ticket_photos`.
export function serviceTicketTables(engine: DatabaseEngine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? col.primaryKey().generatedAlwaysAsIdentity()
      : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("service_tickets")
        .addColumn("id", "integer", id)
        .addColumn("project_id", "integer", (col) => col.notNull())
        /** The features/service ServiceProblem id. */
        .addColumn("problem", "text", (col) => col.notNull())
        /** An inverter's error code, as the customer read it. */
        .addColumn("error_code", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("since", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("details", "text", (col) => col.notNull().defaultTo(""))
        /** When the customer would like us to come, in their words. */
        .addColumn("preferred", "text", (col) => col.notNull().defaultTo(""))
        /** urgent or normal. */
        .addColumn("priority", "text", (col) => col.notNull())
        /** new, visit-booked, waiting-parts, resolved or closed. */
        .addColumn("state", "text", (col) => col.notNull())
        /** When a visit is promised by (UTC ISO 8601). */
        .addColumn("due_at", "text", (col) => col.notNull())
        /** The visit's slot, when booked (a survey slot's start and end). */
        .addColumn("visit_at", "text")
        .addColumn("visit_end", "text")
        .addColumn("resolution", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("parts", "text", (col) => col.notNull().defaultTo(""))
        /** The language the customer wrote in: what they are told in. */
        .addColumn("language", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("service_tickets_state")
        .on("service_tickets")
        .columns(["state", "due_at"])
        .execute();
      await db.schema
        .createIndex("service_tickets_project")
        .on("service_tickets")
        .column("project_id")
        .execute();
      await db.schema
        .createTable("service_ticket_photos")
        .addColumn("ticket_id", "integer", (col) => col.notNull())
        .addColumn("file_id", "text", (col) => col.primaryKey())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("service_ticket_photos").execute();
      await db.schema.dropTable("service_tickets").execute();
    },
  };
}
