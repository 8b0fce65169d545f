// Types of odia-glyph-cut.mjs, a plain script module so `node scripts/fonts/subset-fonts.mjs` runs it.
export function wholeOdiaFont(): Promise<Buffer>;
export function siteOdiaWords(root?: string): string[];
export function glyphsReached(ttf: Buffer, words: readonly string[]): Set<number>;
export function drawing(ttf: Buffer, words: readonly string[]): string[];
export function cutToGlyphs(ttf: Buffer, glyphs: Iterable<number>): Promise<Buffer>;
export function siteOdiaFont(): Promise<Buffer>;
export function asTrueType(font: Buffer): Promise<Buffer>;
