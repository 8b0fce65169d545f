import { data, Form, Link } from "react-router";
import { rightsQueue } from "../../rights-queue.server";
import * as z from "zod/mini";
import type { Route } from "./+types/privacy";
import { formatDate } from "~/lib/time/format";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { inboxCopy } from "~/content/inbox";
import { inboxModules, inboxRouteHeaders, logView } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { requestDay } from "~/lib/request-day.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { multiLine } from "~/lib/plain-text";

// The queue of rights requests (issue 23): copy, correction, erasure, nominee, grievance, each
// with its reference number, the day received and the day due (90 days, Rule 14), overdue ones
// flagged for the request's day. Staff answer and close each here; an erasure is done from the
// request's own page (owner only), as before.

const kindNames = {
  copy: "Copy of data",
  correction: "Correction",
  erasure: "Erasure",
  nominee: "Nominee",
  grievance: "Grievance",
} as const;

const closeSchema = z.object({
  intent: z.literal("close"),
  id: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.transform(Number)),
  answer: z.string().check(multiLine, z.trim(), z.minLength(1), z.maxLength(2000)),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  await logView(context, request, staff, "privacy requests");
  const { today } = requestDay(context);
  const requests = await rightsQueue(inboxModules(context).database).list(today);
  return data({ today, requests }, { headers: inboxHeaders });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const form = await request.formData();
  const parsed = z.safeParse(closeSchema, Object.fromEntries(form));
  if (!parsed.success) {
    return data(
      {
        ok: false as const,
        id: String(form.get("id") ?? ""),
        answer: String(form.get("answer") ?? ""),
      },
      { status: 400, headers: inboxHeaders },
    );
  }
  const { now } = requestDay(context);
  const closed = await rightsQueue(inboxModules(context).database).close(
    parsed.data.id,
    parsed.data.answer,
    staff,
    now,
  );
  if (!closed)
    return data({ ok: false as const, id: "", answer: "" }, { status: 404, headers: inboxHeaders });
  return data({ ok: true as const }, { headers: inboxHeaders });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title("Privacy requests") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function InboxPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { requests } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight">Privacy requests</h1>
        <p className="text-sm text-navy-700">
          Answer within 90 days (DPDP Rules 2025, Rule 14).{" "}
          <Link to={inboxPaths.accessLog} className="font-semibold underline">
            Access log
          </Link>
        </p>
      </div>
      {actionData?.ok ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-leaf-50 p-3 text-sm font-medium text-leaf-800"
        >
          Answered and closed.
        </p>
      ) : refused ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          Write the answer before closing the request.
        </p>
      ) : null}
      {requests.length ? (
        <ul className="mt-6 grid gap-3">
          {requests.map((request) => (
            <li
              key={request.id}
              data-request={request.reference}
              data-overdue={request.overdue ? "yes" : "no"}
              className="rounded-2xl bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <Link
                  to={inboxPaths.lead("privacy", request.id)}
                  className="font-mono font-bold text-navy-900 underline"
                >
                  {request.reference}
                </Link>
                <span className="font-semibold">{kindNames[request.kind]}</span>
                <span className="text-sm text-navy-700">
                  {request.email || request.phone || "(erased)"}
                </span>
                {request.closedAt ? (
                  <span className="rounded-full bg-leaf-100 px-2 text-xs font-bold text-leaf-800">
                    Closed {formatDate(request.closedAt)}
                  </span>
                ) : request.overdue ? (
                  <span
                    data-testid="request-overdue"
                    className="rounded-full bg-red-600 px-2 text-xs font-bold text-white"
                  >
                    Overdue by {-request.daysLeft} days
                  </span>
                ) : (
                  <span className="rounded-full bg-sun-100 px-2 text-xs font-bold text-navy-900">
                    {request.daysLeft} days left
                  </span>
                )}
              </div>
              <p className="mt-1 text-sm text-navy-700">
                Received{" "}
                <time dateTime={request.receivedDay}>{formatDate(request.receivedDay)}</time> · Due{" "}
                <time dateTime={request.dueDay} data-due>
                  {formatDate(request.dueDay)}
                </time>
                {request.kind === "copy"
                  ? ` · ${request.confirmedAt ? `copy confirmed ${formatDate(request.confirmedAt)}` : "copy link not yet confirmed"}`
                  : ""}
              </p>
              {request.message ? (
                <p className="mt-2 text-sm whitespace-pre-wrap text-navy-900">{request.message}</p>
              ) : null}
              {request.closedAt ? (
                <p className="mt-2 text-sm text-navy-800">Answer: {request.answer}</p>
              ) : (
                <Form
                  method="post"
                  className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
                >
                  <input type="hidden" name="intent" value="close" />
                  <input type="hidden" name="id" value={request.id} />
                  <div className="grid gap-1">
                    <label
                      htmlFor={`answer-${request.id}`}
                      className="text-sm font-semibold text-navy-800"
                    >
                      Answer (what was done; it is kept as the record)
                    </label>
                    <Textarea
                      id={`answer-${request.id}`}
                      name="answer"
                      rows={2}
                      maxLength={2000}
                      defaultValue={refused?.id === String(request.id) ? refused.answer : undefined}
                    />
                  </div>
                  <Button type="submit" variant="navy" size="sm">
                    Answer and close
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-2xl bg-white p-6 text-navy-700 shadow-sm">
          No privacy requests.
        </p>
      )}
    </>
  );
}
