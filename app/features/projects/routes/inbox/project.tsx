import { ArrowLeft, ChevronDown, Link2, TriangleAlert } from "lucide-react";
import { type Drafts, postedDrafts, postedIntent } from "~/lib/staff-forms/drafts";
import { KeepButton, UnsavedLine } from "~/components/staff-forms/work-form";
import { data, Form, Link, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/project";
import { formatDate } from "~/lib/i18n/format";
import { Panel } from "~/components/inbox/panel";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { projectCopy } from "~/content/copy/en/project";
import { inboxCopy } from "~/content/inbox";
import {
  inboxModules,
  inboxRouteHeaders,
  logView,
  notFound,
  recordId,
} from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { isPlausibleDay } from "~/lib/time/kolkata-day";
import { projectStalls } from "~/features/projects/project-stall";
import {
  isProjectStepId,
  type ProjectStep,
  projectStanding,
} from "~/features/projects/project-steps";
import { requestDay } from "~/lib/request-day.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { todayInKolkata } from "~/lib/time/kolkata-day";
import { staffText } from "~/lib/plain-text";
import { shownCompany } from "~/lib/content/shown-company";
import { reachOutCopy } from "~/content/copy/reach-out.server";
import { fill } from "~/lib/i18n/fill";
import { reachOutLinks } from "~/lib/inbox/reach-out";
import { NewProjectLink } from "~/features/projects/new-project-link";
import { paperworkDeskCopy } from "~/content/paperwork-desk";
import { serviceDeskCopy } from "~/content/service-desk";

// One customer's project (issue 22): every step's expected date, date done, who, reference,
// the note for the customer and the staff's own, whether it applies; "Done today" e-mails the
// customer unless unticked; the links to the customer's page. The page is one form: each
// button posts every step with its intent, the action saves the one step named and hands back
// everything else as typed, so nothing typed is lost (decision 010).

const copy = inboxCopy.projects;
const formId = "project-form";

const day = z.union([z.literal(""), z.string().check(z.refine(isPlausibleDay))]);
/** One step's fields, as posted under "<step>.<field>". */
const stepSchema = z.object({
  applies: z.optional(z.literal("on")),
  expected: z._default(day, ""),
  done: z._default(day, ""),
  who: staffText(100),
  reference: staffText(100),
  customerNote: staffText(2000, { multiline: true }),
  staffNote: staffText(2000, { multiline: true }),
  email: z.optional(z.literal("on")),
});

/** "save:<step>", "done:<step>", "sendLink", "revokeLinks" or "keep" (Enter in a field). */
const intentPattern = /^((save|done):[a-z-]{1,40}|sendLink|revokeLinks|keep)$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const id = recordId(params.id);
  await logView(context, request, staff, `project ${id}`);
  const { today } = requestDay(context);
  const detail = await inboxModules(context).projects.detail(id);
  if (!detail) throw notFound();
  const { project, lead, steps } = detail;
  const standing = projectStanding(steps, today);
  const openedOn = todayInKolkata(new Date(project.openedAt));
  return data(
    {
      project: { ...project, opened: formatDate(openedOn, "en") },
      lead: { name: lead.name, email: lead.email, phone: lead.phone, language: lead.language },
      steps,
      current: standing.current?.id ?? null,
      done: standing.done,
      total: standing.total,
      paperworkFlagged: Boolean((await context.paperwork?.flagged([id]))?.has(id)),
      stalls: projectStalls({ openedOn, steps }, today).map(({ rule, reason }) => ({
        rule,
        reason,
      })),
    },
    { headers: inboxHeaders },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const id = recordId(params.id);
  const form = await request.formData();
  const { projects } = inboxModules(context);
  const refused = (problem: "invalid" | "kept", step?: string, status = 400) =>
    data(
      { ok: false as const, problem, step, drafts: postedDrafts(form) },
      { status, headers: inboxHeaders },
    );
  const intent = postedIntent(form, intentPattern);
  if (!intent) return refused("invalid");
  const actor = { id: staff.id, name: staff.name };
  if (intent === "keep") return refused("kept", undefined, 200);
  if (intent === "sendLink") {
    const sent = await projects.sendLink(id, actor);
    const lead = (await projects.detail(id))?.lead;
    if (!sent || !lead) throw notFound();
    // The link to hand the customer on WhatsApp too, greeted in their language (issue 30).
    const greeting = fill(reachOutCopy[lead.language].projectLink, {
      name: lead.name,
      staff: staff.name,
      company: shownCompany(lead.language).name,
    });
    return data(
      {
        ok: true as const,
        done: "link" as const,
        link: sent.link,
        whatsapp:
          reachOutLinks(lead, { greeting: `${greeting} ${sent.link}`, subject: "" }).whatsapp ??
          null,
        emailed: sent.emailed,
        drafts: postedDrafts(form),
      },
      { headers: inboxHeaders },
    );
  }
  if (intent === "revokeLinks") {
    const count = await projects.revokeLinks(id, actor);
    if (count === undefined) throw notFound();
    return data(
      { ok: true as const, done: "revoked" as const, count, drafts: postedDrafts(form) },
      { headers: inboxHeaders },
    );
  }
  const [verb, stepId = ""] = intent.split(":");
  if (!isProjectStepId(stepId)) return refused("invalid");
  const fields = z.safeParse(
    stepSchema,
    Object.fromEntries(
      [...form]
        .filter(([name]) => name.startsWith(`${stepId}.`))
        .map(([name, value]) => [name.slice(stepId.length + 1), value]),
    ),
  );
  if (!fields.success) return refused("invalid", stepId);
  const posted = fields.data;
  const { today } = requestDay(context);
  const result = await projects.saveStep(
    id,
    stepId,
    {
      applies: posted.applies === "on",
      expectedOn: posted.expected || null,
      doneOn: posted.done || (verb === "done" ? today : null),
      who: posted.who,
      reference: posted.reference,
      customerNote: posted.customerNote,
      staffNote: posted.staffNote,
    },
    { actor, emailCustomer: posted.email === "on" },
  );
  if (result.outcome === "invalid") throw notFound();
  return data(
    {
      ok: true as const,
      done: result.outcome,
      step: stepId,
      emailed: result.outcome === "saved" && result.emailed,
      drafts: postedDrafts(form, (name) => name.startsWith(`${stepId}.`)),
    },
    { headers: inboxHeaders },
  );
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: inboxCopy.title(loaded ? `${loaded.lead.name} · ${copy.panel}` : copy.panel) },
  { name: "robots", content: "noindex, nofollow" },
];

/** What the step's inputs hold when shown: the stored step as the form would post it. */
function storedValues(step: ProjectStep): Drafts {
  return {
    [`${step.id}.applies`]: step.applies ? "on" : undefined,
    [`${step.id}.expected`]: step.expectedOn ?? "",
    [`${step.id}.done`]: step.doneOn ?? "",
    [`${step.id}.who`]: step.who,
    [`${step.id}.reference`]: step.reference,
    [`${step.id}.customerNote`]: step.customerNote,
    [`${step.id}.staffNote`]: step.staffNote,
  };
}

const draftFields = [
  "applies",
  "expected",
  "done",
  "who",
  "reference",
  "customerNote",
  "staffNote",
];

function StepEditor({
  step,
  drafts,
  current,
  busy,
  invalid,
}: {
  step: ProjectStep;
  /** Everything the last post handed back (empty on a fresh load). */
  drafts: Drafts | null;
  current: boolean;
  busy: boolean;
  invalid: boolean;
}) {
  const words = projectCopy.steps[step.id];
  const stored = storedValues(step);
  const posted = drafts && `${step.id}.present` in drafts;
  const value = (field: string) => {
    const name = `${step.id}.${field}`;
    return posted ? (drafts[name] ?? "") : (stored[name] ?? "");
  };
  const unsaved =
    posted && draftFields.some((field) => value(field) !== (stored[`${step.id}.${field}`] ?? ""));
  const name = (field: string) => `${step.id}.${field}`;
  const idOf = (field: string) => `step-${step.id}-${field}`;
  return (
    <section
      aria-label={words.title}
      data-testid={`step-${step.id}`}
      className={
        current
          ? "rounded-2xl border-2 border-sun-400 bg-white p-4 shadow-sm sm:p-5"
          : "rounded-2xl bg-white p-4 shadow-sm sm:p-5"
      }
      // Stored values change after a save: the fields start again from them.
      key={JSON.stringify(stored)}
    >
      <input type="hidden" form={formId} name={name("present")} value="1" />
      {/* Closed unless it is the current step or holds something to look at: a short page on a
          phone. A closed step's fields are still posted with the form. */}
      <details open={current || unsaved || invalid} className="group">
        <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-2">
          <h3 className="flex items-center gap-1.5 text-lg font-bold text-navy-900">
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 -rotate-90 transition-transform group-open:rotate-0"
            />
            {words.title}
          </h3>
          <span className="text-sm font-semibold text-navy-700">
            {!step.applies
              ? copy.notApplying
              : step.doneOn
                ? `${copy.done} ${formatDate(step.doneOn, "en")}`
                : current
                  ? copy.current
                  : step.expectedOn
                    ? copy.expected(formatDate(step.expectedOn, "en"))
                    : ""}
          </span>
        </summary>
        <p className="mt-1 text-sm text-navy-700">{words.what}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <label className="flex items-center gap-2 text-sm font-semibold sm:col-span-2">
            <input
              type="checkbox"
              form={formId}
              name={name("applies")}
              defaultChecked={value("applies") === "on"}
              className="size-4"
            />
            {copy.applies}
          </label>
          <Field>
            <Label htmlFor={idOf("expected")}>{copy.expectedOn}</Label>
            <Input
              id={idOf("expected")}
              type="date"
              form={formId}
              name={name("expected")}
              defaultValue={value("expected")}
            />
          </Field>
          <Field>
            <Label htmlFor={idOf("done")}>{copy.doneOn}</Label>
            <Input
              id={idOf("done")}
              type="date"
              form={formId}
              name={name("done")}
              defaultValue={value("done")}
            />
          </Field>
          <Field>
            <Label htmlFor={idOf("who")}>{copy.who}</Label>
            <Input
              id={idOf("who")}
              form={formId}
              name={name("who")}
              maxLength={100}
              defaultValue={value("who")}
            />
          </Field>
          <Field>
            <Label htmlFor={idOf("reference")}>{words.reference || copy.reference}</Label>
            <Input
              id={idOf("reference")}
              form={formId}
              name={name("reference")}
              maxLength={100}
              defaultValue={value("reference")}
            />
          </Field>
          <Field className="sm:col-span-2">
            <Label htmlFor={idOf("customerNote")}>{copy.customerNote}</Label>
            <Textarea
              id={idOf("customerNote")}
              form={formId}
              name={name("customerNote")}
              maxLength={2000}
              rows={2}
              defaultValue={value("customerNote")}
            />
          </Field>
          <Field className="sm:col-span-2">
            <Label htmlFor={idOf("staffNote")}>{copy.staffNote}</Label>
            <Textarea
              id={idOf("staffNote")}
              form={formId}
              name={name("staffNote")}
              maxLength={2000}
              rows={2}
              defaultValue={value("staffNote")}
            />
          </Field>
          {step.doneOn ? null : (
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input
                type="checkbox"
                form={formId}
                name={name("email")}
                defaultChecked={posted ? drafts[name("email")] === "on" : true}
                className="size-4"
              />
              {copy.email}
            </label>
          )}
        </div>
        {invalid ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {copy.invalid}
          </p>
        ) : null}
        {unsaved ? (
          <div className="mt-3">
            <UnsavedLine testId={`step-${step.id}-unsaved`}>{copy.unsaved}</UnsavedLine>
          </div>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            type="submit"
            form={formId}
            name="intent"
            value={`save:${step.id}`}
            variant="navy"
            size="sm"
            disabled={busy}
          >
            {copy.save}
          </Button>
          {step.applies && !step.doneOn ? (
            <Button
              type="submit"
              form={formId}
              name="intent"
              value={`done:${step.id}`}
              variant="sun"
              size="sm"
              disabled={busy}
            >
              {copy.doneToday}
            </Button>
          ) : null}
        </div>
      </details>
    </section>
  );
}

export default function InboxProject({ loaderData, actionData }: Route.ComponentProps) {
  const { project, lead, steps, current, done, total, stalls, paperworkFlagged } = loaderData;
  const busy = useNavigation().state !== "idle";
  const drafts = actionData?.drafts ?? null;
  const invalidStep =
    actionData?.ok === false && actionData.problem === "invalid" ? actionData.step : undefined;
  return (
    <>
      <Form id={formId} method="post" replace preventScrollReset>
        {/* Enter in a field keeps what was typed rather than pressing a step's button. */}
        <KeepButton label={inboxCopy.lead.keep} />
      </Form>
      <Link
        to={inboxPaths.projects}
        className="inline-flex items-center gap-1 text-sm font-semibold text-navy-700 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
        {lead.name}
      </h1>
      <p className="mt-1 text-sm text-navy-700">
        {copy.categories[project.category]} · {copy.opened} {project.opened} ·{" "}
        {copy.progress(done, total)} ·{" "}
        <Link
          to={inboxPaths.lead(project.leadKind, project.leadId)}
          className="font-semibold underline"
        >
          {copy.lead}
        </Link>{" "}
        ·{" "}
        <Link
          to={`${inboxPaths.project(project.id)}/paperwork`}
          className="font-semibold underline"
        >
          {paperworkDeskCopy.title}
        </Link>{" "}
        ·{" "}
        <Link
          to={`${inboxPaths.project(project.id)}/maintenance`}
          className="font-semibold underline"
        >
          {serviceDeskCopy.contracts.title}
        </Link>
      </p>
      {paperworkFlagged ? (
        <p
          data-testid="paperwork-flag"
          className="mt-3 flex gap-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{paperworkDeskCopy.flagged}</span>
        </p>
      ) : null}
      {stalls.map((stall) => (
        <p
          key={stall.rule}
          data-testid="project-stall"
          className="mt-3 flex gap-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-bold">{copy.stalled}: </span>
            {stall.reason}
          </span>
        </p>
      ))}
      {actionData?.ok ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-leaf-50 p-3 text-sm font-medium text-leaf-800"
        >
          {actionData.done === "link"
            ? actionData.emailed
              ? copy.linkMade
              : copy.linkMadeNoMail
            : actionData.done === "revoked"
              ? copy.revoked(actionData.count)
              : actionData.done === "unchanged"
                ? copy.unchanged
                : actionData.emailed
                  ? copy.savedEmailed
                  : copy.saved}
        </p>
      ) : actionData?.ok === false && actionData.problem === "kept" ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-sun-50 p-3 text-sm font-medium text-navy-900"
        >
          {inboxCopy.lead.kept}
        </p>
      ) : null}
      <div className="mt-6 grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <div className="grid gap-4" aria-label={copy.steps} role="group">
          {steps.map((step) => (
            <StepEditor
              key={step.id}
              step={step}
              drafts={drafts}
              current={step.id === current}
              busy={busy}
              invalid={invalidStep === step.id}
            />
          ))}
        </div>
        <div className="grid gap-4 lg:sticky lg:top-4">
          <Panel title={copy.links}>
            <p className="mt-2 text-sm text-navy-700">{copy.linksText}</p>
            <p className="mt-2 text-sm text-navy-700">
              {lead.email} · {lead.language === "or" ? "ଓଡ଼ିଆ" : "English"}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                type="submit"
                form={formId}
                name="intent"
                value="sendLink"
                variant="navy"
                size="sm"
                disabled={busy}
              >
                <Link2 aria-hidden="true" />
                {copy.sendLink}
              </Button>
              <Button
                type="submit"
                form={formId}
                name="intent"
                value="revokeLinks"
                variant="outline"
                size="sm"
                disabled={busy}
              >
                {copy.revoke}
              </Button>
            </div>
            {actionData?.ok && actionData.done === "link" ? (
              <NewProjectLink link={actionData.link} whatsapp={actionData.whatsapp} />
            ) : null}
          </Panel>
        </div>
      </div>
    </>
  );
}
