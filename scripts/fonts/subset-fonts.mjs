// Regenerates the font files the site serves from app/fonts/: `node scripts/fonts/subset-fonts.mjs`.
// Two Plus Jakarta Sans files, cut from @fontsource-variable/plus-jakarta-sans; from
// @fontsource/noto-sans-oriya, the Odia pages' font cut to the site's glyphs
// (odia-glyph-cut.mjs) and the five letters of the language switch's "ଓଡ଼ିଆ".
// Why (docs/decisions/009-islands.md): every byte before the largest paint counts on a slow
// line. The site's Latin text needs Latin-1, general punctuation and a few symbols, in weights
// 400-800 (font-normal to font-extrabold): 18 KB instead of 28 KB, and the rupee sign, which
// the package keeps in a separate 22 KB "latin-ext" file, as a 1 KB file of its own.
// A character outside these falls back to the next font in the stack (app.css).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { siteOdiaFont } from "./odia-glyph-cut.mjs";

const require = createRequire(import.meta.url);
const source = (subset) =>
  readFileSync(
    require.resolve(
      `@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-wght-normal.woff2`,
    ),
  );
const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
const weights = { variationAxes: { wght: { min: 400, max: 800 } }, targetFormat: "woff2" };

/** The characters of each file; app.css gives the same ranges as unicode-range. */
export const latinText = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}${range(0x2010, 0x203a)}€™−`;
export const rupeeText = "₹";

/** The language switch's label on English pages, which load no Odia font (issue 24): without
 *  these 1.5 KB a phone with no Odia font shows the only way to the Odia site as five boxes. */
export const odiaSwitchText = "ଓଡ଼ିଆ";
const odiaSource = readFileSync(
  require.resolve("@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-400-normal.woff2"),
);

const files = [
  [
    "app/fonts/plus-jakarta-sans-latin-400-800.woff2",
    await subsetFont(source("latin"), latinText, weights),
  ],
  [
    "app/fonts/plus-jakarta-sans-rupee-400-800.woff2",
    await subsetFont(source("latin-ext"), rupeeText, weights),
  ],
  // The Odia pages' font, cut to the glyphs the site's Odia words are drawn with.
  ["app/fonts/noto-sans-oriya-site.woff2", await siteOdiaFont()],
  [
    "app/fonts/noto-sans-oriya-switch.woff2",
    await subsetFont(odiaSource, odiaSwitchText, { targetFormat: "woff2" }),
  ],
];
for (const [file, data] of files) {
  writeFileSync(file, data);
  console.log(`${file}: ${(data.length / 1024).toFixed(1)} KB`);
}
