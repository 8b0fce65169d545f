import type { AppDatabase } from "~/lib/db/database.server";
import { recordLeadEvent } from "~/lib/lead-core/lead-state.server";
import { type IsoDay, todayInKolkata } from "~/lib/time/kolkata-day";
import { revokePrivateLinks } from "~/lib/private-links/private-links.server";
import type { SignedInStaff } from "~/lib/staff/staff-session.server";
import {
  daysLeft,
  dueDay,
  isOverdue,
  referenceNumber,
  type RightsRequestKind,
} from "~/lib/privacy/rights-requests";

// The staff's queue of rights requests (issue 23): each with its reference number, the day it
// was received (in India), the day it is due (Rule 14: 90 days) and whether it is overdue on
// `today`, which the caller passes (the request's day): the rules never read the clock.

export interface QueuedRequest {
  id: number;
  reference: string;
  kind: RightsRequestKind;
  email: string;
  phone: string;
  message: string;
  receivedDay: IsoDay;
  dueDay: IsoDay;
  daysLeft: number;
  overdue: boolean;
  closedAt: string | null;
  answer: string;
  confirmedAt: string | null;
  status: string;
}

export function rightsQueue({ db }: AppDatabase) {
  async function list(today: IsoDay): Promise<QueuedRequest[]> {
    const rows = await db
      .selectFrom("privacy_requests")
      .leftJoin("lead_progress", (join) =>
        join
          .onRef("lead_progress.lead_id", "=", "privacy_requests.id")
          .on("lead_progress.lead_kind", "=", "privacy"),
      )
      .select([
        "privacy_requests.id",
        "privacy_requests.created_at",
        "privacy_requests.kind",
        "privacy_requests.email",
        "privacy_requests.phone",
        "privacy_requests.message",
        "privacy_requests.closed_at",
        "privacy_requests.answer",
        "privacy_requests.confirmed_at",
        "lead_progress.status",
      ])
      .orderBy("privacy_requests.id", "desc")
      .execute();
    return rows.map((row) => {
      const received = todayInKolkata(new Date(row.created_at));
      const due = dueDay(received);
      return {
        id: row.id,
        reference: referenceNumber(row.id, received),
        kind: row.kind as RightsRequestKind,
        email: row.email,
        phone: row.phone,
        message: row.message,
        receivedDay: received,
        dueDay: due,
        daysLeft: daysLeft(due, today),
        overdue: isOverdue({ dueDay: due, closedAt: row.closed_at }, today),
        closedAt: row.closed_at,
        answer: row.answer,
        confirmedAt: row.confirmed_at,
        status: row.status ?? "new",
      };
    });
  }

  return {
    list,

    /** Open requests and how many of them are overdue on `today` (the inbox's nav). */
    async counts(today: IsoDay) {
      const open = (await list(today)).filter((request) => request.closedAt === null);
      return { open: open.length, overdue: open.filter((request) => request.overdue).length };
    },

    /**
     * Records the answer and closes the request, with a timeline entry; false if unknown. A
     * copy request's e-mailed link stops opening the copy with it (issue 30).
     */
    async close(id: number, answer: string, actor: SignedInStaff, now: Date) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("privacy_requests")
          .set({ answer, closed_at: now.toISOString() })
          .where("id", "=", id)
          .where("closed_at", "is", null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await revokePrivateLinks(trx, "privacy", `copy:${id}`, now);
        await recordLeadEvent(
          trx,
          { kind: "privacy", id },
          actor,
          { type: "note", text: `Answered and closed: ${answer}` },
          now.toISOString(),
        );
        return true;
      });
    },
  };
}
