import type { AppDatabase } from "~/lib/db/database.server";
import { salesChanges } from "~/lib/lead-core/sales-change.server";
import { exportLeads } from "~/lib/leads/lead-export.server";
import { type LeadCriteria, matchingLeads } from "~/lib/leads/lead-filter.server";
import { toContact, toPrivacyRequest, toQuote } from "~/lib/leads/lead-store.server";
import type { SignedInStaff } from "~/lib/staff/staff-session.server";
import type { InboxFilter } from "./inbox-filter";
import { type InboxKind, inboxKinds } from "./inbox-paths";
import type { LeadStatus } from "~/lib/lead-core/lead-status";
import type { InboxLead, TimelineEvent } from "~/features/lead-page/timeline";
import {
  assignLead,
  recordLeadEvent,
  leadProgress,
  leadTimeline,
  moveLeadStatus,
} from "~/lib/lead-core/lead-state.server";

export type { InboxLead, TimelineEvent };

// What the inbox reads and writes: the list of leads of every kind (filtered and searched by
// ~/lib/leads/lead-filter.server, paged in SQL), its export, one lead with its progress and
// timeline, and the changes staff make (status, assignee, notes), each recorded.

export const inboxPageSize = 25;

export interface InboxRow {
  kind: InboxKind;
  id: number;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  /** The language of the page it was sent from. */
  language: string;
  message: string;
  product: string;
  status: LeadStatus;
  assigneeId: string | null;
  assigneeName: string | null;
}

export interface LeadDetail {
  lead: InboxLead;
  status: LeadStatus;
  lostReason: string | null;
  assigneeId: string | null;
  timeline: TimelineEvent[];
}

/** The inbox's filter as criteria of the leads' shared query: the inbox's kinds, or one. */
function inboxCriteria({ kind, page: _page, ...filter }: Partial<InboxFilter>): LeadCriteria {
  return { ...filter, kinds: kind ? [kind] : inboxKinds };
}

export function inboxQueries(database: AppDatabase, { now = () => new Date() } = {}) {
  const { db } = database;
  const change = salesChanges(db, { now });
  async function findLead(kind: InboxKind, id: number): Promise<InboxLead | undefined> {
    if (kind === "contact") {
      const row = await db
        .selectFrom("contact_messages")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toContact(row);
    }
    if (kind === "quote") {
      const row = await db
        .selectFrom("quote_requests")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toQuote(row);
    }
    const row = await db
      .selectFrom("privacy_requests")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && toPrivacyRequest(row);
  }

  return {
    /** One page of the list, newest first, with the total that matches. */
    async list(filter: InboxFilter, pageSize = inboxPageSize) {
      const { query, status } = matchingLeads(db, inboxCriteria(filter));
      const [rows, counted] = await Promise.all([
        query
          .select([
            "l.kind",
            "l.id",
            "l.created_at",
            "l.name",
            "l.email",
            "l.phone",
            "l.language",
            "l.message",
            "l.product",
            status.as("status"),
            "p.assigned_to",
            "u.name as assignee_name",
          ])
          .orderBy("l.created_at", "desc")
          .orderBy("l.kind")
          .orderBy("l.id", "desc")
          .limit(pageSize)
          .offset((filter.page - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirst(),
      ]);
      const total = Number(counted?.count ?? 0);
      return {
        rows: rows.map((row): InboxRow => ({
          kind: row.kind as InboxKind,
          id: row.id,
          createdAt: row.created_at,
          name: row.name,
          email: row.email,
          phone: row.phone,
          language: row.language,
          message: row.message,
          product: row.product,
          status: row.status as LeadStatus,
          assigneeId: row.assigned_to,
          assigneeName: row.assignee_name,
        })),
        total,
        page: filter.page,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    /** How many leads nobody has worked on yet. */
    async countNew() {
      const { query } = matchingLeads(db, inboxCriteria({ status: "new" }));
      const row = await query
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Every lead that matches, every field, for the CSV download (no paging). */
    export(filter: Omit<InboxFilter, "page">) {
      return exportLeads(database, inboxCriteria(filter));
    },

    async detail(kind: InboxKind, id: number): Promise<LeadDetail | undefined> {
      const lead = await findLead(kind, id);
      if (!lead) return undefined;
      const [progress, timeline] = await Promise.all([
        leadProgress(db, { kind, id }),
        leadTimeline(db, { kind, id }),
      ]);
      return { lead, ...progress, timeline };
    },

    /** Moves a lead to `status` (a reason with "lost"); false when there is no such lead. */
    async setStatus(
      kind: InboxKind,
      id: number,
      { status, reason }: { status: LeadStatus; reason?: string },
      actor: SignedInStaff,
    ) {
      if (!(await findLead(kind, id))) return false;
      await change((trx, at) =>
        moveLeadStatus(trx, { kind, id }, { status, reason }, actor, at.toISOString()),
      );
      return true;
    },

    /** Gives a lead to a staff member (null: to nobody); false when either is unknown. */
    async assign(kind: InboxKind, id: number, staffId: string | null, actor: SignedInStaff) {
      if (!(await findLead(kind, id))) return false;
      const staff = staffId
        ? await db
            .selectFrom("staff_user")
            .select(["id", "name"])
            .where("id", "=", staffId)
            .where("disabledAt", "is", null)
            .executeTakeFirst()
        : null;
      if (staffId && !staff) return false;
      await change((trx, at) =>
        assignLead(trx, { kind, id }, staff ?? null, actor, at.toISOString()),
      );
      return true;
    },

    async addNote(kind: InboxKind, id: number, text: string, actor: SignedInStaff) {
      if (!(await findLead(kind, id))) return false;
      await change((trx, at) =>
        recordLeadEvent(trx, { kind, id }, actor, { type: "note", text }, at.toISOString()),
      );
      return true;
    },

    /** Staff a lead can be given to: active accounts, by name. */
    async assignableStaff() {
      return db
        .selectFrom("staff_user")
        .select(["id", "name"])
        .where("disabledAt", "is", null)
        .orderBy("name")
        .execute();
    },
  };
}
