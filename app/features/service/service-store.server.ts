import type { Kysely, Transaction } from "kysely";
import { surveyCopy } from "~/content/copy/survey.server";
import type { AppDatabase, Database } from "~/lib/db/database.server";
import { readPrivateFile, storePrivateFile } from "~/lib/content-files/private-files.server";
import { intakeDocument } from "~/lib/content-files/document-intake.server";
import type { DocumentProblem } from "~/lib/content-files/document-intake.server";
import { type Locale, localePath } from "~/lib/i18n/locale";
import { type LeadActor, recordLeadEvent } from "~/lib/lead-core/lead-state.server";
import { salesChanges } from "~/lib/lead-core/sales-change.server";
import { queuePersonMail } from "~/lib/privacy/person-mail.server";
import { projectPath } from "~/lib/private-links/private-link-paths";
import { createPrivateLink } from "~/lib/private-links/private-links.server";
import type { IsoDay } from "~/lib/time/kolkata-day";
import { isWholeNumber, normaliseEmail, phoneKey } from "~/lib/person-keys";
import { slotLabel } from "~/lib/time/kolkata-words";
import { isSlotTaken, type SurveyStore } from "~/features/surveys/index.server";
import { projectCustomer } from "~/features/projects/index.server";
import { composeServiceEmail, composeServiceWhatsApp, type ServiceMoment } from "./service-emails";
import {
  dueAt,
  isOverdue,
  priorityOf,
  type ServiceProblem,
  type TicketState,
  ticketReference,
} from "./service-rules";

// Service requests after the sale (issue 36): a customer's request from their project page
// becomes a ticket, told on the lead's timeline and to the customer by e-mail (and WhatsApp
// where they agreed) in their language at each step: received, a visit booked (a place of the
// survey slots, so an engineer is never booked twice), waiting for a part, resolved.

/** A project's private page stays open this long from each e-mail that links it. */
const linkLifeMs = 2 * 365 * 24 * 60 * 60 * 1000;

export interface ServiceRequest {
  problem: ServiceProblem;
  errorCode: string;
  since: string;
  details: string;
  preferred: string;
}

export interface Ticket extends ServiceRequest {
  id: number;
  reference: string;
  projectId: number;
  priority: "urgent" | "normal";
  state: TicketState;
  dueAt: string;
  visitAt: string | null;
  visitEnd: string | null;
  resolution: string;
  parts: string;
  language: Locale;
  createdAt: string;
  updatedAt: string;
}

function toTicket(row: {
  id: number;
  project_id: number;
  problem: ServiceProblem;
  error_code: string;
  since: string;
  details: string;
  preferred: string;
  priority: "urgent" | "normal";
  state: TicketState;
  due_at: string;
  visit_at: string | null;
  visit_end: string | null;
  resolution: string;
  parts: string;
  language: string;
  created_at: string;
  updated_at: string;
}): Ticket {
  return {
    id: row.id,
    reference: ticketReference(row.id),
    projectId: row.project_id,
    problem: row.problem,
    errorCode: row.error_code,
    since: row.since,
    details: row.details,
    preferred: row.preferred,
    priority: row.priority,
    state: row.state,
    dueAt: row.due_at,
    visitAt: row.visit_at,
    visitEnd: row.visit_end,
    resolution: row.resolution,
    parts: row.parts,
    language: row.language === "or" ? "or" : "en",
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the lead's timeline says a ticket's step was. */
type TimelineAction = "requested" | "visit" | "visit-cancelled" | "parts" | "resolved" | "closed";

/**
 * The visit's calendar SEQUENCE at `at`: seconds since the ticket was made, so each change's
 * file outranks the last one's without a counter of its own (RFC 5545 asks only that it grow).
 */
const visitSequence = (ticket: Ticket, at: Date) =>
  Math.max(0, Math.floor((at.getTime() - Date.parse(ticket.createdAt)) / 1000));

/** What a step changes of a ticket. */
interface TicketChange {
  state: TicketState;
  visit_at?: string | null;
  visit_end?: string | null;
  parts?: string;
  resolution?: string;
}

export interface ServiceSettings {
  enabled: boolean;
  siteUrl: string;
  onMailQueued?: () => void;
}

export function serviceStore(
  { db }: AppDatabase,
  surveys: Pick<SurveyStore, "holdVisit" | "releaseVisit">,
  mail: ServiceSettings,
  { now: clock = () => new Date() }: { now?: () => Date } = {},
) {
  const change = salesChanges(db, { now: clock, onMailQueued: mail.onMailQueued });

  /** Tells the customer of a moment, in the ticket's language, with a fresh project link. */
  async function tell(trx: Kysely<Database>, ticket: Ticket, moment: ServiceMoment, at: Date) {
    if (!mail.enabled) return false;
    const customer = await projectCustomer(trx, ticket.projectId);
    if (!customer?.email) return false;
    const token = await createPrivateLink(trx, {
      purpose: "project",
      subjectId: String(ticket.projectId),
      expiresAt: new Date(at.getTime() + linkLifeMs),
      now: at,
    });
    const link = new URL(localePath(ticket.language, projectPath(token)), mail.siteUrl).href;
    const data = { name: customer.name, reference: ticket.reference, link };
    return queuePersonMail(trx, {
      to: customer.email,
      locale: ticket.language,
      mail: composeServiceEmail(
        moment,
        {
          ...data,
          ticketId: ticket.id,
          email: customer.email,
          siteUrl: mail.siteUrl,
          stamp: at,
          place: customer.location,
        },
        ticket.language,
      ),
      // Its WhatsApp twin, where the channel is on and they agreed to it (issue 34).
      whatsapp: composeServiceWhatsApp(moment, data, ticket.language),
      leadKind: customer.lead.kind,
      leadId: customer.lead.id,
      siteUrl: mail.siteUrl,
      now: at,
    });
  }

  async function ticketRow(trx: Kysely<Database>, id: number) {
    const row = await trx
      .selectFrom("service_tickets")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toTicket(row) : undefined;
  }

  async function record(
    trx: Kysely<Database>,
    ticket: Ticket,
    actor: LeadActor,
    action: TimelineAction,
    detail: string,
    at: Date,
  ) {
    const customer = await projectCustomer(trx, ticket.projectId);
    if (!customer) return;
    await recordLeadEvent(
      trx,
      customer.lead,
      actor,
      { type: "service", action, reference: ticket.reference, detail },
      at.toISOString(),
    );
  }

  /** Moves a ticket on, tells the timeline and (but for "closed") the customer. */
  function move(
    id: number,
    actor: LeadActor,
    next: (
      trx: Transaction<Database>,
      ticket: Ticket,
      at: Date,
    ) => Promise<
      | {
          set: TicketChange;
          moment?: ServiceMoment;
          detail: string;
          /** The timeline's word, when not the new state's (a visit cancelled). */
          action?: TimelineAction;
        }
      | "invalid"
    >,
    /** The customer's own change: only a ticket of their project. */
    ofProject?: number,
  ): Promise<"saved" | "invalid" | "taken" | "notFound"> {
    return change(async (trx, at, queued) => {
      const ticket = await ticketRow(trx, id);
      if (!ticket || (ofProject !== undefined && ticket.projectId !== ofProject)) {
        return "notFound" as const;
      }
      const step = await next(trx as Transaction<Database>, ticket, at);
      if (step === "invalid") return "invalid" as const;
      await trx
        .updateTable("service_tickets")
        .set({ ...step.set, updated_at: at.toISOString() })
        .where("id", "=", id)
        .execute();
      const action =
        step.action ??
        (
          {
            "visit-booked": "visit",
            "waiting-parts": "parts",
            resolved: "resolved",
            closed: "closed",
            new: "requested",
          } as const
        )[step.set.state];
      await record(trx, ticket, actor, action, step.detail, at);
      if (step.moment && (await tell(trx, ticket, step.moment, at))) queued();
      return "saved" as const;
    }).catch((error: unknown) => {
      if (isSlotTaken(error)) return "taken" as const;
      throw error;
    });
  }

  return {
    /** A customer's request from their project page: its ticket's reference. */
    async request(
      projectId: number,
      request: ServiceRequest,
      {
        language,
        photo,
        actor = { id: null, name: "The customer" },
      }: {
        language: Locale;
        photo?: { bytes: Uint8Array; name: string };
        /** Who asked: the customer on their page, or staff attaching a message (issue 36). */
        actor?: LeadActor;
      },
    ): Promise<{ ok: true; reference: string } | { ok: false; problem: DocumentProblem }> {
      const intake = photo ? await intakeDocument(photo.bytes, photo.name) : undefined;
      if (intake && !intake.ok) return intake;
      if (intake?.ok && !intake.contentType.startsWith("image/")) {
        return { ok: false, problem: "notADocument" };
      }
      return change(async (trx, at, queued) => {
        const priority = priorityOf(request.problem);
        const stamp = at.toISOString();
        const { id } = await trx
          .insertInto("service_tickets")
          .values({
            project_id: projectId,
            problem: request.problem,
            error_code: request.errorCode,
            since: request.since,
            details: request.details,
            preferred: request.preferred,
            priority,
            state: "new",
            due_at: dueAt(at, priority).toISOString(),
            language,
            created_at: stamp,
            updated_at: stamp,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        if (intake?.ok) {
          const fileId = await storePrivateFile(trx, intake, { by: "The customer", at });
          await trx
            .insertInto("service_ticket_photos")
            .values({ ticket_id: id, file_id: fileId, created_at: stamp })
            .execute();
        }
        const ticket = (await ticketRow(trx, id))!;
        await record(trx, ticket, actor, "requested", request.problem, at);
        if (await tell(trx, ticket, { kind: "received", problem: request.problem }, at)) queued();
        return { ok: true as const, reference: ticket.reference };
      });
    },

    /**
     * Every project with its customer's name, those whose customer has this e-mail address or
     * whole phone number first: where staff attach a message from the contact page.
     */
    async projectsFor(email: string, phone: string) {
      const rows = await db
        .selectFrom("projects")
        .leftJoin("quote_requests as q", (join) =>
          join.onRef("q.id", "=", "projects.lead_id").on("projects.lead_kind", "=", "quote"),
        )
        .leftJoin("contact_messages as c", (join) =>
          join.onRef("c.id", "=", "projects.lead_id").on("projects.lead_kind", "=", "contact"),
        )
        .select([
          "projects.id",
          "q.name as quoteName",
          "q.email as quoteEmail",
          "q.phone as quotePhone",
          "c.name as contactName",
          "c.email as contactEmail",
          "c.phone as contactPhone",
        ])
        .orderBy("projects.id", "desc")
        .execute();
      const key = phoneKey(phone);
      const projects = rows.map((row) => {
        const theirEmail = row.quoteEmail ?? row.contactEmail ?? "";
        const theirPhone = phoneKey(row.quotePhone ?? row.contactPhone ?? "");
        return {
          id: row.id,
          name: row.quoteName ?? row.contactName ?? "",
          matches:
            normaliseEmail(theirEmail) === normaliseEmail(email) ||
            (isWholeNumber(key) && theirPhone === key),
        };
      });
      return [...projects.filter((row) => row.matches), ...projects.filter((row) => !row.matches)];
    },

    /** A project's tickets, newest first (the customer's page and the project's). */
    async ofProject(projectId: number): Promise<Ticket[]> {
      const rows = await db
        .selectFrom("service_tickets")
        .selectAll()
        .where("project_id", "=", projectId)
        .orderBy("id", "desc")
        .execute();
      return rows.map(toTicket);
    },

    /** Every ticket still open, and those closed in the last 30 days, with who it is for. */
    async queue(now: Date) {
      const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString();
      const rows = await db
        .selectFrom("service_tickets")
        .selectAll()
        .where((eb) =>
          eb.or([eb("state", "not in", ["resolved", "closed"]), eb("updated_at", ">=", since)]),
        )
        .orderBy("due_at")
        .execute();
      return Promise.all(
        rows.map(async (row) => {
          const ticket = toTicket(row);
          const customer = await projectCustomer(db, ticket.projectId);
          return { ...ticket, name: customer?.name ?? "", overdue: isOverdue(ticket, now) };
        }),
      );
    },

    /** How many tickets wait past their promised time (the inbox's navigation). */
    async overdueCount(now: Date): Promise<number> {
      const { count } = await db
        .selectFrom("service_tickets")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("state", "=", "new")
        .where("due_at", "<", now.toISOString())
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async detail(id: number) {
      const ticket = await ticketRow(db, id);
      if (!ticket) return undefined;
      const [customer, photos] = await Promise.all([
        projectCustomer(db, ticket.projectId),
        db
          .selectFrom("service_ticket_photos")
          .select("file_id")
          .where("ticket_id", "=", id)
          .orderBy("created_at")
          .execute(),
      ]);
      return { ticket, customer, photos: photos.map((row) => row.file_id) };
    },

    /** A photo of this ticket; nothing for another's or a guessed id. */
    async photo(id: number, fileId: string) {
      const row = await db
        .selectFrom("service_ticket_photos")
        .select("file_id")
        .where("ticket_id", "=", id)
        .where("file_id", "=", fileId)
        .executeTakeFirst();
      return row ? readPrivateFile(db, row.file_id) : undefined;
    },

    /**
     * Books (or moves) the visit into a survey slot's place; the customer is told when, with the
     * calendar file. `ofProject`: the customer moving their own visit from their project page.
     */
    bookVisit(
      id: number,
      slotStart: string,
      actor: LeadActor,
      { today, ofProject }: { today: IsoDay; ofProject?: number },
    ) {
      return move(
        id,
        actor,
        async (trx, ticket, at) => {
          if (ticket.state === "resolved" || ticket.state === "closed") return "invalid";
          if (ofProject !== undefined && ticket.state !== "visit-booked") return "invalid";
          const slot = await surveys.holdVisit(trx, id, slotStart, { today, now: at });
          if (!slot) return "invalid";
          const when = slotLabel(
            slot.start,
            slot.end,
            ticket.language,
            surveyCopy[ticket.language],
          );
          return {
            set: { state: "visit-booked", visit_at: slot.start, visit_end: slot.end },
            moment: {
              kind: "visit",
              when,
              start: slot.start,
              end: slot.end,
              sequence: visitSequence(ticket, at),
            },
            detail: slotLabel(slot.start, slot.end, "en", surveyCopy.en),
          };
        },
        ofProject,
      );
    },

    /**
     * Cancels a booked visit (the customer from their page, or staff): its place is freed and
     * the ticket waits for a new visit, its promised time unchanged; the customer is told, with
     * the calendar file that removes the entry.
     */
    cancelVisit(id: number, actor: LeadActor, { ofProject }: { ofProject?: number } = {}) {
      return move(
        id,
        actor,
        async (trx, ticket, at) => {
          if (ticket.state !== "visit-booked" || !ticket.visitAt || !ticket.visitEnd) {
            return "invalid";
          }
          await surveys.releaseVisit(trx, id);
          const { visitAt: start, visitEnd: end } = ticket;
          return {
            set: { state: "new", visit_at: null, visit_end: null },
            moment: {
              kind: "visit-cancelled",
              when: slotLabel(start, end, ticket.language, surveyCopy[ticket.language]),
              start,
              end,
              sequence: visitSequence(ticket, at),
            },
            detail: slotLabel(start, end, "en", surveyCopy.en),
            action: "visit-cancelled",
          };
        },
        ofProject,
      );
    },

    waitForParts(id: number, parts: string, actor: LeadActor) {
      return move(id, actor, async (_trx, ticket) =>
        ticket.state === "closed"
          ? "invalid"
          : {
              set: { state: "waiting-parts", parts },
              moment: { kind: "parts", parts },
              detail: parts,
            },
      );
    },

    resolve(id: number, resolution: string, parts: string, actor: LeadActor) {
      return move(id, actor, async (trx, ticket) => {
        if (ticket.state === "closed") return "invalid";
        await surveys.releaseVisit(trx, id);
        return {
          set: { state: "resolved", resolution, parts },
          moment: { kind: "resolved", resolution },
          detail: resolution,
        };
      });
    },

    close(id: number, actor: LeadActor) {
      return move(id, actor, async (trx) => {
        await surveys.releaseVisit(trx, id);
        return { set: { state: "closed" }, detail: "" };
      });
    },
  };
}

export type ServiceStore = ReturnType<typeof serviceStore>;
