import { definePanel } from "~/features/lead-page";
import { type LeadProposal, ProposalPanel } from "../proposal-panel";

export interface ProposalData {
  proposal: LeadProposal | null;
}

/** A quote request's proposal: where it stands, or the button that starts it. */
export default definePanel<ProposalData>(function Proposal({ data, page }) {
  return <ProposalPanel proposal={data.proposal} busy={page.busy} />;
});
