import type { Kysely } from "kysely";

// Issue 35: what the engineer found at the roof, recorded on a phone during the site survey,
// one record per quote request: who went and when, the usable area measured, which way the
// roof faces and its tilt, the shade through the day, the roof and its condition, the meter and
// its sanctioned load, and the size they recommend. Photos are private files
// (`private_files`) named in `survey_finding_photos`.
export function surveyFindingsTables() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("survey_findings")
        .addColumn("lead_id", "integer", (col) => col.primaryKey())
        .addColumn("engineer", "text", (col) => col.notNull())
        /** YYYY-MM-DD in Kolkata. */
        .addColumn("surveyed_on", "text", (col) => col.notNull())
        .addColumn("usable_area_m2", "real")
        /** n, ne, e, se, s, sw, w, nw, or flat. */
        .addColumn("facing", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("tilt_degrees", "integer")
        /** none, morning, afternoon, partial or heavy. */
        .addColumn("shading", "text", (col) => col.notNull().defaultTo(""))
        /** rcc, sheet, tiles or other. */
        .addColumn("roof_type", "text", (col) => col.notNull().defaultTo(""))
        /** good, repair or poor. */
        .addColumn("roof_condition", "text", (col) => col.notNull().defaultTo(""))
        /** single or three (phase). */
        .addColumn("meter_phase", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("sanctioned_load_kw", "real")
        .addColumn("recommended_kw", "real")
        /** For the customer: what the engineer wants them to know. */
        .addColumn("note", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addColumn("updated_by", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("survey_finding_photos")
        .addColumn("lead_id", "integer", (col) => col.notNull())
        .addColumn("file_id", "text", (col) => col.primaryKey())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("survey_finding_photos_lead")
        .on("survey_finding_photos")
        .column("lead_id")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("survey_finding_photos").execute();
      await db.schema.dropTable("survey_findings").execute();
    },
  };
}
