import { isRouteErrorResponse, Link, Outlet, useLocation } from "react-router";
import { rightsQueue } from "~/features/privacy/index.server";
import { nextSteps } from "~/features/follow-ups/index.server";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/layout";
import { InboxShell } from "~/components/inbox/inbox-shell";
import { buttonVariants } from "~/components/ui/button";
import { inboxCopy as copy } from "~/content/inbox";
import { inboxModules, inboxRouteHeaders } from "~/lib/inbox/inbox-context.server";
import { requestDay } from "~/lib/request-day.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { allRoles, requireStaff } from "~/lib/staff/staff-session.server";
import { unseenReplies } from "~/lib/whatsapp/whatsapp-outbox.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, { roles: allRoles });
  // An editor keeps the site's content and sees nothing of the sales desk, its counts included.
  if (staff.role === "editor") return { staff: { name: staff.name, role: staff.role } };
  const { today, now } = requestDay(context);
  // The next steps due today and overdue, counted beside "Leads" on every inbox page, the
  // stalled projects beside "Projects", and open rights requests, and those past their 90
  // days, beside "Privacy" (issue 23); service tickets past their promised visit (issue 36).
  const { database, projects } = inboxModules(context);
  const rights = rightsQueue(database);
  const [due, stalled, privacy, replies, service] = await Promise.all([
    nextSteps(database).counts(today, now),
    projects.stalledCount(today),
    rights.counts(today),
    unseenReplies(database.db),
    context.service?.overdueCount(now) ?? 0,
  ]);
  return {
    staff: { name: staff.name, role: staff.role },
    due,
    stalled,
    privacy,
    replies: replies.length,
    service,
  };
}

export const headers = inboxRouteHeaders;

// Staff use these pages at once: no waiting for load and paint (docs/decisions/003).
export const handle: PageHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function InboxLayout({ loaderData }: Route.ComponentProps) {
  return (
    <InboxShell
      staffName={loaderData.staff.name}
      role={loaderData.staff.role}
      due={loaderData.due}
      stalled={loaderData.stalled}
      privacy={loaderData.privacy}
      replies={loaderData.replies}
      service={loaderData.service}
    >
      <Outlet />
    </InboxShell>
  );
}

// Nothing about a lead is shown on an error; a lapsed session offers the way back in.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500) console.error(error);
  const text =
    status === 401
      ? copy.errors.signIn
      : status === 403
        ? copy.errors.forbidden
        : status === 404
          ? copy.errors.notFound
          : copy.errors.unexpected;
  const back = `${location.pathname}${location.search}`;
  return (
    <InboxShell>
      <title>{copy.title(text)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="mx-auto max-w-md rounded-2xl bg-white p-6 text-center shadow-sm">
        {/* Every page has its heading, the error pages too (issue 30). */}
        <h1 className="text-lg font-bold text-navy-900">{text}</h1>
        {status === 401 ? (
          <Link
            to={`${inboxPaths.login}?redirectTo=${encodeURIComponent(back)}`}
            reloadDocument
            className={buttonVariants({ variant: "navy", className: "mt-4" })}
          >
            {copy.errors.signInLink}
          </Link>
        ) : (
          <Link
            to={inboxPaths.list}
            className={buttonVariants({ variant: "navy", className: "mt-4" })}
          >
            {copy.lead.back}
          </Link>
        )}
      </div>
    </InboxShell>
  );
}
