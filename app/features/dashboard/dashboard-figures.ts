import type { SourceChannel } from "~/lib/lead-sources/lead-source";
import { kolkataDayNumber, kolkataDayStart, weekdayOfNumber } from "~/lib/time/kolkata-day";

// The business at a glance (issue 37), worked out from each lead of a period and the moments
// it reached: pure, so the page, its CSV and the owner's monthly e-mail show the same figures,
// and so does the list of the leads behind each figure (`leadsBehind`).

export const stages = [
  "lead",
  "contacted",
  "surveyBooked",
  "surveyDone",
  "proposalSent",
  "accepted",
  "installed",
  "commissioned",
  "credited",
] as const;
export type Stage = (typeof stages)[number];

/** One lead of the period, with when it reached each stage (UTC ISO instants). */
export interface LeadRecord {
  kind: "contact" | "quote";
  id: number;
  name: string;
  createdAt: string;
  channel: SourceChannel;
  landingPage: string;
  language: string;
  /** The first three digits of the PIN code given, "" without one. */
  pinArea: string;
  form: string;
  /** Phone, tablet or computer, by the browser that sent the form; "" when not recorded. */
  device: string;
  /** The salesperson it is assigned to, "" for nobody. */
  assignee: string;
  status: string;
  reached: Partial<Record<Exclude<Stage, "lead">, string>>;
}

/**
 * What every figure asks of a lead, worked out once: its moments in ms by stage (NaN where not
 * reached), the furthest stage it reached (by index in `stages`) and whether it was won. A
 * quarter and the one before are 20,000 leads, each asked by every table.
 */
interface Reading {
  times: Float64Array;
  furthest: number;
  won: boolean;
}
const readings = new WeakMap<LeadRecord, Reading>();
const acceptedIndex = stages.indexOf("accepted");

function read(lead: LeadRecord): Reading {
  let reading = readings.get(lead);
  if (!reading) {
    const times = new Float64Array(stages.length);
    let furthest = 0;
    for (let index = 0; index < stages.length; index++) {
      const stage = stages[index]!;
      const moment = stage === "lead" ? lead.createdAt : lead.reached[stage];
      times[index] = moment === undefined ? Number.NaN : Date.parse(moment);
      if (index > 0 && moment !== undefined) furthest = index;
    }
    reading = { times, furthest, won: lead.status === "won" || furthest >= acceptedIndex };
    readings.set(lead, reading);
  }
  return reading;
}

/** A lead's moments in ms by stage (NaN where not reached). */
export const momentsOf = (lead: LeadRecord): Float64Array => read(lead).times;

/** Whether a lead reached a stage: that stage or any later one (staff may skip a step). */
export function reachedStage(lead: LeadRecord, stage: Stage): boolean {
  return read(lead).furthest >= stages.indexOf(stage);
}

export const won = (lead: LeadRecord) => read(lead).won;

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const dayMs = 86_400_000;

export interface FunnelStep {
  stage: Stage;
  count: number;
  /** Of the step before, this share reached this one (null for the first or after none). */
  conversion: number | null;
  /** The median days from the step before, among leads with both dates. */
  medianDays: number | null;
}

export function funnel(leads: readonly LeadRecord[]): FunnelStep[] {
  // Each lead's furthest stage and its moments as numbers, once (a quarter is 10,000 leads).
  const depths = leads.map((lead) => read(lead).furthest);
  const times = leads.map(momentsOf);
  const counts = stages.map((_, index) => depths.filter((depth) => depth >= index).length);
  return stages.map((stage, index) => {
    const count = counts[index]!;
    if (index === 0) return { stage, count, conversion: null, medianDays: null };
    const previous = counts[index - 1]!;
    const days: number[] = [];
    for (const moments of times) {
      const gap = moments[index]! - moments[index - 1]!;
      if (!Number.isNaN(gap)) days.push(gap / dayMs);
    }
    const middle = median(days);
    return {
      stage,
      count,
      conversion: previous ? count / previous : null,
      medianDays: middle === null ? null : Math.round(middle * 10) / 10,
    };
  });
}

export const dimensions = [
  "channel",
  "landingPage",
  "language",
  "pinArea",
  "assignee",
  "form",
  "device",
] as const;
export type Dimension = (typeof dimensions)[number];

export interface DimensionRow {
  value: string;
  leads: number;
  won: number;
}

/** Leads and wins by one dimension, the most leads first. */
export function byDimension(leads: readonly LeadRecord[], dimension: Dimension): DimensionRow[] {
  const rows = new Map<string, DimensionRow>();
  for (const lead of leads) {
    const value = lead[dimension];
    const row = rows.get(value) ?? { value, leads: 0, won: 0 };
    row.leads++;
    if (won(lead)) row.won++;
    rows.set(value, row);
  }
  return [...rows.values()].sort((a, b) => b.leads - a.leads || a.value.localeCompare(b.value));
}

/**
 * The end of the next working day after `instant` in Kolkata (Monday to Saturday, the
 * company's days): a lead sent on Saturday evening is answered in time on Monday.
 */
export function nextWorkingDayEnd(instant: string | number): number {
  let day = kolkataDayNumber(typeof instant === "number" ? instant : Date.parse(instant)) + 1;
  if (weekdayOfNumber(day) === 0) day++;
  // The end of that day in Kolkata: the next day's midnight.
  return kolkataDayStart(day + 1);
}

export interface FirstContact {
  /** Median hours from the lead to its first contact, among those contacted. */
  medianHours: number | null;
  /** Of the contacted, the share contacted by the end of the next working day. */
  withinWorkingDay: number | null;
  contacted: number;
  notContacted: number;
}

export function firstContact(leads: readonly LeadRecord[]): FirstContact {
  const contacted = leads.filter((lead) => lead.reached.contacted);
  const [created, contactedAt] = [stages.indexOf("lead"), stages.indexOf("contacted")];
  const hours = contacted.map((lead) => {
    const times = momentsOf(lead);
    return (times[contactedAt]! - times[created]!) / 3_600_000;
  });
  const inTime = contacted.filter((lead) => {
    const times = momentsOf(lead);
    return times[contactedAt]! <= nextWorkingDayEnd(times[created]!);
  }).length;
  const middle = median(hours);
  return {
    medianHours: middle === null ? null : Math.round(middle * 100) / 100,
    withinWorkingDay: contacted.length ? inTime / contacted.length : null,
    contacted: contacted.length,
    notContacted: leads.length - contacted.length,
  };
}

/** A figure's leads: the list its link opens. */
export type Figure =
  | { kind: "stage"; stage: Stage }
  | { kind: "dimension"; dimension: Dimension; value: string; won?: boolean }
  | { kind: "not-contacted" };

export function leadsBehind(leads: readonly LeadRecord[], figure: Figure): LeadRecord[] {
  switch (figure.kind) {
    case "stage":
      return leads.filter((lead) => reachedStage(lead, figure.stage));
    case "dimension":
      return leads.filter(
        (lead) => lead[figure.dimension] === figure.value && (!figure.won || won(lead)),
      );
    case "not-contacted":
      return leads.filter((lead) => !lead.reached.contacted);
  }
}

/** A figure as a query string's values, and back (links to the leads behind a figure). */
export function figureQuery(figure: Figure): Record<string, string> {
  switch (figure.kind) {
    case "stage":
      return { figure: "stage", stage: figure.stage };
    case "dimension":
      return {
        figure: "dimension",
        dimension: figure.dimension,
        value: figure.value,
        ...(figure.won ? { won: "1" } : {}),
      };
    case "not-contacted":
      return { figure: "not-contacted" };
  }
}

export function readFigure(query: URLSearchParams): Figure | null {
  const kind = query.get("figure");
  if (kind === "stage") {
    const stage = stages.find((option) => option === query.get("stage"));
    return stage ? { kind, stage } : null;
  }
  if (kind === "dimension") {
    const dimension = dimensions.find((option) => option === query.get("dimension"));
    const value = query.get("value");
    return dimension && value !== null
      ? { kind, dimension, value, ...(query.get("won") === "1" ? { won: true } : {}) }
      : null;
  }
  if (kind === "not-contacted") return { kind };
  return null;
}
