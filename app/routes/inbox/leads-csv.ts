import type { Route } from "./+types/leads-csv";
import { csvTable } from "~/lib/leads/csv";
import { readInboxFilter } from "~/lib/inbox/inbox-filter";
import { inboxModules } from "~/lib/inbox/inbox-context.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";

// The inbox's current filtered list as CSV, every matching lead (not only the page shown),
// made safe for spreadsheets as the CLI's export is.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { page: _page, ...filter } = readInboxFilter(new URL(request.url).searchParams);
  const rows = await inboxModules(context).leads.listAll(filter);
  const csv = csvTable(
    [
      "kind",
      "id",
      "createdAt",
      "status",
      "assignedTo",
      "name",
      "email",
      "phone",
      "product",
      "message",
      "language",
    ],
    rows.map((row) => ({ ...row, assignedTo: row.assigneeName ?? "" })),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      ...inboxHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
