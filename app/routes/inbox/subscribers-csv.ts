import type { Route } from "./+types/subscribers-csv";
import { csvTable } from "~/lib/leads/csv";
import { inboxModules, logView } from "~/lib/inbox/inbox-context.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";

// Every subscriber at once is the owner's to take, and each download is logged (issue 30).
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, { role: "owner" });
  await logView(context, request, staff, "subscribers export");
  const q = new URL(request.url).searchParams.get("q")?.trim() || undefined;
  const rows = await inboxModules(context).subscribers.all(q);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csvTable(["email", "createdAt", "language"], rows), {
    headers: {
      ...inboxHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
    },
  });
}
