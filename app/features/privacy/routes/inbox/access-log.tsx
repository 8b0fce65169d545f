import { data } from "react-router";
import type { Route } from "./+types/access-log";
import { formatDateTime } from "~/lib/time/format";
import { inboxCopy } from "~/content/inbox";
import { inboxModules, inboxRouteHeaders } from "~/lib/inbox/inbox-context.server";
import { accessLog } from "~/lib/privacy/access-log.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";

// Who on the staff looked at whose record, and when (issue 23; DPDP Rules 2025, Rule 6): the
// owner's page alone, refused to everyone else.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { role: "owner" });
  const rows = await accessLog(inboxModules(context).database.db);
  return data({ rows }, { headers: inboxHeaders });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title("Access log") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function InboxAccessLog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight">Access log</h1>
      <p className="mt-1 text-sm text-navy-700">
        Staff views of a person&apos;s record, newest first (kept at least a year).
      </p>
      <table className="mt-6 w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm">
        <thead className="bg-navy-100 text-navy-900">
          <tr>
            <th className="p-3">When</th>
            <th className="p-3">Who</th>
            <th className="p-3">Record</th>
            <th className="p-3">Address</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.rows.map((row) => (
            <tr key={row.id} className="border-t border-navy-100" data-access={row.subject}>
              <td className="p-3">{formatDateTime(row.created_at)}</td>
              <td className="p-3">{row.staff_name}</td>
              <td className="p-3 font-mono">{row.subject}</td>
              <td className="p-3 font-mono break-all">{row.path}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
