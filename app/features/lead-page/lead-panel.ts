import type { ComponentType, ReactNode } from "react";
import type { WorkDrafts } from "~/components/staff-forms/work-form";
import type { LeadStatus } from "~/lib/lead-core/lead-status";
import type { InboxLead, TimelineEvent } from "./timeline";

// What a panel of the lead's page is (issue 31), on the page's side: a component given its own
// data (what its server part's `load` returned) and the page's shared state. Its server part
// (./lead-panel.server.ts) loads that data and handles the panel's intents. Panels live in
// their feature's folder as `lead-panels/<id>.tsx` and `lead-panels/<id>.server.ts`; the
// page shows those named in ./panel-order.ts, in that order (ARCHITECTURE.md walks it).

/** The page's state every panel may read. */
export interface LeadPageState {
  lead: InboxLead;
  status: LeadStatus;
  lostReason: string | null;
  assigneeId: string | null;
  timeline: TimelineEvent[];
  staff: { name: string; role: string };
  /** A change is being saved: buttons wait. */
  busy: boolean;
  /** What the page posted and the server did not save, to show again as typed. */
  drafts: WorkDrafts;
  /** What the last change's intent refused (a panel's own word for it), if anything. */
  problem: string | undefined;
}

export interface LeadPanelProps<Data> {
  data: Data;
  page: LeadPageState;
  /** Panels shown inside this one (panel-order.ts's `within`). */
  children?: ReactNode;
}

/** A panel's component: `export default definePanel<Data>(function …)`. */
export type LeadPanelView<Data> = ComponentType<LeadPanelProps<Data>>;

export const definePanel = <Data>(view: LeadPanelView<Data>): LeadPanelView<Data> => view;
