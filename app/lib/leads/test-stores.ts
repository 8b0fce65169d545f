import { openDatabase } from "~/lib/db/database.server";
import { exportLeads } from "./lead-export.server";
import type { LeadCriteria } from "./lead-filter.server";
import { createLeadStore, type LeadStoreOptions } from "./lead-store.server";
import { createMailOutbox } from "~/lib/mail/mail-outbox.server";
import { purgeProspectsOlderThan } from "./retention.server";

// For tests: the lead modules over one freshly opened database, as the server wires them.

export async function openTestStores(options: LeadStoreOptions & { databaseUrl: string }) {
  const database = await openDatabase(options.databaseUrl);
  return {
    ...createLeadStore(database, options),
    ...createMailOutbox(database, options),
    database,
    /** What is stored, read back as the export reads it (every lead, unless asked for less). */
    export: (criteria?: LeadCriteria) => exportLeads(database, criteria),
    purgeProspectsOlderThan: (cutoff: Date) => purgeProspectsOlderThan(database, cutoff),
    close: () => database.close(),
  };
}

export type TestStores = Awaited<ReturnType<typeof openTestStores>>;
