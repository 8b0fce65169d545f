// The Odia font the site serves, cut to the glyphs its own Odia text is drawn with (issue 24).
// Cutting by characters keeps every conjunct those characters can form (HarfBuzz's layout
// closure): 33 KB of the font's 39 KB. Cutting by glyphs keeps only what shaping the site's
// words really reaches, the intermediate forms of each substitution included: about 25 KB.
// `odia-font.test.ts` shapes every word again with the cut font and fails when a word is drawn
// differently (new copy with a conjunct the site never used): run `node
// scripts/fonts/subset-fonts.mjs` then. Text a visitor types is drawn in the whole font (app/odia.css).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";

const require = createRequire(import.meta.url);

/** The whole Noto Sans Oriya (regular) of the @fontsource package, as TrueType. */
export async function wholeOdiaFont() {
  const woff2 = readFileSync(
    require.resolve("@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-400-normal.woff2"),
  );
  return fontverter.convert(woff2, "truetype");
}

/** A WOFF2 file's font as TrueType, which HarfBuzz reads. */
export const asTrueType = (font) => fontverter.convert(font, "truetype");

const odiaRun = /[\u0B00-\u0B7F\u200C\u200D]+/g;

/**
 * Every run of Odia letters in the site's sources (copy, content, posts) and in the dates the
 * browser and server write in Odia (month and weekday names come from Intl, not from us).
 */
export function siteOdiaWords(root = "app") {
  const words = new Set();
  const add = (text) => {
    for (const match of text.matchAll(odiaRun)) words.add(match[0]);
  };
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|md|json)$/.test(name)) add(readFileSync(path, "utf8"));
    }
  };
  walk(root);
  for (const month of ["long", "short"]) {
    const format = new Intl.DateTimeFormat("or-IN", { month, timeZone: "UTC" });
    for (let m = 0; m < 12; m++) add(format.format(Date.UTC(2026, m, 15)));
  }
  for (const weekday of ["long", "short"]) {
    const format = new Intl.DateTimeFormat("or-IN", { weekday, timeZone: "UTC" });
    for (let d = 0; d < 7; d++) add(format.format(Date.UTC(2026, 10, 22 + d)));
  }
  return [...words].sort();
}

const fontOf = (ttf) => new hb.Font(new hb.Face(new hb.Blob(ttf)));

/** Each glyph a word passes through while shaped (each substitution's output, not just the last). */
export function glyphsReached(ttf, words) {
  const font = fontOf(ttf);
  const glyphs = new Set();
  for (const word of words) {
    const buffer = new hb.Buffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    for (const step of hb.shapeWithTrace(font, buffer, [], 0, 0)) {
      if (!step.glyphs) continue;
      for (const glyph of step.t) if (typeof glyph?.g === "number") glyphs.add(glyph.g);
    }
    for (const info of buffer.getGlyphInfos()) glyphs.add(info.codepoint);
  }
  return glyphs;
}

/** How a word is drawn: each glyph's outline and position. Equal means it looks the same. */
export function drawing(ttf, words) {
  const font = fontOf(ttf);
  return words.map((word) => {
    const buffer = new hb.Buffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    return buffer
      .getGlyphInfos()
      .map((info, i) => {
        const { xAdvance, xOffset, yOffset } = positions[i];
        return `${font.glyphToPath(info.codepoint)}@${xAdvance},${xOffset},${yOffset}`;
      })
      .join(" ");
  });
}

/** The font cut to `glyphs` (plus every Odia character's own glyph), with no layout closure. */
export async function cutToGlyphs(ttf, glyphs) {
  const {
    instance: { exports: harfbuzz },
  } = await WebAssembly.instantiate(
    readFileSync(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm")),
  );
  harfbuzz._initialize();
  const heap = () => new Uint8Array(harfbuzz.memory.buffer);
  const input = harfbuzz.hb_subset_input_create_or_fail();
  const fontBuffer = harfbuzz.malloc(ttf.byteLength);
  heap().set(new Uint8Array(ttf), fontBuffer);
  const blob = harfbuzz.hb_blob_create(fontBuffer, ttf.byteLength, 2 /* writable */, 0, 0);
  const face = harfbuzz.hb_face_create(blob, 0);
  harfbuzz.hb_blob_destroy(blob);
  // Keep every layout feature (the equivalent of --layout-features=*).
  const features = harfbuzz.hb_subset_input_set(input, 6 /* LAYOUT_FEATURE_TAG */);
  harfbuzz.hb_set_clear(features);
  harfbuzz.hb_set_invert(features);
  const noHinting = 0x1;
  const noLayoutClosure = 0x200;
  harfbuzz.hb_subset_input_set_flags(
    input,
    harfbuzz.hb_subset_input_get_flags(input) | noHinting | noLayoutClosure,
  );
  // Every character of the block keeps its own glyph (and its cmap entry, which HarfBuzz needs
  // to compose ଡ+଼ into ଡ଼), the joiners, the dandas and the dotted circle shown for a lone sign.
  const unicodes = harfbuzz.hb_subset_input_unicode_set(input);
  for (let c = 0x0b00; c <= 0x0b7f; c++) harfbuzz.hb_set_add(unicodes, c);
  for (const c of [0x20, 0xa0, 0x200c, 0x200d, 0x0964, 0x0965, 0x25cc])
    harfbuzz.hb_set_add(unicodes, c);
  const glyphSet = harfbuzz.hb_subset_input_glyph_set(input);
  for (const glyph of glyphs) harfbuzz.hb_set_add(glyphSet, glyph);
  const cut = harfbuzz.hb_subset_or_fail(face, input);
  if (!cut) throw new Error("harfbuzz could not cut the Odia font");
  const result = harfbuzz.hb_face_reference_blob(cut);
  const offset = harfbuzz.hb_blob_get_data(result, 0);
  const ttfCut = Buffer.from(heap().slice(offset, offset + harfbuzz.hb_blob_get_length(result)));
  harfbuzz.hb_blob_destroy(result);
  harfbuzz.hb_face_destroy(cut);
  harfbuzz.hb_face_destroy(face);
  harfbuzz.hb_subset_input_destroy(input);
  harfbuzz.free(fontBuffer);
  return ttfCut;
}

/** The cut the site serves, as WOFF2. */
export async function siteOdiaFont() {
  const whole = await wholeOdiaFont();
  const cut = await cutToGlyphs(whole, glyphsReached(whole, siteOdiaWords()));
  return fontverter.convert(cut, "woff2");
}
