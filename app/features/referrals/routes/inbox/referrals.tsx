import { data, Form, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/referrals";
import { Panel } from "~/components/inbox/panel";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { inboxCopy } from "~/content/inbox";
import { referralDeskCopy as copy } from "~/content/referral-desk";
import { inboxRouteHeaders, logView, notFound } from "~/lib/inbox/inbox-context.server";
import { staffText } from "~/lib/plain-text";
import { requestDay } from "~/lib/request-day.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { ReferralLine } from "../../referral-line";

// Who referred whom (issue 36): every quote request that came through a customer's referral
// link, newest first, with the reward's state and its form.

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  if (!context.referrals) throw notFound();
  await logView(context, request, staff, "referrals");
  return data({ referrals: await context.referrals.list() }, { headers: inboxHeaders });
}

const paid = z.object({
  referral: z.coerce.number().check(z.int(), z.positive()),
  rewardNote: staffText(200),
});

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  if (!context.referrals) throw notFound();
  const parsed = z.safeParse(paid, Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false, message: copy.already }, { status: 400 });
  const { now } = requestDay(context);
  const marked = await context.referrals.markPaid(
    parsed.data.referral,
    parsed.data.rewardNote,
    { id: staff.id, name: staff.name },
    now,
  );
  return data(
    { ok: marked, message: marked ? copy.marked : copy.already },
    { status: marked ? 200 : 409, headers: inboxHeaders },
  );
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title(copy.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Referrals({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-4 px-4 py-6">
      <h1 className="text-2xl font-extrabold text-navy-900">{copy.title}</h1>
      <p className="text-sm text-navy-700">{copy.intro}</p>
      {actionData ? (
        <p
          role="status"
          className={`rounded-lg p-3 font-semibold ${actionData.ok ? "bg-leaf-50 text-leaf-800" : "bg-red-50 text-red-900"}`}
        >
          {actionData.message}
        </p>
      ) : null}
      {loaderData.referrals.length ? (
        <Panel title={`${copy.title} (${loaderData.referrals.length})`}>
          <ul className="mt-3 grid gap-3">
            {loaderData.referrals.map((referral) => (
              <li key={referral.id} className="rounded-xl border border-navy-100 bg-white p-3">
                <ReferralLine referral={referral}>
                  <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                    <input type="hidden" name="referral" value={referral.id} />
                    <div className="grid min-w-0 flex-1 gap-1">
                      <Label htmlFor={`note-${referral.id}`}>{copy.note}</Label>
                      <Input id={`note-${referral.id}`} name="rewardNote" maxLength={200} />
                    </div>
                    <Button type="submit" disabled={busy}>
                      {copy.markPaid}
                    </Button>
                  </Form>
                </ReferralLine>
              </li>
            ))}
          </ul>
        </Panel>
      ) : (
        <p className="text-navy-800">{copy.empty}</p>
      )}
    </div>
  );
}
