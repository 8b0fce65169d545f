import type { Kysely } from "kysely";
import type { AppDatabase, Database } from "~/lib/db/database.server";
import { readPrivateFile, storePrivateFile } from "~/lib/content-files/private-files.server";
import { type LeadActor, recordLeadEvent } from "~/lib/lead-core/lead-state.server";
import type { CustomerCategory } from "~/lib/planner-rules";
import type { ProjectStep, ProjectStepId } from "~/features/projects/project-steps";
import { type DocumentItemId, isDocumentItemId, itemsFor } from "./document-items";
import { type DocumentProblem, intakeDocument } from "~/lib/content-files/document-intake.server";
import { nameMismatches } from "./name-match";
import type { DocumentState, EquipmentKind } from "./paperwork-tables";
import { parseSerials, serialKey } from "./serials";

// A project's paperwork (issue 35): the documents its steps need and what staff decided of
// each, the equipment register with its serials, and the names the bill, the bank and the
// portal carry. Every change is one event on the lead's timeline, written in the same
// transaction; files go through the storage module (lib/content-files/private-files.server.ts).

type Db = Kysely<Database>;

export interface PaperworkDocument {
  id: number;
  fileId: string;
  fileName: string;
  contentType: string;
  state: DocumentState;
  reason: string;
  uploadedBy: string;
  uploadedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

export interface ChecklistEntry {
  item: DocumentItemId;
  step: ProjectStepId;
  provider: "customer" | "us";
  state: DocumentState | "missing";
  /** The latest file sent for it. */
  latest: PaperworkDocument | null;
  /** Every file sent for it, newest first. */
  history: PaperworkDocument[];
}

export type Uploader = { kind: "customer" } | { kind: "staff"; actor: LeadActor };

export type UploadResult =
  { ok: true; item: DocumentItemId } | { ok: false; problem: DocumentProblem | "unknownItem" };

export interface EquipmentFields {
  make: string;
  model: string;
  watts: number | null;
  dcrNumber: string;
  almmListed: boolean | null;
  warrantyStart: string | null;
  warrantyEnd: string | null;
}

export interface EquipmentEntry extends EquipmentFields {
  kind: EquipmentKind;
  serials: string[];
}

/** A serial of this project that another project lists too. */
export interface SharedSerial {
  serial: string;
  projectIds: number[];
}

export interface Names {
  bill: string;
  bank: string;
  portal: string;
}

const customerName = "The customer";

async function projectLead(db: Db, projectId: number) {
  const row = await db
    .selectFrom("projects")
    .select(["lead_kind", "lead_id"])
    .where("id", "=", projectId)
    .executeTakeFirst();
  return row ? { kind: row.lead_kind, id: row.lead_id } : undefined;
}

async function documentsOf(
  db: Db,
  projectId: number,
): Promise<(PaperworkDocument & { item: string })[]> {
  const rows = await db
    .selectFrom("project_documents as d")
    .innerJoin("private_files as f", "f.id", "d.file_id")
    .select([
      "d.id",
      "d.item",
      "d.file_id",
      "f.file_name",
      "f.content_type",
      "d.state",
      "d.reason",
      "d.uploaded_by",
      "d.uploaded_at",
      "d.decided_by",
      "d.decided_at",
    ])
    .where("d.project_id", "=", projectId)
    .orderBy("d.id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    item: row.item,
    fileId: row.file_id,
    fileName: row.file_name,
    contentType: row.content_type,
    state: row.state,
    reason: row.reason,
    uploadedBy: row.uploaded_by,
    uploadedAt: row.uploaded_at,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at,
  }));
}

export function paperworkStore({ db }: AppDatabase, { now = () => new Date() } = {}) {
  return {
    /** The documents a project needs, each with its latest file and what became of it. */
    async checklist(
      projectId: number,
      category: CustomerCategory,
      steps: readonly ProjectStep[],
    ): Promise<ChecklistEntry[]> {
      const applies = (id: ProjectStepId) => steps.find((step) => step.id === id)?.applies ?? false;
      const documents = await documentsOf(db, projectId);
      return itemsFor(category, applies).map((item) => {
        const history = documents.filter((document) => document.item === item.id);
        const latest = history[0] ?? null;
        return {
          item: item.id,
          step: item.step,
          provider: item.provider,
          state: latest?.state ?? "missing",
          latest,
          history,
        };
      });
    },

    /**
     * Takes a file for one item of the project's list: checked by its bytes, stored, and told on
     * the lead's timeline. The item must be on the project's list (`allowed`).
     */
    async upload(
      projectId: number,
      item: string,
      file: { bytes: Uint8Array; name: string },
      by: Uploader,
      allowed: readonly DocumentItemId[],
    ): Promise<UploadResult> {
      if (!isDocumentItemId(item) || !allowed.includes(item)) {
        return { ok: false, problem: "unknownItem" };
      }
      const intake = await intakeDocument(file.bytes, file.name);
      if (!intake.ok) return intake;
      const lead = await projectLead(db, projectId);
      if (!lead) return { ok: false, problem: "unknownItem" };
      const at = now();
      const who = by.kind === "customer" ? customerName : by.actor.name;
      await db.transaction().execute(async (trx) => {
        const fileId = await storePrivateFile(trx, intake, { by: who, at });
        await trx
          .insertInto("project_documents")
          .values({
            project_id: projectId,
            item,
            file_id: fileId,
            state: "received",
            uploaded_by: who,
            uploaded_at: at.toISOString(),
          })
          .execute();
        await recordLeadEvent(
          trx,
          lead,
          by.kind === "customer" ? { id: null, name: customerName } : by.actor,
          { type: "document", action: "received", item },
          at.toISOString(),
        );
      });
      return { ok: true, item };
    },

    /** Staff check a document, or reject it with the reason the customer will read. */
    async decide(
      projectId: number,
      documentId: number,
      decision: { state: "checked" } | { state: "rejected"; reason: string },
      actor: LeadActor,
    ): Promise<"saved" | "notFound"> {
      const lead = await projectLead(db, projectId);
      if (!lead) return "notFound";
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("project_documents")
          .select(["id", "item"])
          .where("id", "=", documentId)
          .where("project_id", "=", projectId)
          .executeTakeFirst();
        if (!row) return "notFound" as const;
        const at = now().toISOString();
        const reason = decision.state === "rejected" ? decision.reason : "";
        await trx
          .updateTable("project_documents")
          .set({ state: decision.state, reason, decided_by: actor.name, decided_at: at })
          .where("id", "=", documentId)
          .execute();
        await recordLeadEvent(
          trx,
          lead,
          actor,
          {
            type: "document",
            action: decision.state,
            item: row.item,
            ...(reason ? { reason } : {}),
          },
          at,
        );
        return "saved" as const;
      });
    },

    /** A file of this project's documents; nothing for another project's or a guessed id. */
    async file(projectId: number, fileId: string) {
      const row = await db
        .selectFrom("project_documents")
        .select("file_id")
        .where("project_id", "=", projectId)
        .where("file_id", "=", fileId)
        .executeTakeFirst();
      return row ? readPrivateFile(db, row.file_id) : undefined;
    },

    /** The register: what is installed, with each serial, and serials another project lists. */
    async equipment(projectId: number) {
      const [rows, serials] = await Promise.all([
        db
          .selectFrom("project_equipment")
          .selectAll()
          .where("project_id", "=", projectId)
          .execute(),
        db
          .selectFrom("project_serials")
          .select(["kind", "serial", "serial_key"])
          .where("project_id", "=", projectId)
          .execute(),
      ]);
      const entries: EquipmentEntry[] = rows.map((row) => ({
        kind: row.kind,
        make: row.make,
        model: row.model,
        watts: row.watts,
        dcrNumber: row.dcr_number,
        almmListed: row.almm_listed === null ? null : row.almm_listed === 1,
        warrantyStart: row.warranty_start,
        warrantyEnd: row.warranty_end,
        serials: serials
          .filter((serial) => serial.kind === row.kind)
          .map((serial) => serial.serial),
      }));
      const keys = serials.map((serial) => serial.serial_key);
      const elsewhere = keys.length
        ? await db
            .selectFrom("project_serials")
            .select(["serial_key", "project_id"])
            .where("serial_key", "in", keys)
            .where("project_id", "!=", projectId)
            .execute()
        : [];
      const shared: SharedSerial[] = serials
        .map((serial) => ({
          serial: serial.serial,
          projectIds: [
            ...new Set(
              elsewhere
                .filter((row) => row.serial_key === serial.serial_key)
                .map((row) => row.project_id),
            ),
          ].sort((a, b) => a - b),
        }))
        .filter((serial) => serial.projectIds.length);
      return { entries, shared };
    },

    /** Saves one kind of equipment and its serials (`serialsText` as typed or scanned). */
    async saveEquipment(
      projectId: number,
      kind: EquipmentKind,
      fields: EquipmentFields,
      serialsText: string,
      actor: LeadActor,
    ): Promise<
      | { outcome: "saved"; count: number }
      | { outcome: "invalid"; duplicates: string[]; invalid: string[] }
      | { outcome: "notFound" }
    > {
      const parsed = parseSerials(serialsText);
      if (parsed.duplicates.length || parsed.invalid.length) {
        return { outcome: "invalid", duplicates: parsed.duplicates, invalid: parsed.invalid };
      }
      const lead = await projectLead(db, projectId);
      if (!lead) return { outcome: "notFound" };
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("project_equipment")
          .where("project_id", "=", projectId)
          .where("kind", "=", kind)
          .execute();
        await trx
          .insertInto("project_equipment")
          .values({
            project_id: projectId,
            kind,
            make: fields.make,
            model: fields.model,
            watts: fields.watts,
            dcr_number: fields.dcrNumber,
            almm_listed: fields.almmListed === null ? null : fields.almmListed ? 1 : 0,
            warranty_start: fields.warrantyStart,
            warranty_end: fields.warrantyEnd,
            updated_at: at,
            updated_by: actor.name,
          })
          .execute();
        await trx
          .deleteFrom("project_serials")
          .where("project_id", "=", projectId)
          .where("kind", "=", kind)
          .execute();
        for (const serial of parsed.serials) {
          await trx
            .insertInto("project_serials")
            .values({ project_id: projectId, kind, serial, serial_key: serialKey(serial) })
            .execute();
        }
        await recordLeadEvent(
          trx,
          lead,
          actor,
          { type: "paperwork", action: "equipment", kind, serials: parsed.serials.length },
          at,
        );
      });
      return { outcome: "saved", count: parsed.serials.length };
    },

    /** The names as the bill, the bank and the portal write them, and the pairs that differ. */
    async names(projectId: number) {
      const row = await db
        .selectFrom("project_names")
        .select(["bill", "bank", "portal"])
        .where("project_id", "=", projectId)
        .executeTakeFirst();
      const names: Names = row ?? { bill: "", bank: "", portal: "" };
      return { names, mismatches: nameMismatches(names) };
    },

    async saveNames(projectId: number, names: Names, actor: LeadActor) {
      const lead = await projectLead(db, projectId);
      if (!lead) return "notFound" as const;
      const at = now().toISOString();
      const mismatches = nameMismatches(names);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("project_names").where("project_id", "=", projectId).execute();
        await trx
          .insertInto("project_names")
          .values({ project_id: projectId, ...names, updated_at: at, updated_by: actor.name })
          .execute();
        await recordLeadEvent(
          trx,
          lead,
          actor,
          { type: "paperwork", action: "names", mismatches: mismatches.length },
          at,
        );
      });
      return "saved" as const;
    },

    /** Projects whose names differ or whose serials another project lists: for the board. */
    async flagged(projectIds: readonly number[]): Promise<Set<number>> {
      if (!projectIds.length) return new Set();
      const [names, shared] = await Promise.all([
        db.selectFrom("project_names").selectAll().where("project_id", "in", projectIds).execute(),
        db
          .selectFrom("project_serials as a")
          .innerJoin("project_serials as b", (join) =>
            join
              .onRef("a.serial_key", "=", "b.serial_key")
              .onRef("a.project_id", "!=", "b.project_id"),
          )
          .select("a.project_id")
          .where("a.project_id", "in", projectIds)
          .distinct()
          .execute(),
      ]);
      return new Set([
        ...names.filter((row) => nameMismatches(row).length).map((row) => row.project_id),
        ...shared.map((row) => row.project_id),
      ]);
    },
  };
}

export type PaperworkStore = ReturnType<typeof paperworkStore>;
