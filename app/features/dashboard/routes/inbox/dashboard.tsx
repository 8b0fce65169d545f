import { data, Form, Link } from "react-router";
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

const cell = "px-2 py-1.5 text-right tabular-nums";
const head = "px-2 py-1.5 text-right font-semibold";

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
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-sm" data-testid="dashboard-funnel">
            <thead>
              <tr className="border-b border-navy-100">
                <th scope="col" className="px-2 py-1.5 text-left font-semibold">
                  {copy.funnel.stage}
                </th>
                <th scope="col" className={head}>
                  {copy.funnel.count}
                </th>
                <th scope="col" className={head}>
                  {copy.funnel.before}
                </th>
                <th scope="col" className={head}>
                  {copy.funnel.conversion}
                </th>
                <th scope="col" className={head}>
                  {copy.funnel.days}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.funnel.map((step) => (
                <tr key={step.stage} data-stage={step.stage} className="border-b border-navy-50">
                  <th scope="row" className="px-2 py-1.5 text-left font-normal">
                    {step.words}
                  </th>
                  <td className={cell}>
                    <Link to={step.link} className="font-semibold underline">
                      {step.count}
                    </Link>
                  </td>
                  <td className={cell}>{step.before}</td>
                  <td className={cell}>{step.conversionWords}</td>
                  <td className={cell}>{step.medianDays ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-sm text-navy-700">{copy.funnel.note}</p>
        <CsvLink href={view.csv.funnel!} />
      </Panel>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Panel title={copy.contact.heading}>
          <table className="mt-3 w-full text-sm" data-testid="dashboard-contact">
            <thead>
              <tr className="border-b border-navy-100">
                <th scope="col" className="px-2 py-1.5 text-left font-semibold">
                  <span className="sr-only">{copy.contact.heading}</span>
                </th>
                <th scope="col" className={head}>
                  {copy.table.now}
                </th>
                <th scope="col" className={head}>
                  {copy.table.before}
                </th>
              </tr>
            </thead>
            <tbody>
              {(
                [
                  [copy.contact.median, view.contact.median, view.contact.medianBefore],
                  [copy.contact.within, view.contact.within, view.contact.withinBefore],
                ] as const
              ).map(([label, now, before]) => (
                <tr key={label} className="border-b border-navy-50">
                  <th scope="row" className="px-2 py-1.5 text-left font-normal">
                    {label}
                  </th>
                  <td className={cell}>{now}</td>
                  <td className={cell}>{before}</td>
                </tr>
              ))}
              <tr className="border-b border-navy-50">
                <th scope="row" className="px-2 py-1.5 text-left font-normal">
                  {copy.contact.notContacted}
                </th>
                <td className={cell}>
                  <Link to={view.contact.notContactedLink} className="font-semibold underline">
                    {view.contact.notContacted}
                  </Link>
                </td>
                <td />
              </tr>
              {(
                [
                  [copy.contact.overdue, view.contact.overdue],
                  [copy.contact.stalled, view.contact.stalled],
                ] as const
              ).map(([label, now]) => (
                <tr key={label} className="border-b border-navy-50">
                  <th scope="row" className="px-2 py-1.5 text-left font-normal">
                    {label}
                  </th>
                  <td className={cell}>{now}</td>
                  <td />
                </tr>
              ))}
            </tbody>
          </table>
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
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-sm" data-testid={`dashboard-${table.dimension}`}>
              <thead>
                <tr className="border-b border-navy-100">
                  <th scope="col" className="px-2 py-1.5 text-left font-semibold">
                    <span className="sr-only">{table.heading}</span>
                  </th>
                  <th scope="col" className={head}>
                    {copy.table.leads}
                  </th>
                  <th scope="col" className={head}>
                    {copy.table.won}
                  </th>
                  <th scope="col" className={head}>
                    {copy.table.before}
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.value} data-value={row.value} className="border-b border-navy-50">
                    <th scope="row" className="px-2 py-1.5 text-left font-normal break-words">
                      {row.words}
                    </th>
                    <td className={cell}>
                      <Link to={row.link} className="font-semibold underline">
                        {row.leads}
                      </Link>
                    </td>
                    <td className={cell}>
                      <Link to={row.wonLink} className="underline">
                        {row.won}
                      </Link>
                    </td>
                    <td className={cell}>{row.before}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <CsvLink href={view.csv[table.dimension]!} />
        </Panel>
      ))}
    </div>
  );
}
