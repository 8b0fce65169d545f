import { data, Link } from "react-router";
import type { Route } from "./+types/proposals";
import { formatDateTime } from "~/lib/time/format";
import { Panel } from "~/components/inbox/panel";
import { proposalStaffCopy } from "~/content/inbox-proposals";
import { inboxCopy } from "~/content/inbox";
import { inboxModules, inboxRouteHeaders, logView } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";

// Every proposal (issue 21), the latest change first: who it is for, where it stands, when it
// was sent, first opened and accepted. Each opens its editor.

const copy = proposalStaffCopy;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  await logView(context, request, staff, "proposals");
  const proposals = await inboxModules(context).proposals.list();
  return data({ proposals }, { headers: inboxHeaders });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title(copy.list.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

const when = (stamp: { version: number; at: string } | null) =>
  stamp ? `${formatDateTime(stamp.at)} (v${stamp.version})` : "—";

export default function InboxProposals({ loaderData }: Route.ComponentProps) {
  const { proposals } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{copy.list.heading}</h1>
      <p className="mt-1 text-sm text-navy-700">{copy.list.intro}</p>
      <div className="mt-4">
        <Panel title={copy.list.heading}>
          {proposals.length ? (
            <ul className="mt-3 grid gap-2" aria-label={copy.list.heading}>
              {proposals.map((proposal) => (
                <li key={proposal.id}>
                  <Link
                    to={inboxPaths.proposal(proposal.id)}
                    className="grid gap-1 rounded-xl border border-navy-100 p-3 hover:border-navy-300 sm:grid-cols-[8rem_1fr_8rem] sm:items-baseline sm:gap-3"
                  >
                    <span className="font-bold text-navy-900">
                      {proposal.number} · v{proposal.currentVersion}
                    </span>
                    <span>
                      <span className="font-semibold text-navy-900">{proposal.name}</span>
                      <span className="text-sm text-navy-700"> · {proposal.location}</span>
                      <span className="block text-xs text-navy-700">
                        {copy.list.columns.sent}: {when(proposal.sent)} · {copy.list.columns.opened}
                        : {when(proposal.opened)} · {copy.list.columns.accepted}:{" "}
                        {when(proposal.accepted)}
                      </span>
                    </span>
                    <span
                      className="text-sm font-semibold text-navy-800"
                      data-testid="proposal-status"
                    >
                      {copy.statuses[proposal.status]}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-navy-700">{copy.list.none}</p>
          )}
        </Panel>
      </div>
    </>
  );
}
