import { Search } from "lucide-react";
import { nextSteps } from "~/features/follow-ups/index.server";
import { data, Form, Link, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/leads";
import { formatDateTime } from "~/lib/time/format";
import { productName } from "~/lib/leads/product-name";
import { leadLanguageName } from "~/lib/leads/lead-language";
import { Pager } from "~/components/inbox/pager";
import { StatusBadge } from "~/components/inbox/status-badge";
import { Button } from "~/components/ui/button";
import { CsvLink } from "~/components/inbox/csv-link";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Panel } from "~/components/inbox/panel";
import { OverdueMark } from "~/features/follow-ups";
import { solarCalculatorCopy } from "~/content/copy/en/solar-calculator";
import { inboxCopy } from "~/content/inbox";
import { cn } from "~/lib/cn";
import { inboxFilterQuery, readInboxFilter } from "~/lib/inbox/inbox-filter";
import { inboxModules, inboxRouteHeaders } from "~/lib/inbox/inbox-context.server";
import { type InboxKind, inboxKinds, inboxPaths } from "~/lib/inbox/inbox-paths";
import { leadStatuses, statusLabels } from "~/lib/lead-core/lead-status";
import { formatDate } from "~/lib/i18n/format";
import { ratesNeedingReview } from "~/lib/planner-rules";
import { requestDay } from "~/lib/request-day.server";
import { allRoles, inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { unseenReplies } from "~/lib/whatsapp/whatsapp-outbox.server";

const copy = inboxCopy.list;

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaff(request, context, { roles: allRoles });
  // The inbox's front door: an editor's work is the site's content (issue 32).
  if (member.role === "editor") throw redirect(inboxPaths.content, { headers: inboxHeaders });
  const filter = readInboxFilter(new URL(request.url).searchParams);
  const { leads, database } = inboxModules(context);
  const steps = nextSteps(database);
  const { today, now } = requestDay(context);
  const { page: _page, ...withoutPage } = filter;
  // The first view opens with the next steps due today and overdue, overdue first (issue 20).
  const firstView = filter.page === 1 && !Object.values(withoutPage).some(Boolean);
  const [page, newCount, staff, due, replies] = await Promise.all([
    leads.list(filter),
    leads.countNew(),
    leads.assignableStaff(),
    firstView ? steps.due(today, now) : [],
    firstView ? unseenReplies(database.db) : [],
  ]);
  // The first page also lists the planner's figures past their review day (staff only).
  const ratesToCheck = filter.page > 1 ? [] : ratesNeedingReview(today);
  return data(
    {
      filter,
      ...page,
      newCount,
      staff,
      ratesToCheck,
      due: overdueFirst(due),
      replies,
      isOwner: member.role === "owner",
    },
    { headers: inboxHeaders },
  );
}

/** Overdue steps first, each group by time. */
function overdueFirst<T extends { overdue: boolean }>(steps: T[]): T[] {
  return [...steps.filter((step) => step.overdue), ...steps.filter((step) => !step.overdue)];
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  {
    title: inboxCopy.title(
      loaded?.newCount ? `${copy.heading} (${copy.newCount(loaded.newCount)})` : copy.heading,
    ),
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function InboxLeads({ loaderData }: Route.ComponentProps) {
  const {
    filter,
    rows,
    total,
    page,
    pageCount,
    newCount,
    staff,
    ratesToCheck,
    due,
    replies,
    isOwner,
  } = loaderData;
  const { page: _page, ...withoutPage } = filter;
  const filtered = Object.values(withoutPage).some(Boolean);
  const navigate = useNavigate();
  // With JavaScript the URL keeps only the filters in use (without it, the form's GET works).
  const applyFilters = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    navigate(`${inboxPaths.list}${inboxFilterQuery({ ...values, page: 1 } as typeof filter)}`);
  };
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {copy.heading}
          {newCount ? (
            <span className="ml-3 rounded-full bg-sun-400 px-3 py-1 align-middle text-sm font-bold text-navy-950">
              {copy.newCount(newCount)}
            </span>
          ) : null}
        </h1>
        {/* Every lead at once is the owner's to download (issue 30). */}
        {isOwner ? (
          <CsvLink
            href={`${inboxPaths.leadsCsv}${inboxFilterQuery({ ...filter, page: 1 })}`}
            label={copy.csv}
          />
        ) : null}
      </div>

      {replies.length ? (
        <div className="mt-4" data-testid="whatsapp-replies">
          <Panel title={inboxCopy.replies.heading}>
            <ul className="mt-3 grid gap-2">
              {replies.map((reply) => (
                <li key={`${reply.kind}-${reply.id}`}>
                  <Link
                    to={inboxPaths.lead(reply.kind as InboxKind, reply.id)}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-l-4 border-green-600 bg-white p-3 hover:border-navy-300"
                  >
                    <span className="font-semibold text-navy-900">{reply.from}</span>
                    <span className="min-w-0 truncate text-sm text-navy-800">{reply.text}</span>
                    <span className="text-sm text-navy-700">{formatDateTime(reply.at)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      ) : null}

      {due.length ? (
        <div className="mt-4" data-testid="next-steps-due">
          <Panel title={inboxCopy.nextStep.listHeading}>
            <ul className="mt-3 grid gap-2">
              {due.map((step) => (
                <li key={`${step.kind}-${step.leadId}`}>
                  <Link
                    to={inboxPaths.lead(step.kind, step.leadId)}
                    className={cn(
                      "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border bg-white p-3 hover:border-navy-300",
                      step.overdue ? "border-red-300 border-l-4" : "border-navy-100",
                    )}
                  >
                    <OverdueMark overdue={step.overdue} />
                    <span className="font-semibold text-navy-900">
                      {inboxCopy.nextStep.dueLine(step.what, step.leadName)}
                    </span>
                    <span className="text-sm text-navy-700">
                      {formatDateTime(step.dueAt)}
                      {step.assigneeName ? ` · ${step.assigneeName}` : ""}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      ) : null}

      {ratesToCheck.length ? (
        <div className="mt-4" data-testid="rates-to-check">
          <Panel title={inboxCopy.ratesToCheck.heading}>
            <p className="mt-1 text-sm text-navy-700">{inboxCopy.ratesToCheck.intro}</p>
            <ul className="mt-3 grid list-disc gap-1 pl-5 text-sm text-navy-900">
              {ratesToCheck.map((rule) => (
                <li key={rule.key}>
                  {inboxCopy.ratesToCheck.line(
                    solarCalculatorCopy.assumptions.labels[rule.key],
                    formatDate(rule.reviewBy, "en"),
                    formatDate(rule.checkedOn, "en"),
                  )}
                  {isOwner ? (
                    <>
                      {" · "}
                      <Link to={inboxPaths.rate(rule.key)} className="font-semibold underline">
                        {inboxCopy.ratesToCheck.update}
                        <span className="sr-only">
                          : {solarCalculatorCopy.assumptions.labels[rule.key]}
                        </span>
                      </Link>
                    </>
                  ) : null}
                  {rule.source.url ? (
                    <>
                      {" · "}
                      <a href={rule.source.url} rel="noopener noreferrer" className="underline">
                        {inboxCopy.ratesToCheck.source}
                        <span className="sr-only">
                          : {solarCalculatorCopy.assumptions.labels[rule.key]}
                        </span>
                      </a>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      ) : null}

      <Form
        method="get"
        onSubmit={applyFilters}
        aria-label={copy.filters}
        className="mt-4 grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-6"
      >
        <Field className="col-span-2 sm:col-span-3 lg:col-span-6">
          <Label htmlFor="filter-q">{copy.search}</Label>
          <Input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={filter.q}
            placeholder={copy.searchPlaceholder}
          />
        </Field>
        <Field>
          <Label htmlFor="filter-kind">{copy.kind}</Label>
          <Select id="filter-kind" name="kind" defaultValue={filter.kind ?? ""}>
            <option value="">{copy.any}</option>
            {inboxKinds.map((kind) => (
              <option key={kind} value={kind}>
                {inboxCopy.kinds[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor="filter-status">{copy.status}</Label>
          <Select id="filter-status" name="status" defaultValue={filter.status ?? ""}>
            <option value="">{copy.any}</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field className="col-span-2 sm:col-span-1">
          <Label htmlFor="filter-assignee">{copy.assignee}</Label>
          <Select id="filter-assignee" name="assignee" defaultValue={filter.assignee ?? ""}>
            <option value="">{copy.anyone}</option>
            <option value="none">{copy.nobody}</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field className="min-w-0">
          <Label htmlFor="filter-from">{copy.from}</Label>
          <Input
            id="filter-from"
            name="from"
            type="date"
            defaultValue={filter.from}
            className="min-w-0"
          />
        </Field>
        <Field className="min-w-0">
          <Label htmlFor="filter-to">{copy.to}</Label>
          <Input
            id="filter-to"
            name="to"
            type="date"
            defaultValue={filter.to}
            className="min-w-0"
          />
        </Field>
        <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
          <Button type="submit" variant="navy" className="h-12 flex-1">
            <Search aria-hidden="true" />
            {copy.apply}
          </Button>
        </div>
        {filtered ? (
          <Link
            to={inboxPaths.list}
            className="col-span-2 text-sm font-semibold text-navy-700 underline sm:col-span-3 lg:col-span-6"
          >
            {copy.clear}
          </Link>
        ) : null}
      </Form>

      <p className="mt-6 text-sm font-semibold text-navy-700" aria-live="polite">
        {copy.total(total)}
      </p>
      {rows.length ? (
        <ul className="mt-2 grid grid-cols-1 gap-2" aria-label={copy.heading}>
          {rows.map((row) => {
            const isNew = row.status === "new";
            const who = row.name || row.email || row.phone || "—";
            const summary =
              row.kind === "quote" ? `${productName(row.product)}. ${row.message}` : row.message;
            return (
              <li key={`${row.kind}-${row.id}`}>
                <Link
                  to={inboxPaths.lead(row.kind, row.id)}
                  data-new={isNew || undefined}
                  className={cn(
                    "block rounded-xl border bg-white p-4 shadow-xs hover:border-navy-300 focus-visible:ring-4 focus-visible:ring-sun-200 focus-visible:outline-none",
                    isNew ? "border-sun-400 border-l-4" : "border-navy-100",
                  )}
                >
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p
                        className={cn(
                          "truncate text-navy-900",
                          isNew ? "font-extrabold" : "font-semibold",
                        )}
                      >
                        {who}
                      </p>
                      <p className="mt-0.5 text-xs text-navy-700">
                        {inboxCopy.kinds[row.kind]} · {formatDateTime(row.createdAt)} ·{" "}
                        <span data-testid="lead-language">{leadLanguageName(row.language)}</span>
                        {row.assigneeName ? ` · ${row.assigneeName}` : ""}
                      </p>
                    </div>
                    <StatusBadge status={row.status} />
                  </div>
                  {summary.trim() ? (
                    <p className="mt-2 line-clamp-2 text-sm [overflow-wrap:anywhere] text-navy-700">
                      {summary}
                    </p>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl bg-white p-6 text-center text-navy-700">{copy.empty}</p>
      )}

      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={(to) => `${inboxPaths.list}${inboxFilterQuery({ ...filter, page: to })}`}
      />
    </>
  );
}
