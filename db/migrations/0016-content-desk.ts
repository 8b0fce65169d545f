import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { DatabaseEngine } from "./index";

// Issue 32: the company's own content (its details, gallery projects…) edited in the inbox's
// content desk and published to the site (docs/decisions/017). An entry keeps its draft and
// what is published side by side as JSON, each publish is a version kept for good, and one
// serial number says whether anything was published since a server last looked. Uploaded
// photos live here too (as AVIF and WebP variants), so every server behind one PostgreSQL
// reads the same files.
export function contentDeskTables(engine: DatabaseEngine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? col.primaryKey().generatedAlwaysAsIdentity()
      : col.primaryKey().autoIncrement();
  const bytes = engine === "postgres" ? "bytea" : "blob";

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_entries")
        /** "company", "gallery", … */
        .addColumn("collection", "text", (col) => col.notNull())
        .addColumn("entry_id", "text", (col) => col.notNull())
        .addColumn("position", "integer", (col) => col.notNull())
        /** The edited body (JSON), or null when nothing differs from what is published. */
        .addColumn("draft", "text")
        .addColumn("draft_by", "text")
        .addColumn("draft_at", "text")
        /** What visitors see (JSON), or null while it is off the site. */
        .addColumn("published", "text")
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("content_entries_pk", ["collection", "entry_id"])
        .execute();

      await db.schema
        .createTable("content_versions")
        .addColumn("id", "integer", id)
        .addColumn("collection", "text", (col) => col.notNull())
        .addColumn("entry_id", "text", (col) => col.notNull())
        /** seed, publish, unpublish or restore. */
        .addColumn("action", "text", (col) => col.notNull())
        /** What was published by it (JSON); null when it took the entry off the site. */
        .addColumn("body", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("actor_id", "text")
        .addColumn("actor_name", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("content_versions_entry")
        .on("content_versions")
        .columns(["collection", "entry_id", "id"])
        .execute();

      await db.schema
        .createTable("content_state")
        .addColumn("id", "integer", (col) => col.primaryKey())
        /** One more with every publish: servers compare it to know when to read again. */
        .addColumn("serial", "integer", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("content_files")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("created_by", "text", (col) => col.notNull())
        .addColumn("width", "integer", (col) => col.notNull())
        .addColumn("height", "integer", (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("content_file_variants")
        .addColumn("file_id", "text", (col) => col.notNull())
        .addColumn("format", "text", (col) => col.notNull())
        .addColumn("width", "integer", (col) => col.notNull())
        .addColumn("height", "integer", (col) => col.notNull())
        .addColumn("bytes", bytes, (col) => col.notNull())
        .addPrimaryKeyConstraint("content_file_variants_pk", ["file_id", "format", "width"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        "content_file_variants",
        "content_files",
        "content_state",
        "content_versions",
        "content_entries",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
