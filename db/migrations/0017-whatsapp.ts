import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { DatabaseEngine } from "./index";

// Issue 34: customers who opted in hear from us on WhatsApp too. One table holds the
// conversation with each number, both ways: a message to the customer is queued in the
// transaction of the moment it tells of and sent by the WhatsApp outbox (claimed with a lease,
// as e-mail is, so several servers send it once); what Meta's webhook says of it (sent,
// delivered, read, failed) is kept on the row; a customer's reply is a row coming in. A photo
// the customer sends is kept beside it, re-encoded, for staff only.
export function whatsappTables(engine: DatabaseEngine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? col.primaryKey().generatedAlwaysAsIdentity()
      : col.primaryKey().autoIncrement();
  const bytes = engine === "postgres" ? "bytea" : "blob";

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("whatsapp_messages")
        .addColumn("id", "integer", id)
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("lead_kind", "text", (col) => col.notNull())
        .addColumn("lead_id", "integer", (col) => col.notNull())
        /** "out" (to the customer) or "in" (from them). */
        .addColumn("direction", "text", (col) => col.notNull())
        /** The customer's number as WhatsApp writes it: country code and number, digits only. */
        .addColumn("phone", "text", (col) => col.notNull())
        /** "template", "text" or "image". */
        .addColumn("kind", "text", (col) => col.notNull())
        /** The template's name and language code (kind "template"). */
        .addColumn("template", "text")
        .addColumn("language", "text")
        /** JSON: the template's body parameters and its button's URL suffix. */
        .addColumn("params", "text")
        /** The words as the customer reads them (rendered template, text, or a photo's caption). */
        .addColumn("body", "text", (col) => col.notNull())
        /** Who wrote it on our side ("The website" for a moment's message). */
        .addColumn("actor_name", "text", (col) => col.notNull())
        /** Meta's id of the message (wamid), once the API took it, or of one coming in. */
        .addColumn("wamid", "text")
        /** queued, sent, delivered, read, failed; "received" for one coming in. */
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("status_at", "text", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text")
        .addColumn("error_code", "integer")
        .addColumn("last_error", "text")
        /** What staff were told of a failure's fallback ("email", "none"). */
        .addColumn("fallback", "text")
        /** A message coming in: when staff saw it on the lead's page. */
        .addColumn("seen_at", "text")
        .execute();
      await db.schema
        .createIndex("whatsapp_messages_lead")
        .on("whatsapp_messages")
        .columns(["lead_kind", "lead_id", "id"])
        .execute();
      await db.schema
        .createIndex("whatsapp_messages_due")
        .on("whatsapp_messages")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema
        .createIndex("whatsapp_messages_wamid")
        .on("whatsapp_messages")
        .column("wamid")
        .execute();

      await db.schema
        .createTable("whatsapp_media")
        .addColumn("message_id", "integer", (col) => col.primaryKey())
        .addColumn("content_type", "text", (col) => col.notNull())
        .addColumn("bytes", bytes, (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("whatsapp_media").execute();
      await db.schema.dropTable("whatsapp_messages").execute();
    },
  };
}
