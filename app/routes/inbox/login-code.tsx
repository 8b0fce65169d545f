import { KeyRound } from "lucide-react";
import type { PageHandle } from "~/lib/page-handle";
import { data, Form, redirect, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/login-code";
import { SignInCard } from "~/components/inbox/sign-in-card";
import { Button } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { inboxCopy } from "~/content/inbox";
import { inboxRouteHeaders } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import {
  currentStaff,
  inboxHeaders,
  safeRedirectTo,
  verifySecondFactor,
} from "~/lib/staff/staff-session.server";

const copy = inboxCopy.code;

const codeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/)),
  redirectTo: z._default(z.string(), "/inbox"),
});

/** The second step only follows a right password (better-auth's signed two-factor cookie). */
const hasChallenge = (request: Request) =>
  /(?:^|;\s*)staff\.two_factor=/.test(request.headers.get("Cookie") ?? "");

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
  if (await currentStaff(request, context)) throw redirect(redirectTo, { headers: inboxHeaders });
  if (!hasChallenge(request)) throw redirect(inboxPaths.login, { headers: inboxHeaders });
  return data({ redirectTo }, { headers: inboxHeaders });
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = z.safeParse(codeSchema, Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: copy.refused }, { status: 400, headers: inboxHeaders });
  const result = await verifySecondFactor(request, context, parsed.data.code);
  if (result.outcome === "signed-in") {
    return redirect(safeRedirectTo(parsed.data.redirectTo), { headers: result.headers });
  }
  const error =
    result.outcome === "throttled"
      ? inboxCopy.login.throttled(Math.ceil(result.retryAfterSeconds / 60))
      : result.outcome === "unavailable"
        ? inboxCopy.login.unavailable
        : copy.refused;
  return data(
    { error },
    { status: result.outcome === "throttled" ? 429 : 401, headers: inboxHeaders },
  );
}

export const headers = inboxRouteHeaders;

// Staff use these pages at once: no waiting for load and paint (docs/decisions/003).
export const handle: PageHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title(copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function InboxLoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  const error = actionData?.error;
  return (
    <SignInCard heading={copy.heading} intro={copy.intro}>
      <Form method="post" className="mt-6 grid gap-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field>
          <Label htmlFor="login-code">{copy.code}</Label>
          <Input
            id="login-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            required
            className="text-center text-2xl tracking-[0.4em]"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "code-error" : undefined}
          />
        </Field>
        <div role="alert">
          <FieldError id="code-error">{error}</FieldError>
        </div>
        <Button type="submit" variant="navy" size="lg" disabled={pending}>
          <KeyRound aria-hidden="true" />
          {copy.submit}
        </Button>
      </Form>
    </SignInCard>
  );
}
