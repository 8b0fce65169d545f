import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { DatabaseEngine } from "./index";

// Issue 20: private links (one table for every purpose, tokens kept only as hashes), site
// surveys with their places (a UNIQUE (slot_start, place) pair per booked survey is what makes
// a slot's last place go to one visitor on either engine), the survey settings, each lead's next
// step, the morning digest's once-a-day record, and e-mails with an attachment (the .ics).
// Instants are UTC ISO 8601 text, as in every other table of ours.
export function surveysAndFollowUps(engine: DatabaseEngine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? col.primaryKey().generatedAlwaysAsIdentity()
      : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("private_links")
        .addColumn("id", "integer", id)
        .addColumn("purpose", "text", (col) => col.notNull())
        .addColumn("subject_id", "text", (col) => col.notNull())
        .addColumn("token_hash", "text", (col) => col.notNull().unique())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("expires_at", "text", (col) => col.notNull())
        .addColumn("revoked_at", "text")
        .execute();
      await db.schema
        .createIndex("private_links_subject")
        .on("private_links")
        .columns(["purpose", "subject_id"])
        .execute();

      await db.schema
        .createTable("surveys")
        .addColumn("id", "integer", id)
        .addColumn("lead_kind", "text", (col) => col.notNull())
        .addColumn("lead_id", "integer", (col) => col.notNull())
        .addColumn("slot_start", "text", (col) => col.notNull())
        .addColumn("slot_end", "text", (col) => col.notNull())
        /** booked, confirmed or cancelled */
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("language", "text", (col) => col.notNull())
        /** The calendar file's SEQUENCE: one more at each move, confirmation or cancellation. */
        .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("reminder_queued_at", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("surveys_lead")
        .on("surveys")
        .columns(["lead_kind", "lead_id"])
        .execute();
      await db.schema.createIndex("surveys_slot").on("surveys").column("slot_start").execute();

      await db.schema
        .createTable("survey_places")
        .addColumn("slot_start", "text", (col) => col.notNull())
        .addColumn("place", "integer", (col) => col.notNull())
        .addColumn("survey_id", "integer", (col) => col.notNull().unique())
        .addPrimaryKeyConstraint("survey_places_pk", ["slot_start", "place"])
        .execute();

      await db.schema
        .createTable("survey_weekly_slots")
        .addColumn("id", "integer", id)
        /** 0 = Sunday … 6 = Saturday */
        .addColumn("weekday", "integer", (col) => col.notNull())
        /** "10:00" in Asia/Kolkata */
        .addColumn("start_time", "text", (col) => col.notNull())
        .addColumn("end_time", "text", (col) => col.notNull())
        .addColumn("capacity", "integer", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("survey_days_off")
        .addColumn("day", "text", (col) => col.primaryKey())
        .addColumn("reason", "text", (col) => col.notNull())
        .execute();
      // Whether staff have saved the weekly slots at all: none saved means the default holds,
      // an empty saved week means no surveys.
      await db.schema
        .createTable("survey_settings")
        .addColumn("name", "text", (col) => col.primaryKey())
        .addColumn("value", "text", (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("lead_next_steps")
        .addColumn("lead_kind", "text", (col) => col.notNull())
        .addColumn("lead_id", "integer", (col) => col.notNull())
        .addColumn("what", "text", (col) => col.notNull())
        .addColumn("due_at", "text", (col) => col.notNull())
        .addColumn("assignee_id", "text")
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("lead_next_steps_pk", ["lead_kind", "lead_id"])
        .execute();
      await db.schema
        .createIndex("lead_next_steps_due")
        .on("lead_next_steps")
        .column("due_at")
        .execute();

      await db.schema
        .createTable("digest_sent")
        .addColumn("staff_id", "text", (col) => col.notNull())
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("digest_sent_pk", ["staff_id", "day"])
        .execute();

      // A JSON list of {filename, contentType, content}: the survey e-mails' calendar file.
      await db.schema.alterTable("mail_outbox").addColumn("attachments", "text").execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_outbox").dropColumn("attachments").execute();
      for (const table of [
        "digest_sent",
        "lead_next_steps",
        "survey_settings",
        "survey_days_off",
        "survey_weekly_slots",
        "survey_places",
        "surveys",
        "private_links",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
