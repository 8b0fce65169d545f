import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { DatabaseEngine } from "./index";

// The inbox: privacy requests as a kind of lead, where each lead stands (status, assignee)
// and its timeline (who did what, when). Progress and events name a lead by kind and id,
// so the lead tables keep their shape.
export function inboxTables(engine: DatabaseEngine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? col.primaryKey().generatedAlwaysAsIdentity()
      : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("privacy_requests")
        .addColumn("id", "integer", id)
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("phone", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("message", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      await db.schema
        .createIndex("privacy_requests_created_at")
        .on("privacy_requests")
        .column("created_at")
        .execute();

      await db.schema
        .createTable("lead_progress")
        .addColumn("lead_kind", "text", (col) => col.notNull())
        .addColumn("lead_id", "integer", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("lost_reason", "text")
        .addColumn("assigned_to", "text")
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("lead_progress_pk", ["lead_kind", "lead_id"])
        .execute();

      await db.schema
        .createTable("lead_events")
        .addColumn("id", "integer", id)
        .addColumn("lead_kind", "text", (col) => col.notNull())
        .addColumn("lead_id", "integer", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("actor_id", "text")
        .addColumn("actor_name", "text", (col) => col.notNull())
        .addColumn("type", "text", (col) => col.notNull())
        .addColumn("details", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("lead_events_lead")
        .on("lead_events")
        .columns(["lead_kind", "lead_id"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ["lead_events", "lead_progress", "privacy_requests"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
