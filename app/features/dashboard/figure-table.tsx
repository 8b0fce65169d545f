import { Link } from "react-router";

// One table of the dashboard (issue 37): a row per value, its name in a row header, the
// period's figure first (a link to the leads behind it, where it has one), then the rest.

export interface FigureRow {
  key: string;
  /** A data attribute the tests and styles find the row by. */
  data: Record<string, string>;
  label: string;
  cells: { value: string | number; link?: string }[];
}

const cellClass = "px-2 py-1.5 text-right tabular-nums";

export function FigureTable({
  testId,
  corner,
  columns,
  rows,
  wide = false,
}: {
  testId: string;
  /** The first column's heading (read by screen readers only when `hidden`). */
  corner: { text: string; hidden?: boolean };
  columns: readonly string[];
  rows: readonly FigureRow[];
  /** Scrolls sideways on a phone rather than squeezing (many columns). */
  wide?: boolean;
}) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className={`w-full text-sm ${wide ? "min-w-[32rem]" : ""}`} data-testid={testId}>
        <thead>
          <tr className="border-b border-navy-100">
            <th scope="col" className="px-2 py-1.5 text-left font-semibold">
              {corner.hidden ? <span className="sr-only">{corner.text}</span> : corner.text}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1.5 text-right font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              {...Object.fromEntries(Object.entries(row.data).map(([k, v]) => [`data-${k}`, v]))}
              className="border-b border-navy-50"
            >
              <th scope="row" className="px-2 py-1.5 text-left font-normal break-words">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className={cellClass}>
                  {cell.link ? (
                    <Link
                      to={cell.link}
                      className={index === 0 ? "font-semibold underline" : "underline"}
                    >
                      {cell.value}
                    </Link>
                  ) : (
                    cell.value
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
