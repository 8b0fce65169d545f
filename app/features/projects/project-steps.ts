import { type CustomerCategory, schemesFor } from "~/lib/planner-rules";
import type { IsoDay } from "~/lib/time/kolkata-day";

// The road after the sale, for a PM Surya Ghar household in Odisha, in order (issue 22; the
// steps and their sources are at the end of ../shared/research/planner-audit-2026-11.md). Ids
// are neutral; the words are in app/content/copy/{en,or}/project.ts.

export const projectStepIds = [
  /** Registration and application on pmsuryaghar.gov.in, with the application number. */
  "portal-registration",
  /** The DISCOM's technical feasibility: approved, or waived (TPCODL: up to 10 kW). */
  "discom-feasibility",
  "installation-scheduled",
  "installation-done",
  /** Installation details and a photo of the applicant with the plant, on the portal. */
  "portal-upload",
  /** Net-meter application, demand note and agreement. */
  "net-meter-application",
  /** The DISCOM's inspection and the net meter fitted (commonly 15–45 days, a field estimate). */
  "discom-inspection",
  /** The commissioning certificate, generated on the portal. */
  "commissioning",
  /** Bank details and a cancelled cheque, submitted on the portal by the customer. */
  "bank-details",
  "central-subsidy",
  "state-subsidy",
] as const;
export type ProjectStepId = (typeof projectStepIds)[number];

export const isProjectStepId = (text: string): text is ProjectStepId =>
  (projectStepIds as readonly string[]).includes(text);

/** The steps that exist only for the subsidies (the national portal's and the banks'). */
const centralSchemeSteps: readonly ProjectStepId[] = [
  "portal-registration",
  "portal-upload",
  "bank-details",
  "central-subsidy",
];

/**
 * Whether a step applies by default to a customer of `category`. The subsidy schemes are the
 * planner's (`schemesFor`), not a copy of them: a home gets the central subsidy and Odisha's
 * top-up, a housing society the central one for its common system, a business neither, so a
 * business's project has no portal, bank or subsidy steps until staff say otherwise.
 */
export function stepAppliesTo(step: ProjectStepId, category: CustomerCategory): boolean {
  const schemes = schemesFor[category];
  if (step === "state-subsidy") return schemes.includes("stateHome");
  if (centralSchemeSteps.includes(step)) {
    return schemes.includes("centralHome") || schemes.includes("centralSociety");
  }
  return true;
}

export interface ProjectStep {
  id: ProjectStepId;
  applies: boolean;
  /** When it should happen, as staff last said. */
  expectedOn: IsoDay | null;
  doneOn: IsoDay | null;
  who: string;
  reference: string;
  customerNote: string;
  staffNote: string;
}

export interface ProjectStanding {
  /** The first step that applies and is not done; null once every step is done. */
  current: ProjectStep | null;
  /** The one after it. */
  next: ProjectStep | null;
  /** When the current step is expected, if staff have said. */
  expectedOn: IsoDay | null;
  /** Its expected day has passed. */
  late: boolean;
  done: number;
  /** Steps that apply. */
  total: number;
  /** The latest day a step was done, if any. */
  lastDoneOn: IsoDay | null;
}

/** Steps in the road's order, whatever order they were stored in. */
export const inStepOrder = <Step extends { id: ProjectStepId }>(steps: readonly Step[]) =>
  [...steps].sort((a, b) => projectStepIds.indexOf(a.id) - projectStepIds.indexOf(b.id));

/** Where a project stands on `today`: what is being done now, what comes next and when. */
export function projectStanding(steps: readonly ProjectStep[], today: IsoDay): ProjectStanding {
  const applying = inStepOrder(steps).filter((step) => step.applies);
  const open = applying.filter((step) => !step.doneOn);
  const current = open[0] ?? null;
  const lastDoneOn =
    applying
      .map((step) => step.doneOn)
      .filter((day): day is IsoDay => day !== null)
      .sort()
      .at(-1) ?? null;
  return {
    current,
    next: open[1] ?? null,
    expectedOn: current?.expectedOn ?? null,
    late: Boolean(current?.expectedOn && current.expectedOn < today),
    done: applying.length - open.length,
    total: applying.length,
    lastDoneOn,
  };
}
