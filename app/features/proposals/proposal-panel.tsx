import { WorkButton } from "~/components/staff-forms/work-form";
import { FileText } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "~/lib/time/format";
import { Panel } from "~/components/inbox/panel";
import { buttonVariants } from "~/components/ui/button";
import { proposalStaffCopy } from "~/content/inbox-proposals";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import type { ProposalStatus } from "~/features/proposals/proposal-store.server";

const copy = proposalStaffCopy.panel;

export interface LeadProposal {
  id: number;
  number: string;
  status: ProposalStatus;
  currentVersion: number;
  sentAt: string | null;
  firstOpenedAt: string | null;
  accepted: { at: string; name: string; version: number } | null;
}

/**
 * A quote request's proposal on its page: where it stands, and the way to its editor; without
 * one, a button (of the page's one form, so nothing typed elsewhere is lost) that starts it.
 */
export function ProposalPanel({
  proposal,
  busy,
}: {
  proposal: LeadProposal | null;
  busy: boolean;
}) {
  return (
    <Panel title={copy.heading}>
      <div className="mt-3 grid gap-3" data-testid="lead-proposal">
        {proposal ? (
          <>
            <p className="flex items-start gap-2 text-navy-900">
              <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sun-600" />
              <span>
                <span className="font-bold">
                  {proposal.number}, {copy.version(proposal.currentVersion)}
                </span>
                <br />
                <span className="text-sm">{proposalStaffCopy.statuses[proposal.status]}</span>
              </span>
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {proposal.sentAt ? (
                <>
                  <dt className="font-semibold text-navy-700">{copy.sent}</dt>
                  <dd>{formatDateTime(proposal.sentAt)}</dd>
                  <dt className="font-semibold text-navy-700">{copy.opened}</dt>
                  <dd>
                    {proposal.firstOpenedAt
                      ? formatDateTime(proposal.firstOpenedAt)
                      : copy.notOpened}
                  </dd>
                </>
              ) : null}
              {proposal.accepted ? (
                <>
                  <dt className="font-semibold text-navy-700">{copy.accepted}</dt>
                  <dd>
                    {formatDateTime(proposal.accepted.at)}, v{proposal.accepted.version}, “
                    {proposal.accepted.name}”
                  </dd>
                </>
              ) : null}
            </dl>
            <Link
              to={inboxPaths.proposal(proposal.id)}
              className={buttonVariants({ variant: "navy", className: "justify-self-start" })}
            >
              {copy.open}
            </Link>
          </>
        ) : (
          <>
            <p className="text-sm text-navy-700">{copy.none}</p>
            <WorkButton
              intent="proposalDraft"
              variant="navy"
              disabled={busy}
              className="justify-self-start"
            >
              {copy.write}
            </WorkButton>
          </>
        )}
      </div>
    </Panel>
  );
}
