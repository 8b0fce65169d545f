// Visitors in Odisha may type numbers in Odia digits (୦–୯, U+0B66–U+0B6F) as well as Latin
// ones. Every field that takes digits turns them into Latin digits before it is checked and
// stored, the same in the browser and on the server.

const odiaDigits = /[\u0B66-\u0B6F]/g;
const odiaZero = 0x0b66;

/** The text with each Odia digit replaced by its Latin one ("୨,୦୦୦" → "2,000"). */
export function toLatinDigits(text: string): string {
  return text.replace(odiaDigits, (digit) => String(digit.charCodeAt(0) - odiaZero));
}
