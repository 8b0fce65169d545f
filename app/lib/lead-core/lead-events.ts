import type { LeadStatus } from "./lead-status";

// A lead's timeline events: one union that the one writer (./lead-state.server) stores and
// every reader (the lead page's timeline, the digest, the tests) reads. A writer cannot store
// an event the reader does not know: adding one here makes the reader's switch fail to compile
// until it says the event in words.

export type LeadEvent =
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
      /** A project step's id (the projects feature's ProjectStepId). */
      step: string;
      /** The fields changed, in words. */
      changes: string[];
      /** A step marked done: whether the customer was e-mailed. */
      emailed?: boolean;
    }
  | { type: "project"; action: "link"; emailed: boolean }
  | { type: "project"; action: "revoked"; count: number }
  /** Staff revoked the survey's links, freeing its booked time if there was one (issue 30). */
  | { type: "survey_link"; action: "revoked"; freed: boolean }
  /**
   * WhatsApp (issue 34): a message to the customer (`message` names it for staff) and what
   * Meta said of it; a failure with its reason in words and whether the customer has it by
   * e-mail; a reply coming in, staff's answer, and a "STOP" that withdrew the consent.
   */
  | { type: "whatsapp"; action: "sent" | "delivered" | "read"; message: string }
  | {
      type: "whatsapp";
      action: "failed";
      message: string;
      reason: string;
      fallback: "email" | "none";
    }
  | { type: "whatsapp"; action: "received"; text: string; photo?: boolean }
  | { type: "whatsapp"; action: "replied"; text: string; template: boolean }
  | { type: "whatsapp"; action: "stopped" }
  /**
   * A project's paperwork (issue 35): a document received for a checklist item (`item`, the
   * projects feature's DocumentItemId), checked or rejected with the reason the customer reads;
   * the equipment register or the names saved.
   */
  | { type: "document"; action: "received" | "checked" | "rejected"; item: string; reason?: string }
  | { type: "paperwork"; action: "equipment"; kind: string; serials: number }
  | { type: "paperwork"; action: "names"; mismatches: number }
  /** What the engineer found at the roof saved, with the size they recommend; a roof photo. */
  | { type: "paperwork"; action: "findings"; recommendedKw: number | null }
  | { type: "paperwork"; action: "roof-photo" }
  /**
   * A service request after the sale (issue 36): asked for (`detail`: the problem's id), a
   * visit booked (when), waiting for a part (which), resolved (what was done), closed; a
   * maintenance contract made (`reference`: its period) and its renewal offered.
   */
  | {
      type: "service";
      action:
        | "requested"
        | "visit"
        | "visit-cancelled"
        | "parts"
        | "resolved"
        | "closed"
        | "contract"
        | "renewal";
      reference: string;
      detail: string;
    }
  /**
   * Referrals (issue 36): this lead came through a customer's referral link (the referrer is
   * not named here: the referral's panel names them while they are on record); this customer
   * referred a new lead (`detail`: which), their reward was paid, their link was renewed.
   */
  | { type: "referral"; action: "arrived" | "referred" | "reward" | "renewed"; detail: string }
  /** The site held something back at a limit (issue 30), `limit` being the limit then. */
  | { type: "limit"; what: LimitReached; limit: number };

/** What the site can hold back at a limit, and tell staff of. */
export type LimitReached = "survey_changes" | "survey_bookings" | "person_mail";

/** One stored event as the timeline reads it: who did it and when. */
export type TimelineEvent = {
  id: number;
  createdAt: string;
  actorName: string;
} & LeadEvent;

/** `Omit` over each member of a union (the plain one merges them). */
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
