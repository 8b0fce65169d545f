// Solar module serial numbers, typed or pasted by staff or scanned from the modules' barcodes,
// are recorded per project: the DISCOM's inspection and the subsidy claim list them, and a
// serial typed twice or mistyped is caught here rather than at the inspection.

// What staff or a label put between a serial's parts, which the serial itself does not have.
const serialSeparators = /[\s\-/._]/g;

/** A serial as one key, however it was typed ("ab-1234 5678" and "AB12345678" are one). */
export function serialKey(serial: string): string {
  return serial.toUpperCase().replace(serialSeparators, "");
}

// A generous range rather than one maker's format (makers differ): shorter is a fragment or a
// stray word, longer is serials run together or a pasted sentence.
const validSerialKey = /^[A-Z0-9]{6,40}$/;

export interface ParsedSerials {
  /** Each valid serial once, as first typed, in the order typed. */
  serials: string[];
  /** Valid serials typed more than once, each once, as first typed. */
  duplicates: string[];
  /** Entries that are no serial (too short, too long, or other characters), each once. */
  invalid: string[];
}

/**
 * The serials in pasted text: one per line, or separated by commas, semicolons or spaces.
 * Since a space separates, a serial typed with spaces inside arrives as several entries.
 */
export function parseSerials(text: string): ParsedSerials {
  const serials = new Map<string, string>();
  const duplicates = new Map<string, string>();
  const invalid = new Set<string>();
  for (const entry of text.split(/[\s,;]+/)) {
    if (!entry) continue;
    const key = serialKey(entry);
    if (!validSerialKey.test(key)) invalid.add(entry);
    else if (!serials.has(key)) serials.set(key, entry);
    else if (!duplicates.has(key)) duplicates.set(key, serials.get(key)!);
  }
  return {
    serials: [...serials.values()],
    duplicates: [...duplicates.values()],
    invalid: [...invalid],
  };
}
