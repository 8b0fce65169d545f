import { createHmac, timingSafeEqual } from "node:crypto";

// Meta signs every webhook call: X-Hub-Signature-256 is "sha256=" and the hex HMAC-SHA256 of
// the raw body with the app's secret (WHATSAPP_APP_SECRET). A call without it, or with another,
// is refused before anything reads it.

export const signatureOf = (body: Uint8Array | string, secret: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

export function signatureValid(
  body: Uint8Array,
  header: string | undefined,
  secret: string,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(signatureOf(body, secret));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
