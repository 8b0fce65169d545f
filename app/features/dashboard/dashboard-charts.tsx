import type { BarChart, LineChart } from "./chart-geometry.server";

// The dashboard's charts drawn from the shapes the server worked out (chart-geometry): plain
// SVG, no chart script. The bars' labels and numbers are text beside each bar's SVG, readable
// at any width; the lines are an image with a name, their numbers in the tables below.

export function Bars({ chart, label }: { chart: BarChart; label: string }) {
  return (
    <figure className="mt-3" aria-label={label}>
      <ul className="grid gap-1.5">
        {chart.bars.map((bar) => (
          <li
            key={bar.label}
            className="grid grid-cols-[8rem_minmax(0,1fr)] items-center gap-2 text-sm sm:grid-cols-[14rem_minmax(0,1fr)]"
          >
            <span className="truncate text-navy-800" title={bar.label}>
              {bar.label}
            </span>
            <span className="flex items-center gap-2">
              <svg
                aria-hidden="true"
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                className="h-4 min-w-0 flex-1"
              >
                <rect width={bar.percent} height={10} rx={1} className="fill-sun-500" />
              </svg>
              <span className="w-10 shrink-0 font-semibold text-navy-900 tabular-nums">
                {bar.value}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

const lineColours = ["stroke-navy-800", "stroke-sun-500"];

export function Lines({ chart, label }: { chart: LineChart; label: string }) {
  return (
    <figure className="mt-3 max-w-md">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        className="h-auto w-full"
      >
        {chart.yTicks.map((tick) => (
          <g key={tick.label}>
            <line
              x1={32}
              x2={chart.width - 8}
              y1={tick.y}
              y2={tick.y}
              className="stroke-navy-100"
            />
            <text
              x={26}
              y={tick.y}
              dominantBaseline="middle"
              textAnchor="end"
              className="fill-navy-700 text-[12px]"
            >
              {tick.label}
            </text>
          </g>
        ))}
        {chart.lines.map((line, index) => (
          <path
            key={line.name}
            d={line.path}
            fill="none"
            strokeWidth={2}
            strokeDasharray={index ? "6 4" : undefined}
            className={lineColours[index % lineColours.length]}
          />
        ))}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-x-4 text-sm text-navy-800">
        {chart.lines.map((line, index) => (
          <span key={line.name} className="flex items-center gap-1.5">
            <svg aria-hidden="true" width="24" height="6">
              <line
                x1="0"
                x2="24"
                y1="3"
                y2="3"
                strokeWidth={2}
                strokeDasharray={index ? "6 4" : undefined}
                className={lineColours[index % lineColours.length]}
              />
            </svg>
            {line.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
