import type { Route } from "./+types/survey-photo";
import { privateFileResponse } from "~/lib/content-files/private-files.server";
import { logView, notFound, recordId } from "~/lib/inbox/inbox-context.server";
import { requireStaff } from "~/lib/staff/staff-session.server";

// A photo of a quote request's roof, taken at the survey (issue 35): only with a staff session,
// only a photo of that request, never cached, each view in the access log.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const id = recordId(params.id);
  const photo = context.surveyFindings
    ? await context.surveyFindings.photo(id, params.file)
    : undefined;
  if (!photo) throw notFound();
  await logView(context, request, staff, `quote ${id} roof photo`);
  return privateFileResponse(photo);
}
