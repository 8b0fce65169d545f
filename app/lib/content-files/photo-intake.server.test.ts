import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { intakePhoto, type PhotoIntake, type PhotoVariant, sniffKind } from "./photo-intake.server";

const pageWidths = [320, 640, 960, 1280] as const;

function solid(width: number, height: number, background = "#e08020") {
  return sharp({ create: { width, height, channels: 3, background } });
}

function accepted(intake: PhotoIntake) {
  if (!intake.ok) throw new Error(`refused as ${intake.problem}`);
  return intake;
}

/** sharp names the AVIF it decodes "heif" with AV1 compression. */
async function decodedFormat(variant: PhotoVariant) {
  const { format, compression } = await sharp(variant.bytes).metadata();
  return format === "heif" && compression === "av1" ? "avif" : format;
}

/** An ftyp box as an iPhone or an AVIF encoder starts its file with. */
function ftypBox(major: string, ...compatible: string[]) {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(16 + 4 * compatible.length);
  return Buffer.concat([
    size,
    Buffer.from(`ftyp${major}`, "latin1"),
    Buffer.alloc(4),
    Buffer.from(compatible.join(""), "latin1"),
  ]);
}

// The IFD0 entry that points at the GPS IFD: tag 0x8825, type LONG, count 1, in either byte order.
const gpsIfdPointer = [
  Buffer.from([0x25, 0x88, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00]),
  Buffer.from([0x88, 0x25, 0x00, 0x04, 0x00, 0x00, 0x00, 0x01]),
];
const hasGpsIfdPointer = (bytes: Buffer) => gpsIfdPointer.some((entry) => bytes.includes(entry));

/** A phone photo taken in Bhubaneswar: GPS position in its EXIF, and an XMP packet. */
function jpegWithGps() {
  return solid(1600, 1200)
    .jpeg()
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Intake 1" },
      // libvips numbers the EXIF directories IFD0, IFD1, EXIF (IFD2) and GPS (IFD3).
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "20/1 17/1 46/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "85/1 49/1 27/1",
        GPSMapDatum: "WGS-84",
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .toBuffer();
}

describe("sniffKind", () => {
  it.each([
    ["jpeg", [0xff, 0xd8, 0xff, 0xe0]],
    ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]],
    ["webp", [...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBPVP8 ")]],
    ["gif", [...Buffer.from("GIF89a"), 1, 0]],
    ["pdf", [...Buffer.from("%PDF-1.7\n")]],
    ["unknown", [...Buffer.from("MZ"), 0x90, 0]],
    ["unknown", [...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WAVE")]],
    ["unknown", []],
  ] as const)("reads %s from the bytes", (kind, bytes) => {
    expect(sniffKind(Uint8Array.from(bytes))).toBe(kind);
  });

  it("tells HEIC from AVIF by the ftyp brands, though both list mif1", () => {
    expect(sniffKind(ftypBox("heic", "mif1", "heic"))).toBe("heic");
    expect(sniffKind(ftypBox("mif1", "mif1", "heic"))).toBe("heic");
    expect(sniffKind(ftypBox("avif", "avif", "mif1", "miaf"))).toBe("avif");
    expect(sniffKind(ftypBox("mif1", "avif", "mif1"))).toBe("avif");
    expect(sniffKind(ftypBox("isom", "isom", "mp42"))).toBe("unknown");
  });

  it("reads no further than the bytes when the ftyp box claims to be larger", () => {
    const box = ftypBox("isom", "mp42");
    box.writeUInt32BE(0xffffffff);
    expect(sniffKind(box)).toBe("unknown");
  });
});

describe("intakePhoto", () => {
  it("drops the GPS position, EXIF and XMP a phone wrote into the photo", async () => {
    const photo = await jpegWithGps();
    const original = await sharp(photo).metadata();
    expect(original.exif).toBeDefined();
    expect(original.xmp).toBeDefined();
    expect(hasGpsIfdPointer(photo)).toBe(true);
    expect(photo.includes("WGS-84")).toBe(true);

    const { variants } = accepted(await intakePhoto(photo, { widths: [320, 640] }));

    expect(variants).toHaveLength(4);
    for (const variant of variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.space).toBe("srgb");
      expect(variant.bytes.includes("GPS")).toBe(false);
      expect(variant.bytes.includes("WGS-84")).toBe(false);
      expect(hasGpsIfdPointer(variant.bytes)).toBe(false);
    }
  });

  it("turns a photo the way its EXIF orientation says, into the pixels", async () => {
    // Left half red, right half blue; orientation 6 means "turn 90° clockwise to view".
    const photo = await solid(1600, 1200, "#0000ff")
      .composite([
        {
          input: { create: { width: 800, height: 1200, channels: 3, background: "#ff0000" } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);

    const intake = accepted(await intakePhoto(photo, { widths: [320] }));

    expect(intake).toMatchObject({ width: 1200, height: 1600 });
    expect(intake.variants.map(({ width, height }) => [width, height])).toEqual([
      [320, 427],
      [320, 427],
    ]);
    for (const variant of intake.variants) {
      const { data, info } = await sharp(variant.bytes).raw().toBuffer({ resolveWithObject: true });
      const redAt = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 0;
      // The photo's left half is now its upper half, and no tag asks a browser to turn it again.
      expect(redAt(160, 40)).toBeGreaterThan(200);
      expect(redAt(160, 380)).toBeLessThan(50);
      expect((await sharp(variant.bytes).metadata()).orientation).toBeUndefined();
    }
  });

  it.each(["png", "webp"] as const)(
    "accepts a %s and makes AVIF and WebP at each page width it fills",
    async (format) => {
      const photo = await solid(1000, 750).toFormat(format).toBuffer();

      const intake = accepted(await intakePhoto(photo, { widths: pageWidths }));

      expect(intake).toMatchObject({ width: 1000, height: 750 });
      const rendered = await Promise.all(
        intake.variants.map(async (variant) => ({
          format: variant.format,
          decoded: await decodedFormat(variant),
          size: [variant.width, variant.height],
        })),
      );
      expect(rendered).toEqual(
        [
          [320, 240],
          [640, 480],
          [960, 720],
        ].flatMap((size) => [
          { format: "avif", decoded: "avif", size },
          { format: "webp", decoded: "webp", size },
        ]),
      );
    },
  );

  it("offers a photo narrower than every page width at its own width, never enlarged", async () => {
    const photo = await solid(500, 400).jpeg().toBuffer();

    const intake = accepted(await intakePhoto(photo, { widths: [640, 1280], minWidth: 400 }));

    expect(intake.variants.map(({ format, width, height }) => [format, width, height])).toEqual([
      ["avif", 500, 400],
      ["webp", 500, 400],
    ]);
  });

  it("refuses 30 MB before decoding a byte of it", async () => {
    const huge = Buffer.alloc(30 * 1024 * 1024, 0x5a);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);

    const started = performance.now();
    const intake = await intakePhoto(huge, { widths: pageWidths });

    // Decoded, these bytes would be "unreadable"; measured, they are too large, and at once.
    expect(intake).toEqual({ ok: false, problem: "tooLarge" });
    expect(performance.now() - started).toBeLessThan(250);
  });

  it("refuses a photo over the given maxBytes, and an empty file", async () => {
    const photo = await solid(400, 300).jpeg().toBuffer();

    expect(await intakePhoto(photo, { widths: pageWidths, maxBytes: photo.length - 1 })).toEqual({
      ok: false,
      problem: "tooLarge",
    });
    expect(await intakePhoto(new Uint8Array(0), { widths: pageWidths })).toEqual({
      ok: false,
      problem: "empty",
    });
  });

  it("refuses a photo with too many pixels, by its header, as too large", async () => {
    // A 1×1 PNG whose header claims 20000×20000 pixels (a decompression bomb).
    const bomb = await solid(1, 1).png().toBuffer();
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);

    expect(await intakePhoto(bomb, { widths: pageWidths })).toEqual({
      ok: false,
      problem: "tooLarge",
    });
  });

  it("asks for a JPEG when an iPhone sends HEIC", async () => {
    const heic = Buffer.concat([ftypBox("heic", "mif1", "heic"), randomBytes(512)]);

    expect(await intakePhoto(heic, { widths: pageWidths })).toEqual({ ok: false, problem: "heic" });
  });

  it("refuses an AVIF, though sharp could read it", async () => {
    const header = Buffer.concat([ftypBox("avif", "avif", "mif1", "miaf"), randomBytes(512)]);
    const real = await solid(400, 300).avif().toBuffer();

    for (const avif of [header, real]) {
      expect(await intakePhoto(avif, { widths: pageWidths })).toEqual({
        ok: false,
        problem: "notAPhoto",
      });
    }
  });

  it("refuses what is not a photo, whatever its name said", async () => {
    const notPhotos = [
      Buffer.concat([Buffer.from("MZ"), randomBytes(4096)]), // a Windows .exe renamed .jpg
      Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"),
      await solid(400, 300).gif().toBuffer(),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"/>'),
    ];

    for (const bytes of notPhotos) {
      expect(await intakePhoto(bytes, { widths: pageWidths })).toEqual({
        ok: false,
        problem: "notAPhoto",
      });
    }
  });

  it("calls a photo with a broken body unreadable, and lets no sharp error out", async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4096)]);
    const photo = await solid(800, 600, "#3060c0").jpeg().toBuffer();
    const truncated = photo.subarray(0, Math.floor(photo.length / 2));
    expect((await sharp(truncated).metadata()).width).toBe(800);

    for (const bytes of [garbage, truncated]) {
      expect(await intakePhoto(bytes, { widths: pageWidths })).toEqual({
        ok: false,
        problem: "unreadable",
      });
    }
  });

  it("refuses a photo narrower than minWidth once turned upright", async () => {
    const narrow = await solid(200, 150).jpeg().toBuffer();
    const sideways = await solid(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const tooSmall = { ok: false, problem: "tooSmall" };

    expect(await intakePhoto(narrow, { widths: pageWidths })).toEqual(tooSmall);
    expect(await intakePhoto(sideways, { widths: pageWidths })).toEqual(tooSmall);
    expect(await intakePhoto(narrow, { widths: pageWidths, minWidth: 200 })).toMatchObject({
      ok: true,
      width: 200,
    });
  });

  it("takes a photo as small as the smallest place the page shows it in (a badge's mark)", async () => {
    const mark = await solid(120, 120).png().toBuffer();

    expect(await intakePhoto(mark, { widths: [72, 144, 216] })).toMatchObject({
      ok: true,
      width: 120,
    });
    expect(await intakePhoto(mark, { widths: [144, 288] })).toEqual({
      ok: false,
      problem: "tooSmall",
    });
  });

  it("throws on a page width that is not whole pixels: that is a bug, not a bad photo", async () => {
    const photo = await solid(400, 300).jpeg().toBuffer();

    await expect(intakePhoto(photo, { widths: [320, 0] })).rejects.toThrow(RangeError);
  });
});
