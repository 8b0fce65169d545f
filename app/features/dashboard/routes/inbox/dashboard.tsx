import { data, Form } from "react-router";
import type { Route } from "./+types/dashboard";
import { Panel } from "~/components/inbox/panel";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { dashboardCopy as copy } from "~/content/dashboard";
import { inboxCopy } from "~/content/inbox";
import { inboxRouteHeaders, logView } from "~/lib/inbox/inbox-context.server";
import { dashboardRoles, inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { Bars, Lines } from "../../dashboard-charts";
import { type FigureRow, FigureTable } from "../../figure-table";
import { loadDashboard } from "../../dashboard.server";
import { dashboardView } from "../../dashboard-view.server";
import { periodKinds } from "../../period";

// The business at a glance (issue 37), for the owner and the managers they name: the funnel,
// leads and wins by source, page, language, PIN area, salesperson and form, the first call,
// money; each figure a link to its leads, each table as CSV.

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, { roles: dashboardRoles });
  await logView(context, request, staff, "dashboard");
  const view = dashboardView(await loadDashboard(context, new URL(request.url).searchParams));
  return data(view, { headers: inboxHeaders });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title(copy.title) },
  { name: "robots", content: "noindex, nofollow" },
];

type View = Route.ComponentProps["loaderData"];

/** The first call's table: this period beside the one before, then what stands now. */
function contactRows(contact: View["contact"]): FigureRow[] {
  const row = (label: string, now: FigureRow["cells"][number], before: string) => ({
    key: label,
    data: {},
    label,
    cells: [now, { value: before }],
  });
  return [
    row(copy.contact.median, { value: contact.median }, contact.medianBefore),
    row(copy.contact.within, { value: contact.within }, contact.withinBefore),
    row(
      copy.contact.notContacted,
      { value: contact.notContacted, link: contact.notContactedLink },
      "",
    ),
    row(copy.contact.overdue, { value: contact.overdue }, ""),
    row(copy.contact.stalled, { value: contact.stalled }, ""),
  ];
}

function CsvLink({ href }: { href: string }) {
  return (
    <a href={href} className="text-sm font-semibold text-navy-800 underline">
      {copy.csv}
    </a>
  );
}

export default function Dashboard({ loaderData: view }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4 px-4 py-6">
      <h1 className="text-2xl font-extrabold text-navy-900">{copy.title}</h1>
      <p className="text-sm text-navy-700">{copy.intro}</p>

      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm"
      >
        <div className="grid gap-1">
          <Label htmlFor="period">{copy.period.legend}</Label>
          <Select id="period" name="period" defaultValue={view.period.kind}>
            {periodKinds.map((kind) => (
              <option key={kind} value={kind}>
                {copy.period.kinds[kind]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="from">{copy.period.from}</Label>
          <Input id="from" name="from" type="date" defaultValue={view.period.from} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="to">{copy.period.to}</Label>
          <Input id="to" name="to" type="date" defaultValue={view.period.to} />
        </div>
        <Button type="submit">{copy.period.show}</Button>
        <p className="basis-full text-sm text-navy-800" data-testid="dashboard-period">
          {view.period.words}
        </p>
      </Form>

      <Panel title={copy.funnel.heading}>
        <Bars chart={view.funnelChart} label={copy.funnel.heading} />
        <FigureTable
          testId="dashboard-funnel"
          wide
          corner={{ text: copy.funnel.stage }}
          columns={[
            copy.funnel.count,
            copy.funnel.before,
            copy.funnel.conversion,
            copy.funnel.days,
          ]}
          rows={view.funnel.map((step) => ({
            key: step.stage,
            data: { stage: step.stage },
            label: step.words,
            cells: [
              { value: step.count, link: step.link },
              { value: step.before },
              { value: step.conversionWords },
              { value: step.medianDays ?? "–" },
            ],
          }))}
        />
        <p className="mt-2 text-sm text-navy-700">{copy.funnel.note}</p>
        <CsvLink href={view.csv.funnel!} />
      </Panel>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Panel title={copy.contact.heading}>
          <FigureTable
            testId="dashboard-contact"
            corner={{ text: copy.contact.heading, hidden: true }}
            columns={[copy.table.now, copy.table.before]}
            rows={contactRows(view.contact)}
          />
        </Panel>
        <Panel title={copy.money.heading}>
          <dl
            className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm"
            data-testid="dashboard-money"
          >
            <dt>{copy.money.sent}</dt>
            <dd className="text-right font-semibold tabular-nums">{view.money.sent}</dd>
            <dt>{copy.money.accepted}</dt>
            <dd className="text-right font-semibold tabular-nums">{view.money.accepted}</dd>
            <dt>{copy.money.applied}</dt>
            <dd className="text-right font-semibold tabular-nums">{view.money.applied}</dd>
          </dl>
          <h3 className="mt-4 text-sm font-semibold text-navy-900">{copy.money.owed}</h3>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {view.money.owed.map((row) => (
              <div key={row.bucket} className="contents">
                <dt>{row.words}</dt>
                <dd className="text-right tabular-nums">{row.figure}</dd>
              </div>
            ))}
          </dl>
          {view.money.unknown ? (
            <p className="mt-2 text-sm text-navy-700">{view.money.unknown}</p>
          ) : null}
        </Panel>
      </div>

      <Panel title={copy.perDay.heading}>
        <Lines chart={view.perDay} label={copy.perDay.heading} />
      </Panel>

      {view.tables.map((table) => (
        <Panel key={table.dimension} title={table.heading}>
          {table.dimension === "channel" ? (
            <Bars chart={view.sourceChart} label={table.heading} />
          ) : null}
          <FigureTable
            testId={`dashboard-${table.dimension}`}
            corner={{ text: table.heading, hidden: true }}
            columns={[copy.table.leads, copy.table.won, copy.table.before]}
            rows={table.rows.map((row) => ({
              key: row.value,
              data: { value: row.value },
              label: row.words,
              cells: [
                { value: row.leads, link: row.link },
                { value: row.won, link: row.wonLink },
                { value: row.before },
              ],
            }))}
          />
          <CsvLink href={view.csv[table.dimension]!} />
        </Panel>
      ))}
    </div>
  );
}
