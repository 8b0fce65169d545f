import type { Kysely, Transaction } from "kysely";
import { salesChanges, type SalesWork } from "~/lib/lead-core/sales-change.server";
import type { AppDatabase, Database } from "~/lib/db/database.server";
import { localePath, type Locale } from "~/lib/i18n/locale";
import type { LeadEvent } from "~/lib/lead-core/lead-events";
import {
  leadProgress,
  moveLeadStatus,
  quoteLead,
  recordLeadEvent,
} from "~/lib/lead-core/lead-state.server";
import { type IsoDay, addDays, kolkataInstant } from "~/lib/time/kolkata-day";
import { queueMail } from "~/lib/mail/mail-outbox.server";
import { queuePersonMail } from "~/lib/privacy/person-mail.server";
import {
  createPrivateLink,
  extendPrivateLinks,
  revokePrivateLinks,
} from "~/lib/private-links/private-links.server";
import {
  composeSurveyEmail,
  composeSurveyStaffEmail,
  composeSurveyWhatsApp,
  type SurveyNotice,
} from "./survey-emails";
import {
  bookingDays,
  defaultWeeklySlots,
  type DayOff,
  findSlot,
  freeSlots,
  type SurveySettings,
  type WeeklySlot,
} from "./survey-slots";
import { kolkataDayOf } from "~/lib/time/kolkata-words";

// Site surveys (issue 20): the settings staff keep, booking, moving, confirming and cancelling
// (by the visitor through the survey's private link, or by staff), each recorded in the lead's
// timeline and told by e-mail through the outbox in the same transaction, and the day-before
// reminders. A slot holds `capacity` surveys: booking takes the first free place 1…capacity in
// survey_places, whose (slot_start, place) is unique, so however many visitors press at once,
// each place goes to exactly one of them on SQLite and on PostgreSQL alike.

export const surveyStatuses = ["booked", "confirmed", "cancelled"] as const;
export type SurveyStatus = (typeof surveyStatuses)[number];

export interface Survey {
  id: number;
  leadId: number;
  start: string;
  end: string;
  status: SurveyStatus;
  sequence: number;
}

/** Who changed a survey: the visitor through the link, or a staff member. */
export type SurveyActor = { kind: "visitor" } | { kind: "staff"; id: string; name: string };

export type SurveyChange =
  | { outcome: "booked" | "moved" | "unchanged" | "cancelled" | "confirmed"; survey: Survey }
  /** Every place of the slot is taken (someone was quicker). */
  | { outcome: "taken" }
  /** Not a slot one may book now, or no survey to change. */
  | { outcome: "invalid" };

export interface SurveyMailSettings {
  /** Whether e-mail is set up (SMTP_URL): without it nothing is queued. */
  enabled: boolean;
  /** The public origin, for links in e-mails. */
  siteUrl: string;
  /** Staff told of a visitor's booking, move or cancellation (LEADS_NOTIFY_TO). */
  notifyTo: string[];
  onMailQueued?: () => void;
}

/** The timeline names the visitor this way when they act through their link. */
export const visitorActorName = "The customer, on their survey page";

/** Who the lead's timeline says made a survey's change. */
const leadActor = (actor: SurveyActor) =>
  actor.kind === "staff" ? actor : { id: null, name: visitorActorName };

/** A survey link stays open this long after its survey (or its request). */
const linkLifeMs = 30 * 24 * 60 * 60 * 1000;

/** The day-before reminder goes from 09:00 India time on the day before. */
export function reminderAt(slotStart: string): Date {
  return kolkataInstant(addDays(kolkataDayOf(slotStart), -1), "09:00");
}

const weeklySavedKey = "weekly_slots_saved";

type SurveyRow = Awaited<ReturnType<typeof selectSurvey>>;
function selectSurvey(db: Kysely<Database>, leadId: number) {
  return db
    .selectFrom("surveys")
    .selectAll()
    .where("lead_kind", "=", "quote")
    .where("lead_id", "=", leadId)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

const toSurvey = (row: NonNullable<SurveyRow>): Survey => ({
  id: row.id,
  leadId: row.lead_id,
  start: row.slot_start,
  end: row.slot_end,
  status: row.status as SurveyStatus,
  sequence: row.sequence,
});

class SlotTaken extends Error {}

/** A slot's last place went to someone else (a change made in the caller's transaction). */
export const isSlotTaken = (error: unknown) => error instanceof SlotTaken;

export function surveyStore(
  { db }: AppDatabase,
  mail: SurveyMailSettings,
  { now: clock = () => new Date() }: { now?: () => Date } = {},
) {
  async function settings(from: Kysely<Database> = db): Promise<SurveySettings> {
    const [weekly, daysOff, saved] = await Promise.all([
      from
        .selectFrom("survey_weekly_slots")
        .selectAll()
        .orderBy("weekday")
        .orderBy("start_time")
        .execute(),
      from.selectFrom("survey_days_off").selectAll().orderBy("day").execute(),
      from
        .selectFrom("survey_settings")
        .select("value")
        .where("name", "=", weeklySavedKey)
        .executeTakeFirst(),
    ]);
    return {
      // Until staff save their own week, the default holds.
      weekly: saved
        ? weekly.map((row) => ({
            weekday: row.weekday,
            start: row.start_time,
            end: row.end_time,
            capacity: row.capacity,
          }))
        : defaultWeeklySlots,
      daysOff: daysOff.map((row) => ({ day: row.day, reason: row.reason })),
    };
  }

  /** Surveys holding a place, per slot start, from `from` on. */
  async function bookedCounts(from: Date): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom("survey_places")
      .select(["slot_start", (eb) => eb.fn.countAll<number | string>().as("count")])
      .where("slot_start", ">=", from.toISOString())
      .groupBy("slot_start")
      .execute();
    return new Map(rows.map((row) => [row.slot_start, Number(row.count)]));
  }

  async function leadOf(trx: Kysely<Database>, leadId: number) {
    return trx
      .selectFrom("quote_requests")
      .select(["id", "name", "email", "phone", "address", "location", "language"])
      .where("id", "=", leadId)
      .executeTakeFirst();
  }

  const record = (
    trx: Kysely<Database>,
    leadId: number,
    actor: SurveyActor,
    event: LeadEvent,
    at: string,
  ) => recordLeadEvent(trx, quoteLead(leadId), leadActor(actor), event, at);

  /** A booking moves the lead to "site survey booked" unless it is further along already. */
  const markSurveyBooked = (
    trx: Kysely<Database>,
    leadId: number,
    actor: SurveyActor,
    at: string,
  ) =>
    moveLeadStatus(trx, quoteLead(leadId), { status: "survey_booked" }, leadActor(actor), at, {
      onlyFrom: ["new", "contacted"],
    });

  /** Takes the first free place of a slot, or throws SlotTaken (the transaction rolls back). */
  async function takePlace(
    trx: Transaction<Database>,
    slotStart: string,
    capacity: number,
    surveyId: number,
  ) {
    for (let place = 1; place <= capacity; place++) {
      const inserted = await trx
        .insertInto("survey_places")
        .values({ slot_start: slotStart, place, survey_id: surveyId })
        .onConflict((conflict) => conflict.columns(["slot_start", "place"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return;
    }
    throw new SlotTaken();
  }

  /** Queues the visitor's e-mail (and the staff's notice of what a visitor did). */
  /** Gives a live survey a new status (a new version for its calendar file), on its timeline. */
  async function setStatus(
    trx: Kysely<Database>,
    live: NonNullable<SurveyRow>,
    status: "cancelled" | "confirmed",
    actor: SurveyActor,
    at: Date,
  ): Promise<Survey> {
    const stamp = at.toISOString();
    const sequence = live.sequence + 1;
    await trx
      .updateTable("surveys")
      .set({ status, sequence, updated_at: stamp })
      .where("id", "=", live.id)
      .execute();
    await record(
      trx,
      live.lead_id,
      actor,
      { type: "survey", action: status, start: live.slot_start, end: live.slot_end },
      stamp,
    );
    return { ...toSurvey(live), status, sequence };
  }

  async function tell(
    trx: Kysely<Database>,
    notice: SurveyNotice,
    survey: Survey,
    actor: SurveyActor,
    at: Date,
    token: string | undefined,
  ): Promise<boolean> {
    if (!mail.enabled) return false;
    const lead = await leadOf(trx, survey.leadId);
    if (!lead) return false;
    const language = lead.language as Locale;
    const expiresAt = new Date(Math.max(Date.parse(survey.end), at.getTime()) + linkLifeMs);
    // The visitor's own link when they acted through it; else a new one for this e-mail.
    const linkToken =
      token ??
      (await createPrivateLink(trx, {
        purpose: "survey",
        subjectId: String(survey.leadId),
        expiresAt,
        now: at,
      }));
    const link = new URL(localePath(language, `/survey/${linkToken}`), mail.siteUrl).href;
    const place = [lead.address, lead.location].filter(Boolean).join(", ");
    const email = composeSurveyEmail(
      notice,
      {
        surveyId: survey.id,
        sequence: survey.sequence,
        start: survey.start,
        end: survey.end,
        name: lead.name,
        email: lead.email,
        place,
        link,
        siteUrl: mail.siteUrl,
        stamp: at,
      },
      language,
    );
    await queuePersonMail(trx, {
      to: lead.email,
      locale: language,
      mail: email,
      leadKind: "quote",
      leadId: survey.leadId,
      siteUrl: mail.siteUrl,
      now: at,
      whatsapp: composeSurveyWhatsApp(
        notice,
        { name: lead.name, start: survey.start, end: survey.end, link },
        language,
      ),
    });
    if (actor.kind === "visitor" && notice !== "reminder" && mail.notifyTo.length) {
      const staffEmail = composeSurveyStaffEmail(notice, {
        start: survey.start,
        end: survey.end,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        place,
        siteUrl: mail.siteUrl,
        leadId: survey.leadId,
        by: "the customer",
      });
      await queueMail(trx, {
        createdAt: at.toISOString(),
        leadKind: "quote",
        leadId: survey.leadId,
        to: mail.notifyTo,
        replyTo: lead.email,
        ...staffEmail,
      });
    }
    return true;
  }

  /** Runs a change in a transaction, then wakes the outbox if it queued an e-mail. */
  const salesChange = salesChanges(db, { now: clock, onMailQueued: mail.onMailQueued });
  /** A change of a survey; a slot someone else took first rolls it back, as "taken". */
  async function change(work: SalesWork<SurveyChange>): Promise<SurveyChange> {
    try {
      return await salesChange(work);
    } catch (error) {
      if (error instanceof SlotTaken) return { outcome: "taken" };
      throw error;
    }
  }

  return {
    settings: () => settings(),

    /** The slots a visitor may pick from `today` (Kolkata) at `now`. */
    async freeSlots(today: IsoDay, now: Date, days = bookingDays) {
      const [current, booked] = await Promise.all([settings(), bookedCounts(now)]);
      return freeSlots(current, booked, today, days, now);
    },

    /**
     * A service visit (issue 36) takes a place of a survey slot in the caller's transaction,
     * so one engineer is never booked twice: the place's survey_id is the ticket's id negated
     * (a survey's id is never negative). Moving the visit frees its old place first; a full
     * slot throws (isSlotTaken) and the caller's transaction rolls back.
     */
    async holdVisit(
      trx: Transaction<Database>,
      ticketId: number,
      slotStart: string,
      { today, now }: { today: IsoDay; now: Date },
    ) {
      const slot = findSlot(await settings(trx), slotStart, today, bookingDays, now);
      if (!slot) return undefined;
      await trx.deleteFrom("survey_places").where("survey_id", "=", -ticketId).execute();
      await takePlace(trx, slot.start, slot.capacity, -ticketId);
      return slot;
    },

    /** Frees a service visit's place (the ticket resolved or closed). */
    async releaseVisit(trx: Kysely<Database>, ticketId: number) {
      await trx.deleteFrom("survey_places").where("survey_id", "=", -ticketId).execute();
    },

    /** The lead's latest survey (a cancelled one included), if any. */
    async surveyOf(leadId: number): Promise<Survey | undefined> {
      const row = await selectSurvey(db, leadId);
      return row ? toSurvey(row) : undefined;
    },

    /** The quote request a survey is for, as the survey page greets it. */
    async leadOf(leadId: number) {
      return leadOf(db, leadId);
    },

    /**
     * Books the lead's survey at the slot starting `slotStart`, or moves its live survey
     * there. `token`: the visitor's link, when they act through it.
     */
    book(
      leadId: number,
      slotStart: string,
      {
        actor,
        today,
        now,
        token,
        noticeVersion,
      }: {
        actor: SurveyActor;
        today: IsoDay;
        now: Date;
        token?: string;
        /** The privacy notice the visitor saw beside the booking form (issue 23). */
        noticeVersion?: string;
      },
    ): Promise<SurveyChange> {
      return change(async (trx, at, queued) => {
        if (!(await leadOf(trx, leadId))) return { outcome: "invalid" };
        const slot = findSlot(await settings(trx), slotStart, today, bookingDays, now);
        if (!slot) return { outcome: "invalid" };
        const existing = await selectSurvey(trx, leadId);
        const live = existing && existing.status !== "cancelled" ? existing : undefined;
        if (live?.slot_start === slot.start)
          return { outcome: "unchanged", survey: toSurvey(live) };
        const stamp = at.toISOString();
        // No reminder for a survey booked after its reminder would have gone.
        const reminder = at >= reminderAt(slot.start) ? stamp : null;
        let survey: Survey;
        if (live) {
          await trx.deleteFrom("survey_places").where("survey_id", "=", live.id).execute();
          await takePlace(trx, slot.start, slot.capacity, live.id);
          // A visitor's move needs confirming again; a staff member's is as good as confirmed.
          const status = actor.kind === "staff" ? live.status : "booked";
          await trx
            .updateTable("surveys")
            .set({
              slot_start: slot.start,
              slot_end: slot.end,
              status,
              sequence: live.sequence + 1,
              reminder_queued_at: reminder,
              updated_at: stamp,
              ...(noticeVersion ? { notice_version: noticeVersion } : {}),
            })
            .where("id", "=", live.id)
            .execute();
          survey = {
            ...toSurvey(live),
            start: slot.start,
            end: slot.end,
            status: status as SurveyStatus,
            sequence: live.sequence + 1,
          };
          await record(
            trx,
            leadId,
            actor,
            {
              type: "survey",
              action: "moved",
              start: slot.start,
              end: slot.end,
              from: live.slot_start,
            },
            stamp,
          );
        } else {
          const lead = (await leadOf(trx, leadId))!;
          const row = await trx
            .insertInto("surveys")
            .values({
              lead_kind: "quote",
              lead_id: leadId,
              slot_start: slot.start,
              slot_end: slot.end,
              status: "booked",
              language: lead.language,
              reminder_queued_at: reminder,
              created_at: stamp,
              updated_at: stamp,
              notice_version: noticeVersion ?? "",
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await takePlace(trx, slot.start, slot.capacity, row.id);
          survey = toSurvey(row);
          await record(
            trx,
            leadId,
            actor,
            { type: "survey", action: "booked", start: slot.start, end: slot.end },
            stamp,
          );
          await markSurveyBooked(trx, leadId, actor, stamp);
        }
        await extendPrivateLinks(
          trx,
          "survey",
          String(leadId),
          new Date(Date.parse(slot.end) + linkLifeMs),
        );
        if (await tell(trx, live ? "moved" : "booked", survey, actor, at, token)) queued();
        return { outcome: live ? "moved" : "booked", survey };
      });
    },

    cancel(leadId: number, { actor, token }: { actor: SurveyActor; token?: string }) {
      return change(async (trx, at, queued) => {
        const live = await selectSurvey(trx, leadId);
        if (!live || live.status === "cancelled") return { outcome: "invalid" };
        await trx.deleteFrom("survey_places").where("survey_id", "=", live.id).execute();
        const survey = await setStatus(trx, live, "cancelled", actor, at);
        if (await tell(trx, "cancelled", survey, actor, at, token)) queued();
        return { outcome: "cancelled", survey };
      });
    },

    /** Whether the survey's changes are e-mailed (SMTP_URL is set). */
    sendsEmail: () => mail.enabled,

    /**
     * Whether staff marked the lead lost: its survey link then books nothing (issue 30: a link
     * booked again after staff cancelled and marked the lead lost).
     */
    async isLost(leadId: number) {
      return (await leadProgress(db, quoteLead(leadId))).status === "lost";
    },

    /**
     * Staff revoke every survey link of the lead, and free the place of its live survey (the
     * customer is not e-mailed: an e-mail would carry a new link). False: nothing to revoke.
     */
    revokeLinks(leadId: number, actor: Extract<SurveyActor, { kind: "staff" }>) {
      return salesChange(async (trx, at) => {
        const revoked = await revokePrivateLinks(trx, "survey", String(leadId), at);
        const live = await selectSurvey(trx, leadId);
        const freed = live !== undefined && live.status !== "cancelled";
        if (freed) {
          await trx.deleteFrom("survey_places").where("survey_id", "=", live.id).execute();
          await setStatus(trx, live, "cancelled", actor, at);
        }
        if (!revoked && !freed) return false;
        await record(
          trx,
          leadId,
          actor,
          { type: "survey_link", action: "revoked", freed },
          at.toISOString(),
        );
        return true;
      });
    },

    confirm(leadId: number, actor: Extract<SurveyActor, { kind: "staff" }>) {
      return change(async (trx, at, queued) => {
        const live = await selectSurvey(trx, leadId);
        if (!live || live.status === "cancelled") return { outcome: "invalid" };
        if (live.status === "confirmed") return { outcome: "unchanged", survey: toSurvey(live) };
        const survey = await setStatus(trx, live, "confirmed", actor, at);
        if (await tell(trx, "confirmed", survey, actor, at, undefined)) queued();
        return { outcome: "confirmed", survey };
      });
    },

    /** Live surveys from `fromDay` to `toDay` (Kolkata days, both included), by time. */
    async between(fromDay: IsoDay, toDay: IsoDay) {
      const rows = await db
        .selectFrom("surveys as s")
        .innerJoin("quote_requests as q", "q.id", "s.lead_id")
        .select([
          "s.id",
          "s.lead_id",
          "s.slot_start",
          "s.slot_end",
          "s.status",
          "q.name",
          "q.phone",
          "q.address",
          "q.location",
        ])
        .where("s.lead_kind", "=", "quote")
        .where("s.status", "!=", "cancelled")
        .where("s.slot_start", ">=", kolkataInstant(fromDay, "00:00").toISOString())
        .where("s.slot_start", "<", kolkataInstant(addDays(toDay, 1), "00:00").toISOString())
        .orderBy("s.slot_start")
        .orderBy("s.id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        leadId: row.lead_id,
        start: row.slot_start,
        end: row.slot_end,
        status: row.status as SurveyStatus,
        name: row.name,
        phone: row.phone,
        place: [row.address, row.location].filter(Boolean).join(", "),
      }));
    },

    /**
     * Queues the day-before reminders due at `now`. Each is claimed by a conditional UPDATE
     * (reminder_queued_at IS NULL) in the transaction that queues it, so servers sharing one
     * PostgreSQL queue it once between them. Returns how many this call queued.
     */
    async queueDueReminders(now: Date): Promise<number> {
      const soon = await db
        .selectFrom("surveys")
        .select(["id", "lead_id", "slot_start"])
        .where("status", "!=", "cancelled")
        .where("reminder_queued_at", "is", null)
        .where("slot_start", ">", now.toISOString())
        .where("slot_start", "<=", new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000).toISOString())
        .execute();
      let queuedCount = 0;
      for (const candidate of soon.filter((row) => now >= reminderAt(row.slot_start))) {
        const result = await change(async (trx, at, queued) => {
          const claimed = await trx
            .updateTable("surveys")
            .set({ reminder_queued_at: at.toISOString() })
            .where("id", "=", candidate.id)
            .where("reminder_queued_at", "is", null)
            .where("status", "!=", "cancelled")
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) return { outcome: "invalid" };
          const row = (await selectSurvey(trx, candidate.lead_id))!;
          if (await tell(trx, "reminder", toSurvey(row), { kind: "visitor" }, at, undefined))
            queued();
          return { outcome: "unchanged", survey: toSurvey(row) };
        });
        if (result.outcome !== "invalid") queuedCount++;
      }
      return queuedCount;
    },

    /** Replaces the weekly slots (staff's settings page). */
    async saveWeekly(slots: readonly WeeklySlot[]) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("survey_weekly_slots").execute();
        for (const slot of slots) {
          await trx
            .insertInto("survey_weekly_slots")
            .values({
              weekday: slot.weekday,
              start_time: slot.start,
              end_time: slot.end,
              capacity: slot.capacity,
            })
            .execute();
        }
        await trx
          .insertInto("survey_settings")
          .values({ name: weeklySavedKey, value: "yes" })
          .onConflict((conflict) => conflict.column("name").doUpdateSet({ value: "yes" }))
          .execute();
      });
    },

    async addDayOff({ day, reason }: DayOff) {
      await db
        .insertInto("survey_days_off")
        .values({ day, reason })
        .onConflict((conflict) => conflict.column("day").doUpdateSet({ reason }))
        .execute();
    },

    async removeDayOff(day: IsoDay) {
      await db.deleteFrom("survey_days_off").where("day", "=", day).execute();
    },
  };
}

export type SurveyStore = ReturnType<typeof surveyStore>;
