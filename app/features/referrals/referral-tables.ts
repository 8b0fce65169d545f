import type { Generated } from "kysely";

// The referral tables as Kysely sees them (db/migrations/0022-referrals.ts).

export interface ReferralTables {
  referral_links: {
    id: Generated<number>;
    project_id: number;
    salt: string;
    token_hash: string;
    show_first_name: Generated<number>;
    created_at: string;
    revoked_at: string | null;
  };
  referrals: {
    id: Generated<number>;
    lead_kind: string;
    lead_id: number;
    link_id: number;
    project_id: number;
    created_at: string;
    reward_paid_at: string | null;
    reward_paid_by: string | null;
    reward_note: Generated<string>;
  };
}
