import {
  addDays,
  daysBetween,
  type IsoDay,
  isPlausibleDay,
  kolkataInstant,
} from "~/lib/time/kolkata-day";

// The dashboard's period (issue 37): this month, last month, this quarter, or days the owner
// picks; and the period before it to compare with (the month, quarter or as many days before).
// Days are Kolkata's; a period runs from its first day's midnight to the midnight after its last.

export const periodKinds = ["this-month", "last-month", "this-quarter", "custom"] as const;
export type PeriodKind = (typeof periodKinds)[number];

export interface Period {
  kind: PeriodKind;
  from: IsoDay;
  /** The last day, included. */
  to: IsoDay;
}

const monthStart = (day: IsoDay) => `${day.slice(0, 7)}-01`;
function addMonths(first: IsoDay, months: number): IsoDay {
  const [year, month] = first.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}
const quarterStart = (day: IsoDay) => {
  const month = Number(day.slice(5, 7));
  return `${day.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, "0")}-01`;
};

/** The period a query asks for, on `today`; this month when it asks for nothing valid. */
export function readPeriod(query: URLSearchParams, today: IsoDay): Period {
  const kind = periodKinds.find((option) => option === query.get("period")) ?? "this-month";
  if (kind === "last-month") {
    const first = addMonths(monthStart(today), -1);
    return { kind, from: first, to: addDays(monthStart(today), -1) };
  }
  if (kind === "this-quarter") return { kind, from: quarterStart(today), to: today };
  if (kind === "custom") {
    const from = query.get("from") ?? "";
    const to = query.get("to") ?? "";
    if (isPlausibleDay(from) && isPlausibleDay(to) && from <= to && daysBetween(from, to) <= 731) {
      return { kind, from, to };
    }
  }
  return { kind: "this-month", from: monthStart(today), to: today };
}

/** The period before, of the same kind: the month, the quarter, or as many days. */
export function previousPeriod(period: Period): Period {
  if (period.kind === "this-month" || period.kind === "last-month") {
    const first = addMonths(period.from, -1);
    return { kind: "custom", from: first, to: addDays(period.from, -1) };
  }
  if (period.kind === "this-quarter") {
    return { kind: "custom", from: addMonths(period.from, -3), to: addDays(period.from, -1) };
  }
  const days = daysBetween(period.from, period.to) + 1;
  return { kind: "custom", from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** The period's instants: [start, end). */
export const periodInstants = (period: Period) => ({
  start: kolkataInstant(period.from, "00:00"),
  end: kolkataInstant(addDays(period.to, 1), "00:00"),
});

/** The query that asks for the period again (links keep it). */
export function periodQuery(period: Period): Record<string, string> {
  return period.kind === "custom"
    ? { period: "custom", from: period.from, to: period.to }
    : { period: period.kind };
}
