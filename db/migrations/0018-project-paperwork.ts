import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { DatabaseEngine } from "./index";

// Issue 35: the paperwork where subsidies stall, held on each project. Private files (a bill,
// a passbook page, a DCR certificate) live in `private_files`, named by a random id and
// served only through the project's private link or a staff session; `project_documents`
// says which checklist item each file answers and what staff decided of it. The equipment
// register keeps the modules, inverter and battery with each serial (checked across
// projects); the names as the bill, the bank and the portal write them are compared.
export function projectPaperworkTables(engine: DatabaseEngine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? col.primaryKey().generatedAlwaysAsIdentity()
      : col.primaryKey().autoIncrement();
  const bytes = engine === "postgres" ? "bytea" : "blob";

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("private_files")
        /** 32 random hex characters: never guessable, never reused. */
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("created_at", "text", (col) => col.notNull())
        /** "customer", or the staff member's name. */
        .addColumn("created_by", "text", (col) => col.notNull())
        /** The name it was sent with, cleaned, for the download. */
        .addColumn("file_name", "text", (col) => col.notNull())
        .addColumn("content_type", "text", (col) => col.notNull())
        .addColumn("size", "integer", (col) => col.notNull())
        .addColumn("bytes", bytes, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("project_documents")
        .addColumn("id", "integer", id)
        .addColumn("project_id", "integer", (col) => col.notNull())
        /** The checklist item (app/features/projects/paperwork/document-items.ts). */
        .addColumn("item", "text", (col) => col.notNull())
        .addColumn("file_id", "text", (col) => col.notNull())
        /** received, checked or rejected. */
        .addColumn("state", "text", (col) => col.notNull())
        /** Why it was rejected and what to send instead, as staff wrote it for the customer. */
        .addColumn("reason", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("uploaded_by", "text", (col) => col.notNull())
        .addColumn("uploaded_at", "text", (col) => col.notNull())
        .addColumn("decided_by", "text")
        .addColumn("decided_at", "text")
        .execute();
      await db.schema
        .createIndex("project_documents_project")
        .on("project_documents")
        .columns(["project_id", "item", "id"])
        .execute();

      await db.schema
        .createTable("project_equipment")
        .addColumn("project_id", "integer", (col) => col.notNull())
        /** modules, inverter or battery. */
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("make", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("model", "text", (col) => col.notNull().defaultTo(""))
        /** Watts peak of one module (modules only). */
        .addColumn("watts", "integer")
        /** The DCR certificate number (modules only). */
        .addColumn("dcr_number", "text", (col) => col.notNull().defaultTo(""))
        /** 1 when the model is on ALMM List-II (modules only); null when not yet checked. */
        .addColumn("almm_listed", "integer")
        /** YYYY-MM-DD. */
        .addColumn("warranty_start", "text")
        .addColumn("warranty_end", "text")
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addColumn("updated_by", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("project_equipment_pk", ["project_id", "kind"])
        .execute();

      await db.schema
        .createTable("project_serials")
        .addColumn("project_id", "integer", (col) => col.notNull())
        .addColumn("kind", "text", (col) => col.notNull())
        /** As typed or scanned. */
        .addColumn("serial", "text", (col) => col.notNull())
        /** Upper case without separators: how serials are compared across projects. */
        .addColumn("serial_key", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("project_serials_key")
        .on("project_serials")
        .column("serial_key")
        .execute();
      await db.schema
        .createIndex("project_serials_project")
        .on("project_serials")
        .columns(["project_id", "kind"])
        .execute();

      await db.schema
        .createTable("project_names")
        .addColumn("project_id", "integer", (col) => col.primaryKey())
        /** The name on the electricity bill, the bank account and the portal application. */
        .addColumn("bill", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("bank", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("portal", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addColumn("updated_by", "text", (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("project_names").execute();
      await db.schema.dropTable("project_serials").execute();
      await db.schema.dropTable("project_equipment").execute();
      await db.schema.dropTable("project_documents").execute();
      await db.schema.dropTable("private_files").execute();
    },
  };
}
