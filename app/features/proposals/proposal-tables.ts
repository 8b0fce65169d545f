import type { Generated } from "kysely";

// The tables of issue 21 as Kysely sees them (db/migrations/0012-proposals.ts). Instants are
// UTC ISO 8601 text; days are YYYY-MM-DD in Asia/Kolkata; `inputs` and `content` are JSON.

export interface ProposalTables {
  proposals: {
    id: Generated<number>;
    lead_kind: string;
    lead_id: number;
    number: string;
    status: string;
    current_version: number;
    created_at: string;
    updated_at: string;
  };
  proposal_versions: {
    id: Generated<number>;
    proposal_id: number;
    version: number;
    inputs: string;
    content: string | null;
    locale: string;
    created_by: string;
    created_at: string;
    updated_at: string;
    sent_at: string | null;
    valid_until: string | null;
    first_opened_at: string | null;
    accepted_at: string | null;
    accepted_name: string | null;
    accepted_ip: string | null;
    accepted_user_agent: string | null;
    accepted_terms_version: string | null;
    /** The privacy notice shown beside the accept form (issue 23). */
    accepted_notice_version: string | null;
    accepted_content: string | null;
  };
}
