import { daysBetween, type IsoDay } from "~/lib/time/kolkata-day";
import { type ProjectStep, projectStanding } from "./project-steps";

// When a project has stalled (issue 22): rules with a limit and a written reason, read on the
// day given (the server's day in Asia/Kolkata; tests move it). A finished project never stalls.
// Portal delays and late subsidies are the scheme's most common complaint (saurenergy.com;
// rtisathi.com, in ../shared/research/planner-audit-2026-11.md), so the rules look for exactly
// those, early enough that we phone the DISCOM or the customer before the customer phones us.

export interface StallRule {
  id: "no-step" | "net-meter" | "central-subsidy" | "expected-passed";
  /** Days. */
  limit: number;
  /** Why this limit, for staff (the board shows it beside the flag). */
  reason: string;
}

export const stallRules = [
  {
    id: "no-step",
    limit: 21,
    reason:
      "No step done in 21 days. Every step of the road moves within three weeks when nobody is waiting on anyone; longer means a form, a fee or a visit is stuck.",
  },
  {
    id: "net-meter",
    limit: 45,
    reason:
      "Net-meter application made 45 days ago and no DISCOM inspection yet. The inspection and meter commonly take 15–45 days (a field estimate); past that, ask the DISCOM.",
  },
  {
    id: "central-subsidy",
    limit: 30,
    reason:
      "Commissioned 30 days ago and no central subsidy credited. Late subsidies are the scheme's most common complaint; check the application's status on the portal and the bank details.",
  },
  {
    id: "expected-passed",
    limit: 7,
    reason:
      "The current step's expected date passed a week ago. Move the date or do the step, so the customer's page says something true.",
  },
] as const satisfies readonly StallRule[];

export type StallRuleId = (typeof stallRules)[number]["id"];

export interface Stall {
  rule: StallRuleId;
  reason: string;
  /** Days since the rule's starting day (beyond its limit). */
  days: number;
}

const rule = (id: StallRuleId) => stallRules.find((candidate) => candidate.id === id)!;

export interface StallInput {
  /** The day the project opened (Kolkata). */
  openedOn: IsoDay;
  steps: readonly ProjectStep[];
}

/** Every rule a project breaks on `today`; none for a finished project. */
export function projectStalls({ openedOn, steps }: StallInput, today: IsoDay): Stall[] {
  const standing = projectStanding(steps, today);
  if (!standing.current) return [];
  const stalls: Stall[] = [];
  const step = (id: ProjectStep["id"]) => steps.find((candidate) => candidate.id === id);
  const check = (id: StallRuleId, since: IsoDay | null | undefined) => {
    if (!since) return;
    const days = daysBetween(since, today);
    const { limit, reason } = rule(id);
    if (days > limit) stalls.push({ rule: id, reason, days });
  };

  check("no-step", standing.lastDoneOn ?? openedOn);
  const netMeter = step("net-meter-application");
  const inspection = step("discom-inspection");
  if (netMeter?.doneOn && inspection?.applies && !inspection.doneOn) {
    check("net-meter", netMeter.doneOn);
  }
  const commissioning = step("commissioning");
  const subsidy = step("central-subsidy");
  if (commissioning?.doneOn && subsidy?.applies && !subsidy.doneOn) {
    check("central-subsidy", commissioning.doneOn);
  }
  check("expected-passed", standing.expectedOn);
  return stalls;
}

/** The projects that have stalled on `today`, each with the rules it breaks. @internal */
export function stalledProjects<Project extends StallInput>(
  projects: readonly Project[],
  today: IsoDay,
): { project: Project; stalls: Stall[] }[] {
  return projects
    .map((project) => ({ project, stalls: projectStalls(project, today) }))
    .filter(({ stalls }) => stalls.length > 0);
}
