import type { Route } from "./+types/leads-csv";
import { leadsCsv } from "~/lib/leads/lead-export.server";
import { readInboxFilter } from "~/lib/inbox/inbox-filter";
import { inboxModules, logView } from "~/lib/inbox/inbox-context.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";

// The inbox's current filtered list as CSV: every matching lead (not only the page shown), in
// the columns of the CLI's export (~/lib/leads/lead-export.server), made safe for spreadsheets.
// Every lead at once is the owner's to take, and each download is in the access log (issue 30).
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, { role: "owner" });
  await logView(context, request, staff, "leads export");
  const { page: _page, ...filter } = readInboxFilter(new URL(request.url).searchParams);
  const csv = leadsCsv(await inboxModules(context).leads.export(filter));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      ...inboxHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
