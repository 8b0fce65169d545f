import type { Kysely } from "kysely";

// Issue 37: where each lead came from, one row per lead (contact message or quote request),
// deleted with it (the privacy registry). Leads from before have none: the dashboard counts
// them as "unknown". And the indexes the dashboard's queries over a year of data need.
export const leadSourceTables = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("lead_sources")
      .addColumn("lead_kind", "text", (col) => col.notNull())
      .addColumn("lead_id", "integer", (col) => col.notNull())
      .addColumn("channel", "text", (col) => col.notNull())
      .addColumn("landing_page", "text", (col) => col.notNull())
      .addColumn("referrer_host", "text", (col) => col.notNull())
      .addColumn("utm_source", "text", (col) => col.notNull())
      .addColumn("utm_medium", "text", (col) => col.notNull())
      .addColumn("utm_campaign", "text", (col) => col.notNull())
      .addColumn("utm_term", "text", (col) => col.notNull())
      .addColumn("utm_content", "text", (col) => col.notNull())
      .addColumn("gclid", "text", (col) => col.notNull())
      .addColumn("fbclid", "text", (col) => col.notNull())
      .addColumn("device", "text", (col) => col.notNull())
      .addColumn("form", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("lead_sources_lead", ["lead_kind", "lead_id"])
      .execute();
    // The dashboard reads proposals by the day they were sent and accepted, and projects' steps
    // by step (every project's subsidy steps, say), a year's worth at a time.
    await db.schema
      .createIndex("proposal_versions_sent")
      .on("proposal_versions")
      .column("sent_at")
      .execute();
    await db.schema
      .createIndex("proposal_versions_accepted")
      .on("proposal_versions")
      .column("accepted_at")
      .execute();
    await db.schema
      .createIndex("project_steps_step")
      .on("project_steps")
      .columns(["step", "project_id"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("project_steps_step").execute();
    await db.schema.dropIndex("proposal_versions_accepted").execute();
    await db.schema.dropIndex("proposal_versions_sent").execute();
    await db.schema.dropTable("lead_sources").execute();
  },
};
