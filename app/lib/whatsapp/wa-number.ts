import { isWholeNumber, phoneKey } from "~/lib/person-keys";

// A customer's phone number as WhatsApp addresses it: the country code and the number, digits
// only ("919876543210"). An Indian number's key is its ten national digits (person-keys), so
// India's code goes in front; any other whole number already carries its country's.

export function waNumber(phone: string): string | null {
  const key = phoneKey(phone);
  if (!isWholeNumber(key)) return null;
  return key.length === 10 ? `91${key}` : key;
}
