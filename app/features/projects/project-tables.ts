import type { Generated } from "kysely";

// The tables of issue 22 as Kysely sees them (db/migrations/0013-projects.ts). Days are
// YYYY-MM-DD in Asia/Kolkata; instants UTC ISO 8601 text.

export interface ProjectTables {
  projects: {
    id: Generated<number>;
    lead_kind: string;
    lead_id: number;
    proposal_id: number | null;
    category: string;
    opened_by: string;
    opened_at: string;
    updated_at: string;
  };
  project_steps: {
    project_id: number;
    step: string;
    /** 1 applies, 0 marked as not applying. */
    applies: number;
    expected_on: string | null;
    done_on: string | null;
    who: Generated<string>;
    reference: Generated<string>;
    customer_note: Generated<string>;
    staff_note: Generated<string>;
    updated_at: string;
  };
}
