// Tables as CSV that spreadsheet apps open safely: the export of leads, the subscribers' list.

/**
 * One spreadsheet cell. A value a spreadsheet would run as a formula (= + - @, tab or
 * carriage return first) gets a leading apostrophe; then RFC 4180 quoting.
 */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
