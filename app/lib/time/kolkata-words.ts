import type { SurveyCopy } from "~/content/copy/en/survey";
import { fill } from "~/lib/i18n/fill";
import { formatDate } from "~/lib/i18n/format";
import type { Locale } from "~/lib/i18n/locale";
import { type IsoDay, todayInKolkata, weekdayOf } from "~/lib/time/kolkata-day";

// A survey's time in the visitor's words: its day and its hours in Kolkata, whatever the
// zone of the server or of the phone.

const kolkataOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** "10:00": the Kolkata wall-clock time of an instant. */
export function kolkataClock(instant: string): string {
  return new Date(Date.parse(instant) + kolkataOffsetMs).toISOString().slice(11, 16);
}

export const kolkataDayOf = (instant: string): IsoDay => todayInKolkata(new Date(instant));

/** "Monday, May 3, 2027" / "ସୋମବାର, 3 ମେ 2027". */
export function dayLabel(day: IsoDay, locale: Locale, words: SurveyCopy): string {
  return fill(words.dayLabel, {
    weekday: words.weekdays[weekdayOf(day)]!,
    date: formatDate(day, locale),
  });
}

/** "10:00 to 12:00" / "10:00ରୁ 12:00". */
export function hoursLabel(start: string, end: string, words: SurveyCopy): string {
  return fill(words.page.time, { start: kolkataClock(start), end: kolkataClock(end) });
}

/** "Monday, May 3, 2027, 10:00 to 12:00". */
export function slotLabel(start: string, end: string, locale: Locale, words: SurveyCopy): string {
  return `${dayLabel(kolkataDayOf(start), locale, words)}, ${hoursLabel(start, end, words)}`;
}
