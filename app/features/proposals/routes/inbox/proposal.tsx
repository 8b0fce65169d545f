import { ArrowLeft } from "lucide-react";
import { type Drafts, keepIntent, postedDrafts } from "~/lib/staff-forms/drafts";
import { KeepButton, UnsavedLine } from "~/components/staff-forms/work-form";
import { data, Form, Link, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/proposal";
import { formatDate, formatDateTime } from "~/lib/time/format";
import { Panel } from "~/components/inbox/panel";
import { ProposalDocument } from "~/features/proposals/proposal-document";
import { Button } from "~/components/ui/button";
import { Field, FieldDescription, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { proposalCopy } from "~/content/copy/proposal.server";
import { inboxCopy } from "~/content/inbox";
import { proposalStaffCopy } from "~/content/inbox-proposals";
import {
  inboxModules,
  inboxRouteHeaders,
  logView,
  notFound,
} from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { formatNumber, formatRupees } from "~/lib/indian-number";
import { customerCategories } from "~/lib/planner-rules/category";
import { proposalFigures, proposalSystems } from "~/features/proposals/proposal-figures";
import {
  type ProposalField,
  proposalFields,
  proposalFormValues,
  readProposalForm,
  minimumPricePerKw,
  readyToSend,
} from "~/features/proposals/proposal-schema";
import { requestDay } from "~/lib/request-day.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { shownCompany, type ShownCompany } from "~/lib/content/shown-company";

const sender = ({ name, phoneDisplay, email }: ShownCompany) => ({ name, phoneDisplay, email });

// One proposal's page (issue 21): its draft as one form (every button posts everything, with
// its `intent`; what is not saved comes back as typed), the figures the planner's rules give it
// today, and each sent version as the customer sees it, with when it was sent, first opened and
// accepted. A sent version has no edit controls, and the server refuses an edit of it.

const copy = proposalStaffCopy.editor;

const paramsSchema = z.object({
  id: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.transform(Number)),
});

const intentSchema = z.object({
  intent: z.enum(["save", "send", "newVersion", "revoke", keepIntent]),
  version: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number))),
});

type Problem = "fields" | "incomplete" | "frozen" | "invalid" | "kept";

function readParams(params: Route.LoaderArgs["params"]) {
  const parsed = z.safeParse(paramsSchema, params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const id = readParams(params);
  await logView(context, request, staff, `proposal ${id}`);
  const { proposals } = inboxModules(context);
  const proposal = await proposals.get(id);
  if (!proposal) throw notFound();
  const lead = await proposals.lead(proposal.leadId);
  if (!lead) throw notFound();
  const { today } = requestDay(context);
  const newest = proposal.versions[0]!;
  const draft = newest.sentAt === null ? newest : null;
  const shown = proposal.versions.find((version) => version.content);
  return data(
    {
      proposal: {
        id: proposal.id,
        number: proposal.number,
        status: proposal.status,
        leadId: proposal.leadId,
      },
      lead: { name: lead.name, language: lead.language as "en" | "or" },
      today,
      draft: draft
        ? {
            version: draft.version,
            values: proposalFormValues(draft.inputs),
            figures: proposalFigures(today, draft.inputs),
          }
        : null,
      latestSent: shown?.content
        ? { version: shown.version, sentAt: shown.sentAt!, content: shown.content }
        : null,
      customerWords: proposalCopy[shown?.content?.locale ?? "en"].page,
      // The sender as the customer's copy names it: the published details, in their language.
      sender: sender(shownCompany(shown?.content?.locale ?? "en")),
      versions: proposal.versions.map((version) => ({
        version: version.version,
        createdBy: version.createdBy,
        sentAt: version.sentAt,
        firstOpenedAt: version.firstOpenedAt,
        accepted: version.accepted,
      })),
    },
    { headers: inboxHeaders },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const id = readParams(params);
  const posted = await request.formData();
  const form = Object.fromEntries(posted);
  const drafts: Drafts = postedDrafts(
    posted,
    (name) => !(proposalFields as readonly string[]).includes(name),
  );
  const refused = (problem: Problem, fields: ProposalField[] = [], status = 400) =>
    data({ ok: false as const, problem, fields, drafts }, { status, headers: inboxHeaders });
  const parsed = z.safeParse(intentSchema, form);
  if (!parsed.success) return refused("invalid");
  const { intent } = parsed.data;
  const version = parsed.data.version ?? 0;
  if (intent === keepIntent) return refused("kept", [], 200);
  const { proposals } = inboxModules(context);
  const { today } = requestDay(context);
  const actor = { id: staff.id, name: staff.name };

  if (intent === "newVersion" || intent === "revoke") {
    const result =
      intent === "newVersion"
        ? await proposals.newVersion(id, actor)
        : await proposals.revoke(id, actor);
    if (result.outcome !== "done") {
      if (!(await proposals.get(id))) throw notFound();
      return refused("invalid", [], 409);
    }
    return data({ ok: true as const, intent, link: null }, { headers: inboxHeaders });
  }

  const read = readProposalForm(form);
  if (!read.ok) return refused("fields", read.fields);
  const saved = await proposals.saveDraft(id, version, read.inputs);
  if (saved.outcome === "invalid") throw notFound();
  if (saved.outcome === "frozen") return refused("frozen", [], 409);
  if (intent === "save") {
    return data({ ok: true as const, intent, link: null }, { headers: inboxHeaders });
  }
  const missing = readyToSend(read.inputs, today);
  // Saved already: the page shows the stored draft, with what sending still needs.
  if (missing.length) {
    return data(
      { ok: false as const, problem: "incomplete" as Problem, fields: missing, drafts: {} },
      { status: 400, headers: inboxHeaders },
    );
  }
  const sent = await proposals.send(id, version, actor, today);
  if (sent.outcome !== "sent")
    return refused(sent.outcome === "frozen" ? "frozen" : "invalid", [], 409);
  return data({ ok: true as const, intent, link: sent.link }, { headers: inboxHeaders });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  {
    title: inboxCopy.title(
      loaded ? copy.heading(loaded.proposal.number, loaded.lead.name) : "Proposal",
    ),
  },
  { name: "robots", content: "noindex, nofollow" },
];

const formId = "proposal-draft";

function TextField({
  name,
  label,
  value,
  invalid,
  hint,
  ...props
}: {
  name: ProposalField;
  label: string;
  value: string;
  invalid: boolean;
  hint?: string;
} & React.ComponentProps<typeof Input>) {
  const id = `proposal-${name}`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [hint ? `${id}-hint` : "", invalid ? `${id}-error` : ""].join(" ").trim() || undefined
        }
        {...props}
      />
      {hint ? <FieldDescription id={`${id}-hint`}>{hint}</FieldDescription> : null}
      <FieldError id={`${id}-error`}>{invalid ? copy.fieldProblem : undefined}</FieldError>
    </Field>
  );
}

function DraftEditor({
  version,
  values,
  bad,
  busy,
  languageNote,
}: {
  version: number;
  values: Record<ProposalField, string>;
  bad: Set<string>;
  busy: boolean;
  languageNote: string;
}) {
  const fields = copy.fields;
  const area = (name: "warranties" | "included") => (
    <Field>
      <Label htmlFor={`proposal-${name}`}>{fields[name]}</Label>
      <Textarea
        id={`proposal-${name}`}
        name={name}
        rows={5}
        maxLength={2000}
        defaultValue={values[name]}
        aria-invalid={bad.has(name) || undefined}
      />
      <FieldError>{bad.has(name) ? copy.fieldProblem : undefined}</FieldError>
    </Field>
  );
  return (
    <Panel title={copy.draftHeading(version)}>
      <Form id={formId} method="post" replace preventScrollReset className="mt-3 grid gap-4">
        {/* Enter in a field keeps what was typed rather than pressing Send. */}
        <KeepButton label={copy.save} />
        <input type="hidden" name="version" value={version} />
        <p className="rounded-md bg-navy-50 px-3 py-2 text-sm text-navy-800">{languageNote}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field>
            <Label htmlFor="proposal-category">{fields.category}</Label>
            <Select id="proposal-category" name="category" defaultValue={values.category}>
              {customerCategories.map((category) => (
                <option key={category} value={category}>
                  {fields.categories[category]}
                </option>
              ))}
            </Select>
          </Field>
          <TextField
            name="houses"
            label={fields.houses}
            value={values.houses}
            invalid={bad.has("houses")}
            inputMode="numeric"
          />
          <TextField
            name="sizeKw"
            label={fields.sizeKw}
            value={values.sizeKw}
            invalid={bad.has("sizeKw")}
            inputMode="decimal"
          />
          <Field>
            <Label htmlFor="proposal-system">{fields.system}</Label>
            <Select id="proposal-system" name="system" defaultValue={values.system}>
              {proposalSystems.map((system) => (
                <option key={system} value={system}>
                  {fields.systems[system]}
                </option>
              ))}
            </Select>
          </Field>
          <TextField
            name="panels"
            label={fields.panels}
            value={values.panels}
            invalid={bad.has("panels")}
            maxLength={300}
          />
          <TextField
            name="inverter"
            label={fields.inverter}
            value={values.inverter}
            invalid={bad.has("inverter")}
            maxLength={300}
          />
          <TextField
            name="structure"
            label={fields.structure}
            value={values.structure}
            invalid={bad.has("structure")}
            maxLength={300}
          />
          <TextField
            name="battery"
            label={fields.battery}
            value={values.battery}
            invalid={bad.has("battery")}
            maxLength={300}
          />
          <TextField
            name="priceBeforeGst"
            label={fields.priceBeforeGst}
            value={values.priceBeforeGst}
            invalid={bad.has("priceBeforeGst")}
            inputMode="numeric"
            hint={fields.priceHint(formatRupees(minimumPricePerKw))}
          />
          <TextField
            name="gstRate"
            label={fields.gstRate}
            value={values.gstRate}
            invalid={bad.has("gstRate")}
            inputMode="decimal"
            hint={fields.gstHint}
          />
          <Field className="sm:col-span-2">
            <label className="flex items-center gap-3 font-medium text-navy-900">
              <input
                type="checkbox"
                name="loanOffered"
                value="yes"
                defaultChecked={values.loanOffered === "yes"}
                className="size-5 accent-navy-700"
              />
              {fields.loanOffered}
            </label>
          </Field>
          <TextField
            name="loanYears"
            label={fields.loanYears}
            value={values.loanYears}
            invalid={bad.has("loanYears")}
            inputMode="numeric"
          />
          <TextField
            name="validUntil"
            label={fields.validUntil}
            value={values.validUntil}
            invalid={bad.has("validUntil")}
            type="date"
          />
        </div>
        {area("warranties")}
        {area("included")}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="save" variant="outline" disabled={busy}>
            {copy.save}
          </Button>
          <Button type="submit" name="intent" value="send" variant="sun" disabled={busy}>
            {copy.send}
          </Button>
        </div>
        <p className="text-xs text-navy-700">{copy.sendNote}</p>
      </Form>
    </Panel>
  );
}

function FiguresPanel({ figures }: { figures: ReturnType<typeof proposalFigures> }) {
  const f = copy.figures;
  return (
    <Panel title={f.heading}>
      <p className="mt-1 text-xs text-navy-700">{f.intro}</p>
      <dl
        className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm"
        data-testid="draft-figures"
      >
        <dt>{f.priceWithGst}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatRupees(figures.price)}</dd>
        {figures.subsidies.eligible
          ? figures.subsidies.counted.map((line) => (
              <div key={line.scheme} className="contents">
                <dt>{copy.schemes[line.scheme]}</dt>
                <dd className="text-right tabular-nums">− {formatRupees(line.amount)}</dd>
              </div>
            ))
          : null}
        <dt className="font-bold">{f.net}</dt>
        <dd className="text-right font-bold tabular-nums">{formatRupees(figures.netPrice)}</dd>
      </dl>
      {!figures.subsidies.total ? (
        <p className="mt-2 text-sm text-navy-700">{f.noSubsidy}</p>
      ) : null}
      {figures.subsidies.ended.map((line) => (
        <p key={line.scheme} className="mt-1 text-sm text-navy-700">
          {f.ended(copy.schemes[line.scheme], formatDate(`${line.endedOn}T12:00:00+05:30`))}
        </p>
      ))}
      {figures.loan ? (
        <p className="mt-2 text-sm text-navy-800">
          {f.emi(
            formatRupees(figures.loan.emi),
            figures.loan.months,
            formatNumber(figures.loan.rate, 2),
          )}
          {figures.loan.emiAfterSubsidy !== figures.loan.emi
            ? `, ${f.emiAfter(formatRupees(figures.loan.emiAfterSubsidy))}`
            : ""}
        </p>
      ) : null}
    </Panel>
  );
}

export default function InboxProposal({ loaderData, actionData }: Route.ComponentProps) {
  const { proposal, lead, draft, latestSent, versions, customerWords, sender: from } = loaderData;
  const busy = useNavigation().state !== "idle";
  const problem = actionData?.ok === false ? actionData.problem : undefined;
  const bad = new Set<string>(actionData?.ok === false ? actionData.fields : []);
  const drafts: Drafts = actionData?.ok === false ? actionData.drafts : {};
  const hasDrafts = Object.keys(drafts).length > 0 && problem !== "incomplete";
  const values = draft ? { ...draft.values, ...drafts } : null;
  const language = copy.language[lead.language];
  return (
    <>
      <Link
        to={inboxPaths.lead("quote", proposal.leadId)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-navy-700 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.back}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
          {copy.heading(proposal.number, lead.name)}
        </h1>
        <span
          data-testid="proposal-status"
          className="rounded-full bg-navy-100 px-3 py-1 text-sm font-semibold text-navy-900"
        >
          {proposalStaffCopy.statuses[proposal.status]}
        </span>
      </div>

      {actionData?.ok ? (
        <div
          role="status"
          className="mt-4 rounded-lg bg-leaf-50 p-3 text-sm font-medium text-leaf-800"
        >
          {actionData.link ? (
            <>
              {copy.sentDone}{" "}
              <code data-testid="proposal-link" className="break-all">
                {actionData.link}
              </code>
            </>
          ) : (
            copy.saved
          )}
        </div>
      ) : problem ? (
        <p
          role={problem === "kept" ? "status" : "alert"}
          className="mt-4 rounded-lg bg-sun-50 p-3 text-sm font-medium text-navy-900"
        >
          {problem === "kept" ? copy.kept : copy.problems[problem]}
        </p>
      ) : null}

      <div className="mt-6 grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid gap-4">
          {draft && values ? (
            <>
              {hasDrafts ? (
                <UnsavedLine testId="proposal-unsaved">{copy.unsaved}</UnsavedLine>
              ) : null}
              <DraftEditor
                key={`${draft.version}-${JSON.stringify(draft.values)}`}
                version={draft.version}
                values={values}
                bad={bad}
                busy={busy}
                languageNote={copy.languageNote(language)}
              />
            </>
          ) : latestSent ? (
            <Panel title={copy.preview(latestSent.version)}>
              <p className="mt-2 text-sm text-navy-800" data-testid="proposal-frozen">
                {copy.frozen(latestSent.version, formatDateTime(latestSent.sentAt))}
              </p>
              <Form method="post" className="mt-3 flex flex-wrap gap-2">
                <Button
                  type="submit"
                  name="intent"
                  value="newVersion"
                  variant="navy"
                  disabled={busy}
                >
                  {copy.newVersion}
                </Button>
                {proposal.status !== "revoked" ? (
                  <Button
                    type="submit"
                    name="intent"
                    value="revoke"
                    variant="outline"
                    disabled={busy}
                  >
                    {copy.revoke}
                  </Button>
                ) : null}
              </Form>
              <p className="mt-1 text-xs text-navy-700">{copy.revokeNote}</p>
            </Panel>
          ) : null}
          {latestSent ? (
            <ProposalDocument content={latestSent.content} words={customerWords} company={from} />
          ) : null}
        </div>
        <div className="grid content-start gap-4">
          {draft ? <FiguresPanel figures={draft.figures} /> : null}
          <Panel title={copy.versions.heading}>
            <ol className="mt-3 grid gap-3" data-testid="proposal-versions">
              {versions.map((version) => (
                <li key={version.version} className="border-l-2 border-navy-100 pl-3 text-sm">
                  <p className="font-bold text-navy-900">
                    {copy.versions.version(version.version)}
                  </p>
                  <p className="text-navy-700">{copy.versions.by(version.createdBy)}</p>
                  {version.sentAt ? (
                    <p>
                      {copy.versions.sent(formatDateTime(version.sentAt))},{" "}
                      {version.firstOpenedAt
                        ? copy.versions.opened(formatDateTime(version.firstOpenedAt))
                        : copy.versions.notOpened}
                    </p>
                  ) : (
                    <p>{copy.versions.draft}</p>
                  )}
                  {version.accepted ? (
                    <p className="font-semibold text-leaf-800">
                      {copy.versions.accepted(
                        formatDateTime(version.accepted.at),
                        version.accepted.name,
                      )}{" "}
                      <span className="block font-normal break-words text-navy-700">
                        {copy.versions.from(version.accepted.ip, version.accepted.userAgent)}
                      </span>
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      </div>
    </>
  );
}
