import { ShieldCheck, ShieldOff } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/account";
import { Panel } from "~/components/inbox/panel";
import { Button } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { inboxCopy } from "~/content/inbox";
import { inboxRouteHeaders } from "~/lib/inbox/inbox-context.server";
import {
  allRoles,
  inboxHeaders,
  requireStaff,
  secondFactor,
} from "~/lib/staff/staff-session.server";

const copy = inboxCopy.account;

// Turning two-step sign-in (an authenticator app's code) on or off; better-auth keeps the
// secret, encrypted, and checks the codes.
const changeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start"), password: z.string().check(z.maxLength(256)) }),
  z.object({ intent: z.literal("confirm"), code: z.string().check(z.trim(), z.maxLength(10)) }),
  z.object({ intent: z.literal("off"), password: z.string().check(z.maxLength(256)) }),
]);

type AccountAnswer =
  | { step: "scan"; secret: string; totpURI: string; backupCodes: string[] }
  | { step: "done"; message: string }
  | { step: "error"; message: string; retry?: "start" | "confirm" | "off" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, { roles: allRoles });
  return data(
    { name: staff.name, email: staff.email, role: staff.role, twoFactor: staff.twoFactor },
    { headers: inboxHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context, { roles: allRoles });
  const parsed = z.safeParse(changeSchema, Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<AccountAnswer>({ step: "error", message: copy.wrongCode }, 400);
  const change = parsed.data;
  if (change.intent === "start") {
    const started = await secondFactor.start(request, context, change.password);
    if (!started) {
      return data<AccountAnswer>(
        { step: "error", message: copy.wrongPassword, retry: "start" },
        { status: 400, headers: inboxHeaders },
      );
    }
    const secret = new URL(started.totpURI).searchParams.get("secret") ?? "";
    return data<AccountAnswer>({ step: "scan", secret, ...started }, { headers: inboxHeaders });
  }
  if (change.intent === "confirm") {
    const headers = await secondFactor.confirm(request, context, change.code);
    if (!headers) {
      return data<AccountAnswer>(
        { step: "error", message: copy.wrongCode, retry: "confirm" },
        { status: 400, headers: inboxHeaders },
      );
    }
    return data<AccountAnswer>({ step: "done", message: copy.turnedOn }, { headers });
  }
  const renewed = await secondFactor.turnOff(request, context, change.password);
  return renewed
    ? data<AccountAnswer>({ step: "done", message: copy.turnedOff }, { headers: renewed })
    : data<AccountAnswer>(
        { step: "error", message: copy.wrongPassword, retry: "off" },
        { status: 400, headers: inboxHeaders },
      );
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title(copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

function PasswordForm({
  intent,
  label,
  error,
  busy,
}: {
  intent: "start" | "off";
  label: string;
  error?: string;
  busy: boolean;
}) {
  return (
    <Form method="post" className="mt-4 grid gap-3 sm:max-w-sm">
      <input type="hidden" name="intent" value={intent} />
      <Field>
        <Label htmlFor={`account-password-${intent}`}>{copy.password}</Label>
        <Input
          id={`account-password-${intent}`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
        />
        <FieldError>{error}</FieldError>
      </Field>
      <Button type="submit" variant={intent === "start" ? "navy" : "outline"} disabled={busy}>
        {intent === "start" ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
        {label}
      </Button>
    </Form>
  );
}

export default function InboxAccount({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const answer = actionData as AccountAnswer | undefined;
  const error = answer?.step === "error" ? answer : undefined;
  const scanning = answer?.step === "scan" || error?.retry === "confirm";
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{copy.heading}</h1>
      <p className="mt-1 text-sm text-navy-700">
        {loaderData.name} · {loaderData.email} · {loaderData.role}
      </p>
      {answer?.step === "done" ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-leaf-50 p-3 text-sm font-medium text-leaf-800"
        >
          {answer.message}
        </p>
      ) : null}
      <div className="mt-6 grid grid-cols-1 gap-4">
        <Panel title={copy.twoFactor}>
          <p className="mt-2 text-sm text-navy-700">
            {loaderData.twoFactor ? copy.onText : copy.offText}
          </p>
          {loaderData.twoFactor ? (
            <PasswordForm
              intent="off"
              label={copy.turnOff}
              error={error?.retry === "off" ? error.message : undefined}
              busy={busy}
            />
          ) : answer?.step === "scan" ? (
            <div className="mt-4 grid gap-4">
              <p className="text-sm font-semibold text-navy-900">{copy.addKey}</p>
              <p
                data-testid="totp-secret"
                className="rounded-lg bg-navy-50 p-3 text-center font-mono text-lg tracking-wider"
              >
                {answer.secret.replace(/(.{4})/g, "$1 ").trim()}
              </p>
              <a href={answer.totpURI} className="text-sm font-semibold text-navy-800 underline">
                {copy.openApp}
              </a>
              <p className="text-sm text-navy-700">{copy.backupCodes}</p>
              <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
                {answer.backupCodes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            </div>
          ) : scanning ? null : (
            <PasswordForm
              intent="start"
              label={copy.start}
              error={error?.retry === "start" ? error.message : undefined}
              busy={busy}
            />
          )}
          {!loaderData.twoFactor && scanning ? (
            <Form method="post" className="mt-4 grid gap-3 sm:max-w-sm">
              <input type="hidden" name="intent" value="confirm" />
              <Field>
                <Label htmlFor="account-code">{copy.confirmCode}</Label>
                <Input
                  id="account-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  required
                  aria-invalid={error?.retry === "confirm" ? true : undefined}
                />
                <FieldError>{error?.retry === "confirm" ? error.message : undefined}</FieldError>
              </Field>
              <Button type="submit" variant="navy" disabled={busy}>
                <ShieldCheck aria-hidden="true" />
                {copy.confirm}
              </Button>
            </Form>
          ) : null}
        </Panel>
      </div>
    </>
  );
}
