import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { requireStaff, signOut } from "~/lib/staff/staff-session.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return redirect(inboxPaths.list);
}

// Ends the session in the database, clears the cookie, and shows the sign-in page.
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const headers = await signOut(request, context);
  return redirect(`${inboxPaths.login}?signedOut=1`, { headers });
}
