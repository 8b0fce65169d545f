import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins/two-factor";
import { toolsName } from "~/content/company";
import type { AppDatabase } from "~/lib/db/database.server";

// Staff sign-in with better-auth (docs/decisions/007-staff-auth.md) on our own Kysely
// instance and tables (db/migrations/0004-staff-auth.ts). Its HTTP handler is never mounted:
// the inbox routes call auth.api.* and forward the cookie (staff-session.server.ts), so there
// is no sign-up, OAuth or password-reset endpoint to reach.

/**
 * owner: everything; staff: the sales desk (leads, surveys, proposals, projects); editor: the
 * content desk only (issue 32), never a person's data.
 */
/**
 * "manager": sales staff whom the owner lets see the business's figures (the dashboard, issue
 * 37); the owner grants it with `npm run staff -- role <email> manager`.
 */
export const staffRoles = ["owner", "manager", "staff", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Signed-in staff stay signed in while they work; after this long idle the session ends. */
export const sessionIdleSeconds = 12 * 60 * 60;

/** The header through which our routes tell better-auth the client's address (req.ip). */
export const clientAddressHeader = "x-suryoday-client-address";

export interface StaffAuthOptions {
  /** Signs session cookies; from AUTH_SECRET, else one kept in the database. */
  secret: string;
  /** The public origin (VITE_SITE_URL). */
  siteUrl: string;
}

export function createStaffAuth(database: AppDatabase, { secret, siteUrl }: StaffAuthOptions) {
  const { db } = database;
  return betterAuth({
    appName: "Suryoday Solar inbox",
    baseURL: siteUrl,
    basePath: "/inbox/auth",
    secret,
    database: { db, type: database.engine },
    // No call to any outside host, ever.
    telemetry: { enabled: false },
    // Our own line per failed sign-in says what matters (staff-session.server.ts).
    logger: { level: "error" },
    emailAndPassword: {
      enabled: true,
      // Accounts come from `npm run staff -- add` only.
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
    },
    user: {
      modelName: "staff_user",
      additionalFields: {
        role: { type: "string", required: true, defaultValue: "staff", input: false },
        disabledAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      modelName: "staff_session",
      // Each use after an hour pushes the end 12 hours on: 11–12 hours idle ends it.
      expiresIn: sessionIdleSeconds,
      updateAge: 60 * 60,
    },
    account: { modelName: "staff_account" },
    verification: { modelName: "staff_verification" },
    // Attempts are throttled by our own tiers (rate-limit.server.ts), shared by every instance.
    rateLimit: { enabled: false },
    advanced: {
      // Secure is set per request, by the scheme it came over (staff-session.server.ts).
      useSecureCookies: false,
      cookiePrefix: "staff",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
    },
    // An optional second step for those who turn it on (/inbox/account): a code from an
    // authenticator app; five wrong codes lock the account's second step for a while.
    plugins: [
      twoFactor({
        issuer: `${toolsName} inbox`,
        schema: { twoFactor: { modelName: "staff_two_factor" } },
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          // A disabled account cannot start a session (its old ones were revoked).
          async before(session) {
            const user = await db
              .selectFrom("staff_user")
              .select("disabledAt")
              .where("id", "=", session.userId)
              .executeTakeFirst();
            return user && !user.disabledAt ? undefined : false;
          },
        },
      },
    },
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/**
 * The secret that signs session cookies: AUTH_SECRET when set (the same on every instance),
 * else one generated on first start and kept in the database, which every instance shares.
 */
export async function resolveAuthSecret(
  { db }: AppDatabase,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto("site_secrets")
    .values({ name: "auth", value: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("site_secrets")
    .select("value")
    .where("name", "=", "auth")
    .executeTakeFirstOrThrow();
  return row.value;
}

export async function openStaffAuth(
  database: AppDatabase,
  options: { secret?: string; siteUrl: string },
): Promise<StaffAuth> {
  const secret = await resolveAuthSecret(database, options.secret);
  return createStaffAuth(database, { secret, siteUrl: options.siteUrl });
}
