import { ArrowLeft } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/maintenance";
import { Panel } from "~/components/inbox/panel";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { inboxCopy } from "~/content/inbox";
import { serviceDeskCopy } from "~/content/service-desk";
import { fill } from "~/lib/i18n/fill";
import { formatDate } from "~/lib/i18n/format";
import { formatNumber } from "~/lib/indian-number";
import { inboxRouteHeaders, logView, notFound, recordId } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { requestDay } from "~/lib/request-day.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { addDays, type IsoDay, isPlausibleDay } from "~/lib/time/kolkata-day";
import { endsSoon, plannedVisits } from "~/features/service/amc-rules";

// A project's maintenance contracts (issue 36): each with its planned visits; a new one, or the
// renewal of the one ending; and the renewal offered to the customer, by e-mail only if they
// agreed to hear of offers.

const copy = serviceDeskCopy.contracts;
const day = z.string().check(z.refine(isPlausibleDay));
const count = (min: number, max: number) =>
  z
    .pipe(z.string().check(z.regex(/^\d{1,7}$/)), z.transform(Number))
    .check(z.refine((value) => value >= min && value <= max));
const intents = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    startsOn: day,
    endsOn: day,
    visitsPerYear: count(1, 12),
    priceRupees: count(0, 1_000_000),
    renews: z._default(z.string().check(z.regex(/^\d{0,10}$/)), ""),
  }),
  z.object({ intent: z.literal("offer"), contract: z.string().check(z.regex(/^\d{1,10}$/)) }),
]);

/** The last day of a year-long contract from `start`: the day before the same date next year. */
function yearFrom(start: IsoDay): IsoDay {
  const sameDay = start.slice(5) === "02-29" ? "02-28" : start.slice(5);
  return addDays(`${Number(start.slice(0, 4)) + 1}-${sameDay}` as IsoDay, -1);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const id = recordId(params.id);
  if (!context.contracts || !context.projects) throw notFound();
  const detail = await context.projects.detail(id);
  if (!detail) throw notFound();
  await logView(context, request, staff, `project ${id} maintenance`);
  const { today } = requestDay(context);
  const contracts = (await context.contracts.ofProject(id)).map((contract) => ({
    id: contract.id,
    period: fill(copy.period, {
      start: formatDate(contract.startsOn, "en"),
      end: formatDate(contract.endsOn, "en"),
    }),
    visits: fill(copy.visits, {
      visits: contract.visitsPerYear,
      price: formatNumber(contract.priceRupees),
    }),
    planned: plannedVisits(contract)
      .map((visit) => formatDate(visit, "en"))
      .join(", "),
    ending: endsSoon(contract, today),
    offered: contract.renewalOfferedAt
      ? formatDate(contract.renewalOfferedAt.slice(0, 10), "en")
      : null,
    nextStart: addDays(contract.endsOn, 1),
  }));
  const ending = contracts.find((contract) => contract.ending);
  return data(
    {
      id,
      name: detail.lead.name,
      contracts,
      form: {
        startsOn: ending?.nextStart ?? today,
        endsOn: yearFrom(ending?.nextStart ?? today),
        renews: ending ? String(ending.id) : "",
      },
    },
    { headers: inboxHeaders },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const id = recordId(params.id);
  if (!context.contracts) throw notFound();
  const parsed = z.safeParse(intents, Object.fromEntries(await request.formData()));
  const answer = (ok: boolean, message: string, status = 200) =>
    data({ ok, message }, { status, headers: inboxHeaders });
  if (!parsed.success) return answer(false, copy.invalid, 400);
  const actor = { id: staff.id, name: staff.name };
  const posted = parsed.data;
  if (posted.intent === "offer") {
    const own = await context.contracts.ofProject(id);
    const contract = own.find((one) => one.id === Number(posted.contract));
    if (!contract) throw notFound();
    const offered = await context.contracts.offerRenewal(contract.id, actor);
    if (offered === "notFound") throw notFound();
    return answer(offered === "sent", offered === "sent" ? copy.sent : copy.noConsent);
  }
  const own = await context.contracts.ofProject(id);
  const renews = posted.renews && own.some((one) => one.id === Number(posted.renews));
  const saved = await context.contracts.add(
    id,
    {
      startsOn: posted.startsOn as IsoDay,
      endsOn: posted.endsOn as IsoDay,
      visitsPerYear: posted.visitsPerYear,
      priceRupees: posted.priceRupees,
    },
    actor,
    renews ? Number(posted.renews) : null,
  );
  return saved === "saved" ? answer(true, copy.saved) : answer(false, copy.invalid, 400);
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: inboxCopy.title(loaded ? `${loaded.name} · ${copy.title}` : copy.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Maintenance({ loaderData, actionData }: Route.ComponentProps) {
  const { id, name, contracts, form } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-4 px-4 py-6">
      <Link
        to={inboxPaths.project(id)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-navy-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {serviceDeskCopy.project}
      </Link>
      <h1 className="text-2xl font-bold text-navy-900">
        {name} · {copy.title}
      </h1>
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`rounded-lg p-3 text-sm font-semibold ${actionData.ok ? "bg-leaf-50 text-leaf-800" : "bg-red-50 text-red-800"}`}
        >
          {actionData.message}
        </p>
      ) : null}
      <Panel title={copy.title}>
        {contracts.length ? (
          <ul className="mt-3 grid gap-3" data-testid="contracts">
            {contracts.map((contract) => (
              <li key={contract.id} className="rounded-xl border border-navy-100 p-3 text-sm">
                <p className="font-semibold text-navy-900">{contract.period}</p>
                <p className="text-navy-800">{contract.visits}</p>
                <p className="text-navy-700">{fill(copy.planned, { days: contract.planned })}</p>
                {contract.ending ? (
                  <p className="mt-1 font-semibold text-red-800">{copy.ending}</p>
                ) : null}
                {contract.offered ? (
                  <p className="text-navy-700">{fill(copy.offered, { date: contract.offered })}</p>
                ) : null}
                {contract.ending ? (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="contract" value={contract.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="offer"
                      variant="outline"
                      disabled={busy}
                    >
                      {copy.offer}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-navy-800">{copy.none}</p>
        )}
      </Panel>
      <Panel title={form.renews ? copy.renewHeading : copy.newHeading}>
        <Form method="post" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <input type="hidden" name="renews" value={form.renews} />
          <div className="grid gap-1">
            <Label htmlFor="amc-start">{copy.startsOn}</Label>
            <Input
              id="amc-start"
              name="startsOn"
              type="date"
              required
              defaultValue={form.startsOn}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="amc-end">{copy.endsOn}</Label>
            <Input id="amc-end" name="endsOn" type="date" required defaultValue={form.endsOn} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="amc-visits">{copy.visitsPerYear}</Label>
            <Input
              id="amc-visits"
              name="visitsPerYear"
              inputMode="numeric"
              required
              defaultValue="4"
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="amc-price">{copy.price}</Label>
            <Input id="amc-price" name="priceRupees" inputMode="numeric" required />
          </div>
          <Button
            type="submit"
            name="intent"
            value="add"
            className="justify-self-start"
            disabled={busy}
          >
            {copy.save}
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
