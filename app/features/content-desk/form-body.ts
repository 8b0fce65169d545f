// Reads a desk form back into the shape of what it edits: each field is named by its path in
// the body ("address.street.or"), so a problem the schema finds at a path is shown at the
// field of the same name. The template (what is published, or the seed's shape) says what
// each leaf is; keys in `keep` are copied from it rather than read (a photo, an id).

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export function readFormBody(
  form: FormData,
  template: Json,
  { keep = [], prefix = "" }: { keep?: readonly string[]; prefix?: string } = {},
): Json {
  if (Array.isArray(template)) return form.getAll(prefix).map(String);
  if (template !== null && typeof template === "object") {
    const body: { [key: string]: Json } = {};
    for (const [key, value] of Object.entries(template)) {
      const path = prefix ? `${prefix}.${key}` : key;
      body[key] = keep.includes(path) ? value : readFormBody(form, value, { keep, prefix: path });
    }
    return body;
  }
  // A checkbox: posted when ticked, absent when not.
  if (typeof template === "boolean") return form.has(prefix);
  const raw = String(form.get(prefix) ?? "").trim();
  if (typeof template === "number") return raw === "" ? Number.NaN : Number(raw);
  if (template === null) return raw === "" ? null : raw;
  return raw;
}

/** Every leaf's value by its path, to fill a form's fields from a body. */
export function fieldValues(body: Json, prefix = ""): Record<string, string | string[]> {
  if (Array.isArray(body)) return { [prefix]: body.map(String) };
  if (body !== null && typeof body === "object") {
    return Object.assign(
      {},
      ...Object.entries(body).map(([key, value]) =>
        fieldValues(value, prefix ? `${prefix}.${key}` : key),
      ),
    );
  }
  if (typeof body === "boolean") return body ? { [prefix]: "on" } : {};
  return { [prefix]: body === null || Number.isNaN(body) ? "" : String(body) };
}

/**
 * An address made from words (a title): its lower-case letters and digits, hyphen-joined, at
 * most `max` characters and never ending in a hyphen; "" when nothing in it is usable.
 */
export function slugOf(text: string, max: number): string {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9]/)
    .filter(Boolean);
  return words.join("-").slice(0, max).split("-").filter(Boolean).join("-");
}

export type { Json };
