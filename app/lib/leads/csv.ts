import { type Lead, type LeadKind, leadFields } from "./lead-record";

// Leads as CSV that spreadsheet apps open safely, for the CLI export and the inbox's downloads.

/**
 * One spreadsheet cell. A value a spreadsheet would run as a formula (= + - @, tab or
 * carriage return first) gets a leading apostrophe; then RFC 4180 quoting.
 */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The leads as CSV: one column per field of the kinds asked for, every field. */
export function toCsv(leads: Lead[], kinds: readonly LeadKind[]): string {
  // The quote's fields are a superset of the others, in a reading order; the rest follow.
  const order: string[] = [...leadFields.quote];
  const wanted = new Set<string>(kinds.flatMap((kind) => leadFields[kind]));
  const columns = [...wanted].sort(
    (a, b) =>
      (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1),
  );
  return csvTable(columns as (keyof Lead & string)[], leads);
}

/** Any table as CSV: a header row of `columns`, then each row's cells in that order. */
export function csvTable<Row extends object>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  const lines = [
    columns.map(csvCell),
    ...rows.map((row) => columns.map((column) => csvCell(row[column]))),
  ];
  // A byte-order mark, so spreadsheet apps read names in Odia or Hindi as UTF-8.
  return `\uFEFF${lines.map((line) => line.join(",")).join("\r\n")}\r\n`;
}
