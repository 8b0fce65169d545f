import { recordsOf } from "~/lib/privacy/personal-data.server";
import type { PersonRecord } from "~/lib/privacy/person-records";
import type { LeadPanelContext } from "./lead-panel.server";

/**
 * The same person's records other than this lead, found once per page for every panel that
 * shows them (their other enquiries, and what an erasure would remove).
 */
export function theirOtherRecords({
  shared,
  database,
  detail,
  kind,
  id,
}: LeadPanelContext): Promise<PersonRecord[]> {
  return shared("records", async () =>
    (await recordsOf(database.db, detail.lead)).filter(
      (record) => !(record.kind === kind && record.id === id),
    ),
  );
}
