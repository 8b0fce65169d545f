import { ArrowLeft, TriangleAlert } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/ticket";
import { Panel } from "~/components/inbox/panel";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { serviceCopy } from "~/content/copy/en/service";
import { surveyCopy } from "~/content/copy/en/survey";
import { inboxCopy } from "~/content/inbox";
import { serviceDeskCopy as copy } from "~/content/service-desk";
import { fill } from "~/lib/i18n/fill";
import { formatDate } from "~/lib/i18n/format";
import { inboxRouteHeaders, logView, notFound, recordId } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { staffText } from "~/lib/plain-text";
import { requestDay } from "~/lib/request-day.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { formatDateTime } from "~/lib/time/format";
import { slotLabel } from "~/lib/time/kolkata-words";
import { isOverdue, warrantyOn } from "~/features/service/service-rules";
import { visitSlots } from "~/features/service/service-request.server";

// One service request (issue 36): what the customer wrote and sent, the warranty of each part
// from the project's equipment register (shown before anyone quotes a charge), and the steps:
// a visit booked in a free survey slot (moved the same way), waiting for a part, resolved with
// what was done and the parts used, closed. Each step but closing e-mails the customer.

const intents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("visit"), slot: z.string().check(z.minLength(1), z.maxLength(40)) }),
  z.object({ intent: z.literal("parts"), parts: staffText(200) }),
  z.object({
    intent: z.literal("resolve"),
    resolution: staffText(1000, { multiline: true }),
    parts: staffText(200),
  }),
  z.object({ intent: z.literal("close") }),
  z.object({ intent: z.literal("cancel-visit") }),
]);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const id = recordId(params.id);
  if (!context.service || !context.paperwork || !context.surveys) throw notFound();
  const found = await context.service.detail(id);
  if (!found) throw notFound();
  await logView(context, request, staff, `service ticket ${id}`);
  const { today, now } = requestDay(context);
  const { ticket, customer, photos } = found;
  const [{ entries }, slots] = await Promise.all([
    context.paperwork.equipment(ticket.projectId),
    visitSlots(context.surveys, "en", { today, now }),
  ]);
  const warranty = (["modules", "inverter", "battery"] as const).map((kind) => {
    const standing = warrantyOn(
      entries.find((entry) => entry.kind === kind),
      today,
    );
    return {
      kind,
      text:
        standing.state === "in"
          ? fill(copy.warranty.in, { date: formatDate(standing.until, "en") })
          : standing.state === "out"
            ? fill(copy.warranty.out, { date: formatDate(standing.since, "en") })
            : copy.warranty.unknown,
      state: standing.state,
    };
  });
  return data(
    {
      ticket: {
        ...ticket,
        problemWords: serviceCopy.form.problems[ticket.problem],
        overdue: isOverdue(ticket, now),
        due: formatDateTime(ticket.dueAt),
        opened: formatDateTime(ticket.createdAt),
        visit:
          ticket.visitAt && ticket.visitEnd
            ? slotLabel(ticket.visitAt, ticket.visitEnd, "en", surveyCopy)
            : null,
      },
      name: customer?.name ?? "",
      leadPath: customer ? inboxPaths.lead(customer.lead.kind, customer.lead.id) : null,
      photos,
      warranty,
      slots,
    },
    { headers: inboxHeaders },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const id = recordId(params.id);
  if (!context.service) throw notFound();
  const parsed = z.safeParse(intents, Object.fromEntries(await request.formData()));
  const answer = (ok: boolean, message: string, status = 200) =>
    data({ ok, message }, { status, headers: inboxHeaders });
  if (!parsed.success) return answer(false, copy.invalid, 400);
  const actor = { id: staff.id, name: staff.name };
  const service = context.service;
  const posted = parsed.data;
  const { today } = requestDay(context);
  const result =
    posted.intent === "visit"
      ? await service.bookVisit(id, posted.slot, actor, { today })
      : posted.intent === "parts"
        ? posted.parts
          ? await service.waitForParts(id, posted.parts, actor)
          : ("invalid" as const)
        : posted.intent === "resolve"
          ? posted.resolution
            ? await service.resolve(id, posted.resolution, posted.parts, actor)
            : ("invalid" as const)
          : posted.intent === "cancel-visit"
            ? await service.cancelVisit(id, actor)
            : await service.close(id, actor);
  if (result === "notFound") throw notFound();
  if (result === "taken") return answer(false, copy.visit.taken, 409);
  if (result === "invalid") return answer(false, copy.invalid, 400);
  return answer(
    true,
    posted.intent === "close"
      ? copy.closed
      : posted.intent === "cancel-visit"
        ? copy.visit.cancelled
        : copy.saved,
  );
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: inboxCopy.title(loaded ? `${loaded.ticket.reference} · ${copy.title}` : copy.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function TicketPage({ loaderData, actionData }: Route.ComponentProps) {
  const { ticket, name, leadPath, photos, warranty, slots } = loaderData;
  const busy = useNavigation().state === "submitting";
  const open = ticket.state !== "resolved" && ticket.state !== "closed";
  const rows = [
    [copy.details.problem, ticket.problemWords],
    [copy.details.errorCode, ticket.errorCode],
    [copy.details.since, ticket.since],
    [copy.details.details, ticket.details],
    [copy.details.preferred, ticket.preferred],
    [copy.details.opened, ticket.opened],
  ].filter(([, value]) => value);
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-4 px-4 py-6">
      <Link
        to={inboxPaths.service}
        className="inline-flex items-center gap-1 text-sm font-semibold text-navy-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.back}
      </Link>
      <h1 className="text-2xl font-extrabold text-navy-900">
        {ticket.reference} · {name}
      </h1>
      <p className="text-sm text-navy-800">
        <span className="font-semibold" data-testid="ticket-state">
          {copy.states[ticket.state]}
        </span>
        {ticket.visit ? (
          <>
            {" · "}
            <span data-testid="ticket-visit">{ticket.visit}</span>
          </>
        ) : null}
        {" · "}
        <Link to={inboxPaths.project(ticket.projectId)} className="underline">
          {copy.project}
        </Link>
        {leadPath ? (
          <>
            {" · "}
            <Link to={leadPath} className="underline">
              {inboxCopy.projects.lead}
            </Link>
          </>
        ) : null}
      </p>
      {ticket.overdue ? (
        <p
          data-testid="ticket-overdue"
          className="flex gap-2 rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800"
        >
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {copy.overdue}: {fill(copy.due, { time: ticket.due })}
        </p>
      ) : null}
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`rounded-lg p-3 text-sm font-semibold ${actionData.ok ? "bg-leaf-50 text-leaf-800" : "bg-red-50 text-red-800"}`}
        >
          {actionData.message}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <Panel title={copy.title}>
            <dl className="mt-3 grid gap-2 text-sm">
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt className="font-semibold text-navy-800">{label}</dt>
                  <dd className="break-words whitespace-pre-line text-navy-900">{value}</dd>
                </div>
              ))}
            </dl>
            {photos.length ? (
              <div className="mt-3">
                <h3 className="font-semibold text-navy-900">{copy.photos}</h3>
                <ul className="mt-1 flex flex-wrap gap-3">
                  {photos.map((fileId, index) => (
                    <li key={fileId}>
                      <a
                        href={`${inboxPaths.ticket(ticket.id)}/photos/${fileId}`}
                        className="font-semibold text-navy-800 underline"
                      >
                        {fill(copy.photo, { n: index + 1 })}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </Panel>
          <Panel title={copy.warranty.heading}>
            <ul className="mt-3 grid gap-1 text-sm" data-testid="ticket-warranty">
              {warranty.map((part) => (
                <li key={part.kind} data-state={part.state}>
                  <span className="font-semibold text-navy-900">{copy.warranty[part.kind]}: </span>
                  <span
                    className={
                      part.state === "out" ? "font-semibold text-red-800" : "text-navy-800"
                    }
                  >
                    {part.text}
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
        {open ? (
          <div className="grid content-start gap-4">
            <Panel title={copy.visit.heading}>
              <Form method="post" className="mt-3 grid gap-2">
                <Label htmlFor="ticket-slot">{copy.visit.slot}</Label>
                <select
                  id="ticket-slot"
                  name="slot"
                  required
                  defaultValue=""
                  className="h-11 w-full min-w-0 rounded-md border border-navy-200 bg-white px-3"
                >
                  <option value="" disabled>
                    {copy.visit.choose}
                  </option>
                  {slots.map((slot) => (
                    <option key={slot.start} value={slot.start}>
                      {slot.label}
                    </option>
                  ))}
                </select>
                <Button
                  type="submit"
                  name="intent"
                  value="visit"
                  className="justify-self-start"
                  disabled={busy}
                >
                  {ticket.visit ? copy.visit.move : copy.visit.book}
                </Button>
              </Form>
              {ticket.state === "visit-booked" ? (
                <Form method="post" className="mt-3">
                  <Button
                    type="submit"
                    name="intent"
                    value="cancel-visit"
                    variant="outline"
                    disabled={busy}
                  >
                    {copy.visit.cancel}
                  </Button>
                </Form>
              ) : null}
            </Panel>
            <Panel title={copy.states["waiting-parts"]}>
              <Form method="post" className="mt-3 grid gap-2">
                <Label htmlFor="ticket-parts-awaited">{copy.parts.label}</Label>
                <Input
                  id="ticket-parts-awaited"
                  name="parts"
                  maxLength={200}
                  defaultValue={ticket.parts}
                />
                <Button
                  type="submit"
                  name="intent"
                  value="parts"
                  variant="outline"
                  className="justify-self-start"
                  disabled={busy}
                >
                  {copy.parts.button}
                </Button>
              </Form>
            </Panel>
            <Panel title={copy.states.resolved}>
              <Form method="post" className="mt-3 grid gap-2">
                <Label htmlFor="ticket-resolution">{copy.resolve.resolution}</Label>
                <Textarea id="ticket-resolution" name="resolution" rows={3} maxLength={1000} />
                <Label htmlFor="ticket-parts-used">{copy.resolve.parts}</Label>
                <Input id="ticket-parts-used" name="parts" maxLength={200} />
                <Button
                  type="submit"
                  name="intent"
                  value="resolve"
                  className="justify-self-start"
                  disabled={busy}
                >
                  {copy.resolve.button}
                </Button>
              </Form>
            </Panel>
          </div>
        ) : (
          <div className="grid content-start gap-4">
            <Panel title={copy.states[ticket.state]}>
              <p className="mt-2 text-sm text-navy-900">{ticket.resolution}</p>
              {ticket.parts ? <p className="mt-1 text-sm text-navy-800">{ticket.parts}</p> : null}
              {ticket.state === "resolved" ? (
                <Form method="post" className="mt-3">
                  <Button
                    type="submit"
                    name="intent"
                    value="close"
                    variant="outline"
                    disabled={busy}
                  >
                    {copy.close}
                  </Button>
                </Form>
              ) : null}
            </Panel>
          </div>
        )}
      </div>
    </div>
  );
}
