import { type Kysely, sql } from "kysely";
import type { AppDatabase, Database, DatabaseEngine } from "~/lib/db/database.server";
import { type SourceChannel, sourceChannels } from "~/lib/lead-sources/lead-source";
import { daysBetween, type IsoDay, kolkataInstant } from "~/lib/time/kolkata-day";
import { type LeadRecord, momentsOf } from "./dashboard-figures";
import { type Period, periodInstants } from "./period";

// What the dashboard reads (issue 37): a period's leads with the moments each reached, and the
// money of proposals and subsidies. Each moment is one grouped query over the period's id range
// of each kind of lead (ids grow with time, so the range bounds what is read, and the period's
// own leads are then picked out by id); indexes: the leads' created_at, and each table's lead.

type Db = Kysely<Database>;
type Kind = "contact" | "quote";

const channelOf = (text: string | null): SourceChannel =>
  sourceChannels.find((channel) => channel === text) ?? "unknown";

/** A day (YYYY-MM-DD) as the instant its Kolkata morning began: when a step "was done". */
const dayInstant = (day: string) => kolkataInstant(day, "00:00").toISOString();

const earlier = (a: string | undefined, b: string | null | undefined) =>
  !b ? a : !a || b < a ? b : a;

async function leadsOf(db: Db, kind: Kind, start: string, end: string) {
  const base =
    kind === "quote"
      ? db
          .selectFrom("quote_requests as l")
          .select(["l.id", "l.name", "l.created_at", "l.language", "l.location"])
      : db
          .selectFrom("contact_messages as l")
          .select(["l.id", "l.name", "l.created_at", "l.language", "l.name as location"]);
  return base
    .leftJoin("lead_sources as s", (join) =>
      join.on("s.lead_kind", "=", kind).onRef("s.lead_id", "=", "l.id"),
    )
    .leftJoin("lead_progress as p", (join) =>
      join.on("p.lead_kind", "=", kind).onRef("p.lead_id", "=", "l.id"),
    )
    .select(["s.channel", "s.landing_page", "s.form", "s.device", "p.status", "p.assigned_to"])
    .where("l.created_at", ">=", start)
    .where("l.created_at", "<", end)
    .orderBy("l.id")
    .execute();
}

/** The moments each lead of one kind in [first, last] reached, by id. */
async function moments(db: Db, kind: Kind, first: number, last: number, now: Date) {
  const [contacted, booked, done, proposals, steps] = await Promise.all([
    db
      .selectFrom("lead_events")
      .select(["lead_id", (eb) => eb.fn.min<string>("created_at").as("at")])
      .where("lead_kind", "=", kind)
      .where("lead_id", ">=", first)
      .where("lead_id", "<=", last)
      .where("actor_id", "is not", null)
      .groupBy("lead_id")
      .execute(),
    db
      .selectFrom("surveys")
      .select(["lead_id", (eb) => eb.fn.min<string>("created_at").as("at")])
      .where("lead_kind", "=", kind)
      .where("lead_id", ">=", first)
      .where("lead_id", "<=", last)
      .groupBy("lead_id")
      .execute(),
    db
      .selectFrom("surveys")
      .select(["lead_id", (eb) => eb.fn.min<string>("slot_end").as("at")])
      .where("lead_kind", "=", kind)
      .where("lead_id", ">=", first)
      .where("lead_id", "<=", last)
      .where("status", "!=", "cancelled")
      .where("slot_end", "<=", now.toISOString())
      .groupBy("lead_id")
      .execute(),
    db
      .selectFrom("proposals as p")
      .innerJoin("proposal_versions as v", "v.proposal_id", "p.id")
      .select([
        "p.lead_id",
        (eb) => eb.fn.min<string>("v.sent_at").as("sent"),
        (eb) => eb.fn.min<string>("v.accepted_at").as("accepted"),
      ])
      .where("p.lead_kind", "=", kind)
      .where("p.lead_id", ">=", first)
      .where("p.lead_id", "<=", last)
      .groupBy("p.lead_id")
      .execute(),
    db
      .selectFrom("projects as p")
      .innerJoin("project_steps as s", "s.project_id", "p.id")
      .select(["p.lead_id", "s.step", "s.applies", "s.done_on"])
      .where("p.lead_kind", "=", kind)
      .where("p.lead_id", ">=", first)
      .where("p.lead_id", "<=", last)
      .where("s.step", "in", [
        "installation-done",
        "commissioning",
        "central-subsidy",
        "state-subsidy",
      ])
      .execute(),
  ]);
  const reached = new Map<number, LeadRecord["reached"]>();
  const of = (id: number) => {
    let entry = reached.get(id);
    if (!entry) reached.set(id, (entry = {}));
    return entry;
  };
  for (const row of contacted) of(row.lead_id).contacted = row.at;
  for (const row of booked) of(row.lead_id).surveyBooked = row.at;
  for (const row of done) of(row.lead_id).surveyDone = row.at;
  if (kind === "quote") {
    const findings = await db
      .selectFrom("survey_findings")
      .select(["lead_id", "surveyed_on"])
      .where("lead_id", ">=", first)
      .where("lead_id", "<=", last)
      .execute();
    for (const row of findings) {
      const surveyed = row.surveyed_on ? dayInstant(row.surveyed_on) : null;
      of(row.lead_id).surveyDone = earlier(of(row.lead_id).surveyDone, surveyed);
    }
  }
  for (const row of proposals) {
    if (row.sent) of(row.lead_id).proposalSent = row.sent;
    if (row.accepted) of(row.lead_id).accepted = row.accepted;
  }
  const subsidies = new Map<number, { applies: number; done: string[] }>();
  for (const row of steps) {
    if (row.step === "installation-done" && row.done_on) {
      of(row.lead_id).installed = dayInstant(row.done_on);
    } else if (row.step === "commissioning" && row.done_on) {
      of(row.lead_id).commissioned = dayInstant(row.done_on);
    } else if (row.applies === 1) {
      const entry = subsidies.get(row.lead_id) ?? { applies: 0, done: [] };
      entry.applies++;
      if (row.done_on) entry.done.push(row.done_on);
      subsidies.set(row.lead_id, entry);
    }
  }
  // Credited: every subsidy that applies is in the bank; the day the last one came.
  for (const [id, entry] of subsidies) {
    if (entry.applies && entry.done.length === entry.applies) {
      of(id).credited = dayInstant(entry.done.sort().at(-1)!);
    }
  }
  return reached;
}

/** The period's contact messages and quote requests, each with the moments it reached. */
export async function periodLeads(db: Db, period: Period, now: Date): Promise<LeadRecord[]> {
  const { start, end } = periodInstants(period);
  const staff = new Map(
    (await db.selectFrom("staff_user").select(["id", "name"]).execute()).map((row) => [
      row.id,
      row.name,
    ]),
  );
  const ofKind = async (kind: Kind): Promise<LeadRecord[]> => {
    const rows = await leadsOf(db, kind, start.toISOString(), end.toISOString());
    if (!rows.length) return [];
    const reached = await moments(db, kind, rows[0]!.id, rows.at(-1)!.id, now);
    return rows.map((row) => ({
      kind,
      id: row.id,
      name: row.name,
      createdAt: row.created_at,
      channel: channelOf(row.channel),
      landingPage: row.landing_page ?? "",
      language: row.language,
      pinArea: kind === "quote" ? (/\b(\d{3})\d{3}\b/.exec(row.location)?.[1] ?? "") : "",
      form: row.form ?? kind,
      device: row.device ?? "",
      assignee: row.assigned_to ? (staff.get(row.assigned_to) ?? "") : "",
      status: row.status ?? "new",
      reached: reached.get(row.id) ?? {},
    }));
  };
  // The two kinds at once (PostgreSQL runs them side by side; SQLite one after the other).
  const records = (await Promise.all([ofKind("quote"), ofKind("contact")])).flat();
  return records;
}

/**
 * A value inside a JSON text column, read by the database (a proposal's figures are a few
 * kilobytes of JSON; reading only the number or the lines wanted keeps a year's worth quick).
 */
function jsonAt(engine: DatabaseEngine, column: string, path: string[]) {
  return engine === "postgres"
    ? sql<string | number | null>`(${sql.ref(column)}::json #>> ${sql.lit(`{${path.join(",")}}`)})`
    : sql<
        string | number | null
      >`json_extract(${sql.ref(column)}, ${sql.lit(`$.${path.join(".")}`)})`;
}

/** A proposal's subsidy lines as the database handed them: JSON text, or nothing. */
function readLines(value: string | number | null): { scheme: string; amount: number }[] | null {
  if (typeof value !== "string") return null;
  try {
    const lines = JSON.parse(value) as unknown;
    return Array.isArray(lines) ? (lines as { scheme: string; amount: number }[]) : null;
  } catch {
    return null;
  }
}

export const ageBuckets = ["0-30", "31-60", "61-90", "over-90"] as const;
export type AgeBucket = (typeof ageBuckets)[number];
const bucketOf = (days: number): AgeBucket =>
  days <= 30 ? "0-30" : days <= 60 ? "31-60" : days <= 90 ? "61-90" : "over-90";

export interface MoneyFigures {
  sent: { count: number; value: number };
  accepted: { count: number; value: number };
  subsidyApplied: { count: number; value: number };
  /** Subsidies applied for and not yet credited, today, by days since applying. */
  subsidyOwed: Record<AgeBucket, { count: number; value: number }>;
  /** Projects applied for whose amounts no accepted proposal states. */
  owedUnknown: number;
}

/** Proposals' value sent and accepted in the period; subsidies applied for and still owed. */
export async function moneyFigures(
  { db, engine }: AppDatabase,
  period: Period,
  today: IsoDay,
): Promise<MoneyFigures> {
  const { start, end } = periodInstants(period);
  const price = (column: string) => jsonAt(engine, column, ["figures", "price"]).as("price");
  const [sent, accepted, applied] = await Promise.all([
    db
      .selectFrom("proposal_versions")
      .select(["proposal_id", "version", price("content")])
      .where("sent_at", ">=", start.toISOString())
      .where("sent_at", "<", end.toISOString())
      .orderBy("version")
      .execute(),
    db
      .selectFrom("proposal_versions")
      .select([price("accepted_content")])
      .where("accepted_at", ">=", start.toISOString())
      .where("accepted_at", "<", end.toISOString())
      .execute(),
    db
      .selectFrom("project_steps as r")
      .innerJoin("projects as p", "p.id", "r.project_id")
      .leftJoin("proposal_versions as v", (join) =>
        join.onRef("v.proposal_id", "=", "p.proposal_id").on("v.accepted_at", "is not", null),
      )
      .select([
        "p.id",
        "r.done_on",
        jsonAt(engine, "v.accepted_content", ["figures", "subsidies", "counted"]).as("lines"),
      ])
      .where("r.step", "=", "portal-registration")
      .where("r.done_on", "is not", null)
      .execute(),
  ]);
  // A proposal sent twice in the period counts once, at its latest version.
  const latest = new Map(sent.map((row) => [row.proposal_id, Number(row.price ?? 0)]));
  const owed = Object.fromEntries(
    ageBuckets.map((bucket) => [bucket, { count: 0, value: 0 }]),
  ) as MoneyFigures["subsidyOwed"];
  const subsidySteps = await db
    .selectFrom("project_steps")
    .select(["project_id", "step", "applies", "done_on"])
    .where("step", "in", ["central-subsidy", "state-subsidy"])
    .where("applies", "=", 1)
    .execute();
  const stepsOf = new Map<number, typeof subsidySteps>();
  for (const row of subsidySteps) {
    const list = stepsOf.get(row.project_id);
    if (list) list.push(row);
    else stepsOf.set(row.project_id, [row]);
  }
  let appliedCount = 0;
  let appliedValue = 0;
  let owedUnknown = 0;
  for (const project of applied) {
    const steps = stepsOf.get(project.id) ?? [];
    const appliedOn = project.done_on!;
    const inPeriod = appliedOn >= period.from && appliedOn <= period.to;
    const waiting = steps.filter((step) => !step.done_on);
    // Only a project applied for in the period, or still owed, needs its proposal's amounts.
    if (!inPeriod && !waiting.length) continue;
    const lines = readLines(project.lines);
    const amountOf = (step: string) =>
      (lines ?? [])
        .filter((line) => (step === "central-subsidy") === line.scheme.startsWith("central"))
        .reduce((sum, line) => sum + line.amount, 0);
    if (inPeriod) {
      appliedCount++;
      appliedValue += steps.reduce((sum, step) => sum + amountOf(step.step), 0);
    }
    if (!waiting.length) continue;
    if (!lines) {
      owedUnknown++;
      continue;
    }
    const bucket = owed[bucketOf(daysBetween(appliedOn, today))];
    bucket.count++;
    bucket.value += waiting.reduce((sum, step) => sum + amountOf(step.step), 0);
  }
  return {
    sent: {
      count: latest.size,
      value: [...latest.values()].reduce((sum, value) => sum + value, 0),
    },
    accepted: {
      count: accepted.length,
      value: accepted.reduce((sum, row) => sum + Number(row.price ?? 0), 0),
    },
    subsidyApplied: { count: appliedCount, value: appliedValue },
    subsidyOwed: owed,
    owedUnknown,
  };
}

/** Next steps past their time now (every lead's). */
export async function overdueNextSteps(db: Db, now: Date): Promise<number> {
  const row = await db
    .selectFrom("lead_next_steps")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("due_at", "<", now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Leads per day of the period, for the line chart: index 0 is its first day. */
export function leadsPerDay(leads: readonly LeadRecord[], period: Period): number[] {
  const days = daysBetween(period.from, period.to) + 1;
  const first = periodInstants(period).start.getTime();
  const counts = Array.from({ length: days }, () => 0);
  for (const lead of leads) {
    const index = Math.floor((momentsOf(lead)[0]! - first) / 86_400_000);
    if (index >= 0 && index < days) counts[index]!++;
  }
  return counts;
}
