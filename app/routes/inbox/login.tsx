import { LogIn } from "lucide-react";
import type { PageHandle } from "~/lib/page-handle";
import { data, Form, redirect, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/login";
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
  signIn,
} from "~/lib/staff/staff-session.server";

const copy = inboxCopy.login;

const signInSchema = z.object({
  email: z.string().check(z.trim(), z.maxLength(254)),
  password: z.string().check(z.maxLength(256)),
  redirectTo: z._default(z.string(), "/inbox"),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  if (await currentStaff(request, context)) throw redirect(redirectTo, { headers: inboxHeaders });
  return data(
    { redirectTo, signedOut: url.searchParams.has("signedOut") },
    { headers: inboxHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = z.safeParse(signInSchema, form);
  const credentials = parsed.success ? parsed.data : { email: "", password: "", redirectTo: "" };
  const result = await signIn(request, context, credentials);
  if (result.outcome === "signed-in") {
    return redirect(safeRedirectTo(credentials.redirectTo), { headers: result.headers });
  }
  if (result.outcome === "second-factor") {
    const back = encodeURIComponent(safeRedirectTo(credentials.redirectTo));
    return redirect(`${inboxPaths.loginCode}?redirectTo=${back}`, { headers: result.headers });
  }
  const error =
    result.outcome === "throttled"
      ? copy.throttled(Math.ceil(result.retryAfterSeconds / 60))
      : result.outcome === "unavailable"
        ? copy.unavailable
        : copy.refused;
  const status =
    result.outcome === "throttled" ? 429 : result.outcome === "unavailable" ? 503 : 401;
  return data({ error, email: credentials.email }, { status, headers: inboxHeaders });
}

export const headers = inboxRouteHeaders;

// Staff use these pages at once: no waiting for load and paint (docs/decisions/003).
export const handle: PageHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title(copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function InboxLogin({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  const error = actionData?.error;
  return (
    <SignInCard heading={copy.heading} intro={copy.intro}>
      {loaderData.signedOut && !error ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-leaf-50 p-3 text-sm font-medium text-leaf-800"
        >
          {copy.signedOut}
        </p>
      ) : null}
      <Form method="post" className="mt-6 grid gap-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field>
          <Label htmlFor="login-email">{copy.email}</Label>
          <Input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "login-error" : undefined}
          />
        </Field>
        <Field>
          <Label htmlFor="login-password">{copy.password}</Label>
          <Input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "login-error" : undefined}
          />
        </Field>
        <div role="alert">
          <FieldError id="login-error">{error}</FieldError>
        </div>
        <Button type="submit" variant="navy" size="lg" disabled={pending}>
          <LogIn aria-hidden="true" />
          {pending ? copy.pending : copy.submit}
        </Button>
      </Form>
    </SignInCard>
  );
}
