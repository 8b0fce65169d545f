import type { PlanYear } from "~/lib/solar-plan";
import type { PlannerWords } from "./plan-words";

// Drawn on the server as plain SVG: no chart library reaches the browser. The same figures
// follow as a table, for screen readers and for anyone who prefers numbers.

// Small units, so its 12-unit labels read at about 11 px on a phone and 17 px at its widest.
const width = 360;
const height = 230;
const pad = { top: 12, right: 12, bottom: 36, left: 60 };
const plotWidth = width - pad.left - pad.right;
const plotHeight = height - pad.top - pad.bottom;

/** A round top for the money axis: 1, 2 or 5 times a power of ten, four steps. */
function niceSteps(max: number): number[] {
  if (max <= 0) return [0];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  const steps = [];
  for (let value = 0; value < max + step; value += step) steps.push(value);
  return steps;
}

export function SavingsChart({
  copy,
  years,
  paybackYears,
  loan,
}: {
  copy: PlannerWords["chart"];
  years: PlanYear[];
  paybackYears: number | null;
  /** Paid with a loan: money spent grows with the EMIs. */
  loan: boolean;
}) {
  const last = years[years.length - 1];
  if (!last) return null;
  const top = Math.max(...years.map((point) => Math.max(point.savedToDate, point.spentToDate)));
  const ticks = niceSteps(top);
  const yMax = ticks[ticks.length - 1] || 1;
  const x = (year: number) => pad.left + (year / last.year) * plotWidth;
  const y = (value: number) => pad.top + plotHeight - (value / yMax) * plotHeight;
  const line = (value: (point: PlanYear) => number) =>
    years.map((point) => `${x(point.year).toFixed(1)},${y(value(point)).toFixed(1)}`).join(" ");
  const description = copy.description(last.savedToDate, last.spentToDate, paybackYears);
  const tableYears = years.filter((point) => point.year % 5 === 0 || point.year === 1);

  return (
    <figure className="grid gap-4" data-testid="savings-chart">
      <figcaption>
        <h3 className="text-lg font-bold text-navy-900">{copy.heading}</h3>
        <p className="mt-1 text-sm text-navy-700">{copy.intro(loan)}</p>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="savings-chart-description"
        // The page's own font (inherited): on Odia pages it carries the Odia script.
        className="h-auto w-full max-w-lg overflow-visible"
      >
        <title id="savings-chart-description">{description}</title>
        <g className="text-navy-700" fill="currentColor" fontSize="12">
          {ticks.map((value) => (
            <g key={value}>
              <line
                x1={pad.left}
                x2={width - pad.right}
                y1={y(value)}
                y2={y(value)}
                stroke="currentColor"
                strokeOpacity={value === 0 ? 0.6 : 0.15}
              />
              <text x={pad.left - 8} y={y(value)} textAnchor="end" dominantBaseline="middle">
                {copy.moneyTick(value)}
              </text>
            </g>
          ))}
          {[0, 5, 10, 15, 20, 25]
            .filter((year) => year <= last.year)
            .map((year) => (
              <text key={year} x={x(year)} y={height - pad.bottom + 17} textAnchor="middle">
                {copy.yearTick(year)}
              </text>
            ))}
          <text x={pad.left + plotWidth / 2} y={height - 4} textAnchor="middle" fontWeight="600">
            {copy.yearAxis}
          </text>
        </g>
        {paybackYears !== null && paybackYears <= last.year ? (
          <line
            x1={x(paybackYears)}
            x2={x(paybackYears)}
            y1={pad.top}
            y2={pad.top + plotHeight}
            className="text-navy-600"
            stroke="currentColor"
            strokeDasharray="4 4"
          />
        ) : null}
        <polyline
          points={line((point) => point.spentToDate)}
          fill="none"
          className="text-sun-600"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <polyline
          points={line((point) => point.savedToDate)}
          fill="none"
          className="text-leaf-700"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <ul
        className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-navy-800"
        aria-hidden="true"
      >
        <li className="flex items-center gap-2">
          <span className="h-1 w-6 rounded-full bg-leaf-700" />
          {copy.saved}
        </li>
        <li className="flex items-center gap-2">
          <span className="h-1 w-6 rounded-full bg-sun-600" />
          {copy.spent}
        </li>
      </ul>
      <details className="rounded-lg bg-navy-50 px-4 py-3 text-sm ring-1 ring-navy-100">
        <summary className="cursor-pointer font-semibold text-navy-900">
          {copy.tableSummary}
        </summary>
        <table className="mt-3 w-full text-left tabular-nums" data-testid="savings-table">
          <caption className="sr-only">{copy.tableCaption}</caption>
          <thead>
            <tr className="text-navy-700">
              <th scope="col" className="py-1 font-semibold">
                {copy.columns.year}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {copy.columns.saved}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {copy.columns.spent}
              </th>
            </tr>
          </thead>
          <tbody>
            {tableYears.map((point) => (
              <tr key={point.year} className="border-t border-navy-100">
                <th scope="row" className="py-1 font-medium">
                  {point.year}
                </th>
                <td className="py-1 text-right">{copy.money(point.savedToDate)}</td>
                <td className="py-1 text-right">{copy.money(point.spentToDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
