import type { Route } from "./+types/dashboard-csv";
import { logView, notFound } from "~/lib/inbox/inbox-context.server";
import { dashboardRoles, inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { loadDashboard } from "../../dashboard.server";
import { dashboardCsv } from "../../dashboard-view.server";

// A table of the dashboard as CSV (issue 37): the funnel, or leads and wins by one dimension.
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, { roles: dashboardRoles });
  const query = new URL(request.url).searchParams;
  const table = query.get("table") ?? "";
  const load = await loadDashboard(context, query);
  const csv = dashboardCsv(load, table);
  if (csv === null) throw notFound();
  await logView(context, request, staff, "dashboard export");
  return new Response(csv, {
    headers: {
      ...inboxHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="dashboard-${table}-${load.period.from}-${load.period.to}.csv"`,
    },
  });
}
