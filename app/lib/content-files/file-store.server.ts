import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/database.server";
import type { Photo } from "~/lib/content/published-content";
import type { PhotoVariant } from "./photo-intake.server";

// Where uploaded files live (docs/decisions/017): in the database, on either engine, so every
// server behind one PostgreSQL serves the same files and a backup of the database is a backup
// of the site. Callers store and read through these two functions only: an S3-compatible
// store can take their place without touching them.

export async function storePhoto(
  db: Kysely<Database>,
  photo: { width: number; height: number; variants: PhotoVariant[] },
  { by, at }: { by: string; at: Date },
): Promise<Photo & { kind: "upload" }> {
  // Random and never reused: its files are cached for a year under this name.
  const fileId = randomBytes(12).toString("hex");
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("content_files")
      .values({
        id: fileId,
        created_at: at.toISOString(),
        created_by: by,
        width: photo.width,
        height: photo.height,
      })
      .execute();
    for (const variant of photo.variants) {
      await trx
        .insertInto("content_file_variants")
        .values({
          file_id: fileId,
          format: variant.format,
          width: variant.width,
          height: variant.height,
          bytes: variant.bytes,
        })
        .execute();
    }
  });
  const widths = [...new Set(photo.variants.map((variant) => variant.width))];
  return { kind: "upload", fileId, width: photo.width, height: photo.height, widths };
}

/**
 * Deletes uploaded files, with every size of them, that nothing kept by the desk names any
 * more (no entry, draft or version): what erasing a person's testimonial leaves of their photo.
 */
export async function deleteUnusedPhotos(db: Kysely<Database>, fileIds: readonly string[]) {
  for (const fileId of fileIds) {
    const pattern = `%${fileId}%`;
    const [inEntries, inVersions] = await Promise.all([
      db
        .selectFrom("content_entries")
        .select("entry_id")
        .where((eb) => eb.or([eb("published", "like", pattern), eb("draft", "like", pattern)]))
        .executeTakeFirst(),
      db
        .selectFrom("content_versions")
        .select("id")
        .where("body", "like", pattern)
        .executeTakeFirst(),
    ]);
    if (inEntries || inVersions) continue;
    await db.deleteFrom("content_file_variants").where("file_id", "=", fileId).execute();
    await db.deleteFrom("content_files").where("id", "=", fileId).execute();
  }
}

export async function readPhotoVariant(
  db: Kysely<Database>,
  fileId: string,
  width: number,
  format: "avif" | "webp",
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom("content_file_variants")
    .select("bytes")
    .where("file_id", "=", fileId)
    .where("format", "=", format)
    .where("width", "=", width)
    .executeTakeFirst();
  return row?.bytes;
}
