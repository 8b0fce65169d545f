import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { data, Link, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/lead";
import { leadName } from "~/components/inbox/lead-fields";
import { StatusBadge } from "~/components/inbox/status-badge";
import { WorkForm } from "~/components/staff-forms/work-form";
import { privacyContact } from "~/content/company";
import { shownCompany } from "~/lib/content/shown-company";
import { privacyNoticeCopy } from "~/content/copy/privacy-notice.server";
import { reachOutCopy } from "~/content/copy/reach-out.server";
import { inboxCopy } from "~/content/inbox";
import { fill } from "~/lib/i18n/fill";
import {
  inboxModules,
  inboxRouteHeaders,
  logView,
  notFound,
} from "~/lib/inbox/inbox-context.server";
import { inboxKinds, inboxPaths } from "~/lib/inbox/inbox-paths";
import { reachOutLinks } from "~/lib/inbox/reach-out";
import { requestDay } from "~/lib/request-day.server";
import { keepIntent, postedDrafts, postedIntent } from "~/lib/staff-forms/drafts";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { formatDateTime } from "~/lib/time/format";
import type { LeadPageState } from "./lead-panel";
import type { LeadPanelContext } from "./lead-panel.server";
import { ReachOutButtons } from "./lead-panels";
import { panelOrder } from "./panel-order";
import { panelIntents, panelServers } from "./panel-servers.server";
import { panelViews } from "./panel-views";

// A lead's page (issues 10, 20–23, 30): what they sent, and a list of panels that each bring
// their own data and changes (./panel-order.ts; ARCHITECTURE.md walks adding one). The page
// is one form: every button posts everything typed with its `intent`, the panel that owns the
// intent saves what it names, and everything else typed comes back as it was.

const copy = inboxCopy.lead;

const paramsSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.transform(Number)),
});

function readParams(params: Route.LoaderArgs["params"]) {
  const parsed = z.safeParse(paramsSchema, params);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** What every panel's server part is handed, for this request and lead. */
async function panelContext(args: Route.LoaderArgs | Route.ActionArgs): Promise<LeadPanelContext> {
  const { request, context, params } = args;
  const staff = await requireStaff(request, context);
  const { kind, id } = readParams(params);
  const modules = inboxModules(context);
  const detail = await modules.leads.detail(kind, id);
  if (!detail) throw notFound();
  const { today, now } = requestDay(context);
  const loaded = new Map<string, Promise<unknown>>();
  return {
    context,
    request,
    staff,
    kind,
    id,
    detail,
    database: modules.database,
    today,
    now,
    shared<T>(name: string, load: () => Promise<T>) {
      if (!loaded.has(name)) loaded.set(name, load());
      return loaded.get(name) as Promise<T>;
    },
  };
}

export async function loader(args: Route.LoaderArgs) {
  const panel = await panelContext(args);
  const { detail, staff, kind, id } = panel;
  // Every staff view of a person's record is logged (issue 23; the owner reads it).
  await logView(args.context, args.request, staff, `${kind} ${id}`);
  // Each panel's part of the page; a panel whose load says null is left out.
  const panels: Record<string, unknown> = {};
  await Promise.all(
    panelOrder.map(async ({ id: panelId }) => {
      const server = panelServers.get(panelId);
      const loaded = server?.load ? await server.load(panel) : undefined;
      if (loaded !== null) panels[panelId] = loaded ?? null;
    }),
  );
  const noticeWords = privacyNoticeCopy[detail.lead.language];
  return data(
    {
      ...detail,
      panels,
      // The WhatsApp greeting, in the person's language (issue 30).
      greeting: fill(reachOutCopy[detail.lead.language].greeting, {
        name: "name" in detail.lead ? detail.lead.name : "",
        staff: staff.name,
        company: shownCompany(detail.lead.language).name,
      }),
      // Every reply names the privacy contact, in the person's language (Rule 9).
      replySignature: fill(noticeWords.emailFooter.contact, {
        role: noticeWords.contactRole,
        email: privacyContact.email,
      }),
      staff: { name: staff.name, role: staff.role },
    },
    { headers: inboxHeaders },
  );
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const panel = await panelContext(args);
  /** A change not made: everything posted goes back to the page, as it was typed. */
  const refusedWith = (problem: string, status: number, notice?: string) =>
    data(
      { ok: false as const, problem, notice: notice ?? null, drafts: postedDrafts(form) },
      { status, headers: inboxHeaders },
    );
  const intent = postedIntent(form, [keepIntent, ...panelIntents.keys()]);
  if (!intent) return refusedWith("invalid", 400);
  // Enter pressed in a text field: nothing to save, everything typed to keep.
  if (intent === keepIntent) return refusedWith("kept", 200, copy.kept);
  const change = panelIntents.get(intent)!;
  const input = z.safeParse(change.schema, Object.fromEntries(form));
  if (!input.success) return refusedWith("invalid", 400);
  const outcome = await change.run(panel, input.data, form);
  if (!outcome.done) return refusedWith(outcome.problem, outcome.status ?? 400, outcome.notice);
  // What this change saved is shown as stored; anything else typed comes back as it was.
  const drafts = outcome.clearsDrafts ? {} : postedDrafts(form, change.saves);
  return data(
    { ok: true as const, message: outcome.message ?? copy.saved, drafts },
    { headers: inboxHeaders },
  );
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

export default function InboxLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, status, panels } = loaderData;
  const busy = useNavigation().state !== "idle";
  const name = leadName(lead);
  const links = reachOutLinks(
    { name, email: lead.email, phone: lead.phone },
    {
      greeting: loaderData.greeting,
      subject: copy.emailSubject,
      signature: loaderData.replySignature,
    },
  );
  const page: LeadPageState = {
    lead,
    status,
    lostReason: loaderData.lostReason,
    assigneeId: loaderData.assigneeId,
    timeline: loaderData.timeline,
    staff: loaderData.staff,
    busy,
    drafts: actionData?.drafts ?? {},
    problem: actionData?.ok === false ? actionData.problem : undefined,
  };
  /** The panel `id` with the panels shown within it, or nothing when it is left out. */
  function render(id: string): ReactNode {
    const View = panelViews.get(id);
    if (!View || !(id in panels)) return null;
    const inside = panelOrder.filter((entry) => "within" in entry && entry.within === id);
    return (
      <View key={id} data={panels[id]} page={page}>
        {inside.length ? inside.map((entry) => render(entry.id)) : undefined}
      </View>
    );
  }
  const column = (which: "main" | "side") =>
    panelOrder.filter((entry) => "column" in entry && entry.column === which);
  const [first, ...restOfMain] = column("main");
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
      {status === "erased" ? null : <ReachOutButtons links={links} />}
      <WorkForm />
      {actionData?.ok ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-leaf-50 p-3 text-sm font-medium text-leaf-800"
        >
          {actionData.message}
        </p>
      ) : actionData?.notice ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-sun-50 p-3 text-sm font-medium text-navy-900"
        >
          {actionData.notice}
        </p>
      ) : null}

      {/* On a phone: what they sent, then the follow-up, then the timeline. */}
      <div className="mt-6 grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid lg:col-start-1 lg:row-start-1">{first ? render(first.id) : null}</div>
        <div className="grid content-start gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {column("side").map((entry) => render(entry.id))}
        </div>
        <div className="grid content-start gap-4 lg:col-start-1 lg:row-start-2">
          {restOfMain.map((entry) => render(entry.id))}
        </div>
      </div>
    </>
  );
}
