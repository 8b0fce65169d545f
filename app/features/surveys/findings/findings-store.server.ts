import type { AppDatabase } from "~/lib/db/database.server";
import { readPrivateFile, storePrivateFile } from "~/lib/content-files/private-files.server";
import { type LeadActor, recordLeadEvent } from "~/lib/lead-core/lead-state.server";
import { intakeDocument } from "~/lib/content-files/document-intake.server";
import type { DocumentProblem } from "~/lib/content-files/document-intake.server";
import type { SurveyFindings } from "./survey-findings";

// What the engineer found at a quote request's roof (issue 35): one record per request, and
// its photos as private files, each change on the lead's timeline. The proposal's first draft
// starts from the size recommended here, and the customer's project page shows the summary.

type Row = {
  engineer: string;
  surveyed_on: string;
  usable_area_m2: number | null;
  facing: string;
  tilt_degrees: number | null;
  shading: string;
  roof_type: string;
  roof_condition: string;
  meter_phase: string;
  sanctioned_load_kw: number | null;
  recommended_kw: number | null;
  note: string;
};

const toFindings = (row: Row): SurveyFindings => ({
  engineer: row.engineer,
  surveyedOn: row.surveyed_on,
  usableAreaM2: row.usable_area_m2,
  facing: row.facing as SurveyFindings["facing"],
  tiltDegrees: row.tilt_degrees,
  shading: row.shading as SurveyFindings["shading"],
  roofType: row.roof_type as SurveyFindings["roofType"],
  roofCondition: row.roof_condition as SurveyFindings["roofCondition"],
  meterPhase: row.meter_phase as SurveyFindings["meterPhase"],
  sanctionedLoadKw: row.sanctioned_load_kw,
  recommendedKw: row.recommended_kw,
  note: row.note,
});

export function findingsStore({ db }: AppDatabase, { now = () => new Date() } = {}) {
  const lead = (leadId: number) => ({ kind: "quote", id: leadId });
  async function exists(leadId: number) {
    return Boolean(
      await db
        .selectFrom("quote_requests")
        .select("id")
        .where("id", "=", leadId)
        .executeTakeFirst(),
    );
  }
  return {
    async of(leadId: number): Promise<SurveyFindings | null> {
      const row = await db
        .selectFrom("survey_findings")
        .selectAll()
        .where("lead_id", "=", leadId)
        .executeTakeFirst();
      return row ? toFindings(row) : null;
    },

    async save(leadId: number, findings: SurveyFindings, actor: LeadActor) {
      if (!(await exists(leadId))) return "notFound" as const;
      const at = now().toISOString();
      const values = {
        engineer: findings.engineer,
        surveyed_on: findings.surveyedOn,
        usable_area_m2: findings.usableAreaM2,
        facing: findings.facing,
        tilt_degrees: findings.tiltDegrees,
        shading: findings.shading,
        roof_type: findings.roofType,
        roof_condition: findings.roofCondition,
        meter_phase: findings.meterPhase,
        sanctioned_load_kw: findings.sanctionedLoadKw,
        recommended_kw: findings.recommendedKw,
        note: findings.note,
        updated_at: at,
        updated_by: actor.name,
      };
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("survey_findings").where("lead_id", "=", leadId).execute();
        await trx
          .insertInto("survey_findings")
          .values({ lead_id: leadId, ...values })
          .execute();
        await recordLeadEvent(
          trx,
          lead(leadId),
          actor,
          { type: "paperwork", action: "findings", recommendedKw: findings.recommendedKw },
          at,
        );
      });
      return "saved" as const;
    },

    async addPhoto(
      leadId: number,
      file: { bytes: Uint8Array; name: string },
      actor: LeadActor,
    ): Promise<{ ok: true } | { ok: false; problem: DocumentProblem | "notFound" }> {
      if (!(await exists(leadId))) return { ok: false, problem: "notFound" };
      const intake = await intakeDocument(file.bytes, file.name);
      if (!intake.ok) return intake;
      if (!intake.contentType.startsWith("image/")) return { ok: false, problem: "notADocument" };
      const at = now();
      await db.transaction().execute(async (trx) => {
        const fileId = await storePrivateFile(trx, intake, { by: actor.name, at });
        await trx
          .insertInto("survey_finding_photos")
          .values({ lead_id: leadId, file_id: fileId, created_at: at.toISOString() })
          .execute();
        await recordLeadEvent(
          trx,
          lead(leadId),
          actor,
          { type: "paperwork", action: "roof-photo" },
          at.toISOString(),
        );
      });
      return { ok: true };
    },

    async photos(leadId: number): Promise<string[]> {
      const rows = await db
        .selectFrom("survey_finding_photos")
        .select("file_id")
        .where("lead_id", "=", leadId)
        .orderBy("created_at")
        .execute();
      return rows.map((row) => row.file_id);
    },

    /** A photo of this request's roof; nothing for another's or a guessed id. */
    async photo(leadId: number, fileId: string) {
      const row = await db
        .selectFrom("survey_finding_photos")
        .select("file_id")
        .where("lead_id", "=", leadId)
        .where("file_id", "=", fileId)
        .executeTakeFirst();
      return row ? readPrivateFile(db, row.file_id) : undefined;
    },
  };
}

export type FindingsStore = ReturnType<typeof findingsStore>;
