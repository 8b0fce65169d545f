import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { asTrueType, drawing, siteOdiaWords, wholeOdiaFont } from "./odia-glyph-cut.mjs";

// The Odia pages draw their words in a font cut to the glyphs those words use (issue 24). A word
// new to the site may need a conjunct the cut left out, and would be drawn in broken pieces:
// this fails then, naming the words; `node scripts/fonts/subset-fonts.mjs` cuts the font again.
describe("the Odia pages' font", () => {
  test("draws every Odia word of the site exactly as the whole font does", async () => {
    const words = siteOdiaWords();
    expect(words.length).toBeGreaterThan(1000);
    const whole = await wholeOdiaFont();
    const cut = await asTrueType(readFileSync("app/fonts/noto-sans-oriya-site.woff2"));
    const expected = drawing(whole, words);
    const actual = drawing(cut, words);
    const drawnDifferently = words.filter((_, i) => actual[i] !== expected[i]);
    expect(drawnDifferently).toEqual([]);
  }, 60_000);

  test("is well under the whole font's size", () => {
    const whole = readFileSync(
      "node_modules/@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-400-normal.woff2",
    );
    const cut = readFileSync("app/fonts/noto-sans-oriya-site.woff2");
    expect(cut.length).toBeLessThan(whole.length * 0.7);
  });
});
