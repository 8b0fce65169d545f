import { formatDateTime } from "~/components/inbox/format";
import type { ContactLead, PrivacyRequest, QuoteLead } from "~/lib/leads/lead-record";
import { projectCopy } from "~/content/copy/en/project";
import type { ProjectStepId } from "~/lib/projects/project-steps";
import { type LeadStatus, statusLabels } from "./lead-status";

// A lead's timeline as the page shows it: who did what, when.

export type InboxLead = ContactLead | QuoteLead | PrivacyRequest;

export type TimelineEvent = {
  id: number;
  createdAt: string;
  actorName: string;
} & (
  | { type: "status"; from: LeadStatus; to: LeadStatus; reason?: string }
  | { type: "assign"; toId: string | null; toName: string | null }
  | { type: "note"; text: string }
  | { type: "erasure"; summary: string }
  | {
      type: "survey";
      action: "booked" | "moved" | "confirmed" | "cancelled";
      /** UTC ISO 8601. */
      start: string;
      end: string;
      /** Where a move came from. */
      from?: string;
    }
  | {
      type: "proposal";
      action: "drafted" | "sent" | "opened" | "accepted" | "new_version" | "revoked";
      number: string;
      version: number;
      /** The name the customer typed, on an acceptance. */
      name?: string;
    }
  | {
      type: "next_step";
      action: "set" | "done";
      what: string;
      dueAt: string;
      assigneeName?: string | null;
    }
  /** The lead's project after the sale (issue 22). */
  | { type: "project"; action: "opened"; category: string; proposalId?: number }
  | {
      type: "project";
      action: "step" | "done";
      step: ProjectStepId;
      /** The fields changed, in words. */
      changes: string[];
      /** A step marked done: whether the customer was e-mailed. */
      emailed?: boolean;
    }
  | { type: "project"; action: "link"; emailed: boolean }
  | { type: "project"; action: "revoked"; count: number }
  /** Staff revoked the survey's links, freeing its booked time if there was one (issue 30). */
  | { type: "survey_link"; action: "revoked"; freed: boolean }
  /** The site held something back at a limit (issue 30), `limit` being the limit then. */
  | { type: "limit"; what: LimitReached; limit: number }
);

/** What the site can hold back at a limit, and tell staff of. */
export type LimitReached = "survey_changes" | "survey_bookings" | "person_mail";

const limitsReached: Record<LimitReached, (limit: number) => string> = {
  survey_changes: (limit) =>
    `The survey link was refused a change: it had made ${limit} in a day, the limit. The customer was asked to call.`,
  survey_bookings: (limit) =>
    `A survey booking was refused: ${limit} surveys had been booked from the same connection in a day, the limit. The customer was asked to call.`,
  person_mail: (limit) =>
    `An e-mail to the customer was held back: ${limit} had gone to their address in the last hour, the limit.`,
};

function describeProject(event: Extract<TimelineEvent, { type: "project" }>): string {
  switch (event.action) {
    case "opened":
      return `Project opened (${event.category})${event.proposalId ? ` from proposal ${event.proposalId}` : ""}`;
    case "step":
      return `Project step “${projectCopy.steps[event.step]?.title ?? event.step}” changed: ${event.changes.join(", ")}`;
    case "done":
      return `Project step done: ${projectCopy.steps[event.step]?.title ?? event.step} (${event.emailed ? "customer e-mailed" : "no e-mail"})`;
    case "link":
      return event.emailed
        ? "New link to the project page e-mailed to the customer"
        : "New link to the project page made";
    case "revoked":
      return `Links to the project page revoked (${event.count})`;
  }
}

/** India's time, as the rest of the inbox shows it. */
const at = formatDateTime;

/** One timeline entry in words, for the page and for tests. */
export function describeEvent(event: TimelineEvent): string {
  switch (event.type) {
    case "status":
      return `Status: ${statusLabels[event.from]} → ${statusLabels[event.to]}${event.reason ? ` (${event.reason})` : ""}`;
    case "assign":
      return event.toName ? `Assigned to ${event.toName}` : "Unassigned";
    case "note":
      return event.text;
    case "erasure":
      return event.summary;
    case "survey":
      return event.action === "moved" && event.from
        ? `Site survey moved from ${at(event.from)} to ${at(event.start)}`
        : `Site survey ${event.action}: ${at(event.start)}`;
    case "proposal":
      return describeProposalEvent(event);
    case "next_step":
      return event.action === "set"
        ? `Next step: ${event.what}, by ${at(event.dueAt)}${event.assigneeName ? ` (${event.assigneeName})` : ""}`
        : `Next step done: ${event.what}`;
    case "project":
      return describeProject(event);
    case "survey_link":
      return event.freed
        ? "Survey link revoked: it opens nothing now, and the booked time is free again"
        : "Survey link revoked: it opens nothing now";
    case "limit":
      return limitsReached[event.what](event.limit);
  }
}

const proposalActions = {
  drafted: "drafted",
  sent: "sent to the customer",
  opened: "first opened by the customer",
  accepted: "accepted",
  new_version: "started as a new version",
  revoked: "withdrawn: its link no longer opens",
} as const;

function describeProposalEvent(event: Extract<TimelineEvent, { type: "proposal" }>): string {
  const what = `Proposal ${event.number} v${event.version} ${proposalActions[event.action]}`;
  return event.action === "accepted" && event.name ? `${what} by “${event.name}”` : what;
}
