import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { DatabaseEngine } from "./index";

// Issue 36: referrals. Each project's customer has one live referral link at a time (a new one
// revokes the old); its token is worked out from the site's secret and the link's salt, so the
// database alone holds no working link, only the token's SHA-256 to find it by. Whether the
// customer agreed to show their first name to the people they refer lives with the link. A
// quote request that came through a link is recorded once, with the reward staff mark paid.
export function referralTables(engine: DatabaseEngine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? col.primaryKey().generatedAlwaysAsIdentity()
      : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("referral_links")
        .addColumn("id", "integer", id)
        .addColumn("project_id", "integer", (col) => col.notNull())
        .addColumn("salt", "text", (col) => col.notNull())
        .addColumn("token_hash", "text", (col) => col.notNull().unique())
        /** 1 when the customer agreed to show their first name to the people they refer. */
        .addColumn("show_first_name", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("revoked_at", "text")
        .execute();
      await db.schema
        .createIndex("referral_links_project")
        .on("referral_links")
        .column("project_id")
        .execute();
      await db.schema
        .createTable("referrals")
        .addColumn("id", "integer", id)
        /** The lead the referral brought (a quote request). */
        .addColumn("lead_kind", "text", (col) => col.notNull())
        .addColumn("lead_id", "integer", (col) => col.notNull())
        .addColumn("link_id", "integer", (col) => col.notNull())
        /** The referrer's project. */
        .addColumn("project_id", "integer", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("reward_paid_at", "text")
        .addColumn("reward_paid_by", "text")
        .addColumn("reward_note", "text", (col) => col.notNull().defaultTo(""))
        .addUniqueConstraint("referrals_lead", ["lead_kind", "lead_id"])
        .execute();
      await db.schema
        .createIndex("referrals_project")
        .on("referrals")
        .column("project_id")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("referrals").execute();
      await db.schema.dropTable("referral_links").execute();
    },
  };
}
