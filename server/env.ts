import { z } from "zod";
import { configDefaults } from "../app/config-defaults";
import { toolsName } from "../app/content/company";
import { defaultDatabaseUrl } from "../app/lib/db/database-url";

/** An unset variable and an empty one mean the same. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** "a@x.in, b@x.in" → ["a@x.in", "b@x.in"], each checked. */
const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

// The server's environment, read and checked once at start-up.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  BUILD_DIR: z.string().default("build"),
  /** How many proxies sit in front of the server (for the client address behind them). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  VITE_MAP_TILE_URL: z.string().url().default(configDefaults.mapTileUrl),
  /** The public origin; form posts from it are accepted besides the request's own host. */
  VITE_SITE_URL: z.string().url().default(configDefaults.siteUrl),
  /** More origins that may post the forms, comma-separated (a staging host, say). */
  SITE_ORIGIN: optional(z.string()),
  /** Where leads are stored: `file:path/to.db` (SQLite) or `postgres://…`. */
  DATABASE_URL: z.string().default(defaultDatabaseUrl),
  /** SMTP server for lead notifications, e.g. `smtps://user:pass@mail.example.com:465`. */
  SMTP_URL: optional(z.string().url()),
  /** Who is told about each new lead, comma-separated; needs SMTP_URL. */
  LEADS_NOTIFY_TO: optional(emailList),
  /** Sender of lead notifications; by default "website@" the site's domain. */
  LEADS_NOTIFY_FROM: optional(z.string()),
  /**
   * Signs the inbox's session cookies; the same on every instance. Unset: a random one is
   * generated once and kept in the database.
   */
  AUTH_SECRET: optional(z.string().min(32)),
  /** Form posts allowed per client address per minute. */
  FORM_POSTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** WhatsApp Business Cloud API (issue 34): the channel is on with a token. */
  WHATSAPP_TOKEN: optional(z.string()),
  WHATSAPP_PHONE_NUMBER_ID: optional(z.string()),
  /** Meta's app secret: every webhook call is signed with it. */
  WHATSAPP_APP_SECRET: optional(z.string()),
  /** Our word for Meta's webhook verification handshake. */
  WHATSAPP_VERIFY_TOKEN: optional(z.string()),
  /** The Graph API's base with its version; the tests point it at their fake. */
  WHATSAPP_API_URL: z.string().url().default("https://graph.facebook.com/v26.0"),
  /** The languages whose templates Meta approved on the account, comma-separated. */
  WHATSAPP_TEMPLATE_LANGUAGES: z
    .string()
    .default("en")
    .transform((value) =>
      value
        .split(",")
        .map((code) => code.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(["en", "or"])).min(1)),
  /** Webhook calls allowed per client address per minute. */
  WHATSAPP_WEBHOOK_PER_MINUTE: z.coerce.number().int().min(1).default(300),
});

export type ServerEnv = z.infer<typeof envSchema>;

export function readServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Origins whose pages may post the site's forms. */
export function formOrigins(env: ServerEnv): string[] {
  return [env.VITE_SITE_URL, ...(env.SITE_ORIGIN?.split(",") ?? [])]
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/**
 * How the site sends e-mail, when SMTP_URL is set: the survey e-mails to visitors and the
 * morning digest to staff need nothing more.
 */
export function mailSettings(env: ServerEnv) {
  if (!env.SMTP_URL) return undefined;
  const domain = new URL(env.VITE_SITE_URL).hostname.replace(/^www\./, "");
  return {
    smtpUrl: env.SMTP_URL,
    from: env.LEADS_NOTIFY_FROM ?? `${toolsName} website <website@${domain}>`,
  };
}

/** The notification settings when both SMTP_URL and LEADS_NOTIFY_TO are set. */
export function leadNotifications(env: ServerEnv) {
  const mail = mailSettings(env);
  if (!mail || !env.LEADS_NOTIFY_TO?.length) return undefined;
  return { ...mail, to: env.LEADS_NOTIFY_TO };
}

/**
 * The WhatsApp channel's settings, when WHATSAPP_TOKEN is set: it needs the rest of Meta's
 * settings, and e-mail, which a failed message falls back to. Otherwise the reason it is off.
 */
export function whatsappSettings(env: ServerEnv): { off: string } | { on: WhatsAppSettings } {
  if (!env.WHATSAPP_TOKEN) {
    return { off: "WhatsApp messages are off: set WHATSAPP_TOKEN to send them" };
  }
  const missing = (
    [
      "WHATSAPP_PHONE_NUMBER_ID",
      "WHATSAPP_APP_SECRET",
      "WHATSAPP_VERIFY_TOKEN",
      "SMTP_URL",
    ] as const
  ).filter((name) => !env[name]);
  if (missing.length) {
    return { off: `WhatsApp messages are off: WHATSAPP_TOKEN needs ${missing.join(", ")} too` };
  }
  return {
    on: {
      apiUrl: env.WHATSAPP_API_URL,
      token: env.WHATSAPP_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
      appSecret: env.WHATSAPP_APP_SECRET!,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN!,
      templateLocales: env.WHATSAPP_TEMPLATE_LANGUAGES,
    },
  };
}

export interface WhatsAppSettings {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  templateLocales: ("en" | "or")[];
}
