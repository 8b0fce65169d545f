import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { DatabaseEngine } from "./index";

// Issue 23 (the DPDP Act's notice, consent and rights): every record a form stores says which
// version of the privacy notice its sender saw ('' for records stored before there was one);
// a privacy request becomes one of five kinds of rights request (the older ones were all
// erasures) with its answer and when it was closed; consents given and withdrawn are recorded
// one row each (never updated, so the record shows what was agreed when); staff views of a
// person's record are logged.
export function privacyTables(engine: DatabaseEngine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? col.primaryKey().generatedAlwaysAsIdentity()
      : col.primaryKey().autoIncrement();
  const versioned = ["contact_messages", "quote_requests", "newsletter_subscribers", "surveys"];

  return {
    async up(db: Kysely<unknown>) {
      for (const table of [...versioned, "privacy_requests"]) {
        await db.schema
          .alterTable(table)
          .addColumn("notice_version", "text", (col) => col.notNull().defaultTo(""))
          .execute();
      }
      await db.schema
        .alterTable("privacy_requests")
        .addColumn("kind", "text", (col) => col.notNull().defaultTo("erasure"))
        .execute();
      await db.schema
        .alterTable("privacy_requests")
        .addColumn("answer", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      await db.schema.alterTable("privacy_requests").addColumn("closed_at", "text").execute();
      await db.schema.alterTable("privacy_requests").addColumn("confirmed_at", "text").execute();

      await db.schema
        .createTable("consent_records")
        .addColumn("id", "integer", id)
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("phone_key", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("purpose", "text", (col) => col.notNull())
        /** given or withdrawn */
        .addColumn("action", "text", (col) => col.notNull())
        .addColumn("notice_version", "text", (col) => col.notNull())
        .addColumn("language", "text", (col) => col.notNull())
        /** Where: the form or path it was given or withdrawn on. */
        .addColumn("source", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("consent_records_email")
        .on("consent_records")
        .columns(["email", "purpose"])
        .execute();

      await db.schema
        .createTable("staff_access_log")
        .addColumn("id", "integer", id)
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("staff_id", "text", (col) => col.notNull())
        .addColumn("staff_name", "text", (col) => col.notNull())
        /** What was looked at: "quote 12", "privacy 3", "copy of privacy 3". */
        .addColumn("subject", "text", (col) => col.notNull())
        .addColumn("path", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("staff_access_log_created_at")
        .on("staff_access_log")
        .column("created_at")
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("staff_access_log").execute();
      await db.schema.dropTable("consent_records").execute();
      for (const column of ["confirmed_at", "closed_at", "answer", "kind", "notice_version"]) {
        await db.schema.alterTable("privacy_requests").dropColumn(column).execute();
      }
      for (const table of versioned) {
        await db.schema.alterTable(table).dropColumn("notice_version").execute();
      }
    },
  };
}
