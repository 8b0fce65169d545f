import sharp from "sharp";
import { sniffKind } from "./photo-intake.server";
import { findAadhaarLike } from "~/lib/privacy/aadhaar";
import { maxDocumentBytes } from "./document-limits";

// The intake of a person's private files (issue 35): a project's documents from the customer's
// phone or staff's desk, the photos of a roof from the survey:
// judged by the bytes, never the name or the declared type; photos decoded under limits and
// re-encoded as JPEG (what the national portal and the DISCOMs take), which drops the EXIF a
// phone writes (where and when it was taken) and anything that rode along; PDFs kept as sent,
// and only ever served as a download in a sandbox (lib/content-files/private-files.server.ts).
// Nothing that looks like an Aadhaar number is stored (UIDAI's rules): in a file's name or in a
// PDF's text that is not compressed; a photo's pixels are not read (no OCR here), so staff
// check photos by eye and reject one that shows it.

export type DocumentProblem =
  "tooLarge" | "empty" | "heic" | "notADocument" | "unreadable" | "aadhaar";

export type DocumentIntake =
  | { ok: true; fileName: string; contentType: string; bytes: Buffer }
  | { ok: false; problem: DocumentProblem };

/** A bill photographed on a 50 MP phone fits; more is refused as too large. */
const maxPixels = 50_000_000;
/** Wide enough to read a bill's small print, small enough to send to the portal. */
const maxWidth = 2400;

export async function intakeDocument(bytes: Uint8Array, sentName: string): Promise<DocumentIntake> {
  if (bytes.length > maxDocumentBytes) return { ok: false, problem: "tooLarge" };
  if (bytes.length === 0) return { ok: false, problem: "empty" };
  if (findAadhaarLike(sentName)) return { ok: false, problem: "aadhaar" };
  const kind = sniffKind(bytes);
  const base = baseName(sentName);
  if (kind === "heic") return { ok: false, problem: "heic" };
  if (kind === "pdf") {
    if (findAadhaarLike(Buffer.from(bytes).toString("latin1"))) {
      return { ok: false, problem: "aadhaar" };
    }
    return {
      ok: true,
      fileName: `${base}.pdf`,
      contentType: "application/pdf",
      bytes: Buffer.from(bytes),
    };
  }
  if (kind !== "jpeg" && kind !== "png" && kind !== "webp") {
    return { ok: false, problem: "notADocument" };
  }
  try {
    const header = await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
    if (header.format !== kind) return { ok: false, problem: "notADocument" };
    if (header.width * header.height > maxPixels) return { ok: false, problem: "tooLarge" };
    const jpeg = await sharp(bytes, { failOn: "error", limitInputPixels: maxPixels })
      // The orientation goes into the pixels, since the EXIF that recorded it is dropped.
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .toColourspace("srgb")
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { ok: true, fileName: `${base}.jpg`, contentType: "image/jpeg", bytes: jpeg };
  } catch {
    return { ok: false, problem: "unreadable" };
  }
}

/** The sent name without its extension or anything a download's name should not carry. */
function baseName(name: string): string {
  const stem = name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1);
  const dot = stem.lastIndexOf(".");
  const words = (dot > 0 ? stem.slice(0, dot) : stem).split(/[^\w]+/).filter(Boolean);
  return words.join("-").slice(0, 60) || "document";
}
