import * as z from "zod/mini";
import { done, leadIntent, panelServer } from "~/features/lead-page/index.server";
import { inboxModules, notFound } from "~/lib/inbox/inbox-context.server";
import type { LeadProposal } from "../proposal-panel";
import type { Proposal } from "../proposal-store.server";
import type { ProposalData } from "./proposal";

/** The lead page's summary of its proposal: the newest version's state, and any acceptance. */
function leadProposal(proposal: Proposal): LeadProposal {
  const sent = proposal.versions.find((version) => version.sentAt);
  const accepted = proposal.versions.find((version) => version.accepted);
  return {
    id: proposal.id,
    number: proposal.number,
    status: proposal.status,
    currentVersion: proposal.currentVersion,
    sentAt: sent?.sentAt ?? null,
    firstOpenedAt: sent?.firstOpenedAt ?? null,
    accepted: accepted?.accepted
      ? { at: accepted.accepted.at, name: accepted.accepted.name, version: accepted.version }
      : null,
  };
}

// The panel shows with or without a proposal, for quote requests only.
export default panelServer<ProposalData>({
  async load({ context, kind, id }) {
    if (kind !== "quote") return null;
    const proposal = await inboxModules(context).proposals.ofLead(id);
    return { proposal: proposal ? leadProposal(proposal) : null };
  },
  intents: {
    proposalDraft: leadIntent({
      schema: z.object({}),
      async run({ context, kind, id, staff, today }) {
        if (kind !== "quote") throw notFound();
        const drafted = await inboxModules(context).proposals.createDraft(
          id,
          { id: staff.id, name: staff.name },
          today,
        );
        if (drafted.outcome !== "done") throw notFound();
        return done();
      },
    }),
  },
});
