import type { AppDatabase } from "~/lib/db/database.server";
import type { LeadStatus } from "~/lib/lead-core/lead-status";
import { csvTable } from "./csv";
import { type LeadCriteria, matchingLeads, type StoredKind } from "./lead-filter.server";
import {
  type ContactLead,
  leadKinds,
  type NewsletterLead,
  type PrivacyRequest,
  type QuoteLead,
} from "./lead-record";
import { quotePlanFields } from "./quote-plan-record";
import { toContact, toPrivacyRequest, toQuote, toSubscriber } from "./lead-store.server";

// The one export of leads: `npm run leads -- export` and the inbox's "Download CSV" both read
// it, so both give every field of every lead that matches, with where it stands and who has
// it, in the same columns.

interface Progress {
  status: LeadStatus;
  /** The name of the staff member who has it; null: nobody yet. */
  assignedTo: string | null;
}

/** One exported lead: its own fields (by kind), and its progress unless it is a subscriber. */
export type LeadExportRow =
  ((ContactLead | QuoteLead | PrivacyRequest) & Progress) | NewsletterLead;

type FieldOf<Row> = Row extends unknown ? keyof Row & string : never;

/** The columns of every export, whatever kinds it holds: a kind's missing fields are empty. */
export const leadExportColumns = [
  "kind",
  "id",
  "createdAt",
  "language",
  "status",
  "assignedTo",
  "name",
  "email",
  "phone",
  "address",
  "location",
  "product",
  "roofSize",
  "monthlyBill",
  "estimateKw",
  "estimateRecommendation",
  "estimatePrice",
  "estimateBasis",
  "message",
  ...quotePlanFields,
] as const satisfies readonly FieldOf<LeadExportRow>[];

type LeadExportColumn = (typeof leadExportColumns)[number];

/** What the export holds when no kind is asked for: the leads, not the privacy requests. */
const everyLead: LeadCriteria = { kinds: leadKinds };

const kindOrder: readonly StoredKind[] = ["contact", "quote", "newsletter", "privacy"];

/** The leads that meet `criteria`, oldest first, every field. */
export async function exportLeads(
  { db }: AppDatabase,
  criteria: LeadCriteria = everyLead,
): Promise<LeadExportRow[]> {
  const { query, status } = matchingLeads(db, criteria);
  const matches = query
    .select(["l.kind", "l.id", status.as("status"), "u.name as assigned_to"])
    .as("m");
  const wants = (kind: StoredKind) => criteria.kinds.includes(kind);
  const [contacts, quotes, subscribers, privacy] = await Promise.all([
    wants("contact")
      ? db
          .selectFrom("contact_messages as t")
          .innerJoin(matches, (join) =>
            join.onRef("m.id", "=", "t.id").on("m.kind", "=", "contact"),
          )
          .selectAll("t")
          .select(["m.status", "m.assigned_to"])
          .execute()
      : [],
    wants("quote")
      ? db
          .selectFrom("quote_requests as t")
          .innerJoin(matches, (join) => join.onRef("m.id", "=", "t.id").on("m.kind", "=", "quote"))
          .selectAll("t")
          .select(["m.status", "m.assigned_to"])
          .execute()
      : [],
    wants("newsletter")
      ? db
          .selectFrom("newsletter_subscribers as t")
          .innerJoin(matches, (join) =>
            join.onRef("m.id", "=", "t.id").on("m.kind", "=", "newsletter"),
          )
          .selectAll("t")
          .execute()
      : [],
    wants("privacy")
      ? db
          .selectFrom("privacy_requests as t")
          .innerJoin(matches, (join) =>
            join.onRef("m.id", "=", "t.id").on("m.kind", "=", "privacy"),
          )
          .selectAll("t")
          .select(["m.status", "m.assigned_to"])
          .execute()
      : [],
  ]);
  const withProgress = <Lead extends ContactLead | QuoteLead | PrivacyRequest>(
    lead: Lead,
    row: { status: string; assigned_to: string | null },
  ): Lead & Progress => ({
    ...lead,
    status: row.status as LeadStatus,
    assignedTo: row.assigned_to,
  });
  const rows: LeadExportRow[] = [
    ...contacts.map((row) => withProgress(toContact(row), row)),
    ...quotes.map((row) => withProgress(toQuote(row), row)),
    ...subscribers.map(toSubscriber),
    ...privacy.map((row) => withProgress(toPrivacyRequest(row), row)),
  ];
  return rows.sort(
    (a, b) =>
      (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0) ||
      kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) ||
      a.id - b.id,
  );
}

/** The export as CSV that spreadsheet apps open safely: every column, whatever the kinds. */
export function leadsCsv(rows: readonly LeadExportRow[]): string {
  return csvTable(leadExportColumns, rows as readonly Partial<Record<LeadExportColumn, unknown>>[]);
}
