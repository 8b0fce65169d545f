// The calendar day in Asia/Kolkata for an instant: the one place where the server's clock
// becomes the day the planner's dated rules are read on (docs/decisions/005). India keeps no
// daylight saving time, so Kolkata is always UTC+05:30.

/** A calendar day written YYYY-MM-DD, as every date of the planner's rules is. */
export type IsoDay = string;

const kolkataOffsetMs = (5 * 60 + 30) * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The day it is in Kolkata at `now`: "2027-03-31" until 23:59:59 IST, then "2027-04-01". */
export function todayInKolkata(now: Date): IsoDay {
  return new Date(now.getTime() + kolkataOffsetMs).toISOString().slice(0, 10);
}

/** Whole seconds from `now` until the next midnight in Kolkata (1 to 86,400). */
export function secondsToKolkataMidnight(now: Date): number {
  const intoDay = (((now.getTime() + kolkataOffsetMs) % dayMs) + dayMs) % dayMs;
  return Math.max(1, Math.ceil((dayMs - intoDay) / 1000));
}

/** "2027-03-31" is a real calendar day; "2027-02-30" and "31/03/2027" are not. */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * A day a person can mean on a business's form: a real day in this century. "0001-01-01" is a
 * real day, and reached a customer's project page as one (issue 30).
 */
export function isPlausibleDay(text: string): boolean {
  return isIsoDay(text) && text >= "2000-01-01" && text <= "2099-12-31";
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** The instant a Kolkata wall-clock time happens on a day (India keeps no summer time). */
export function kolkataInstant(day: IsoDay, time: string): Date {
  return new Date(`${day}T${time}:00+05:30`);
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: IsoDay, days: number): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: IsoDay): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * The same calendar as numbers, for figures over tens of thousands of instants (the dashboard,
 * where the day strings above cost 60 ms a view): the Kolkata day an instant falls on, counted
 * from 1 January 1970, and back.
 */
export const kolkataDayNumber = (ms: number): number => Math.floor((ms + kolkataOffsetMs) / dayMs);

/** The instant (ms) the Kolkata day numbered `day` begins. */
export const kolkataDayStart = (day: number): number => day * dayMs - kolkataOffsetMs;

/** 0 = Sunday … 6 = Saturday, of a numbered day (day 0, 1 January 1970, was a Thursday). */
export const weekdayOfNumber = (day: number): number => (((day + 4) % 7) + 7) % 7;
