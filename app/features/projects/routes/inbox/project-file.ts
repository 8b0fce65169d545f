import type { Route } from "./+types/project-file";
import { privateFileHeaders } from "~/lib/content-files/private-files.server";
import { logView, notFound } from "~/lib/inbox/inbox-context.server";
import { requireStaff } from "~/lib/staff/staff-session.server";

// A project's document for staff (issue 35): only with a staff session, only a file of that
// project, never cached, each view in the access log like the project's page.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : 0;
  const file = id && context.paperwork ? await context.paperwork.file(id, params.file) : undefined;
  if (!file) throw notFound();
  await logView(context, request, staff, `project ${id} file`);
  return new Response(new Uint8Array(file.bytes), { headers: privateFileHeaders(file) });
}
