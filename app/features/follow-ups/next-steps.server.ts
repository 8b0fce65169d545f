import { salesChanges } from "~/lib/lead-core/sales-change.server";
import { completeNextStep, setNextStep } from "~/lib/lead-core/lead-state.server";
import type { AppDatabase } from "~/lib/db/database.server";
import type { InboxKind } from "~/lib/inbox/inbox-paths";
import { allLeads } from "~/lib/leads/lead-filter.server";
import { type IsoDay, todayInKolkata, addDays, kolkataInstant } from "~/lib/time/kolkata-day";

// Each lead's next step (issue 20): what to do, when (an instant, entered and shown in
// Asia/Kolkata) and who does it (by default whoever has the lead). "Done" clears it and says so
// in the timeline. Due and overdue steps lead the inbox's first view and the morning digest.

export interface NextStep {
  kind: InboxKind;
  leadId: number;
  what: string;
  /** UTC ISO 8601. */
  dueAt: string;
  assigneeId: string | null;
  assigneeName: string | null;
}

export interface DueNextStep extends NextStep {
  leadName: string;
  /** Its time has passed. */
  overdue: boolean;
}

type Actor = { id: string; name: string };

/** The end of `day` in Kolkata: steps due before it are due today (or overdue). */
export const endOfKolkataDay = (day: IsoDay) => kolkataInstant(addDays(day, 1), "00:00");

/** A `datetime-local` value ("2027-05-03T10:00") read as Kolkata time; null if it is not one. */
export function kolkataDateTime(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) return null;
  const date = kolkataInstant(match[1]!, `${match[2]}:${match[3]}`);
  return Number.isNaN(date.getTime()) || todayInKolkata(date) !== match[1] ? null : date;
}

/** The `datetime-local` value of an instant, in Kolkata. */
export function kolkataDateTimeValue(instant: string): string {
  const shifted = new Date(Date.parse(instant) + (5 * 60 + 30) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

export function nextSteps({ db }: AppDatabase, { now = () => new Date() } = {}) {
  const change = salesChanges(db, { now });
  return {
    async of(kind: InboxKind, leadId: number): Promise<NextStep | undefined> {
      const row = await db
        .selectFrom("lead_next_steps as n")
        .leftJoin("staff_user as u", "u.id", "n.assignee_id")
        .select(["n.what", "n.due_at", "n.assignee_id", "u.name as assignee_name"])
        .where("n.lead_kind", "=", kind)
        .where("n.lead_id", "=", leadId)
        .executeTakeFirst();
      return row
        ? {
            kind,
            leadId,
            what: row.what,
            dueAt: row.due_at,
            assigneeId: row.assignee_id,
            assigneeName: row.assignee_name,
          }
        : undefined;
    },

    /** Sets (or replaces) the lead's next step; the timeline says what and when. */
    async set(
      kind: InboxKind,
      leadId: number,
      step: { what: string; dueAt: Date; assigneeId: string | null },
      actor: Actor,
    ) {
      const assignee = step.assigneeId
        ? await db
            .selectFrom("staff_user")
            .select(["id", "name"])
            .where("id", "=", step.assigneeId)
            .where("disabledAt", "is", null)
            .executeTakeFirst()
        : undefined;
      if (step.assigneeId && !assignee) return false;
      await change((trx, at) =>
        setNextStep(
          trx,
          { kind, id: leadId },
          { what: step.what, dueAt: step.dueAt.toISOString(), assignee: assignee ?? null },
          at.toISOString(),
          actor,
        ),
      );
      return true;
    },

    /** The step is met: it leaves the lists and the timeline says so. False if there was none. */
    async done(kind: InboxKind, leadId: number, actor: Actor) {
      return change((trx, at) =>
        completeNextStep(trx, { kind, id: leadId }, actor, at.toISOString()),
      );
    },

    /**
     * Steps due by the end of `today` (Kolkata), overdue first then by time; only one staff
     * member's with `assigneeId`.
     */
    async due(today: IsoDay, at: Date, assigneeId?: string): Promise<DueNextStep[]> {
      let query = db
        .selectFrom("lead_next_steps as n")
        .innerJoin(allLeads(db).as("l"), (join) =>
          join.onRef("l.kind", "=", "n.lead_kind").onRef("l.id", "=", "n.lead_id"),
        )
        .leftJoin("staff_user as u", "u.id", "n.assignee_id")
        .select([
          "n.lead_kind",
          "n.lead_id",
          "n.what",
          "n.due_at",
          "n.assignee_id",
          "u.name as assignee_name",
          "l.name as lead_name",
          "l.email as lead_email",
        ])
        .where("n.due_at", "<", endOfKolkataDay(today).toISOString())
        .orderBy("n.due_at")
        .orderBy("n.lead_id");
      if (assigneeId) query = query.where("n.assignee_id", "=", assigneeId);
      const rows = await query.execute();
      return rows.map((row) => ({
        kind: row.lead_kind as InboxKind,
        leadId: row.lead_id,
        what: row.what,
        dueAt: row.due_at,
        assigneeId: row.assignee_id,
        assigneeName: row.assignee_name,
        leadName: row.lead_name || row.lead_email || "—",
        overdue: Date.parse(row.due_at) < at.getTime(),
      }));
    },

    /** How many steps are overdue at `at`, and how many more fall due later `today`. */
    async counts(today: IsoDay, at: Date) {
      const rows = await db
        .selectFrom("lead_next_steps")
        .select("due_at")
        .where("due_at", "<", endOfKolkataDay(today).toISOString())
        .execute();
      const overdue = rows.filter((row) => Date.parse(row.due_at) < at.getTime()).length;
      return { overdue, dueToday: rows.length - overdue };
    },
  };
}
