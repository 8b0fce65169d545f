import sharp, { type Metadata, type Sharp } from "sharp";
import { maxPhotoBytes } from "./photo-limits";

// The intake of the photos staff upload at the content desk (gallery photos, blog covers, team
// photos, badges). A photo is judged by its bytes, never by its name or declared type, decoded
// under limits, and re-encoded to AVIF and WebP at the widths the pages show it at. Nothing is
// served as it was sent: re-encoding without `withMetadata`/`keepExif` drops the EXIF (a phone
// writes where the photo was taken), XMP and ICC profile, and whatever rode along in the file.

/** 48 MP (iPhone) and 50 MP (Android main cameras) photos fit; a 108 or 200 MP one does not. */
const maxPhotoPixels = 50_000_000;

export type SniffedKind = "jpeg" | "png" | "webp" | "heic" | "avif" | "gif" | "pdf" | "unknown";

export type PhotoProblem = "tooLarge" | "empty" | "heic" | "notAPhoto" | "unreadable" | "tooSmall";

export interface PhotoVariant {
  format: "avif" | "webp";
  width: number;
  height: number;
  bytes: Buffer;
}

export type PhotoIntake =
  | { ok: true; width: number; height: number; variants: PhotoVariant[] }
  | { ok: false; problem: PhotoProblem };

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const signatures = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  riff: ascii("RIFF"),
  webp: ascii("WEBP"),
  gif87: ascii("GIF87a"),
  gif89: ascii("GIF89a"),
  pdf: ascii("%PDF-"),
  ftyp: ascii("ftyp"),
};

function hasSignature(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** What the bytes are, by their magic numbers, never by a file name or a declared type. */
export function sniffKind(bytes: Uint8Array): SniffedKind {
  if (hasSignature(bytes, signatures.jpeg)) return "jpeg";
  if (hasSignature(bytes, signatures.png)) return "png";
  if (hasSignature(bytes, signatures.riff) && hasSignature(bytes, signatures.webp, 8)) {
    return "webp";
  }
  if (hasSignature(bytes, signatures.gif87) || hasSignature(bytes, signatures.gif89)) return "gif";
  if (hasSignature(bytes, signatures.pdf)) return "pdf";
  if (hasSignature(bytes, signatures.ftyp, 4)) return isoMediaKind(bytes);
  return "unknown";
}

const heifBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const avifBrands = new Set(["avif", "avis"]);

/** HEIC, AVIF, MP4 and QuickTime files all open with an ISO-BMFF `ftyp` box; its brands tell them apart. */
function isoMediaKind(bytes: Uint8Array): SniffedKind {
  const brands = ftypBrands(bytes);
  // Before HEIF: an AVIF file also lists the generic HEIF brand mif1 among its brands.
  if (brands.some((brand) => avifBrands.has(brand))) return "avif";
  if (brands.some((brand) => heifBrands.has(brand))) return "heic";
  return "unknown";
}

/** Real `ftyp` boxes are a few dozen bytes; a lying box size is read no further than this. */
const maxFtypBytes = 1024;

/** The major brand (offset 8) and the compatible brands (offset 16 to the box's end). */
function ftypBrands(bytes: Uint8Array): string[] {
  const box = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = Math.min(box.length, box.readUInt32BE(0), maxFtypBytes);
  const brands = [box.toString("latin1", 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    brands.push(box.toString("latin1", offset, offset + 4));
  }
  return brands;
}

const acceptedKinds: ReadonlySet<SniffedKind> = new Set(["jpeg", "png", "webp"]);

/**
 * widths: the widths the pages show it at (e.g. [320, 640, 960, 1280]); a photo narrower than
 * the smallest of them is refused (minWidth), as a page would show it blurred.
 */
export async function intakePhoto(
  bytes: Uint8Array,
  options: { widths: readonly number[]; maxBytes?: number; minWidth?: number },
): Promise<PhotoIntake> {
  const { widths, maxBytes = maxPhotoBytes, minWidth = Math.min(...widths) } = options;
  assertPixelWidths(widths);
  const bytesProblem = problemWithBytes(bytes, maxBytes);
  if (bytesProblem) return refused(bytesProblem);
  const header = await readHeader(bytes);
  if (!header) return refused("unreadable");
  const headerProblem = problemWithHeader(header, sniffKind(bytes), minWidth);
  if (headerProblem) return refused(headerProblem);
  const { width, height } = header.autoOrient;
  const variants = await renderVariants(bytes, variantWidths(widths, width));
  return variants ? { ok: true, width, height, variants } : refused("unreadable");
}

function refused(problem: PhotoProblem): PhotoIntake {
  return { ok: false, problem };
}

/** The widths come from the code, not the upload: a bad one is a bug, not an unreadable photo. */
function assertPixelWidths(widths: readonly number[]) {
  if (!widths.every((width) => Number.isInteger(width) && width > 0)) {
    throw new RangeError(`Photo widths must be positive whole pixels: ${widths.join(", ")}`);
  }
}

/** What the bytes alone show, before anything decodes them. */
function problemWithBytes(bytes: Uint8Array, maxBytes: number): PhotoProblem | undefined {
  if (bytes.length > maxBytes) return "tooLarge";
  if (bytes.length === 0) return "empty";
  const kind = sniffKind(bytes);
  if (kind === "heic") return "heic";
  return acceptedKinds.has(kind) ? undefined : "notAPhoto";
}

/**
 * Reads the header only, and without the pixel limit, so that a photo with too many pixels is
 * told it is too large rather than unreadable; the decoding in `renderVariant` enforces it.
 */
async function readHeader(bytes: Uint8Array): Promise<Metadata | undefined> {
  try {
    return await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
}

function problemWithHeader(
  header: Metadata,
  kind: SniffedKind,
  minWidth: number,
): PhotoProblem | undefined {
  // libvips picks its decoder from the bytes by itself; only the one the sniff accepted may read.
  if (header.format !== kind) return "notAPhoto";
  if (header.width * header.height > maxPhotoPixels) return "tooLarge";
  if (header.autoOrient.width < minWidth) return "tooSmall";
  return undefined;
}

/** The page widths the photo fills without upscaling; a photo narrower than all of them keeps its own. */
function variantWidths(pageWidths: readonly number[], photoWidth: number): number[] {
  const fitting = [...new Set(pageWidths)].filter((width) => width <= photoWidth);
  return fitting.length > 0 ? fitting.sort((a, b) => a - b) : [photoWidth];
}

async function renderVariants(
  bytes: Uint8Array,
  widths: readonly number[],
): Promise<PhotoVariant[] | undefined> {
  const variants: PhotoVariant[] = [];
  try {
    // One at a time: each decode takes memory and a core that the site's visitors need too.
    for (const width of widths) {
      variants.push(await renderVariant(bytes, width, "avif"));
      variants.push(await renderVariant(bytes, width, "webp"));
    }
  } catch {
    // A valid header over a broken body fails here, while decoding.
    return undefined;
  }
  return variants;
}

/**
 * failOn "error": phone and camera JPEGs often carry harmless libjpeg warnings (stray bytes
 * before a marker), which the default "warning" would refuse; truncation and errors still fail.
 */
const decodeOptions = { failOn: "error", limitInputPixels: maxPhotoPixels } as const;

const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 75 }),
} satisfies Record<PhotoVariant["format"], (image: Sharp) => Sharp>;

async function renderVariant(
  bytes: Uint8Array,
  width: number,
  format: PhotoVariant["format"],
): Promise<PhotoVariant> {
  const resized = sharp(bytes, decodeOptions)
    // The orientation goes into the pixels, since the EXIF that recorded it is dropped.
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toColourspace("srgb");
  const { data, info } = await encoders[format](resized).toBuffer({ resolveWithObject: true });
  return { format, width: info.width, height: info.height, bytes: data };
}
