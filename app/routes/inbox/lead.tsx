import { ArrowLeft } from "lucide-react";
import { data, Link, redirect, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/lead";
import { formatDateTime } from "~/lib/time/format";
import { leadName } from "~/components/inbox/lead-fields";
import {
  ErasePanel,
  FollowUpPanel,
  LeadDetailsPanel,
  NotePanel,
  ReachOutButtons,
  TimelinePanel,
  type WorkDrafts,
  WorkForm,
} from "~/components/inbox/lead-panels";
import { StatusBadge } from "~/components/inbox/status-badge";
import { inboxCopy } from "~/content/inbox";
import {
  inboxModules,
  inboxRouteHeaders,
  logView,
  notFound,
} from "~/lib/inbox/inbox-context.server";
import { inboxKinds, inboxPaths } from "~/lib/inbox/inbox-paths";
import { salesStatuses } from "~/lib/lead-core/lead-status";
import { reachOutLinks } from "~/lib/inbox/reach-out";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { NextStepPanel } from "~/components/inbox/next-step-panel";
import { type LeadProposal, ProposalPanel } from "~/components/proposals/proposal-panel";
import type { Proposal } from "~/lib/proposals/proposal-store.server";
import { SurveyPanel } from "~/components/surveys/survey-panel";
import { ProjectPanel } from "~/components/projects/project-panel";
import { projectCopy } from "~/content/copy/en/project";
import { customerCategories } from "~/lib/planner-rules/category";
import { projectStanding } from "~/lib/projects/project-steps";
import {
  endOfKolkataDay,
  kolkataDateTime,
  kolkataDateTimeValue,
} from "~/lib/follow-ups/next-steps.server";
import { requestDay } from "~/lib/request-day.server";
import { staffText } from "~/lib/plain-text";
import { erasurePeople } from "~/lib/inbox/erasure.server";
import { consentHistory } from "~/lib/privacy/consent-store.server";
import { ConsentsPanel } from "~/components/inbox/consents-panel";
import { OtherEnquiriesPanel } from "~/components/inbox/other-enquiries-panel";
import { recordsOf } from "~/lib/privacy/personal-data.server";
import { company, privacyContact } from "~/content/company";
import { reachOutCopy } from "~/content/copy/reach-out.server";
import { privacyNoticeCopy } from "~/content/copy/privacy-notice.server";
import { fill } from "~/lib/i18n/fill";
import { postedDrafts } from "~/lib/staff-forms/drafts";

const copy = inboxCopy.lead;

const paramsSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.transform(Number)),
});

// One schema per change a staff member can make here; the server is the authority. Every button
// posts the whole page (lead-panels.tsx, WorkForm): `intent` says which change to make.
const changeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    status: z.enum(salesStatuses as [string, ...string[]]),
    reason: staffText(500),
  }),
  z.object({
    intent: z.literal("assign"),
    assignee: z.string().check(z.maxLength(100)),
  }),
  z.object({
    intent: z.literal("note"),
    text: staffText(5000, { multiline: true }),
  }),
  z.object({ intent: z.literal("erase"), confirm: z.literal("yes") }),
  z.object({
    intent: z.literal("step"),
    stepWhat: staffText(300),
    stepDue: z._default(z.string().check(z.maxLength(20)), ""),
    stepWho: z._default(z.string().check(z.maxLength(100)), ""),
  }),
  z.object({ intent: z.literal("stepDone") }),
  z.object({
    intent: z.literal("surveyBook"),
    surveySlot: z._default(z.string().check(z.maxLength(40)), ""),
  }),
  z.object({ intent: z.literal("surveyConfirm") }),
  // A won sale's project (issue 22); a proposal accepted opens it too.
  z.object({
    intent: z.literal("openProject"),
    projectCategory: z.enum(customerCategories),
  }),
  z.object({ intent: z.literal("surveyCancel") }),
  z.object({ intent: z.literal("surveyRevoke") }),
  z.object({ intent: z.literal("proposalDraft") }),
  // Enter pressed in a text field: nothing to save, everything typed to keep.
  z.object({ intent: z.literal("keep") }),
]);

/** The fields each change saves: once saved they are shown as stored, not as posted. */
const savedFields: Record<z.output<typeof changeSchema>["intent"], readonly string[]> = {
  status: ["status", "reason"],
  assign: ["assignee"],
  note: ["text"],
  erase: [],
  step: ["stepWhat", "stepDue", "stepWho"],
  stepDone: ["stepWhat", "stepDue", "stepWho"],
  surveyBook: ["surveySlot"],
  surveyConfirm: [],
  surveyCancel: [],
  surveyRevoke: [],
  proposalDraft: [],
  openProject: ["projectCategory"],
  keep: [],
};

type Problem =
  | "invalid"
  | "reasonMissing"
  | "noteEmpty"
  | "stepWhat"
  | "stepDue"
  | "surveySlot"
  | "surveyTaken"
  | "notWon"
  | "nothingToRevoke"
  | "kept";

function readParams(params: Route.LoaderArgs["params"]) {
  const parsed = z.safeParse(paramsSchema, params);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** The lead page's summary of its proposal: the newest version's state, and any acceptance. */
function leadProposal(proposal: Proposal): LeadProposal {
  const sent = proposal.versions.find((version) => version.sentAt);
  const accepted = proposal.versions.find((version) => version.accepted);
  return {
    id: proposal.id,
    number: proposal.number,
    status: proposal.status,
    currentVersion: proposal.currentVersion,
    sentAt: sent?.sentAt ?? null,
    firstOpenedAt: sent?.firstOpenedAt ?? null,
    accepted: accepted?.accepted
      ? { at: accepted.accepted.at, name: accepted.accepted.name, version: accepted.version }
      : null,
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const { kind, id } = readParams(params);
  const { leads, steps, surveys, proposals, projects, database } = inboxModules(context);
  const { today, now } = requestDay(context);
  const [detail, assignable, step, survey, slots, proposal, ofLead] = await Promise.all([
    leads.detail(kind, id),
    leads.assignableStaff(),
    kind === "privacy" ? undefined : steps.of(kind, id),
    kind === "quote" ? surveys.surveyOf(id) : undefined,
    kind === "quote" ? surveys.freeSlots(today, now) : [],
    kind === "quote" ? proposals.ofLead(id) : undefined,
    kind === "privacy" ? undefined : projects.ofLead(kind, id),
  ]);
  if (!detail) throw notFound();
  const project = ofLead ? await projects.detail(ofLead.id) : undefined;
  const standing = project ? projectStanding(project.steps, today) : undefined;
  // Every staff view of a person's record is logged (issue 23; the owner reads it).
  await logView(context, request, staff, `${kind} ${id}`);
  const consents = detail.lead.email ? await consentHistory(database.db, detail.lead.email) : [];
  // The same person's other enquiries, found as the privacy registry finds a person; for a
  // privacy request they are also what an erasure would remove, which the owner checks
  // before confirming (issue 30).
  const theirs = (await recordsOf(database.db, detail.lead)).filter(
    (record) => !(record.kind === kind && record.id === id),
  );
  const others = theirs.map(({ kind: otherKind, id: otherId, createdAt, by }) => ({
    kind: otherKind,
    id: otherId,
    createdAt,
    by,
  }));
  const erasure = kind === "privacy" && staff.role === "owner" ? erasurePeople(theirs) : [];
  const noticeWords = privacyNoticeCopy[detail.lead.language];
  return data(
    {
      ...detail,
      consents,
      others,
      // The WhatsApp greeting, in the person's language (issue 30).
      greeting: fill(reachOutCopy[detail.lead.language].greeting, {
        name: "name" in detail.lead ? detail.lead.name : "",
        staff: staff.name,
        company: company.name,
      }),
      erasure,
      // Every reply names the privacy contact, in the person's language (Rule 9).
      replySignature: fill(noticeWords.emailFooter.contact, {
        role: noticeWords.contactRole,
        email: privacyContact.email,
      }),
      assignable,
      staff: { name: staff.name, role: staff.role },
      nextStep: step
        ? {
            ...step,
            dueValue: kolkataDateTimeValue(step.dueAt),
            overdue: Date.parse(step.dueAt) < now.getTime(),
            dueSoon: Date.parse(step.dueAt) < endOfKolkataDay(today).getTime(),
          }
        : null,
      survey: survey ?? null,
      proposal: proposal ? leadProposal(proposal) : null,
      project:
        project && standing
          ? {
              id: project.project.id,
              step: standing.current ? projectCopy.steps[standing.current.id].title : null,
              done: standing.done,
              total: standing.total,
            }
          : null,
      slots: slots.filter(
        (slot) => !(survey?.status !== "cancelled" && slot.start === survey?.start),
      ),
    },
    { headers: inboxHeaders },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const { kind, id } = readParams(params);
  const form = await request.formData();
  const parsed = z.safeParse(changeSchema, Object.fromEntries(form));
  /** A change not made: everything posted goes back to the page, as it was typed. */
  const refused = (problem: Problem, status = 400) =>
    data(
      { ok: false as const, problem, drafts: postedDrafts(form) },
      { status, headers: inboxHeaders },
    );
  if (!parsed.success) return refused("invalid");
  const change = parsed.data;
  const { leads, erase, steps, surveys, proposals } = inboxModules(context);
  let done = false;
  if (change.intent === "keep") return refused("kept", 200);
  if (change.intent === "status" && change.status === "lost" && !change.reason) {
    return refused("reasonMissing");
  }
  if (change.intent === "note" && !change.text) return refused("noteEmpty");
  if (change.intent === "status") {
    done = await leads.setStatus(
      kind,
      id,
      { status: change.status as (typeof salesStatuses)[number], reason: change.reason },
      staff,
    );
  } else if (change.intent === "assign") {
    done = await leads.assign(kind, id, change.assignee || null, staff);
  } else if (change.intent === "note") {
    done = await leads.addNote(kind, id, change.text, staff);
  } else if (change.intent === "step" || change.intent === "stepDone") {
    if (kind === "privacy" || !(await leads.detail(kind, id))) throw notFound();
    if (change.intent === "stepDone") {
      done = await steps.done(kind, id, staff);
    } else {
      if (!change.stepWhat) return refused("stepWhat");
      const dueAt = kolkataDateTime(change.stepDue);
      if (!dueAt) return refused("stepDue");
      done = await steps.set(
        kind,
        id,
        { what: change.stepWhat, dueAt, assigneeId: change.stepWho || null },
        staff,
      );
    }
  } else if (change.intent === "proposalDraft") {
    if (kind !== "quote") throw notFound();
    const drafted = await proposals.createDraft(
      id,
      { id: staff.id, name: staff.name },
      requestDay(context).today,
    );
    done = drafted.outcome === "done";
  } else if (change.intent === "openProject") {
    if (kind === "privacy") throw notFound();
    const lead = await leads.detail(kind, id);
    if (!lead) throw notFound();
    if (lead.status !== "won") return refused("notWon", 409);
    const project = await inboxModules(context).projects.open({
      leadKind: kind,
      leadId: id,
      category: change.projectCategory,
      openedBy: { id: staff.id, name: staff.name },
    });
    if (!project) throw notFound();
    throw redirect(inboxPaths.project(project.id), { headers: inboxHeaders });
  } else if (change.intent.startsWith("survey")) {
    if (kind !== "quote") throw notFound();
    const actor = { kind: "staff" as const, id: staff.id, name: staff.name };
    const { today, now } = requestDay(context);
    if (change.intent === "surveyRevoke") {
      if (!(await surveys.revokeLinks(id, actor))) return refused("nothingToRevoke", 409);
      return data(
        { ok: true as const, intent: change.intent, drafts: postedDrafts(form) },
        { headers: inboxHeaders },
      );
    }
    const result =
      change.intent === "surveyConfirm"
        ? await surveys.confirm(id, actor)
        : change.intent === "surveyCancel"
          ? await surveys.cancel(id, { actor })
          : change.intent === "surveyBook" && change.surveySlot
            ? await surveys.book(id, change.surveySlot, { actor, today, now })
            : ({ outcome: "invalid" } as const);
    if (result.outcome === "taken") return refused("surveyTaken", 409);
    if (result.outcome === "invalid") {
      if (change.intent === "surveyBook") return refused("surveySlot");
      throw notFound();
    }
    done = true;
  } else {
    // Erasing is for owners, and only answers a privacy request.
    await requireStaff(request, context, { role: "owner" });
    if (kind !== "privacy") throw notFound();
    // The records the owner ticked; the erasure ignores any the request does not find.
    const chosen = form.getAll("record").filter((value) => typeof value === "string");
    done = (await erase(id, staff, chosen)) !== undefined;
  }
  if (!done) throw notFound();
  // What this change saved is shown as stored; anything else typed comes back as it was.
  const drafts = change.intent === "erase" ? {} : postedDrafts(form, savedFields[change.intent]);
  return data({ ok: true as const, intent: change.intent, drafts }, { headers: inboxHeaders });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  {
    title: inboxCopy.title(
      loaded ? `${leadName(loaded.lead)} · ${inboxCopy.kinds[loaded.lead.kind]}` : "Lead",
    ),
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function InboxLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, status, lostReason, assigneeId, timeline, assignable, staff } = loaderData;
  const { nextStep, survey, slots, proposal, project } = loaderData;
  const busy = useNavigation().state !== "idle";
  const name = leadName(lead);
  const links = reachOutLinks(
    { name, email: lead.email, phone: lead.phone },
    {
      greeting: loaderData.greeting,
      subject: copy.emailSubject,
      signature: loaderData.replySignature,
    },
  );
  const erased = status === "erased";
  const drafts: WorkDrafts = actionData?.drafts ?? {};
  const problem = actionData?.ok === false ? actionData.problem : undefined;
  // The note box is emptied only when a note was saved (a new note in the timeline).
  const notesSaved = timeline.filter((event) => event.type === "note").length;
  return (
    <>
      <Link
        to={inboxPaths.list}
        className="inline-flex items-center gap-1 text-sm font-semibold text-navy-700 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.back}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
          {name}
        </h1>
        <StatusBadge status={status} />
      </div>
      <p className="mt-1 text-sm text-navy-700">
        {inboxCopy.kinds[lead.kind]} · {copy.received} {formatDateTime(lead.createdAt)} ·{" "}
        {copy.from} {inboxCopy.sources[lead.kind]}
      </p>
      {erased ? null : <ReachOutButtons links={links} />}
      <WorkForm />
      {actionData?.ok ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-leaf-50 p-3 text-sm font-medium text-leaf-800"
        >
          {actionData.intent === "erase"
            ? copy.erase.done
            : actionData.intent === "surveyRevoke"
              ? inboxCopy.survey.revoked
              : copy.saved}
        </p>
      ) : actionData?.ok === false &&
        (actionData.problem === "kept" || actionData.problem === "nothingToRevoke") ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-sun-50 p-3 text-sm font-medium text-navy-900"
        >
          {actionData.problem === "kept" ? copy.kept : inboxCopy.survey.nothingToRevoke}
        </p>
      ) : null}

      {/* On a phone: what they sent, then the follow-up, then the timeline. */}
      <div className="mt-6 grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid lg:col-start-1 lg:row-start-1">
          <LeadDetailsPanel lead={lead} />
        </div>
        <div className="grid content-start gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {lead.kind !== "privacy" ? (
            <FollowUpPanel
              status={status}
              lostReason={lostReason}
              assigneeId={assigneeId}
              assignable={assignable}
              busy={busy}
              reasonMissing={problem === "reasonMissing"}
              drafts={drafts}
            >
              <NextStepPanel
                step={nextStep}
                dueSoon={nextStep?.dueSoon ?? false}
                leadAssigneeId={assigneeId}
                assignable={assignable}
                busy={busy}
                drafts={drafts}
                problem={problem === "stepWhat" || problem === "stepDue" ? problem : undefined}
              />
            </FollowUpPanel>
          ) : erased ? null : (
            <ErasePanel isOwner={staff.role === "owner"} people={loaderData.erasure} busy={busy} />
          )}
          {lead.kind === "quote" ? (
            <SurveyPanel
              survey={survey}
              slots={slots}
              busy={busy}
              drafts={drafts}
              problem={problem === "surveyTaken" || problem === "surveySlot" ? problem : undefined}
            />
          ) : null}
          {lead.kind === "quote" ? <ProposalPanel proposal={proposal} busy={busy} /> : null}
          {lead.kind !== "privacy" ? (
            <ProjectPanel
              project={project}
              status={status}
              category={
                lead.kind === "quote" &&
                customerCategories.find((option) => option === lead.planCategory)
                  ? (lead.planCategory as (typeof customerCategories)[number])
                  : "home"
              }
              busy={busy}
              drafts={drafts}
              notWon={problem === "notWon"}
            />
          ) : null}
          <OtherEnquiriesPanel enquiries={loaderData.others} />
          <ConsentsPanel consents={loaderData.consents} />
          {erased ? null : (
            <NotePanel
              busy={busy}
              resetKey={notesSaved}
              draft={drafts.text?.trim() ? drafts.text : undefined}
              empty={problem === "noteEmpty"}
            />
          )}
        </div>
        <div className="grid lg:col-start-1 lg:row-start-2">
          <TimelinePanel timeline={timeline} />
        </div>
      </div>
    </>
  );
}
