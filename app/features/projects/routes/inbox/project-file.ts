import type { Route } from "./+types/project-file";
import { privateFileResponse } from "~/lib/content-files/private-files.server";
import { logView, notFound, recordId } from "~/lib/inbox/inbox-context.server";
import { requireStaff } from "~/lib/staff/staff-session.server";

// A project's document for staff (issue 35): only with a staff session, only a file of that
// project, never cached, each view in the access log like the project's page.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const id = recordId(params.id);
  const file = context.paperwork ? await context.paperwork.file(id, params.file) : undefined;
  if (!file) throw notFound();
  await logView(context, request, staff, `project ${id} file`);
  return privateFileResponse(file);
}
