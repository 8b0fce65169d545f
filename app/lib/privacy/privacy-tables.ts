import type { Generated } from "kysely";

// The tables of issue 23 as Kysely sees them (db/migrations/0014-privacy.ts). The notice
// version and the rights request's own columns are on the lead tables, in database.server.ts.

export interface PrivacyTables {
  /** One row per consent given or withdrawn; never updated. */
  consent_records: {
    id: Generated<number>;
    created_at: string;
    /** Normalised (trimmed, lower case). */
    email: string;
    /** The phone's last ten digits, if the form had one. */
    phone_key: Generated<string>;
    purpose: string;
    action: "given" | "withdrawn";
    notice_version: string;
    language: string;
    source: string;
  };
  /** Who on the staff looked at whose record, when. */
  staff_access_log: {
    id: Generated<number>;
    created_at: string;
    staff_id: string;
    staff_name: string;
    subject: string;
    path: string;
  };
}
