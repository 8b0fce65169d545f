import type { Route } from "./+types/ticket-photo";
import { privateFileResponse } from "~/lib/content-files/private-files.server";
import { logView, notFound, recordId } from "~/lib/inbox/inbox-context.server";
import { requireStaff } from "~/lib/staff/staff-session.server";

// A photo a customer sent with a service request (issue 36): only with a staff session, only a
// photo of that ticket, never cached, each view in the access log.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const id = recordId(params.id);
  const photo = context.service ? await context.service.photo(id, params.file) : undefined;
  if (!photo) throw notFound();
  await logView(context, request, staff, `service ticket ${id} photo`);
  return privateFileResponse(photo);
}
