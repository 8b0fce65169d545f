import type { Generated } from "kysely";

// The tables of issue 35 as Kysely sees them (db/migrations/0018-project-paperwork.ts); the
// files themselves are in `private_files` (app/lib/content-files/private-files.server.ts).

export type DocumentState = "received" | "checked" | "rejected";
export type EquipmentKind = "modules" | "inverter" | "battery";

export interface PaperworkTables {
  project_documents: {
    id: Generated<number>;
    project_id: number;
    item: string;
    file_id: string;
    state: DocumentState;
    reason: Generated<string>;
    uploaded_by: string;
    uploaded_at: string;
    decided_by: string | null;
    decided_at: string | null;
  };
  project_equipment: {
    project_id: number;
    kind: EquipmentKind;
    make: string;
    model: string;
    watts: number | null;
    dcr_number: string;
    almm_listed: number | null;
    warranty_start: string | null;
    warranty_end: string | null;
    updated_at: string;
    updated_by: string;
  };
  project_serials: {
    project_id: number;
    kind: EquipmentKind;
    serial: string;
    serial_key: string;
  };
  project_names: {
    project_id: number;
    bill: string;
    bank: string;
    portal: string;
    updated_at: string;
    updated_by: string;
  };
}
