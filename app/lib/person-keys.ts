import { toLatinDigits } from "~/lib/digits";

// People's keys, normalised once for every feature: two records are the same person's when
// their e-mail addresses are the same in any case, or when their whole phone numbers are.

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * A phone number as one key, however it was typed: an Indian number's ten national digits
 * (+91, 0091 or a trunk 0 dropped: a mobile, or a landline with its STD code), any other number
 * all its digits. Two numbers are the same only when their whole keys are (issue 30: matching
 * the last few digits erased a stranger whose number ended alike).
 */
export function phoneKey(phone: string): string {
  const digits = toLatinDigits(phone).replace(/\D/g, "");
  if (digits.length === 14 && digits.startsWith("0091")) return digits.slice(4);
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/** Whether a key is a whole number (ten digits or more), so that it can name one person. */
export const isWholeNumber = (key: string) => key.length >= 10;
