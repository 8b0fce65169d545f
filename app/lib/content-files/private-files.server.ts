import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/database.server";

// The storage module's private side (docs/decisions/021): a person's files (a bill, a bank
// passbook page, a certificate) in the database beside the content desk's photos, on either
// engine, so every server behind one PostgreSQL serves the same file and a backup holds them.
// Unlike a published photo, a private file has no public address: the feature that owns it
// serves it, after checking who asks. Callers store and read through these functions only (the
// registry of personal data erases them with their owner's rows), so an S3-compatible store
// can take their place.

export interface PrivateFileTables {
  private_files: {
    id: string;
    created_at: string;
    created_by: string;
    file_name: string;
    content_type: string;
    size: number;
    bytes: Uint8Array;
  };
}

export interface PrivateFile {
  id: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Stores a file checked by its bytes (the feature's intake); its new random id. */
export async function storePrivateFile(
  db: Kysely<Database>,
  file: { fileName: string; contentType: string; bytes: Uint8Array },
  { by, at }: { by: string; at: Date },
): Promise<string> {
  // 128 random bits: a guessed id finds nothing.
  const id = randomBytes(16).toString("hex");
  await db
    .insertInto("private_files")
    .values({
      id,
      created_at: at.toISOString(),
      created_by: by,
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.bytes.length,
      bytes: file.bytes,
    })
    .execute();
  return id;
}

export async function readPrivateFile(
  db: Kysely<Database>,
  id: string,
): Promise<PrivateFile | undefined> {
  if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
  const row = await db
    .selectFrom("private_files")
    .select(["id", "file_name", "content_type", "bytes"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row
    ? { id: row.id, fileName: row.file_name, contentType: row.content_type, bytes: row.bytes }
    : undefined;
}

/**
 * The headers every private file is served with: never stored by a cache, never sniffed into
 * another type, never run (a PDF's JavaScript, an SVG's script: the sandbox stops both), and
 * anything but an image downloaded rather than opened in the page.
 */
export function privateFileHeaders(file: PrivateFile): Record<string, string> {
  const inline = file.contentType.startsWith("image/");
  const name = file.fileName.replace(/[^\w.-]/g, "_");
  return {
    "Content-Type": file.contentType,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "no-referrer",
    "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${name}"`,
  };
}

/** A private file as the answer to a request that was allowed to see it. */
export const privateFileResponse = (file: PrivateFile) =>
  new Response(new Uint8Array(file.bytes), { headers: privateFileHeaders(file) });
