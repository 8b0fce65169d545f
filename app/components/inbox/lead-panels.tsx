import { Mail, MessageCircle, Phone, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { inboxCopy } from "~/content/inbox";
import { type LeadStatus, salesStatuses, statusLabels } from "~/lib/inbox/lead-status";
import type { reachOutLinks } from "~/lib/inbox/reach-out";
import { describeEvent, type InboxLead, type TimelineEvent } from "~/lib/inbox/timeline";
import { quotePlanPath, quotePlanSummary } from "~/lib/leads/quote-plan-email";
import { formatDateTime } from "./format";
import { leadFields } from "./lead-fields";
import { Panel } from "./panel";

// The parts of a lead's page (app/routes/inbox/lead.tsx). Every form posts to the page's
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
}: {
  status: LeadStatus;
  lostReason: string | null;
  assigneeId: string | null;
  assignable: { id: string; name: string }[];
  busy: boolean;
  /** "Lost" was chosen without saying why. */
  reasonMissing: boolean;
}) {
  return (
    <Panel title={copy.work}>
      <Form method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="status" />
        <Field>
          <Label htmlFor="lead-status">{copy.status}</Label>
          <Select id="lead-status" name="status" defaultValue={status} key={status}>
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
            defaultValue={lostReason ?? ""}
            maxLength={500}
            aria-invalid={reasonMissing || undefined}
            aria-describedby={reasonMissing ? "lead-reason-error" : undefined}
          />
          <FieldError id="lead-reason-error">
            {reasonMissing ? copy.lostReasonRequired : undefined}
          </FieldError>
        </Field>
        <Button type="submit" variant="navy" disabled={busy}>
          {copy.saveStatus}
        </Button>
      </Form>

      <Form method="post" className="mt-6 grid gap-3 border-t border-navy-100 pt-4">
        <input type="hidden" name="intent" value="assign" />
        <Field>
          <Label htmlFor="lead-assignee">{copy.assignee}</Label>
          <Select
            id="lead-assignee"
            name="assignee"
            defaultValue={assigneeId ?? ""}
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
        <Button type="submit" variant="outline" disabled={busy}>
          {copy.assign}
        </Button>
      </Form>
    </Panel>
  );
}

/** A privacy request's one confirmed action; owners only. */
export function ErasePanel({ isOwner, busy }: { isOwner: boolean; busy: boolean }) {
  return (
    <Panel title={copy.erase.heading}>
      <p className="mt-2 text-sm text-navy-700">{copy.erase.text}</p>
      {isOwner ? (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="erase" />
          <label className="flex items-start gap-3 text-sm font-medium text-navy-900">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              required
              className="mt-1 size-5 shrink-0"
            />
            {copy.erase.confirm}
          </label>
          <Button
            type="submit"
            variant="navy"
            disabled={busy}
            className="bg-red-700 hover:bg-red-800"
          >
            <Trash2 aria-hidden="true" />
            {copy.erase.submit}
          </Button>
        </Form>
      ) : (
        <p className="mt-3 text-sm font-semibold text-navy-900">{copy.erase.ownersOnly}</p>
      )}
    </Panel>
  );
}

export function NotePanel({ busy, resetKey }: { busy: boolean; resetKey: number }) {
  return (
    <Panel title={copy.note}>
      {/* A new key after each saved note empties the box. */}
      <Form method="post" className="mt-3 grid gap-3" key={resetKey}>
        <input type="hidden" name="intent" value="note" />
        <Label htmlFor="lead-note" className="sr-only">
          {copy.note}
        </Label>
        <Textarea
          id="lead-note"
          name="text"
          required
          maxLength={5000}
          rows={4}
          placeholder={copy.notePlaceholder}
        />
        <Button type="submit" variant="sun" disabled={busy}>
          {copy.addNote}
        </Button>
      </Form>
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
