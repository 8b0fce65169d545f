import type { ContactLead, PrivacyRequest, QuoteLead } from "~/lib/leads/lead-record";
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
);

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
  }
}
