import type { Kysely, Selectable } from "kysely";
import { salesChanges } from "~/lib/lead-core/sales-change.server";
import type { DistributiveOmit, LeadEvent } from "~/lib/lead-core/lead-events";
import { recordLeadEvent } from "~/lib/lead-core/lead-state.server";
import type { AppDatabase, Database } from "~/lib/db/database.server";
import { type Locale, localePath } from "~/lib/i18n/locale";
import { type IsoDay, todayInKolkata } from "~/lib/time/kolkata-day";
import { queuePersonMail } from "~/lib/privacy/person-mail.server";
import { type CustomerCategory, customerCategories } from "~/lib/planner-rules";
import { projectPath } from "~/lib/private-links/private-link-paths";
import {
  createPrivateLink,
  extendPrivateLinks,
  revokePrivateLinks,
} from "~/lib/private-links/private-links.server";
import {
  composeProjectLinkEmail,
  composeStepDoneEmail,
  composeStepDoneWhatsApp,
} from "./project-emails";
import { projectStalls, type Stall } from "./project-stall";
import {
  inStepOrder,
  isProjectStepId,
  type ProjectStanding,
  type ProjectStep,
  type ProjectStepId,
  projectStanding,
  projectStepIds,
  stepAppliesTo,
} from "./project-steps";

// Each customer's project after the sale (issue 22, docs/decisions/012): opened once per lead
// (when a proposal is accepted, or by staff on a won lead), its eleven steps kept by staff,
// each change written into the lead's timeline, a step marked done telling the customer by
// e-mail through the outbox in the same transaction (unless staff untick it), and the private
// links to the customer's page.

export type ProjectLeadKind = "contact" | "quote";

/** Who changed a project: a staff member, or the site itself (a proposal accepted). */
export interface ProjectActor {
  id: string | null;
  name: string;
}

export interface Project {
  id: number;
  leadKind: ProjectLeadKind;
  leadId: number;
  proposalId: number | null;
  category: CustomerCategory;
  openedAt: string;
  updatedAt: string;
}

export interface ProjectMailSettings {
  /** Whether e-mail is set up (SMTP_URL): without it nothing is queued. */
  enabled: boolean;
  /** The public origin, for links in e-mails. */
  siteUrl: string;
  onMailQueued?: () => void;
}

/**
 * A project link stays open two years after it is made or after the latest step done: a solar
 * system's road from the portal to the state top-up can take a year, and the customer keeps
 * the e-mails for longer. Staff revoke links on the project's page.
 */
export const projectLinkLifeMs = 2 * 365 * 24 * 60 * 60 * 1000;

type ProjectRow = Selectable<Database["projects"]>;

const toProject = (row: {
  id: number;
  lead_kind: string;
  lead_id: number;
  proposal_id: number | null;
  category: string;
  opened_at: string;
  updated_at: string;
}): Project => ({
  id: row.id,
  leadKind: row.lead_kind as ProjectLeadKind,
  leadId: row.lead_id,
  proposalId: row.proposal_id,
  category: row.category as CustomerCategory,
  openedAt: row.opened_at,
  updatedAt: row.updated_at,
});

type StepRow = {
  step: string;
  applies: number;
  expected_on: string | null;
  done_on: string | null;
  who: string;
  reference: string;
  customer_note: string;
  staff_note: string;
};

const toStep = (row: StepRow): ProjectStep | null =>
  isProjectStepId(row.step)
    ? {
        id: row.step,
        applies: row.applies === 1,
        expectedOn: row.expected_on,
        doneOn: row.done_on,
        who: row.who,
        reference: row.reference,
        customerNote: row.customer_note,
        staffNote: row.staff_note,
      }
    : null;

/** Steps grouped by their project. */
function stepsByProject(
  rows: readonly (StepRow & { project_id: number })[],
): Map<number, ProjectStep[]> {
  const byProject = new Map<number, ProjectStep[]>();
  for (const row of rows) {
    const step = toStep(row);
    if (!step) continue;
    const list = byProject.get(row.project_id);
    if (list) list.push(step);
    else byProject.set(row.project_id, [step]);
  }
  return byProject;
}

/** The lead a project belongs to, as its page and e-mails name it. */
export async function projectLeadOf(db: Kysely<Database>, kind: ProjectLeadKind, id: number) {
  if (kind === "quote") {
    const row = await db
      .selectFrom("quote_requests")
      .select(["name", "email", "phone", "location", "language", "plan_category"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row && { ...row, language: row.language as Locale, category: row.plan_category };
  }
  const row = await db
    .selectFrom("contact_messages")
    .select(["name", "email", "phone", "language"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...row, language: row.language as Locale, location: "", category: null };
}

/** A project's customer: its lead's name, address and language, and the lead itself. */
export async function projectCustomer(db: Kysely<Database>, projectId: number) {
  const project = await db
    .selectFrom("projects")
    .select(["lead_kind", "lead_id"])
    .where("id", "=", projectId)
    .executeTakeFirst();
  if (!project) return undefined;
  const kind: ProjectLeadKind = project.lead_kind === "quote" ? "quote" : "contact";
  const lead = await projectLeadOf(db, kind, project.lead_id);
  return (
    lead && {
      ...lead,
      lead: { kind, id: project.lead_id } as { kind: ProjectLeadKind; id: number },
    }
  );
}

function record(
  db: Kysely<Database>,
  project: { lead_kind: string; lead_id: number },
  actor: ProjectActor,
  event: DistributiveOmit<Extract<LeadEvent, { type: "project" }>, "type">,
  at: string,
) {
  return recordLeadEvent(
    db,
    { kind: project.lead_kind, id: project.lead_id },
    actor,
    { type: "project", ...event },
    at,
  );
}

/** Runs `work` in a transaction, or in the one `db` already is. */
function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Opens the lead's project, or returns the one it has: one project per lead, however often and
 * from wherever it is called (a proposal accepted, staff on a won lead, both at once). Its steps
 * start applying by the customer's category (a business has no subsidy steps). Takes a
 * database or a transaction, so a proposal's acceptance opens the project in its own.
 * Undefined when the lead does not exist.
 */
export async function openProject(
  db: Kysely<Database>,
  {
    leadKind,
    leadId,
    proposalId = null,
    category,
    openedBy,
    now,
  }: {
    leadKind: ProjectLeadKind;
    leadId: number;
    proposalId?: number | null;
    /** Which steps apply; by default the category the customer chose in the planner, else home. */
    category?: CustomerCategory;
    openedBy: ProjectActor;
    now: Date;
  },
): Promise<Project | undefined> {
  return inTransaction(db, async (trx) => {
    const lead = await projectLeadOf(trx, leadKind, leadId);
    if (!lead) return undefined;
    const chosen =
      category ??
      (customerCategories as readonly string[]).find((known) => known === lead.category) ??
      "home";
    const at = now.toISOString();
    const inserted = await trx
      .insertInto("projects")
      .values({
        lead_kind: leadKind,
        lead_id: leadId,
        proposal_id: proposalId,
        category: chosen,
        opened_by: openedBy.name,
        opened_at: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.columns(["lead_kind", "lead_id"]).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom("projects")
        .selectAll()
        .where("lead_kind", "=", leadKind)
        .where("lead_id", "=", leadId)
        .executeTakeFirstOrThrow();
      // Staff opened it first; the proposal accepted later is still the one it came from.
      if (proposalId !== null && existing.proposal_id === null) {
        await trx
          .updateTable("projects")
          .set({ proposal_id: proposalId })
          .where("id", "=", existing.id)
          .execute();
        return toProject({ ...existing, proposal_id: proposalId });
      }
      return toProject(existing);
    }
    for (const step of projectStepIds) {
      await trx
        .insertInto("project_steps")
        .values({
          project_id: inserted.id,
          step,
          applies: stepAppliesTo(step, chosen as CustomerCategory) ? 1 : 0,
          expected_on: null,
          done_on: null,
          updated_at: at,
        })
        .execute();
    }
    await record(
      trx,
      inserted,
      openedBy,
      { action: "opened", category: chosen, ...(proposalId !== null ? { proposalId } : {}) },
      at,
    );
    return toProject(inserted);
  });
}

async function stepsOf(db: Kysely<Database>, projectId: number): Promise<ProjectStep[]> {
  const rows = await db
    .selectFrom("project_steps")
    .selectAll()
    .where("project_id", "=", projectId)
    .execute();
  return inStepOrder(rows.map(toStep).filter((step) => step !== null));
}

/** What staff may change on a step. Days are YYYY-MM-DD (Kolkata) or null. */
export interface StepFields {
  applies: boolean;
  expectedOn: IsoDay | null;
  doneOn: IsoDay | null;
  who: string;
  reference: string;
  customerNote: string;
  staffNote: string;
}

const fieldColumns = {
  applies: "applies",
  expectedOn: "expected_on",
  doneOn: "done_on",
  who: "who",
  reference: "reference",
  customerNote: "customer_note",
  staffNote: "staff_note",
} as const satisfies Record<keyof StepFields, keyof StepRow>;

/** The timeline's words for each field changed. */
const fieldNames: Record<keyof StepFields, string> = {
  applies: "applies",
  expectedOn: "expected date",
  doneOn: "date done",
  who: "who",
  reference: "reference",
  customerNote: "note for the customer",
  staffNote: "staff note",
};

export type StepSave =
  | { outcome: "saved"; emailed: boolean; markedDone: boolean }
  | { outcome: "unchanged" }
  | { outcome: "invalid" };

export interface BoardProject {
  id: number;
  leadKind: ProjectLeadKind;
  leadId: number;
  name: string;
  location: string;
  category: CustomerCategory;
  openedOn: IsoDay;
  standing: ProjectStanding;
  stalls: Stall[];
}

export function projectStore(
  { db }: AppDatabase,
  mail: ProjectMailSettings,
  { now: clock = () => new Date() }: { now?: () => Date } = {},
) {
  async function projectRow(trx: Kysely<Database>, projectId: number) {
    return trx.selectFrom("projects").selectAll().where("id", "=", projectId).executeTakeFirst();
  }

  /** A new link to the customer's page, in the lead's language, absolute. */
  async function newLink(trx: Kysely<Database>, project: ProjectRow, language: Locale, at: Date) {
    const token = await createPrivateLink(trx, {
      purpose: "project",
      subjectId: String(project.id),
      expiresAt: new Date(at.getTime() + projectLinkLifeMs),
      now: at,
    });
    return new URL(localePath(language, projectPath(token)), mail.siteUrl).href;
  }

  /** Runs a change in a transaction, then wakes the outbox if it queued an e-mail. */
  const change = salesChanges(db, { now: clock, onMailQueued: mail.onMailQueued });

  async function board(today: IsoDay): Promise<BoardProject[]> {
    const [projects, steps] = await Promise.all([
      db.selectFrom("projects").selectAll().orderBy("opened_at").orderBy("id").execute(),
      db.selectFrom("project_steps").selectAll().execute(),
    ]);
    const byProject = stepsByProject(steps);
    const list: BoardProject[] = [];
    for (const row of projects) {
      const project = toProject(row);
      const lead = await projectLeadOf(db, project.leadKind, project.leadId);
      const ofProject = inStepOrder(byProject.get(project.id) ?? []);
      const openedOn = todayInKolkata(new Date(project.openedAt));
      list.push({
        id: project.id,
        leadKind: project.leadKind,
        leadId: project.leadId,
        name: lead?.name ?? "",
        location: lead?.location ?? "",
        category: project.category,
        openedOn,
        standing: projectStanding(ofProject, today),
        stalls: projectStalls({ openedOn, steps: ofProject }, today),
      });
    }
    return list;
  }

  return {
    open: (options: Omit<Parameters<typeof openProject>[1], "now">) =>
      openProject(db, { ...options, now: clock() }),

    /** The lead's project, if it has one. */
    async ofLead(kind: ProjectLeadKind, leadId: number): Promise<Project | undefined> {
      const row = await db
        .selectFrom("projects")
        .selectAll()
        .where("lead_kind", "=", kind)
        .where("lead_id", "=", leadId)
        .executeTakeFirst();
      return row ? toProject(row) : undefined;
    },

    /** A project with its lead and steps (in order), or undefined. */
    async detail(projectId: number) {
      const row = await projectRow(db, projectId);
      if (!row) return undefined;
      const project = toProject(row);
      const [lead, steps] = await Promise.all([
        projectLeadOf(db, project.leadKind, project.leadId),
        stepsOf(db, projectId),
      ]);
      if (!lead) return undefined;
      return { project, lead, steps };
    },

    /**
     * Saves one step. A done date newly given marks it done: the customer is e-mailed in their
     * language with a fresh link, in the same transaction, when `emailCustomer` (staff can
     * untick it) and e-mail is set up. Every change is one timeline entry on the lead.
     */
    saveStep(
      projectId: number,
      stepId: ProjectStepId,
      fields: StepFields,
      { actor, emailCustomer }: { actor: ProjectActor; emailCustomer: boolean },
    ): Promise<StepSave> {
      return change(async (trx, at, queued): Promise<StepSave> => {
        const project = await projectRow(trx, projectId);
        if (!project) return { outcome: "invalid" };
        const steps = await stepsOf(trx, projectId);
        const before = steps.find((step) => step.id === stepId);
        if (!before) return { outcome: "invalid" };
        const changed = (Object.keys(fieldColumns) as (keyof StepFields)[]).filter(
          (field) => before[field] !== fields[field],
        );
        if (!changed.length) return { outcome: "unchanged" };
        const stamp = at.toISOString();
        await trx
          .updateTable("project_steps")
          .set({
            applies: fields.applies ? 1 : 0,
            expected_on: fields.expectedOn,
            done_on: fields.doneOn,
            who: fields.who,
            reference: fields.reference,
            customer_note: fields.customerNote,
            staff_note: fields.staffNote,
            updated_at: stamp,
          })
          .where("project_id", "=", projectId)
          .where("step", "=", stepId)
          .execute();
        await trx
          .updateTable("projects")
          .set({ updated_at: stamp })
          .where("id", "=", projectId)
          .execute();
        const markedDone = fields.applies && !before.doneOn && fields.doneOn !== null;
        let emailed = false;
        if (markedDone && emailCustomer && mail.enabled) {
          const lead = await projectLeadOf(
            trx,
            project.lead_kind as ProjectLeadKind,
            project.lead_id,
          );
          if (lead) {
            const after = steps.map((step) => (step.id === stepId ? { ...step, ...fields } : step));
            const standing = projectStanding(after, todayInKolkata(at));
            const link = await newLink(trx, project, lead.language, at);
            const email = composeStepDoneEmail(
              {
                name: lead.name,
                step: stepId,
                doneOn: fields.doneOn!,
                customerNote: fields.customerNote,
                next: standing.current
                  ? { step: standing.current.id, expectedOn: standing.current.expectedOn }
                  : null,
                link,
                siteUrl: mail.siteUrl,
              },
              lead.language,
            );
            // To the customer: with the link that withdraws their consents (issue 23).
            await queuePersonMail(trx, {
              to: lead.email,
              locale: lead.language,
              leadKind: project.lead_kind,
              leadId: project.lead_id,
              siteUrl: mail.siteUrl,
              now: at,
              mail: email,
              whatsapp: composeStepDoneWhatsApp(
                { name: lead.name, step: stepId, link },
                lead.language,
              ),
            });
            emailed = true;
            queued();
          }
        }
        // Each step done keeps the customer's links open two years from now.
        if (markedDone) {
          await extendPrivateLinks(
            trx,
            "project",
            String(projectId),
            new Date(at.getTime() + projectLinkLifeMs),
          );
        }
        await record(
          trx,
          project,
          actor,
          {
            action: markedDone ? "done" : "step",
            step: stepId,
            changes: changed.map((field) => fieldNames[field]),
            ...(markedDone ? { emailed } : {}),
          },
          stamp,
        );
        return { outcome: "saved", emailed, markedDone };
      });
    },

    /**
     * A new link to the customer's page (the old ones stay open until revoked), e-mailed to the
     * customer when e-mail is set up; returned so staff can also pass it on by hand, once.
     */
    sendLink(projectId: number, actor: ProjectActor) {
      return change(async (trx, at, queued) => {
        const project = await projectRow(trx, projectId);
        if (!project) return undefined;
        const lead = await projectLeadOf(
          trx,
          project.lead_kind as ProjectLeadKind,
          project.lead_id,
        );
        if (!lead) return undefined;
        const link = await newLink(trx, project, lead.language, at);
        let emailed = false;
        if (mail.enabled) {
          await queuePersonMail(trx, {
            to: lead.email,
            locale: lead.language,
            leadKind: project.lead_kind,
            leadId: project.lead_id,
            siteUrl: mail.siteUrl,
            now: at,
            mail: composeProjectLinkEmail(
              { name: lead.name, link, siteUrl: mail.siteUrl },
              lead.language,
            ),
          });
          emailed = true;
          queued();
        }
        await record(trx, project, actor, { action: "link", emailed }, at.toISOString());
        return { link, emailed };
      });
    },

    /** Ends every link to the project's page; returns how many were open. */
    revokeLinks(projectId: number, actor: ProjectActor) {
      return change(async (trx, at) => {
        const project = await projectRow(trx, projectId);
        if (!project) return undefined;
        const count = await revokePrivateLinks(trx, "project", String(projectId), at);
        await record(trx, project, actor, { action: "revoked", count }, at.toISOString());
        return count;
      });
    },

    /** Every project with where it stands and the rules it breaks on `today`. */
    board,

    /** How many projects have stalled on `today` (the inbox navigation's count). */
    /**
     * How many projects have stalled (the navigation's badge on every inbox page, and the
     * dashboard): from the projects and their steps alone, without each one's lead, so it stays
     * quick with thousands of projects (issue 37's year of data).
     */
    async stalledCount(today: IsoDay): Promise<number> {
      // A project with every step done or skipped never stalls: only the others are read.
      const unfinished = db
        .selectFrom("project_steps")
        .select("project_id")
        .where("applies", "=", 1)
        .where("done_on", "is", null);
      const [projects, steps] = await Promise.all([
        db
          .selectFrom("projects")
          .select(["id", "opened_at"])
          .where("id", "in", unfinished)
          .execute(),
        db.selectFrom("project_steps").selectAll().where("project_id", "in", unfinished).execute(),
      ]);
      const byProject = stepsByProject(steps);
      return projects.filter(
        (project) =>
          projectStalls(
            {
              openedOn: todayInKolkata(new Date(project.opened_at)),
              steps: inStepOrder(byProject.get(project.id) ?? []),
            },
            today,
          ).length > 0,
      ).length;
    },
  };
}

export type ProjectStore = ReturnType<typeof projectStore>;
