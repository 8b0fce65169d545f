import {
  UnsavedLine,
  WorkButton,
  type WorkDrafts,
  workFormId,
} from "~/components/staff-forms/work-form";
import { Mail, MessageCircle, Phone } from "lucide-react";
import type * as React from "react";
import { buttonVariants } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { inboxCopy } from "~/content/inbox";
import { type LeadStatus, salesStatuses, statusLabels } from "~/lib/lead-core/lead-status";
import type { reachOutLinks } from "~/lib/inbox/reach-out";
import { describeEvent, type InboxLead, type TimelineEvent } from "./timeline";
import { quotePlanPath, quotePlanSummary } from "~/lib/leads/quote-plan-email";
import { formatDateTime } from "~/lib/time/format";
import { leadFields } from "~/components/inbox/lead-fields";
import { Panel } from "~/components/inbox/panel";

// The parts of a lead's page (./lead.tsx). Every form posts to the page's
// action with an `intent`, with or without JavaScript.

const copy = inboxCopy.lead;

/** Call, WhatsApp and e-mail, one tap each; three equal buttons on a phone. */
export function ReachOutButtons({ links }: { links: ReturnType<typeof reachOutLinks> }) {
  return (
    <div className="mt-4 grid grid-cols-3 gap-2 sm:flex">
      {links.tel ? (
        <a href={links.tel} className={buttonVariants({ variant: "navy" })}>
          <Phone aria-hidden="true" />
          {copy.call}
        </a>
      ) : null}
      {links.whatsapp ? (
        <a
          href={links.whatsapp}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: "outline" })}
        >
          <MessageCircle aria-hidden="true" />
          {copy.whatsapp}
        </a>
      ) : null}
      {links.mailto ? (
        <a href={links.mailto} className={buttonVariants({ variant: "outline" })}>
          <Mail aria-hidden="true" />
          {copy.email}
        </a>
      ) : null}
    </div>
  );
}

export function LeadDetailsPanel({ lead }: { lead: InboxLead }) {
  return (
    <Panel title={copy.details}>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {leadFields(lead).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-navy-700">{label}</dt>
            <dd className="break-words whitespace-pre-line text-navy-900 max-sm:-mt-2">{value}</dd>
          </div>
        ))}
        {lead.kind === "quote" && lead.planQuery ? (
          <div className="contents">
            <dt className="text-sm font-semibold text-navy-700">{inboxCopy.fields.plan}</dt>
            <dd className="text-navy-900 max-sm:-mt-2">
              <ul className="space-y-1 break-words">
                {quotePlanSummary(lead).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <a
                href={quotePlanPath({ planQuery: lead.planQuery })}
                className="mt-2 inline-block font-semibold text-navy-800 underline"
              >
                {inboxCopy.fields.openPlan}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </Panel>
  );
}

/** Status (with a reason when lost) and who has the lead. */
export function FollowUpPanel({
  status,
  lostReason,
  assigneeId,
  assignable,
  busy,
  reasonMissing,
  drafts,
  children,
}: {
  status: LeadStatus;
  lostReason: string | null;
  assigneeId: string | null;
  assignable: { id: string; name: string }[];
  busy: boolean;
  /** "Lost" was chosen without saying why. */
  reasonMissing: boolean;
  drafts: WorkDrafts;
  /** More of the follow-up (the next step), below the assignee. */
  children?: React.ReactNode;
}) {
  return (
    <Panel title={copy.work}>
      <div className="mt-3 grid gap-3">
        <Field>
          <Label htmlFor="lead-status">{copy.status}</Label>
          <Select
            id="lead-status"
            name="status"
            form={workFormId}
            defaultValue={drafts.status ?? status}
            key={status}
          >
            {salesStatuses.map((option) => (
              <option key={option} value={option}>
                {statusLabels[option]}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor="lead-reason">{copy.lostReason}</Label>
          <Input
            id="lead-reason"
            name="reason"
            form={workFormId}
            defaultValue={drafts.reason ?? lostReason ?? ""}
            key={`reason-${status}`}
            maxLength={500}
            aria-invalid={reasonMissing || undefined}
            aria-describedby={reasonMissing ? "lead-reason-error" : undefined}
          />
          <FieldError id="lead-reason-error">
            {reasonMissing ? copy.lostReasonRequired : undefined}
          </FieldError>
        </Field>
        <WorkButton intent="status" variant="navy" disabled={busy}>
          {copy.saveStatus}
        </WorkButton>
      </div>

      <div className="mt-6 grid gap-3 border-t border-navy-100 pt-4">
        <Field>
          <Label htmlFor="lead-assignee">{copy.assignee}</Label>
          <Select
            id="lead-assignee"
            name="assignee"
            form={workFormId}
            defaultValue={drafts.assignee ?? assigneeId ?? ""}
            key={assigneeId}
          >
            <option value="">{copy.nobody}</option>
            {assignable.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </Select>
        </Field>
        <WorkButton intent="assign" variant="outline" disabled={busy}>
          {copy.assign}
        </WorkButton>
      </div>
      {children}
    </Panel>
  );
}

/** A line under a field whose text the server handed back unsaved. */
export function NotePanel({
  busy,
  resetKey,
  draft,
  empty,
}: {
  busy: boolean;
  /** Changes when a note was saved: only then is the box emptied. */
  resetKey: number;
  /** A note typed and not yet added, handed back by the server. */
  draft: string | undefined;
  /** "Add note" was pressed with nothing in the box. */
  empty: boolean;
}) {
  return (
    <Panel title={copy.note}>
      <div className="mt-3 grid gap-3" key={resetKey}>
        <Label htmlFor="lead-note" className="sr-only">
          {copy.note}
        </Label>
        <Textarea
          id="lead-note"
          name="text"
          form={workFormId}
          maxLength={5000}
          rows={4}
          defaultValue={draft ?? ""}
          placeholder={copy.notePlaceholder}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? "lead-note-error" : undefined}
        />
        <FieldError id="lead-note-error">{empty ? copy.noteEmpty : undefined}</FieldError>
        {draft ? <UnsavedLine testId="note-unsaved">{copy.noteUnsaved}</UnsavedLine> : null}
        <WorkButton intent="note" variant="sun" disabled={busy}>
          {copy.addNote}
        </WorkButton>
      </div>
    </Panel>
  );
}

/** Who did what and when, newest first. */
export function TimelinePanel({ timeline }: { timeline: TimelineEvent[] }) {
  return (
    <Panel title={copy.timeline}>
      {timeline.length ? (
        <ol className="mt-3 grid gap-3">
          {timeline.map((event) => (
            <li key={event.id} data-event={event.type} className="border-l-2 border-navy-100 pl-3">
              <p className="text-xs text-navy-700">
                {formatDateTime(event.createdAt)} · {event.actorName}
              </p>
              <p
                className={
                  event.type === "note"
                    ? "whitespace-pre-line text-navy-900"
                    : "font-semibold text-navy-900"
                }
              >
                {describeEvent(event)}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-navy-700">{copy.noTimeline}</p>
      )}
    </Panel>
  );
}
