import type { IsoDay } from "~/lib/time/kolkata-day";

// A service request after the sale (issue 36): what can be wrong, how soon we promise a visit
// (docs/decisions/022), and the states a ticket moves through. Ids are neutral; the words are
// in copy/{en,or}/service.ts for the customer and content/service-desk.ts for staff.

export const serviceProblems = [
  "no-power",
  "low-generation",
  "inverter-error",
  "damage",
  "cleaning",
  "other",
] as const;
export type ServiceProblem = (typeof serviceProblems)[number];

export const ticketStates = ["new", "visit-booked", "waiting-parts", "resolved", "closed"] as const;
export type TicketState = (typeof ticketStates)[number];

export type TicketPriority = "urgent" | "normal";

/** A system giving no power is urgent: the customer pays for grid power every day it waits. */
export const priorityOf = (problem: ServiceProblem): TicketPriority =>
  problem === "no-power" ? "urgent" : "normal";

/** Within how long we promise a visit: 48 hours when urgent, 7 days otherwise. */
export const visitWithinMs: Record<TicketPriority, number> = {
  urgent: 48 * 60 * 60 * 1000,
  normal: 7 * 24 * 60 * 60 * 1000,
};

export const dueAt = (openedAt: Date, priority: TicketPriority) =>
  new Date(openedAt.getTime() + visitWithinMs[priority]);

/** Still waiting for us: a visit not yet booked and the promise's time past. */
export function isOverdue(ticket: { state: TicketState; dueAt: string }, now: Date): boolean {
  return ticket.state === "new" && Date.parse(ticket.dueAt) < now.getTime();
}

/** The ticket's reference, as the customer quotes it on the phone: SR-0042. */
export const ticketReference = (id: number) => `SR-${String(id).padStart(4, "0")}`;

/** The ticket's id in a reference ("SR-0042" → 42), or null for anything else. */
export function ticketIdOf(reference: string): number | null {
  const match = /^SR-(\d{4,9})$/.exec(reference);
  return match ? Number(match[1]) : null;
}

export type WarrantyStanding =
  { state: "in"; until: IsoDay } | { state: "out"; since: IsoDay } | { state: "unknown" };

/** Whether a part is under warranty on `today`, from the dates in the equipment register. */
export function warrantyOn(
  part: { warrantyStart: string | null; warrantyEnd: string | null } | undefined,
  today: IsoDay,
): WarrantyStanding {
  if (!part?.warrantyEnd) return { state: "unknown" };
  return part.warrantyEnd >= today
    ? { state: "in", until: part.warrantyEnd as IsoDay }
    : { state: "out", since: part.warrantyEnd as IsoDay };
}

/** The timeline's words on a contact message that staff made a service request of. */
export const attachedDetail = "this message, on project";
