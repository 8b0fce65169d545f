import { Link } from "react-router";
import { referralDeskCopy as copy } from "~/content/referral-desk";
import { fill } from "~/lib/i18n/fill";
import { inboxPaths, type InboxKind } from "~/lib/inbox/inbox-paths";
import { formatDateTime } from "~/lib/time/format";
import type { ShownReferral } from "./referral-store.server";

// One referral as staff see it (issue 36): who referred whom, when, and the reward's state.
// The reward's form is the caller's (the list's own form, or the lead page's work form).

export function ReferralLine({
  referral,
  showLead = true,
  children,
}: {
  referral: ShownReferral;
  /** The referred enquiry's link (the list); the lead's own page leaves it out. */
  showLead?: boolean;
  /** The reward's form, while it is unpaid. */
  children?: React.ReactNode;
}) {
  return (
    <div className="grid gap-1 text-sm text-navy-800" data-testid="referral">
      <p className="font-semibold text-navy-900">
        {fill(copy.referredBy, { name: referral.referrerName })}
        {" · "}
        <Link to={inboxPaths.project(referral.projectId)} className="underline">
          {copy.theirProject}
        </Link>
      </p>
      {showLead ? (
        <p>
          {copy.lead}:{" "}
          <Link
            to={inboxPaths.lead(referral.leadKind as InboxKind, referral.leadId)}
            className="font-semibold underline"
          >
            {referral.leadName}
          </Link>
        </p>
      ) : null}
      <p>{fill(copy.arrived, { date: formatDateTime(referral.createdAt) })}</p>
      <p data-testid="referral-reward">
        {referral.rewardPaidAt
          ? `${fill(copy.paid, {
              date: formatDateTime(referral.rewardPaidAt),
              by: referral.rewardPaidBy ?? "",
            })}${referral.rewardNote ? `: ${referral.rewardNote}` : ""}`
          : copy.unpaid}
      </p>
      {referral.rewardPaidAt ? null : children}
    </div>
  );
}
