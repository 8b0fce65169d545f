import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { DatabaseEngine } from "./index";

// The first version of the lead store: one table per form, and the outbox of notification
// e-mails. Timestamps are UTC ISO 8601 text, which sorts and compares the same on both engines.
export function leadTables(engine: DatabaseEngine) {
  // An increasing integer that is never reused, even after a purge.
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? col.primaryKey().generatedAlwaysAsIdentity()
      : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("contact_messages")
        .addColumn("id", "integer", id)
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("phone", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("message", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("contact_messages_created_at")
        .on("contact_messages")
        .column("created_at")
        .execute();

      await db.schema
        .createTable("quote_requests")
        .addColumn("id", "integer", id)
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("phone", "text", (col) => col.notNull())
        .addColumn("address", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("location", "text", (col) => col.notNull())
        .addColumn("product", "text", (col) => col.notNull())
        .addColumn("roof_size", "integer", (col) => col.notNull())
        .addColumn("monthly_bill", "integer", (col) => col.notNull())
        .addColumn("message", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("estimate_kw", "double precision", (col) => col.notNull())
        .addColumn("estimate_recommendation", "text", (col) => col.notNull())
        .addColumn("estimate_price", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("quote_requests_created_at")
        .on("quote_requests")
        .column("created_at")
        .execute();

      await db.schema
        .createTable("newsletter_subscribers")
        .addColumn("id", "integer", id)
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull().unique())
        .execute();

      await db.schema
        .createTable("mail_outbox")
        .addColumn("id", "integer", id)
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("lead_kind", "text", (col) => col.notNull())
        .addColumn("lead_id", "integer", (col) => col.notNull())
        .addColumn("recipients", "text", (col) => col.notNull())
        .addColumn("reply_to", "text")
        .addColumn("subject", "text", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (col) => col.notNull())
        .addColumn("sent_at", "text")
        .addColumn("failed_at", "text")
        .addColumn("last_error", "text")
        .execute();
      await db.schema
        .createIndex("mail_outbox_due")
        .on("mail_outbox")
        .columns(["sent_at", "failed_at", "next_attempt_at"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        "mail_outbox",
        "newsletter_subscribers",
        "quote_requests",
        "contact_messages",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
