import { TriangleAlert } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/service";
import { Panel } from "~/components/inbox/panel";
import { serviceCopy } from "~/content/copy/en/service";
import { inboxCopy } from "~/content/inbox";
import { serviceDeskCopy as copy } from "~/content/service-desk";
import { fill } from "~/lib/i18n/fill";
import { inboxRouteHeaders, logView, notFound } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { requestDay } from "~/lib/request-day.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { formatDateTime } from "~/lib/time/format";
import { formatDate } from "~/lib/i18n/format";
import { ticketStates } from "~/features/service/service-rules";

// Customers' service requests by state (issue 36), the most pressing first; a request past its
// promised visit time is flagged, and counted beside "Service" in the navigation.

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  if (!context.service) throw notFound();
  await logView(context, request, staff, "service tickets");
  const { now } = requestDay(context);
  const tickets = (await context.service.queue(now)).map((ticket) => ({
    id: ticket.id,
    reference: ticket.reference,
    name: ticket.name,
    problem: serviceCopy.form.problems[ticket.problem],
    state: ticket.state,
    urgent: ticket.priority === "urgent",
    overdue: ticket.overdue,
    due: formatDateTime(ticket.dueAt),
  }));
  const ending = context.contracts
    ? (await context.contracts.endingSoon(requestDay(context).today)).map((contract) => ({
        id: contract.id,
        projectId: contract.projectId,
        name: contract.name,
        ends: formatDate(contract.endsOn, "en"),
      }))
    : [];
  return data({ tickets, ending }, { headers: inboxHeaders });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title(copy.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ServiceQueue({ loaderData }: Route.ComponentProps) {
  const { tickets, ending } = loaderData;
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-4 px-4 py-6">
      <h1 className="text-2xl font-extrabold text-navy-900">{copy.title}</h1>
      <p className="text-sm text-navy-700">{copy.intro}</p>
      {ending.length ? (
        <Panel title={copy.contracts.endingHeading}>
          <ul className="mt-3 grid gap-2" data-testid="contracts-ending">
            {ending.map((contract) => (
              <li key={contract.id}>
                <Link
                  to={`${inboxPaths.project(contract.projectId)}/maintenance`}
                  className="flex flex-wrap gap-x-3 rounded-xl border border-l-4 border-sun-500 bg-white p-3 hover:border-navy-300"
                >
                  <span className="font-semibold text-navy-900">{contract.name}</span>
                  <span className="text-sm text-navy-800">{contract.ends}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      {tickets.length ? null : <p className="text-navy-800">{copy.empty}</p>}
      {ticketStates.map((state) => {
        const inState = tickets.filter((ticket) => ticket.state === state);
        if (!inState.length) return null;
        return (
          <Panel key={state} title={`${copy.states[state]} (${inState.length})`}>
            <ul className="mt-3 grid gap-2">
              {inState.map((ticket) => (
                <li
                  key={ticket.id}
                  data-testid="service-ticket"
                  data-overdue={ticket.overdue || undefined}
                >
                  <Link
                    to={inboxPaths.ticket(ticket.id)}
                    className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border bg-white p-3 hover:border-navy-300 ${ticket.overdue ? "border-l-4 border-red-600" : "border-navy-100"}`}
                  >
                    <span className="font-semibold text-navy-900">{ticket.reference}</span>
                    <span className="text-navy-900">{ticket.name}</span>
                    <span className="text-sm text-navy-800">{ticket.problem}</span>
                    {ticket.urgent ? (
                      <span className="rounded-full bg-sun-400 px-2 text-xs font-bold text-navy-950">
                        {copy.urgent}
                      </span>
                    ) : null}
                    {ticket.overdue ? (
                      <span className="flex items-center gap-1 text-sm font-bold text-red-800">
                        <TriangleAlert aria-hidden="true" className="size-4" />
                        {copy.overdue}
                      </span>
                    ) : null}
                    {state === "new" ? (
                      <span className="text-sm text-navy-700">
                        {fill(copy.due, { time: ticket.due })}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        );
      })}
    </div>
  );
}
