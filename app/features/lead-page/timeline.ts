import { formatDateTime } from "~/lib/time/format";
import type { ContactLead, PrivacyRequest, QuoteLead } from "~/lib/leads/lead-record";
import { projectCopy } from "~/content/copy/en/project";
import type { ProjectStepId } from "~/features/projects/project-steps";
import type { DocumentItemId } from "~/features/projects/paperwork/document-items";
import type { LimitReached, TimelineEvent } from "~/lib/lead-core/lead-events";
import { statusLabels } from "~/lib/lead-core/lead-status";

// A lead's timeline as the page shows it: who did what, when.

export type InboxLead = ContactLead | QuoteLead | PrivacyRequest;

export type { TimelineEvent };

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
      return `Project step “${projectCopy.steps[event.step as ProjectStepId]?.title ?? event.step}” changed: ${event.changes.join(", ")}`;
    case "done":
      return `Project step done: ${projectCopy.steps[event.step as ProjectStepId]?.title ?? event.step} (${event.emailed ? "customer e-mailed" : "no e-mail"})`;
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
    case "whatsapp":
      return describeWhatsApp(event);
    case "document":
      return describeDocument(event);
    case "paperwork":
      return describePaperwork(event);
    case "service":
      return {
        requested: `Service request ${event.reference}: ${event.detail}`,
        visit: `Service visit booked for ${event.reference}: ${event.detail}`,
        "visit-cancelled": `Service visit for ${event.reference} cancelled: ${event.detail}`,
        parts: `Service request ${event.reference} waiting for a part: ${event.detail}`,
        resolved: `Service request ${event.reference} resolved: ${event.detail}`,
        closed: `Service request ${event.reference} closed`,
        contract: `Maintenance contract ${event.reference}: ${event.detail}`,
        renewal: `Renewal of maintenance contract ${event.reference}: ${event.detail}`,
      }[event.action];
    case "referral":
      return {
        arrived: "Came through a customer's referral link",
        referred: `Referred a new enquiry: ${event.detail}`,
        reward: `Referral reward paid for ${event.detail}`,
        renewed: "Referral link renewed: the old one opens nothing now",
      }[event.action];
  }
}

function describePaperwork(event: Extract<TimelineEvent, { type: "paperwork" }>): string {
  switch (event.action) {
    case "equipment":
      return `Equipment register saved: ${event.kind}, ${event.serials} serial${event.serials === 1 ? "" : "s"}`;
    case "names":
      return event.mismatches
        ? `Names saved: the bill, bank and portal names differ (${event.mismatches} pair${event.mismatches === 1 ? "" : "s"})`
        : "Names saved: they match";
    case "findings":
      return event.recommendedKw === null
        ? "Survey findings saved"
        : `Survey findings saved: ${event.recommendedKw} kW recommended`;
    case "roof-photo":
      return "Roof photo added to the survey findings";
  }
}

function describeDocument(event: Extract<TimelineEvent, { type: "document" }>): string {
  const item = projectCopy.documents.items[event.item as DocumentItemId]?.title ?? event.item;
  switch (event.action) {
    case "received":
      return `Document received: ${item}`;
    case "checked":
      return `Document checked: ${item}`;
    case "rejected":
      return `Document rejected: ${item} (${event.reason ?? ""})`;
  }
}

function describeWhatsApp(event: Extract<TimelineEvent, { type: "whatsapp" }>): string {
  switch (event.action) {
    case "sent":
      return `WhatsApp message sent: ${event.message}`;
    case "delivered":
      return `WhatsApp message delivered: ${event.message}`;
    case "read":
      return `WhatsApp message read: ${event.message}`;
    case "failed":
      return `WhatsApp message failed: ${event.message}. ${event.reason}. ${
        event.fallback === "email"
          ? "The customer has it by e-mail."
          : "The customer has no e-mail address to send it to: call them."
      }`;
    case "received":
      return `WhatsApp from the customer: ${event.photo ? "(photo) " : ""}${event.text}`;
    case "replied":
      return event.template
        ? `WhatsApp answer sent in the "update" template (24 hours had passed): ${event.text}`
        : `WhatsApp answer sent: ${event.text}`;
    case "stopped":
      return "The customer replied STOP on WhatsApp: their WhatsApp consent is withdrawn and no more WhatsApp messages go to them";
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
