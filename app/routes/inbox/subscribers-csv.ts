import type { Route } from "./+types/subscribers-csv";
import { csvTable } from "~/lib/leads/csv";
import { inboxModules } from "~/lib/inbox/inbox-context.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
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
