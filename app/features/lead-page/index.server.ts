// The lead page's entry for a panel's server part (issue 31): ./lead-panel.server.ts.
export {
  done,
  type IntentOutcome,
  leadIntent,
  type LeadPanelContext,
  panelServer,
  refused,
} from "./lead-panel.server";
export { assignableStaff, theirOtherRecords } from "./shared-loads.server";
