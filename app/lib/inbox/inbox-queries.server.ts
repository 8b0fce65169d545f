import type { Kysely } from "kysely";
import type { AppDatabase, Database } from "~/lib/db/database.server";
import { exportLeads } from "~/lib/leads/lead-export.server";
import { type LeadCriteria, matchingLeads } from "~/lib/leads/lead-filter.server";
import { toContact, toPrivacyRequest, toQuote } from "~/lib/leads/lead-store.server";
import type { SignedInStaff } from "~/lib/staff/staff-session.server";
import type { InboxFilter } from "./inbox-filter";
import { type InboxKind, inboxKinds } from "./inbox-paths";
import type { LeadStatus } from "./lead-status";
import type { InboxLead, TimelineEvent } from "./timeline";

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

/** Who changed a lead: a staff member, or (id null) the customer on their own page. */
export type LeadActor = { id: string | null; name: string };

type ProgressChange = {
  status?: LeadStatus;
  lost_reason?: string | null;
  assigned_to?: string | null;
};

/** Records one change of a lead in its timeline, in the change's transaction. */
async function recordLeadEvent(
  trx: Kysely<Database>,
  kind: InboxKind,
  id: number,
  actor: LeadActor,
  type: TimelineEvent["type"],
  details: object,
  at: string,
) {
  await trx
    .insertInto("lead_events")
    .values({
      lead_kind: kind,
      lead_id: id,
      created_at: at,
      actor_id: actor.id,
      actor_name: actor.name,
      type,
      details: JSON.stringify(details),
    })
    .execute();
}

function leadProgressOf(trx: Kysely<Database>, kind: InboxKind, id: number) {
  return trx
    .selectFrom("lead_progress")
    .selectAll()
    .where("lead_kind", "=", kind)
    .where("lead_id", "=", id)
    .executeTakeFirst();
}

async function saveLeadProgress(
  trx: Kysely<Database>,
  kind: InboxKind,
  id: number,
  change: ProgressChange,
  updated_at: string,
) {
  await trx
    .insertInto("lead_progress")
    .values({
      lead_kind: kind,
      lead_id: id,
      status: "new",
      lost_reason: null,
      assigned_to: null,
      ...change,
      updated_at,
    })
    .onConflict((conflict) =>
      conflict.columns(["lead_kind", "lead_id"]).doUpdateSet({ ...change, updated_at }),
    )
    .execute();
}

/**
 * Moves a lead to `status` (a reason with "lost") with its timeline entry, in `trx`: staff on
 * the lead's page, and an accepted proposal (issue 21), which skips a lead already there.
 */
export async function moveLeadStatus(
  trx: Kysely<Database>,
  kind: InboxKind,
  id: number,
  { status, reason }: { status: LeadStatus; reason?: string },
  actor: LeadActor,
  at: string,
  {
    unlessAlready = false,
    onlyFrom,
  }: {
    unlessAlready?: boolean;
    /** Moves the lead only from these stages (the work moving it forward, never back). */
    onlyFrom?: readonly LeadStatus[];
  } = {},
) {
  const from = ((await leadProgressOf(trx, kind, id))?.status ?? "new") as LeadStatus;
  if (unlessAlready && from === status) return;
  if (onlyFrom && !onlyFrom.includes(from)) return;
  const lostReason = status === "lost" ? (reason ?? "") : null;
  await saveLeadProgress(trx, kind, id, { status, lost_reason: lostReason }, at);
  await recordLeadEvent(
    trx,
    kind,
    id,
    actor,
    "status",
    { from, to: status, ...(lostReason ? { reason: lostReason } : {}) },
    at,
  );
}

export function inboxQueries(database: AppDatabase, { now = () => new Date() } = {}) {
  const { db } = database;
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
      const [progress, events] = await Promise.all([
        leadProgressOf(db, kind, id),
        db
          .selectFrom("lead_events")
          .selectAll()
          .where("lead_kind", "=", kind)
          .where("lead_id", "=", id)
          .orderBy("id", "desc")
          .execute(),
      ]);
      return {
        lead,
        status: (progress?.status ?? "new") as LeadStatus,
        lostReason: progress?.lost_reason ?? null,
        assigneeId: progress?.assigned_to ?? null,
        timeline: events.map(
          (event) =>
            ({
              id: event.id,
              createdAt: event.created_at,
              actorName: event.actor_name,
              type: event.type,
              ...JSON.parse(event.details),
            }) as TimelineEvent,
        ),
      };
    },

    /** Moves a lead to `status` (a reason with "lost"); false when there is no such lead. */
    async setStatus(
      kind: InboxKind,
      id: number,
      { status, reason }: { status: LeadStatus; reason?: string },
      actor: SignedInStaff,
    ) {
      if (!(await findLead(kind, id))) return false;
      await db
        .transaction()
        .execute((trx) =>
          moveLeadStatus(trx, kind, id, { status, reason }, actor, now().toISOString()),
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
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await saveLeadProgress(trx, kind, id, { assigned_to: staff?.id ?? null }, at);
        await recordLeadEvent(
          trx,
          kind,
          id,
          actor,
          "assign",
          { toId: staff?.id ?? null, toName: staff?.name ?? null },
          at,
        );
      });
      return true;
    },

    async addNote(kind: InboxKind, id: number, text: string, actor: SignedInStaff) {
      if (!(await findLead(kind, id))) return false;
      await db
        .transaction()
        .execute((trx) =>
          recordLeadEvent(trx, kind, id, actor, "note", { text }, now().toISOString()),
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
