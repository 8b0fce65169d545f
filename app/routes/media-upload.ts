import type { Route } from "./+types/media-upload";
import { cacheControl } from "~/lib/cache-control";
import { readPhotoVariant } from "~/lib/content-files/file-store.server";

// A photo uploaded through the content desk (issue 32), at one width and format:
// /media/uploads/<file>/<width>.<avif|webp>. The file's id is random and never reused, so it
// is cached for a year; its bytes were re-encoded on the way in (no EXIF, no GPS).

const variantPattern = /^(\d{2,4})\.(avif|webp)$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  const variant = variantPattern.exec(params.variant);
  const database = context.database;
  if (!variant || !/^[a-z0-9]{16,64}$/.test(params.file) || !database) {
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const [, width, format] = variant as unknown as [string, string, "avif" | "webp"];
  const bytes = await readPhotoVariant(database.db, params.file, Number(width), format);
  if (!bytes) {
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": `image/${format}`,
      "Cache-Control": cacheControl.hashedAsset,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
