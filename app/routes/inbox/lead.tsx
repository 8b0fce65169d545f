import { ArrowLeft, Mail, MessageCircle, Phone, Trash2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/lead";
import { formatDateTime, productLabel } from "~/components/inbox/format";
import { StatusBadge } from "~/components/inbox/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { inboxCopy } from "~/content/inbox";
import { inboxModules, inboxRouteHeaders, notFound } from "~/lib/inbox/inbox-context.server";
import { inboxKinds, inboxPaths } from "~/lib/inbox/inbox-paths";
import { describeEvent, type InboxLead } from "~/lib/inbox/timeline";
import { salesStatuses, statusLabels } from "~/lib/inbox/lead-status";
import { reachOutLinks } from "~/lib/inbox/reach-out";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";

const copy = inboxCopy.lead;

const paramsSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.transform(Number)),
});

// One schema per change a staff member can make here; the server is the authority.
const changeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    status: z.enum(salesStatuses as [string, ...string[]]),
    reason: z._default(z.string().check(z.trim(), z.maxLength(500)), ""),
  }),
  z.object({
    intent: z.literal("assign"),
    assignee: z.string().check(z.maxLength(100)),
  }),
  z.object({
    intent: z.literal("note"),
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
  }),
  z.object({ intent: z.literal("erase"), confirm: z.literal("yes") }),
]);

function readParams(params: Route.LoaderArgs["params"]) {
  const parsed = z.safeParse(paramsSchema, params);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const { kind, id } = readParams(params);
  const { leads } = inboxModules(context);
  const [detail, assignable] = await Promise.all([leads.detail(kind, id), leads.assignableStaff()]);
  if (!detail) throw notFound();
  return data(
    { ...detail, assignable, staff: { name: staff.name, role: staff.role } },
    { headers: inboxHeaders },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const { kind, id } = readParams(params);
  const parsed = z.safeParse(changeSchema, Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false as const }, { status: 400, headers: inboxHeaders });
  const change = parsed.data;
  const { leads, erase } = inboxModules(context);
  let done = false;
  if (change.intent === "status") {
    done = await leads.setStatus(
      kind,
      id,
      { status: change.status as (typeof salesStatuses)[number], reason: change.reason },
      staff,
    );
  } else if (change.intent === "assign") {
    done = await leads.assign(kind, id, change.assignee || null, staff);
  } else if (change.intent === "note") {
    done = await leads.addNote(kind, id, change.text, staff);
  } else {
    // Erasing is for owners, and only answers a privacy request.
    await requireStaff(request, context, { role: "owner" });
    if (kind !== "privacy") throw notFound();
    done = (await erase(id, staff)) !== undefined;
  }
  if (!done) throw notFound();
  return data({ ok: true as const, intent: change.intent }, { headers: inboxHeaders });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  {
    title: inboxCopy.title(
      loaded ? `${leadName(loaded.lead)} · ${inboxCopy.kinds[loaded.lead.kind]}` : "Lead",
    ),
  },
  { name: "robots", content: "noindex, nofollow" },
];

function leadName(lead: InboxLead) {
  return ("name" in lead && lead.name) || lead.email || lead.phone || "—";
}

/** Every field the visitor sent, as label and value. */
function leadFields(lead: InboxLead): [string, string][] {
  const common: [string, string][] = [
    ["Email", lead.email || "—"],
    ["Phone", lead.phone || "—"],
  ];
  switch (lead.kind) {
    case "contact":
      return [["Name", lead.name], ...common, ["Message", lead.message]];
    case "quote":
      return [
        ["Name", lead.name],
        ...common,
        ["Street address", lead.address || "—"],
        ["PIN code or town", lead.location],
        ["Product of interest", productLabel(lead.product)],
        ["Roof size", `${lead.roofSize} m²`],
        ["Monthly electricity bill", lead.monthlyBill.toLocaleString("en-IN")],
        ["Estimate shown: system size", `${lead.estimateKw} kW`],
        ["Estimate shown: recommendation", lead.estimateRecommendation],
        ["Estimate shown: price", lead.estimatePrice],
        ["Message", lead.message || "—"],
      ];
    case "privacy":
      return [...common, ["Message", lead.message || "—"]];
  }
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

export default function InboxLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, status, lostReason, assigneeId, timeline, assignable, staff } = loaderData;
  const busy = useNavigation().state !== "idle";
  const name = leadName(lead);
  const links = reachOutLinks(
    { name, email: lead.email, phone: lead.phone },
    {
      greeting: copy.greeting("name" in lead ? lead.name : "", staff.name),
      subject: copy.emailSubject,
    },
  );
  const erased = status === "erased";
  return (
    <>
      <Link
        to={inboxPaths.list}
        className="inline-flex items-center gap-1 text-sm font-semibold text-navy-700 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.back}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
          {name}
        </h1>
        <StatusBadge status={status} />
      </div>
      <p className="mt-1 text-sm text-navy-700">
        {inboxCopy.kinds[lead.kind]} · {copy.received} {formatDateTime(lead.createdAt)} ·{" "}
        {copy.from} {inboxCopy.sources[lead.kind]}
      </p>

      {!erased ? (
        <div className="mt-4 grid grid-cols-3 gap-2 sm:flex">
          {links.tel ? (
            <a href={links.tel} className={buttonVariants({ variant: "navy" })}>
              <Phone aria-hidden="true" />
              {copy.call}
            </a>
          ) : null}
          {links.whatsapp ? (
            <a
              href={links.whatsapp}
              target="_blank"
              rel="noreferrer"
              className={buttonVariants({ variant: "outline" })}
            >
              <MessageCircle aria-hidden="true" />
              {copy.whatsapp}
            </a>
          ) : null}
          {links.mailto ? (
            <a href={links.mailto} className={buttonVariants({ variant: "outline" })}>
              <Mail aria-hidden="true" />
              {copy.email}
            </a>
          ) : null}
        </div>
      ) : null}

      {actionData?.ok ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-leaf-50 p-3 text-sm font-medium text-leaf-800"
        >
          {actionData.intent === "erase" ? copy.erase.done : copy.saved}
        </p>
      ) : null}

      {/* On a phone: what they sent, then the follow-up, then the timeline. */}
      <div className="mt-6 grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid lg:col-start-1 lg:row-start-1">
          <Panel title={copy.details}>
            <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
              {leadFields(lead).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-sm font-semibold text-navy-700">{label}</dt>
                  <dd className="break-words whitespace-pre-line text-navy-900 max-sm:-mt-2">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </Panel>
        </div>
        <div className="grid content-start gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {lead.kind === "privacy" ? (
            erased ? null : (
              <Panel title={copy.erase.heading}>
                <p className="mt-2 text-sm text-navy-700">{copy.erase.text}</p>
                {staff.role === "owner" ? (
                  <Form method="post" className="mt-4 grid gap-3">
                    <input type="hidden" name="intent" value="erase" />
                    <label className="flex items-start gap-3 text-sm font-medium text-navy-900">
                      <input
                        type="checkbox"
                        name="confirm"
                        value="yes"
                        required
                        className="mt-1 size-5 shrink-0"
                      />
                      {copy.erase.confirm}
                    </label>
                    <Button
                      type="submit"
                      variant="navy"
                      disabled={busy}
                      className="bg-red-700 hover:bg-red-800"
                    >
                      <Trash2 aria-hidden="true" />
                      {copy.erase.submit}
                    </Button>
                  </Form>
                ) : (
                  <p className="mt-3 text-sm font-semibold text-navy-900">
                    {copy.erase.ownersOnly}
                  </p>
                )}
              </Panel>
            )
          ) : (
            <Panel title={copy.work}>
              <Form method="post" className="mt-3 grid gap-3">
                <input type="hidden" name="intent" value="status" />
                <Field>
                  <Label htmlFor="lead-status">{copy.status}</Label>
                  <Select id="lead-status" name="status" defaultValue={status} key={status}>
                    {salesStatuses.map((option) => (
                      <option key={option} value={option}>
                        {statusLabels[option]}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field>
                  <Label htmlFor="lead-reason">{copy.lostReason}</Label>
                  <Input
                    id="lead-reason"
                    name="reason"
                    defaultValue={lostReason ?? ""}
                    maxLength={500}
                  />
                </Field>
                <Button type="submit" variant="navy" disabled={busy}>
                  {copy.saveStatus}
                </Button>
              </Form>

              <Form method="post" className="mt-6 grid gap-3 border-t border-navy-100 pt-4">
                <input type="hidden" name="intent" value="assign" />
                <Field>
                  <Label htmlFor="lead-assignee">{copy.assignee}</Label>
                  <Select
                    id="lead-assignee"
                    name="assignee"
                    defaultValue={assigneeId ?? ""}
                    key={assigneeId}
                  >
                    <option value="">{copy.nobody}</option>
                    {assignable.map((member) => (
                      <option key={member.id} value={member.id}>
                        {member.name}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Button type="submit" variant="outline" disabled={busy}>
                  {copy.assign}
                </Button>
              </Form>
            </Panel>
          )}

          {!erased ? (
            <Panel title={copy.note}>
              <Form method="post" className="mt-3 grid gap-3" key={timeline.length}>
                <input type="hidden" name="intent" value="note" />
                <Label htmlFor="lead-note" className="sr-only">
                  {copy.note}
                </Label>
                <Textarea
                  id="lead-note"
                  name="text"
                  required
                  maxLength={5000}
                  rows={4}
                  placeholder={copy.notePlaceholder}
                />
                <Button type="submit" variant="sun" disabled={busy}>
                  {copy.addNote}
                </Button>
              </Form>
            </Panel>
          ) : null}
        </div>
        <div className="grid lg:col-start-1 lg:row-start-2">
          <Panel title={copy.timeline}>
            {timeline.length ? (
              <ol className="mt-3 grid gap-3">
                {timeline.map((event) => (
                  <li
                    key={event.id}
                    data-event={event.type}
                    className="border-l-2 border-navy-100 pl-3"
                  >
                    <p className="text-xs text-navy-700">
                      {formatDateTime(event.createdAt)} · {event.actorName}
                    </p>
                    <p
                      className={
                        event.type === "note"
                          ? "whitespace-pre-line text-navy-900"
                          : "font-semibold text-navy-900"
                      }
                    >
                      {describeEvent(event)}
                    </p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-2 text-sm text-navy-700">{copy.noTimeline}</p>
            )}
          </Panel>
        </div>
      </div>
    </>
  );
}
