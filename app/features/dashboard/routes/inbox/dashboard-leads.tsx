import { data, Link } from "react-router";
import type { Route } from "./+types/dashboard-leads";
import { Panel } from "~/components/inbox/panel";
import { dashboardCopy as copy } from "~/content/dashboard";
import { inboxCopy } from "~/content/inbox";
import { statusLabels, type LeadStatus } from "~/lib/lead-core/lead-status";
import { fill } from "~/lib/i18n/fill";
import { inboxRouteHeaders, logView, notFound } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { dashboardRoles, inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { formatDateTime } from "~/lib/time/format";
import { leadsBehind, readFigure } from "../../dashboard-figures";
import { loadDashboard } from "../../dashboard.server";
import { dashboardPath } from "../../dashboard-view.server";
import { periodQuery } from "../../period";

// The leads behind one figure of the dashboard (issue 37): worked out by the same code as the
// figure, so the list holds exactly the leads it counts.

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, { roles: dashboardRoles });
  const query = new URL(request.url).searchParams;
  const figure = readFigure(query);
  if (!figure) throw notFound();
  await logView(context, request, staff, "dashboard leads");
  const load = await loadDashboard(context, query);
  const leads = leadsBehind(load.leads, figure).map((lead) => ({
    key: `${lead.kind}-${lead.id}`,
    name: lead.name,
    path: inboxPaths.lead(lead.kind, lead.id),
    received: formatDateTime(lead.createdAt),
    status: statusLabels[lead.status as LeadStatus] ?? lead.status,
  }));
  return data(
    { leads, back: `${dashboardPath}?${new URLSearchParams(periodQuery(load.period))}` },
    { headers: inboxHeaders },
  );
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title(copy.leads.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function DashboardLeads({ loaderData }: Route.ComponentProps) {
  const { leads, back } = loaderData;
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-4 px-4 py-6">
      <Link to={back} className="text-sm font-semibold text-navy-800 underline">
        {copy.leads.back}
      </Link>
      <h1 className="text-2xl font-extrabold text-navy-900">{copy.leads.title}</h1>
      <Panel title={fill(copy.leads.count, { count: leads.length })}>
        {leads.length ? (
          <ul className="mt-3 grid gap-2" aria-label={copy.leads.title}>
            {leads.map((lead) => (
              <li key={lead.key} data-testid="dashboard-lead">
                <Link
                  to={lead.path}
                  className="flex flex-wrap gap-x-3 rounded-xl border border-navy-100 bg-white p-3 hover:border-navy-300"
                >
                  <span className="font-semibold text-navy-900">{lead.name}</span>
                  <span className="text-sm text-navy-800">{lead.received}</span>
                  <span className="text-sm text-navy-700">{lead.status}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-navy-800">{copy.leads.none}</p>
        )}
      </Panel>
    </div>
  );
}
