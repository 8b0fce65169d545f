import { type AppLoadContext, data, redirect } from "react-router";
import { type StaffAuth, type StaffRole, clientAddressHeader } from "./auth.server";

// The one gate of the inbox: every /inbox loader and action calls requireStaff first.
// Pages without a session go to the sign-in page; data requests get 401 (403 for a role
// the member lacks), with nothing about any lead in either.

export interface SignedInStaff {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** Signs in with an authenticator code too. */
  twoFactor: boolean;
}

/** Headers every inbox response carries, refusals included. */
export const inboxHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export const loginPath = "/inbox/login";

// A page's loaders run in parallel on the same Request: one session lookup serves them all.
const sessions = new WeakMap<Request, Promise<SignedInStaff | null>>();

function auth(context: AppLoadContext): StaffAuth {
  if (!context.auth) {
    throw data("The inbox is not available.", { status: 503, headers: inboxHeaders });
  }
  return context.auth;
}

/** The signed-in staff member, or null (no cookie, an expired or revoked session). */
export function currentStaff(request: Request, context: AppLoadContext) {
  let found = sessions.get(request);
  if (!found) {
    found = auth(context)
      .api.getSession({ headers: request.headers })
      .then((session) => {
        const user = session?.user;
        if (!user || user.disabledAt) return null;
        return {
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role as StaffRole,
          twoFactor: Boolean(user.twoFactorEnabled),
        };
      });
    sessions.set(request, found);
  }
  return found;
}

/** Where to come back to after signing in: a path inside the inbox, never another site. */
export function safeRedirectTo(value: unknown): string {
  const path = typeof value === "string" ? value : "";
  return /^\/inbox(?:[/?#]|$)/.test(path) && !path.startsWith(loginPath) ? path : "/inbox";
}

/** Who works leads: the people's data behind them is theirs to see, not an editor's. */
export const salesRoles: readonly StaffRole[] = ["owner", "manager", "staff"];
/** Who sees the business's figures (issue 37): the owner, and whom they make a manager. */
export const dashboardRoles: readonly StaffRole[] = ["owner", "manager"];
/** Who keeps the site's content (issue 32). */
export const contentRoles: readonly StaffRole[] = ["owner", "editor"];
export const allRoles: readonly StaffRole[] = ["owner", "manager", "staff", "editor"];

export async function requireStaff(
  request: Request,
  context: AppLoadContext,
  {
    role,
    roles = role ? [role] : salesRoles,
  }: {
    /** Only this role (the owner's exports, the erasure). */
    role?: StaffRole;
    /** Any of these; the sales desk's roles unless a page says otherwise. */
    roles?: readonly StaffRole[];
  } = {},
): Promise<SignedInStaff> {
  const staff = await currentStaff(request, context);
  if (!staff) {
    if (context.dataRequest) {
      throw data("Sign in to the inbox.", { status: 401, headers: inboxHeaders });
    }
    const url = new URL(request.url);
    const back = safeRedirectTo(`${url.pathname}${url.search}`);
    throw redirect(`${loginPath}?redirectTo=${encodeURIComponent(back)}`, {
      headers: inboxHeaders,
    });
  }
  if (!roles.includes(staff.role)) {
    throw data("Your role does not open this page.", { status: 403, headers: inboxHeaders });
  }
  return staff;
}

/**
 * better-auth's Set-Cookie headers as this request needs them: Secure when it came over
 * HTTPS (the URL's scheme follows TRUST_PROXY), and lasting until the browser closes — the
 * session itself ends on the server after 12 hours idle.
 */
export function forwardCookies(from: Response, request: Request): Headers {
  const secure = new URL(request.url).protocol === "https:";
  const headers = new Headers(inboxHeaders);
  for (const cookie of from.headers.getSetCookie()) {
    const clearing = /;\s*max-age=0\b/i.test(cookie);
    let attributes = cookie
      .split(";")
      .map((part) => part.trim())
      .filter((part) => !/^secure$/i.test(part));
    if (!clearing) attributes = attributes.filter((part) => !/^(max-age|expires)=/i.test(part));
    if (secure) attributes.push("Secure");
    headers.append("Set-Cookie", attributes.join("; "));
  }
  return headers;
}

function authHeaders(request: Request, context: AppLoadContext): Headers {
  const headers = new Headers(request.headers);
  headers.set(clientAddressHeader, context.clientAddress ?? "");
  return headers;
}

export type SignInResult =
  | { outcome: "signed-in"; headers: Headers }
  /** The password was right and the account asks for its authenticator code next. */
  | { outcome: "second-factor"; headers: Headers }
  | { outcome: "refused" }
  | { outcome: "throttled"; retryAfterSeconds: number }
  | { outcome: "unavailable" };

const logWarning = (message: string) => console.warn(`${new Date().toISOString()} WARN ${message}`);

/**
 * Checks e-mail and password with better-auth once the sign-in throttle allows another attempt
 * (sign-in-throttle.server.ts: it counts failures, per account at an address, per address and
 * per account). A wrong e-mail and a wrong password read the same.
 */
export async function signIn(
  request: Request,
  context: AppLoadContext,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const email = credentials.email.trim().toLowerCase();
  const address = context.clientAddress ?? "unknown";
  if (!context.signInThrottle || !context.auth) return { outcome: "unavailable" };
  const attempt = { account: email, address };
  const verdict = await context.signInThrottle.attempt(attempt);
  if (!verdict.allowed) {
    logWarning(`staff sign-in throttled for ${email} from ${address}`);
    return { outcome: "throttled", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const response = await context.auth.api
    .signInEmail({
      body: { email, password: credentials.password, rememberMe: true },
      headers: authHeaders(request, context),
      asResponse: true,
    })
    .catch(() => undefined);
  if (!response?.ok) {
    logWarning(`staff sign-in failed for ${email} from ${address}`);
    return { outcome: "refused" };
  }
  await context.signInThrottle.succeeded(attempt);
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { twoFactorRedirect?: boolean };
  const headers = forwardCookies(response, request);
  return { outcome: body.twoFactorRedirect ? "second-factor" : "signed-in", headers };
}

/**
 * The second step of signing in: the authenticator code for the sign-in the two-factor
 * cookie names. Its failures count against the address like the first step's; better-auth
 * also locks the account's second step after five wrong codes (only someone who knew the
 * password can reach it).
 */
export async function verifySecondFactor(
  request: Request,
  context: AppLoadContext,
  code: string,
): Promise<SignInResult> {
  const address = context.clientAddress ?? "unknown";
  if (!context.signInThrottle || !context.auth) return { outcome: "unavailable" };
  const verdict = await context.signInThrottle.attempt({ address });
  if (!verdict.allowed) {
    logWarning(`staff sign-in code throttled from ${address}`);
    return { outcome: "throttled", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const response = await context.auth.api
    .verifyTOTP({ body: { code }, headers: authHeaders(request, context), asResponse: true })
    .catch(() => undefined);
  if (!response?.ok) {
    logWarning(`staff sign-in code refused from ${address}`);
    return { outcome: "refused" };
  }
  await context.signInThrottle.succeeded({ address });
  return { outcome: "signed-in", headers: forwardCookies(response, request) };
}

/**
 * Turning the second factor on or off, for the signed-in member (their password again).
 * `start` gives the secret to put in the authenticator app; `confirm` turns it on once a
 * code from the app is right. Both `confirm` and `turnOff` renew the session (better-auth
 * replaces it), so the cookie they return must reach the browser.
 */
export const secondFactor = {
  async start(
    request: Request,
    context: AppLoadContext,
    password: string,
  ): Promise<{ totpURI: string; backupCodes: string[] } | undefined> {
    const started = await auth(context)
      .api.enableTwoFactor({ body: { password }, headers: request.headers })
      .catch(() => undefined);
    return started && "totpURI" in started
      ? { totpURI: started.totpURI, backupCodes: started.backupCodes }
      : undefined;
  },
  async confirm(request: Request, context: AppLoadContext, code: string) {
    const response = await auth(context)
      .api.verifyTOTP({ body: { code }, headers: authHeaders(request, context), asResponse: true })
      .catch(() => undefined);
    return response?.ok ? forwardCookies(response, request) : undefined;
  },
  /** Turns it off; the session is renewed, its cookie returned. */
  async turnOff(request: Request, context: AppLoadContext, password: string) {
    const response = await auth(context)
      .api.disableTwoFactor({
        body: { password },
        headers: authHeaders(request, context),
        asResponse: true,
      })
      .catch(() => undefined);
    return response?.ok ? forwardCookies(response, request) : undefined;
  },
};

/** Ends the session on the server and clears the cookie. */
export async function signOut(request: Request, context: AppLoadContext): Promise<Headers> {
  const response = await auth(context)
    .api.signOut({ headers: authHeaders(request, context), asResponse: true })
    .catch(() => undefined);
  return response ? forwardCookies(response, request) : new Headers(inboxHeaders);
}
