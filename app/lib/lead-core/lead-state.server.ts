import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/database.server";
import type { LeadEvent, TimelineEvent } from "./lead-events";
import type { LeadStatus } from "./lead-status";

// The one writer of a lead's state (issue 31): its status, its assignee and its timeline. Every
// feature that changes a lead (the inbox, surveys, proposals, projects, follow-ups, privacy)
// calls these inside its own transaction, so a change and its timeline entry land together.
// No other module inserts into lead_events or lead_progress (a grep in the issue checks it).

/** A lead of any kind: a contact message, a quote request or a privacy request. */
export type LeadRef = { kind: string; id: number };

/** Who changed a lead: a staff member, or (id null) the customer or the website itself. */
export type LeadActor = { id: string | null; name: string };

/** The timeline's actor for what the site did by itself. */
export const websiteActor: LeadActor = { id: null, name: "The website" };

/** Appends one event to the lead's timeline. */
export async function recordLeadEvent(
  trx: Kysely<Database>,
  lead: LeadRef,
  actor: LeadActor,
  event: LeadEvent,
  at: string,
): Promise<void> {
  const { type, ...details } = event;
  await trx
    .insertInto("lead_events")
    .values({
      lead_kind: lead.kind,
      lead_id: lead.id,
      created_at: at,
      actor_id: actor.id,
      actor_name: actor.name,
      type,
      details: JSON.stringify(details),
    })
    .execute();
}

/** Whether the lead's timeline has `event` (every field the same) at or after `since`. */
export async function hasLeadEventSince(
  db: Kysely<Database>,
  lead: LeadRef,
  event: LeadEvent,
  since: string,
): Promise<boolean> {
  const { type, ...details } = event;
  const row = await db
    .selectFrom("lead_events")
    .select("id")
    .where("lead_kind", "=", lead.kind)
    .where("lead_id", "=", lead.id)
    .where("type", "=", type)
    .where("details", "=", JSON.stringify(details))
    .where("created_at", ">", since)
    .executeTakeFirst();
  return row !== undefined;
}

/** The lead's timeline, newest first. */
export async function leadTimeline(db: Kysely<Database>, lead: LeadRef): Promise<TimelineEvent[]> {
  const rows = await db
    .selectFrom("lead_events")
    .selectAll()
    .where("lead_kind", "=", lead.kind)
    .where("lead_id", "=", lead.id)
    .orderBy("id", "desc")
    .execute();
  return rows.map(
    (row) =>
      ({
        id: row.id,
        createdAt: row.created_at,
        actorName: row.actor_name,
        type: row.type,
        ...JSON.parse(row.details),
      }) as TimelineEvent,
  );
}

export interface LeadProgress {
  status: LeadStatus;
  lostReason: string | null;
  assigneeId: string | null;
}

/** Where the lead stands (a lead nobody has touched is new). */
export async function leadProgress(db: Kysely<Database>, lead: LeadRef): Promise<LeadProgress> {
  const row = await db
    .selectFrom("lead_progress")
    .selectAll()
    .where("lead_kind", "=", lead.kind)
    .where("lead_id", "=", lead.id)
    .executeTakeFirst();
  return {
    status: (row?.status ?? "new") as LeadStatus,
    lostReason: row?.lost_reason ?? null,
    assigneeId: row?.assigned_to ?? null,
  };
}

type ProgressChange = {
  status?: LeadStatus;
  lost_reason?: string | null;
  assigned_to?: string | null;
};

async function saveLeadProgress(
  trx: Kysely<Database>,
  lead: LeadRef,
  change: ProgressChange,
  updated_at: string,
) {
  await trx
    .insertInto("lead_progress")
    .values({
      lead_kind: lead.kind,
      lead_id: lead.id,
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
 * Moves a lead to `status` (a reason with "lost") with its timeline entry: staff on the lead's
 * page, a booked survey, a sent or accepted proposal, an erasure. Returns whether it moved.
 */
export async function moveLeadStatus(
  trx: Kysely<Database>,
  lead: LeadRef,
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
): Promise<boolean> {
  const { status: from } = await leadProgress(trx, lead);
  if (unlessAlready && from === status) return false;
  if (onlyFrom && !onlyFrom.includes(from)) return false;
  const lostReason = status === "lost" ? (reason ?? "") : null;
  await saveLeadProgress(trx, lead, { status, lost_reason: lostReason }, at);
  await recordLeadEvent(
    trx,
    lead,
    actor,
    { type: "status", from, to: status, ...(lostReason ? { reason: lostReason } : {}) },
    at,
  );
  return true;
}

/** Gives a lead to a staff member (null: to nobody), with its timeline entry. */
export async function assignLead(
  trx: Kysely<Database>,
  lead: LeadRef,
  staff: { id: string; name: string } | null,
  actor: LeadActor,
  at: string,
): Promise<void> {
  await saveLeadProgress(trx, lead, { assigned_to: staff?.id ?? null }, at);
  await recordLeadEvent(
    trx,
    lead,
    actor,
    { type: "assign", toId: staff?.id ?? null, toName: staff?.name ?? null },
    at,
  );
}

/**
 * Marks a privacy request erased with the erasure's summary on its timeline (the request is
 * the record of the erasure; it shows no status step, only what was erased).
 */
export async function recordErasure(
  trx: Kysely<Database>,
  request: LeadRef,
  actor: LeadActor,
  summary: string,
  at: string,
): Promise<void> {
  await saveLeadProgress(trx, request, { status: "erased", lost_reason: null }, at);
  await recordLeadEvent(trx, request, actor, { type: "erasure", summary }, at);
}

/** A quote request, the lead surveys, proposals and most projects belong to. */
export const quoteLead = (id: number): LeadRef => ({ kind: "quote", id });

/** What to do next on a lead, by when, and who does it (null: whoever has the lead). */
export interface NextStepChange {
  what: string;
  /** UTC ISO 8601. */
  dueAt: string;
  assignee: { id: string; name: string } | null;
}

/**
 * Sets the lead's one next step. With `actor`, the timeline says who set it; without, it is
 * the step every enquiry starts with (a first call, issue 30), which needs no entry.
 */
export async function setNextStep(
  trx: Kysely<Database>,
  lead: LeadRef,
  step: NextStepChange,
  at: string,
  actor?: LeadActor,
): Promise<void> {
  const values = {
    what: step.what,
    due_at: step.dueAt,
    assignee_id: step.assignee?.id ?? null,
    updated_at: at,
  };
  await trx
    .insertInto("lead_next_steps")
    .values({ lead_kind: lead.kind, lead_id: lead.id, ...values })
    .onConflict((conflict) => conflict.columns(["lead_kind", "lead_id"]).doUpdateSet(values))
    .execute();
  if (!actor) return;
  await recordLeadEvent(
    trx,
    lead,
    actor,
    {
      type: "next_step",
      action: "set",
      what: step.what,
      dueAt: step.dueAt,
      assigneeName: step.assignee?.name ?? null,
    },
    at,
  );
}

/** The lead's next step is met: it goes, and the timeline says so. False if it had none. */
export async function completeNextStep(
  trx: Kysely<Database>,
  lead: LeadRef,
  actor: LeadActor,
  at: string,
): Promise<boolean> {
  const step = await trx
    .selectFrom("lead_next_steps")
    .selectAll()
    .where("lead_kind", "=", lead.kind)
    .where("lead_id", "=", lead.id)
    .executeTakeFirst();
  if (!step) return false;
  await trx
    .deleteFrom("lead_next_steps")
    .where("lead_kind", "=", lead.kind)
    .where("lead_id", "=", lead.id)
    .execute();
  await recordLeadEvent(
    trx,
    lead,
    actor,
    { type: "next_step", action: "done", what: step.what, dueAt: step.due_at },
    at,
  );
  return true;
}
