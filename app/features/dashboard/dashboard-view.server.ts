import { dashboardCopy as copy } from "~/content/dashboard";
import { fill } from "~/lib/i18n/fill";
import { formatDate } from "~/lib/i18n/format";
import { csvCell } from "~/lib/leads/csv";
import { formatRupees } from "~/lib/indian-number";
import { barChart, lineChart } from "./chart-geometry.server";
import { ageBuckets, leadsPerDay } from "./dashboard-data.server";
import type { DashboardLoad } from "./dashboard.server";
import {
  byDimension,
  type Dimension,
  dimensions,
  type Figure,
  figureQuery,
  firstContact,
  funnel,
} from "./dashboard-figures";
import { type Period, periodQuery } from "./period";

// The dashboard's figures in words (issue 37): the period's beside the period before's, each
// with the link to the leads behind it, the charts' shapes, and the same tables as CSV.

export const dashboardPath = "/inbox/dashboard";

/** The link to the leads behind a figure of a period. */
export const figureLink = (period: Period, figure: Figure) =>
  `${dashboardPath}/leads?${new URLSearchParams({ ...periodQuery(period), ...figureQuery(figure) })}`;

/** A dimension's value in words. */
export function valueWords(dimension: Dimension, value: string): string {
  if (dimension === "channel") return copy.channels[value as keyof typeof copy.channels] ?? value;
  if (dimension === "language") return copy.values.language[value] ?? value;
  if (dimension === "form") return copy.values.form[value] ?? value;
  if (dimension === "device") return copy.values.device[value] ?? value;
  if (dimension === "assignee") return value || copy.values.nobody;
  return value || copy.values.none;
}

const percent = (share: number | null) => (share === null ? "–" : `${Math.round(share * 100)}%`);

/** The page's view: every figure in words, with its link, and the charts' shapes. */
export function dashboardView({
  period,
  before,
  leads,
  earlier,
  money,
  overdue,
  stalled,
}: DashboardLoad) {
  const steps = funnel(leads);
  const stepsBefore = funnel(earlier);
  const contact = firstContact(leads);
  const contactBefore = firstContact(earlier);
  const tables = dimensions.map((dimension) => {
    const previous = new Map(byDimension(earlier, dimension).map((row) => [row.value, row]));
    return {
      dimension,
      heading: copy.dimensions[dimension],
      rows: byDimension(leads, dimension).map((row) => ({
        ...row,
        words: valueWords(dimension, row.value),
        before: previous.get(row.value)?.leads ?? 0,
        link: figureLink(period, { kind: "dimension", dimension, value: row.value }),
        wonLink: figureLink(period, { kind: "dimension", dimension, value: row.value, won: true }),
      })),
    };
  });
  const money$ = (figure: { count: number; value: number }) =>
    fill(copy.money.count, { count: figure.count, value: formatRupees(figure.value) });
  const hours = (value: number | null) =>
    value === null
      ? "–"
      : value < 1
        ? fill(copy.contact.minutes, { minutes: Math.round(value * 60) })
        : fill(copy.contact.hours, { hours: Math.round(value * 10) / 10 });
  return {
    period: {
      ...period,
      words: fill(copy.period.showing, {
        from: formatDate(period.from, "en"),
        to: formatDate(period.to, "en"),
        previousFrom: formatDate(before.from, "en"),
        previousTo: formatDate(before.to, "en"),
      }),
    },
    funnel: steps.map((step, index) => ({
      ...step,
      words: copy.stages[step.stage],
      before: stepsBefore[index]!.count,
      conversionWords: percent(step.conversion),
      link: figureLink(period, { kind: "stage", stage: step.stage }),
    })),
    funnelChart: barChart(
      steps.map((step) => ({ label: copy.stages[step.stage], value: step.count })),
    ),
    sourceChart: barChart(tables[0]!.rows.map((row) => ({ label: row.words, value: row.leads }))),
    perDay: lineChart([
      { name: copy.perDay.now, values: leadsPerDay(leads, period) },
      { name: copy.perDay.before, values: leadsPerDay(earlier, before) },
    ]),
    tables,
    contact: {
      median: hours(contact.medianHours),
      medianBefore: hours(contactBefore.medianHours),
      within: percent(contact.withinWorkingDay),
      withinBefore: percent(contactBefore.withinWorkingDay),
      notContacted: contact.notContacted,
      notContactedLink: figureLink(period, { kind: "not-contacted" }),
      overdue,
      stalled,
    },
    money: {
      sent: money$(money.sent),
      accepted: money$(money.accepted),
      applied: money$(money.subsidyApplied),
      owed: ageBuckets.map((bucket) => ({
        bucket,
        words: copy.money.buckets[bucket],
        figure: money$(money.subsidyOwed[bucket]),
      })),
      unknown: money.owedUnknown ? fill(copy.money.unknown, { count: money.owedUnknown }) : null,
    },
    csv: Object.fromEntries(
      ["funnel", ...dimensions].map((table) => [
        table,
        `${dashboardPath}.csv?${new URLSearchParams({ ...periodQuery(period), table })}`,
      ]),
    ),
  };
}

/** The tables as CSV: the funnel, or one dimension's. */
export function dashboardCsv(load: DashboardLoad, table: string): string | null {
  const view = dashboardView(load);
  if (table === "funnel") {
    return csvRows(
      ["stage", "leads", "period_before", "conversion", "median_days"],
      view.funnel.map((step) => [
        step.words,
        step.count,
        step.before,
        step.conversion === null ? "" : step.conversion.toFixed(3),
        step.medianDays ?? "",
      ]),
    );
  }
  const found = view.tables.find((one) => one.dimension === table);
  if (!found) return null;
  return csvRows(
    [table, "leads", "won", "period_before"],
    found.rows.map((row) => [row.words, row.leads, row.won, row.before]),
  );
}

/** Rows as CSV, made safe for spreadsheets as the leads' export is. */
function csvRows(header: string[], rows: (string | number)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
