import type { Generated } from "kysely";

// The content desk's tables as Kysely sees them (db/migrations/0016-content-desk.ts).

export interface ContentTables {
  content_entries: {
    collection: string;
    entry_id: string;
    position: number;
    draft: string | null;
    draft_by: string | null;
    draft_at: string | null;
    published: string | null;
    updated_at: string;
  };
  content_versions: {
    id: Generated<number>;
    collection: string;
    entry_id: string;
    action: "seed" | "publish" | "unpublish" | "restore";
    body: string | null;
    created_at: string;
    actor_id: string | null;
    actor_name: string;
  };
  content_state: { id: number; serial: number; updated_at: string };
  content_files: {
    id: string;
    created_at: string;
    created_by: string;
    width: number;
    height: number;
  };
  content_file_variants: {
    file_id: string;
    format: string;
    width: number;
    height: number;
    bytes: Uint8Array;
  };
}
