import type { Route } from "./+types/not-found";
import { inboxRouteHeaders, notFound } from "~/lib/inbox/inbox-context.server";
import { requireStaff } from "~/lib/staff/staff-session.server";

// Any other /inbox path: refused like the rest without a session, 404 with one.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  throw notFound();
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  throw notFound();
}

export const headers = inboxRouteHeaders;

export default function InboxNotFound() {
  return null;
}
