import { addDays, type IsoDay, kolkataInstant, weekdayOf } from "~/lib/time/kolkata-day";

// When site surveys can happen, as pure rules of the settings, the day and the instant they
// are asked on (never the clock: the server reads it once per request, in Asia/Kolkata). A
// slot is a window of one day in Kolkata time holding `capacity` surveys.

/** A weekly window: weekday 0 = Sunday … 6 = Saturday; times "HH:MM" in Asia/Kolkata. */
export interface WeeklySlot {
  weekday: number;
  start: string;
  end: string;
  capacity: number;
}

export interface DayOff {
  day: IsoDay;
  reason: string;
}

export interface SurveySettings {
  weekly: readonly WeeklySlot[];
  daysOff: readonly DayOff[];
}

export interface Slot {
  /** The instant it starts, UTC ISO 8601: the slot's identity in forms and the database. */
  start: string;
  end: string;
  /** Its day in Kolkata. */
  day: IsoDay;
  startTime: string;
  endTime: string;
  capacity: number;
}

/** How many days ahead a visitor may book, today included. */
export const bookingDays = 14;

/**
 * Until staff save their own: Monday to Saturday, two-hour slots inside 10:00–17:00, one survey
 * each (docs/decisions/010 says why the last one ends at 16:00).
 */
export const defaultWeeklySlots: readonly WeeklySlot[] = [1, 2, 3, 4, 5, 6].flatMap((weekday) =>
  [
    ["10:00", "12:00"],
    ["12:00", "14:00"],
    ["14:00", "16:00"],
  ].map(([start, end]) => ({ weekday, start: start!, end: end!, capacity: 1 })),
);

/** @internal Used by tests only (knip --production). */
export const defaultSurveySettings: SurveySettings = { weekly: defaultWeeklySlots, daysOff: [] };

/** "HH:MM", 00:00 to 23:59. */
export const isClockTime = (text: string) => /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(text);

/** The slots of one day, earliest first; none on a day off. */
export function slotsOn(settings: SurveySettings, day: IsoDay): Slot[] {
  if (settings.daysOff.some((off) => off.day === day)) return [];
  const weekday = weekdayOf(day);
  return settings.weekly
    .filter((slot) => slot.weekday === weekday && slot.capacity > 0 && slot.start < slot.end)
    .map((slot) => ({
      start: kolkataInstant(day, slot.start).toISOString(),
      end: kolkataInstant(day, slot.end).toISOString(),
      day,
      startTime: slot.start,
      endTime: slot.end,
      capacity: slot.capacity,
    }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * Every slot of `days` days from `fromDay` (that day included) that has not started at
 * `notBefore`.
 */
export function slotsBetween(
  settings: SurveySettings,
  fromDay: IsoDay,
  days: number,
  notBefore: Date,
): Slot[] {
  const slots: Slot[] = [];
  for (let offset = 0; offset < days; offset++) {
    for (const slot of slotsOn(settings, addDays(fromDay, offset))) {
      if (Date.parse(slot.start) > notBefore.getTime()) slots.push(slot);
    }
  }
  return slots;
}

/**
 * The slots a visitor can still pick: those of `days` days from `fromDay` not yet started at
 * `notBefore` and with a place left, `booked` counting the surveys each slot (by its start)
 * holds already.
 */
export function freeSlots(
  settings: SurveySettings,
  booked: ReadonlyMap<string, number>,
  fromDay: IsoDay,
  days: number,
  notBefore: Date,
): (Slot & { free: number })[] {
  return slotsBetween(settings, fromDay, days, notBefore)
    .map((slot) => ({ ...slot, free: slot.capacity - (booked.get(slot.start) ?? 0) }))
    .filter((slot) => slot.free > 0);
}

/** The bookable slot that starts at `start`, if there is one. */
export function findSlot(
  settings: SurveySettings,
  start: string,
  fromDay: IsoDay,
  days: number,
  notBefore: Date,
): Slot | undefined {
  return slotsBetween(settings, fromDay, days, notBefore).find((slot) => slot.start === start);
}

/** Slots grouped by their day, in order. */
export function slotsByDay<T extends Slot>(slots: readonly T[]): { day: IsoDay; slots: T[] }[] {
  const days: { day: IsoDay; slots: T[] }[] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last?.day === slot.day) last.slots.push(slot);
    else days.push({ day: slot.day, slots: [slot] });
  }
  return days;
}
