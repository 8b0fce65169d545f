import { toLatinDigits } from "~/lib/digits";

// Spotting an Aadhaar number typed into free text (a note, a message), so that it can be
// flagged before it is stored or sent: the number is a person's identity, kept only where it
// must be (and masked elsewhere). The check is the one UIDAI itself uses, the
// Verhoeff checksum over all twelve digits, so that most twelve-digit numbers (order ids,
// account numbers) are not mistaken for one.

// Verhoeff's tables: d is the multiplication of the dihedral group D5, p the position
// permutation (row i is the permutation applied i times), inv each element's inverse.
const d = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const p = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/**
 * The checksum state after folding in the digits, read right to left; `offset` is the
 * position of the rightmost digit (1 when a check digit is still to be appended after it).
 */
function verhoeffState(digits: string, offset: number): number {
  let check = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    check = d[check]![p[(i + offset) % 8]![digit]!]!;
  }
  return check;
}

const asciiDigits = /^\d+$/;

/** Whether a run of ASCII digits ends in its right Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  return asciiDigits.test(digits) && verhoeffState(digits, 0) === 0;
}

/** The Verhoeff check digit that completes an Aadhaar number's first eleven digits. @internal */
export function aadhaarCheckDigit(first11: string): string {
  if (!/^\d{11}$/.test(first11)) throw new Error("An Aadhaar number's first 11 digits, please.");
  return String(inv[verhoeffState(first11, 1)]);
}

// ~/lib/digits turns Odia digits only; an Aadhaar letter or an e-mail forwarded from
// elsewhere in India may print the number in Devanagari (०–९, U+0966–U+096F).
const devanagariDigits = /[\u0966-\u096F]/g;
const devanagariZero = 0x0966;
const latinDigits = (text: string) =>
  toLatinDigits(text).replace(devanagariDigits, (digit) =>
    String(digit.charCodeAt(0) - devanagariZero),
  );

// Four, four and four digits, each gap a single space, a hyphen or nothing (as printed on the
// card, typed by hand, or pasted from a form). The first digit is 2–9: UIDAI never issues
// numbers starting 0 or 1. A number that runs on, into a digit or into another gap and a
// digit, is a longer number (a phone number, a 16-digit VID or card number), not an Aadhaar.
const aadhaarShape = /(?<!\d[ -]?)[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}(?![ -]?\d)/g;

/** Whether the text holds a number that looks like an Aadhaar number and passes its check. */
export function findAadhaarLike(text: string): boolean {
  for (const [match] of latinDigits(text).matchAll(aadhaarShape)) {
    if (verhoeffValid(match.replace(/\D/g, ""))) return true;
  }
  return false;
}
