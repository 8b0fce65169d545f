import { daysBetween, type IsoDay } from "~/lib/time/kolkata-day";

// The rights a person can exercise on the rights page (DPDP Act ss. 11–14): a copy (a summary
// of their data, s. 11), a correction or an erasure (s. 12), a grievance (s. 13) and naming a
// nominee (s. 14). Rule 14 of the DPDP Rules 2025 sets the outer limit for answering at
// 90 days; these pure rules take the day as an argument and never read the clock.
export const rightsRequestKinds = [
  "copy",
  "correction",
  "erasure",
  "nominee",
  "grievance",
] as const;
export type RightsRequestKind = (typeof rightsRequestKinds)[number];

export const answerWithinDays = 90;

const dayMs = 24 * 60 * 60 * 1000;

/** The day a request received on `received` must be answered by. */
export function dueDay(received: IsoDay): IsoDay {
  return new Date(Date.parse(`${received}T00:00:00Z`) + answerWithinDays * dayMs)
    .toISOString()
    .slice(0, 10);
}

/** An open request is overdue once `today` is past its due day; a closed one never is. */
export function isOverdue(request: { dueDay: IsoDay; closedAt: string | null }, today: IsoDay) {
  return request.closedAt === null && daysBetween(request.dueDay, today) > 0;
}

/** Days left until the due day (negative: overdue by that many). */
export const daysLeft = (due: IsoDay, today: IsoDay) => daysBetween(today, due);

/** The number a person quotes: "PR-2026-000123" (the year received, the request's id). */
export function referenceNumber(id: number, received: IsoDay): string {
  return `PR-${received.slice(0, 4)}-${String(id).padStart(6, "0")}`;
}
