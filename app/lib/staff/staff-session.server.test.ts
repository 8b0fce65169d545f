import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { openStaffAuth, resolveAuthSecret, type StaffAuth } from "./auth.server";
import { createSignInThrottle, defaultSignInThrottleRules } from "./sign-in-throttle.server";
import { staffAccounts } from "./staff-accounts.server";
import {
  forwardCookies,
  requireStaff,
  safeRedirectTo,
  secondFactor,
  signIn,
  signOut,
  verifySecondFactor,
} from "./staff-session.server";

const password = "correct horse battery";

describe("safeRedirectTo", () => {
  it("keeps a path inside the inbox and nothing else", () => {
    expect(safeRedirectTo("/inbox/quote/3?x=1")).toBe("/inbox/quote/3?x=1");
    expect(safeRedirectTo("/inbox")).toBe("/inbox");
    for (const bad of [
      "https://evil.example/inbox",
      "//evil.example",
      "/inboxes",
      "/inbox/login",
      3,
    ]) {
      expect(safeRedirectTo(bad)).toBe("/inbox");
    }
  });
});

describe("forwardCookies", () => {
  const from = new Response(null, {
    headers: [
      ["Set-Cookie", "staff.session_token=abc; Max-Age=43200; Path=/; HttpOnly; SameSite=Lax"],
    ],
  });
  it("marks the cookie Secure over HTTPS only, and leaves its end to the server", () => {
    const https = forwardCookies(from, new Request("https://site.example/inbox/login"));
    expect(https.getSetCookie()).toEqual([
      "staff.session_token=abc; Path=/; HttpOnly; SameSite=Lax; Secure",
    ]);
    expect(https.get("Cache-Control")).toBe("no-store");
    const http = forwardCookies(from, new Request("http://localhost/inbox/login"));
    expect(http.getSetCookie()).toEqual([
      "staff.session_token=abc; Path=/; HttpOnly; SameSite=Lax",
    ]);
  });
});

describe.each(testEngines)("staff sign-in on $engine", ({ create }) => {
  let testDatabase: TestDatabase;
  let database: AppDatabase;
  let auth: StaffAuth;
  let context: AppLoadContext;

  beforeEach(async () => {
    testDatabase = await create();
    database = await openDatabase(testDatabase.url);
    auth = await openStaffAuth(database, { siteUrl: "https://www.example.in" });
    await staffAccounts(database, auth).add({
      email: "Owner@Example.in",
      name: "Priya Das",
      role: "owner",
      password,
    });
    context = {
      cspNonce: "",
      auth,
      database,
      signInThrottle: createSignInThrottle(database.db, {
        rules: {
          ...defaultSignInThrottleRules,
          accountAtAddress: { limit: 3, windowMs: 60_000 },
        },
      }),
      clientAddress: "203.0.113.9",
    };
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(async () => {
    await database.close();
    await testDatabase.cleanup();
  });

  const post = (url = "https://www.example.in/inbox/login", cookie?: string) =>
    new Request(url, { method: "POST", headers: cookie ? { cookie } : {} });

  async function signedInCookie() {
    const result = await signIn(post(), context, { email: "owner@example.in", password });
    if (result.outcome !== "signed-in") throw new Error(result.outcome);
    return result.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  it("keeps one secret for the database, whoever starts first", async () => {
    const first = await resolveAuthSecret(database, undefined);
    expect(first).toHaveLength(43);
    expect(await resolveAuthSecret(database, undefined)).toBe(first);
    expect(await resolveAuthSecret(database, "x".repeat(32))).toBe("x".repeat(32));
  });

  it("signs in with the right password, and lets the session through the gate", async () => {
    const result = await signIn(post(), context, { email: " OWNER@example.in ", password });
    expect(result.outcome).toBe("signed-in");
    const [cookie] = (result as { headers: Headers }).headers.getSetCookie();
    expect(cookie).toMatch(/^staff\.session_token=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    const request = new Request("https://www.example.in/inbox", {
      headers: { cookie: cookie!.split(";")[0]! },
    });
    expect(await requireStaff(request, context)).toMatchObject({
      name: "Priya Das",
      email: "owner@example.in",
      role: "owner",
    });
    const [session] = await database.db.selectFrom("staff_session").selectAll().execute();
    expect(session?.ipAddress).toBe("203.0.113.9");
  });

  it("refuses a wrong e-mail and a wrong password alike, logs each, and throttles", async () => {
    const wrongPassword = await signIn(post(), context, {
      email: "owner@example.in",
      password: "nope nope nope",
    });
    const wrongEmail = await signIn(post(), context, { email: "nobody@example.in", password });
    expect(wrongPassword).toEqual({ outcome: "refused" });
    expect(wrongEmail).toEqual({ outcome: "refused" });
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining("staff sign-in failed for nobody@example.in from 203.0.113.9"),
    );
    await signIn(post(), context, { email: "owner@example.in", password: "nope nope nope" });
    await signIn(post(), context, { email: "owner@example.in", password: "nope nope nope" });
    // The account has had its three failures from this address: even the right password waits.
    const throttled = await signIn(post(), context, { email: "owner@example.in", password });
    expect(throttled).toMatchObject({ outcome: "throttled" });
    // A guesser at one address does not keep the owner out from theirs.
    context.clientAddress = "198.51.100.7";
    expect((await signIn(post(), context, { email: "owner@example.in", password })).outcome).toBe(
      "signed-in",
    );
  });

  it("refuses no session, an expired one and a revoked one: redirect for pages, 401 for data", async () => {
    const page = new Request("https://www.example.in/inbox/quote/1?tab=x");
    const redirect = await requireStaff(page, context).catch((thrown: unknown) => thrown);
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).status).toBe(302);
    expect((redirect as Response).headers.get("Location")).toBe(
      "/inbox/login?redirectTo=%2Finbox%2Fquote%2F1%3Ftab%3Dx",
    );
    expect((redirect as Response).headers.get("Cache-Control")).toBe("no-store");

    const refusedData = async (cookie?: string) => {
      const request = new Request("https://www.example.in/inbox", {
        headers: cookie ? { cookie } : {},
      });
      const thrown = await requireStaff(request, { ...context, dataRequest: true }).catch(
        (error: unknown) => error,
      );
      return (thrown as { init?: { status?: number } }).init?.status;
    };
    expect(await refusedData()).toBe(401);

    const expired = await signedInCookie();
    await database.db
      .updateTable("staff_session")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await refusedData(expired)).toBe(401);

    const revoked = await signedInCookie();
    await staffAccounts(database, auth).disable("owner@example.in");
    expect(await refusedData(revoked)).toBe(401);
    // A disabled account cannot sign in again either.
    expect((await signIn(post(), context, { email: "owner@example.in", password })).outcome).toBe(
      "refused",
    );
  });

  it("checks the role where it is asked for", async () => {
    const cookie = await signedInCookie();
    await staffAccounts(database, auth).add({
      email: "desk@example.in",
      name: "Desk",
      role: "staff",
      password,
    });
    const ownerRequest = new Request("https://www.example.in/inbox", { headers: { cookie } });
    expect((await requireStaff(ownerRequest, context, { role: "owner" })).role).toBe("owner");
    const result = await signIn(post(), context, { email: "desk@example.in", password });
    const deskCookie = (result as { headers: Headers }).headers.getSetCookie()[0]!.split(";")[0]!;
    const deskRequest = new Request("https://www.example.in/inbox", {
      headers: { cookie: deskCookie },
    });
    const thrown = await requireStaff(deskRequest, context, { role: "owner" }).catch(
      (error: unknown) => error,
    );
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(403);
  });

  it("ends the session on the server when signing out", async () => {
    const cookie = await signedInCookie();
    const headers = await signOut(post(undefined, cookie), context);
    expect(headers.getSetCookie().join()).toMatch(/staff\.session_token=;.*Max-Age=0/i);
    expect(await database.db.selectFrom("staff_session").selectAll().execute()).toEqual([]);
  });
  it("asks for the authenticator code after the password once the second factor is on", async () => {
    const cookie = await signedInCookie();
    const page = (extra: Record<string, string> = {}) =>
      new Request("https://www.example.in/inbox/account", {
        method: "POST",
        headers: { cookie, ...extra },
      });
    expect(await secondFactor.start(page(), context, "wrong password")).toBeUndefined();
    const started = await secondFactor.start(page(), context, password);
    const secret = new URL(started!.totpURI).searchParams.get("secret")!;
    const codes = createOTP(base32.decode(secret));
    expect(await secondFactor.confirm(page(), context, "000000")).toBeUndefined();
    const renewed = await secondFactor.confirm(page(), context, await codes.totp());
    expect(renewed?.getSetCookie()[0]).toMatch(/^staff\.session_token=/);

    const first = await signIn(post(), context, { email: "owner@example.in", password });
    expect(first.outcome).toBe("second-factor");
    const challenge = (first as { headers: Headers }).headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    expect(challenge).toMatch(/staff\.two_factor=/);
    expect(challenge).not.toMatch(/session_token=[^;]/);
    const second = (code: string) => verifySecondFactor(post(undefined, challenge), context, code);
    expect(await second("123456")).toEqual({ outcome: "refused" });
    const done = await second(await codes.totp());
    expect(done.outcome).toBe("signed-in");
    const session = (done as { headers: Headers }).headers.getSetCookie()[0]!.split(";")[0]!;
    const request = new Request("https://www.example.in/inbox", { headers: { cookie: session } });
    expect(await requireStaff(request, context)).toMatchObject({ twoFactor: true });

    const off = (cookieHeader: string) =>
      new Request("https://www.example.in/inbox/account", {
        method: "POST",
        headers: { cookie: cookieHeader },
      });
    expect(await secondFactor.turnOff(off(session), context, "wrong password")).toBeUndefined();
    const after = await secondFactor.turnOff(off(session), context, password);
    expect(after?.getSetCookie()[0]).toMatch(/^staff\.session_token=/);
    expect((await signIn(post(), context, { email: "owner@example.in", password })).outcome).toBe(
      "signed-in",
    );
  });
});
