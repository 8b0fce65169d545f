// The calendar file (.ics, RFC 5545) a survey's or a service visit's e-mail carries: one VEVENT
// whose UID stays the same for the visit's life, so a calendar updates its entry on a move (SEQUENCE one higher)
// and removes it on a cancellation (METHOD:CANCEL). Times in UTC; lines end in CRLF and are
// folded at 75 octets without splitting a character.

export interface CalendarEvent {
  uid: string;
  sequence: number;
  /** UTC ISO 8601 instants. */
  start: string;
  end: string;
  /** When the file was made. */
  stamp: Date;
  title: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  cancelled: boolean;
}

/** 2027-05-03T04:30:00.000Z → 20270503T043000Z */
const utcStamp = (instant: string | Date) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Text values escape backslash, semicolon, comma and line breaks. */
const escapeText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** A quoted parameter value (a name) may hold neither quotes nor control characters. */
const paramText = (text: string) => `"${text.replace(/["\p{Cc}]/gu, "")}"`;

const encoder = new TextEncoder();

/** Splits a content line into parts of at most 75 octets, at character boundaries. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // Continuation lines begin with a space, which counts towards their 75.
    const limit = parts.length ? 74 : 75;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Suryoday Solar//Visits//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.cancelled ? "CANCEL" : "REQUEST"}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `ORGANIZER;CN=${paramText(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramText(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
