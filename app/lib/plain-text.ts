import * as z from "zod/mini";

// Text a person types, as every form stores it, public and staff alike (issue 30: a name with
// line breaks wrote a fake price line and a link into the "Proposal accepted" e-mail). Control
// characters are stripped, and so are the invisible marks that reorder what a reader sees
// (bidirectional embeddings, overrides and isolates). A one-line field (a name, a place, a
// subject, a reference) turns every line or paragraph break and tab into a space; a message
// keeps its line breaks, Unicode's line and paragraph separators turned into plain "\n". The joiners Odia spelling needs (U+200C, U+200D) stay.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;
const reordering = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const breaks = /[\t\r\n\u0085\u2028\u2029]+/g;

/** A one-line field's text: no controls, no reordering marks, every break a space. */
export function oneLineText(text: string): string {
  return text.replace(controlCharacters, "").replace(reordering, "").replace(breaks, " ");
}

/** A message's text: no controls, no reordering marks, Unicode's separators as "\n". */
export function multiLineText(text: string): string {
  return text
    .replace(controlCharacters, "")
    .replace(reordering, "")
    .replace(/[\u0085\u2028\u2029]/g, "\n");
}

/** zod checks that make a string field's text so, before it is trimmed and measured. */
export const oneLine = z.overwrite(oneLineText);
export const multiLine = z.overwrite(multiLineText);

/** An optional staff field of one line or several, trimmed, at most `max` characters. */
export const staffText = (max: number, { multiline = false } = {}) =>
  z._default(z.string().check(multiline ? multiLine : oneLine, z.trim(), z.maxLength(max)), "");
