import { inboxModules } from "~/lib/inbox/inbox-context.server";
import { recordsOf } from "~/lib/privacy/personal-data.server";
import type { PersonRecord } from "~/lib/privacy/person-records";
import type { LeadPanelContext } from "./lead-panel.server";

// What several panels of the lead page read, once per page (LeadPanelContext.shared).

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

/** The staff a lead or its next step can be given to, read once per page for both panels. */
export function assignableStaff({ shared, context }: LeadPanelContext) {
  return shared("assignable", () => inboxModules(context).leads.assignableStaff());
}
