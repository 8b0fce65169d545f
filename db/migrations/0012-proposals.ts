import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { DatabaseEngine } from "./index";

// Issue 21: proposals a customer reads and accepts online. A proposal belongs to a quote
// request; each of its versions is a draft until sent, when its content (everything the customer
// sees, figures and the rules' dates included) is frozen; an accepted version also keeps a copy
// of what was accepted, by whom, when, from which address and browser. A change after sending is
// a new version. Its private links are in private_links (purpose "proposal", subject: the
// proposal's id). Instants are UTC ISO 8601 text, days YYYY-MM-DD.
export function proposalTables(engine: DatabaseEngine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? col.primaryKey().generatedAlwaysAsIdentity()
      : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("proposals")
        .addColumn("id", "integer", id)
        .addColumn("lead_kind", "text", (col) => col.notNull())
        .addColumn("lead_id", "integer", (col) => col.notNull())
        /** What the customer and staff call it: "P-00012". */
        .addColumn("number", "text", (col) => col.notNull().unique())
        /** draft, sent, accepted or revoked: its latest version's state. */
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("current_version", "integer", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("proposals_lead")
        .on("proposals")
        .columns(["lead_kind", "lead_id"])
        .execute();

      await db.schema
        .createTable("proposal_versions")
        .addColumn("id", "integer", id)
        .addColumn("proposal_id", "integer", (col) => col.notNull())
        .addColumn("version", "integer", (col) => col.notNull())
        /** What staff typed (JSON), editable while the version is a draft. */
        .addColumn("inputs", "text", (col) => col.notNull())
        /** The complete content the customer sees (JSON), written once, when sent. */
        .addColumn("content", "text")
        .addColumn("locale", "text", (col) => col.notNull())
        .addColumn("created_by", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addColumn("sent_at", "text")
        .addColumn("valid_until", "text")
        .addColumn("first_opened_at", "text")
        .addColumn("accepted_at", "text")
        .addColumn("accepted_name", "text")
        .addColumn("accepted_ip", "text")
        .addColumn("accepted_user_agent", "text")
        .addColumn("accepted_terms_version", "text")
        .addColumn("accepted_notice_version", "text")
        /** A copy of `content` as it was accepted. */
        .addColumn("accepted_content", "text")
        .addUniqueConstraint("proposal_versions_number", ["proposal_id", "version"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("proposal_versions").execute();
      await db.schema.dropTable("proposals").execute();
    },
  };
}
