import { TriangleAlert } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/projects";
import { Panel } from "~/components/inbox/panel";
import { projectCopy } from "~/content/copy/en/project";
import { inboxCopy } from "~/content/inbox";
import { formatDate } from "~/lib/i18n/format";
import { inboxModules, inboxRouteHeaders, logView } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { projectStepIds } from "~/features/projects/project-steps";
import { requestDay } from "~/lib/request-day.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";

// Customers' projects by their current step (issue 22), in the road's order, finished ones
// last; a stalled project is flagged with each rule it breaks and the rule's reason.

const copy = inboxCopy.projects;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  await logView(context, request, staff, "projects");
  const { today } = requestDay(context);
  const board = await inboxModules(context).projects.board(today);
  const cards = board.map((project) => ({
    id: project.id,
    name: project.name,
    location: project.location,
    category: project.category,
    opened: formatDate(project.openedOn, "en"),
    step: project.standing.current?.id ?? null,
    expected: project.standing.expectedOn ? formatDate(project.standing.expectedOn, "en") : null,
    late: project.standing.late,
    done: project.standing.done,
    total: project.standing.total,
    stalls: project.stalls.map(({ rule, reason }) => ({ rule, reason })),
  }));
  const columns = [
    ...projectStepIds.map((step) => ({
      step,
      title: projectCopy.steps[step].title,
      cards: cards.filter((card) => card.step === step),
    })),
    { step: null, title: copy.finished, cards: cards.filter((card) => card.step === null) },
  ].filter((column) => column.cards.length);
  return data(
    { columns, stalled: cards.filter((card) => card.stalls.length).length, total: cards.length },
    { headers: inboxHeaders },
  );
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title(copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function InboxProjects({ loaderData }: Route.ComponentProps) {
  const { columns, total } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{copy.heading}</h1>
      <p className="mt-1 max-w-3xl text-sm text-navy-700">{copy.intro}</p>
      {total ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="project-board">
          {columns.map((column) => (
            <Panel
              key={column.step ?? "finished"}
              title={`${column.title} (${column.cards.length})`}
            >
              <ul className="mt-3 grid gap-2">
                {column.cards.map((card) => (
                  <li
                    key={card.id}
                    data-testid="project-card"
                    data-stalled={card.stalls.length > 0}
                  >
                    <Link
                      to={inboxPaths.project(card.id)}
                      className={
                        card.stalls.length
                          ? "block rounded-xl border-2 border-red-300 bg-red-50/40 p-3 hover:border-red-400"
                          : "block rounded-xl border border-navy-100 p-3 hover:border-navy-300"
                      }
                    >
                      <span className="block font-semibold text-navy-900">{card.name}</span>
                      <span className="block text-sm text-navy-700">
                        {[copy.categories[card.category], card.location]
                          .filter(Boolean)
                          .join(" · ")}
                      </span>
                      <span className="block text-sm text-navy-700">
                        {copy.progress(card.done, card.total)}
                        {card.expected ? ` · ${copy.expected(card.expected)}` : ""}
                        {card.late ? ` (${copy.late})` : ""}
                      </span>
                      {card.stalls.map((stall) => (
                        <span
                          key={stall.rule}
                          className="mt-2 flex gap-1.5 text-sm font-medium text-red-800"
                          data-testid="project-stall"
                        >
                          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                          <span>
                            <span className="font-bold">{copy.stalled}: </span>
                            {stall.reason}
                          </span>
                        </span>
                      ))}
                    </Link>
                  </li>
                ))}
              </ul>
            </Panel>
          ))}
        </div>
      ) : (
        <p className="mt-4 rounded-2xl bg-white p-6 text-navy-700 shadow-sm">{copy.none}</p>
      )}
    </>
  );
}
