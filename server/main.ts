import { createServer } from "node:http";
import { openDatabase } from "../app/lib/db/database.server";
import { createLeadStore } from "../app/lib/leads/lead-store.server";
import { createMailOutbox } from "../app/lib/mail/mail-outbox.server";
import { createMailer } from "../app/lib/mail/mailer.server";
import { defaultRateLimitRules } from "../app/lib/rate-limit.server";
import { createDatabaseRateLimiter } from "../app/lib/rate-limit-store.server";
import { type OutboxWorker, startOutboxWorker } from "../app/lib/mail/outbox.server";
import { openStaffAuth, resolveAuthSecret } from "../app/lib/staff/auth.server";
import { createSignInThrottle } from "../app/lib/staff/sign-in-throttle.server";
import { createApp } from "./app";
import { queueMorningDigests } from "../app/features/follow-ups/index.server";
import { queueMonthlyFigures } from "../app/features/dashboard/index.server";
import { todayInKolkata } from "../app/lib/time/kolkata-day";
import { type MinuteTick, startMinuteTick } from "../app/lib/scheduler/minute-tick.server";
import { proposalStore } from "../app/features/proposals/index.server";
import { surveyStore, findingsStore } from "../app/features/surveys/index.server";
import { paperworkStore, projectStore } from "../app/features/projects/index.server";
import { contractStore, serviceStore } from "../app/features/service/index.server";
import { referralKey, referralStore } from "../app/features/referrals/index.server";
import { privacyDesk } from "../app/features/privacy/index.server";
import { acknowledgements } from "../app/lib/leads/acknowledgement.server";
import { openContentSource } from "../app/lib/content/content-store.server";
import { leadNotifications, mailSettings, readServerEnv, whatsappSettings } from "./env";
import { whatsappDesk } from "../app/features/whatsapp/index.server";
import { createCloudApi } from "../app/lib/whatsapp/cloud-api.server";
import { setWhatsAppChannel } from "../app/lib/whatsapp/whatsapp-outbox.server";
import { startChannelWorker } from "../app/lib/mail/outbox.server";
import { whatsappWebhook } from "./whatsapp-webhook";
import { logError, logInfo } from "./log";

const env = readServerEnv();

const server = createServer();

// In development, Vite's live reloads reach the pages on the site's own port (not a port of
// their own, which a second dev server on the machine would already hold).
const vite =
  env.NODE_ENV === "development"
    ? await import("vite").then(({ createServer: createViteServer }) =>
        createViteServer({ server: { middlewareMode: true, hmr: { server } } }),
      )
    : undefined;

// Leads are stored first; the company is e-mailed from the outbox after the response.
const notifications = leadNotifications(env);
if (!notifications && (env.SMTP_URL || env.LEADS_NOTIFY_TO)) {
  logInfo("Lead e-mails are off: set both SMTP_URL and LEADS_NOTIFY_TO to send them");
}
let outbox: OutboxWorker | undefined;
let whatsappOutbox: OutboxWorker | undefined;
/** Wakes both outboxes: a moment's WhatsApp message is queued with its e-mail. */
const wakeOutboxes = () => {
  outbox?.wake();
  whatsappOutbox?.wake();
};
const database = await openDatabase(env.DATABASE_URL);
// With SMTP_URL alone the site e-mails visitors about their surveys and staff their digest.
const mail = mailSettings(env);
const leads = createLeadStore(database, {
  notifyTo: notifications?.to,
  siteUrl: env.VITE_SITE_URL,
  onMailQueued: wakeOutboxes,
  // A newsletter subscription waits for its address's confirmation, where it can be e-mailed.
  confirmSubscriptions: mail !== undefined,
});
const mailer = mail ? createMailer({ url: mail.smtpUrl, from: mail.from }) : undefined;
if (mailer) {
  outbox = startOutboxWorker({
    store: createMailOutbox(database),
    mailer,
    log: { info: logInfo, error: logError },
  });
}
const surveys = surveyStore(database, {
  enabled: mailer !== undefined,
  siteUrl: env.VITE_SITE_URL,
  notifyTo: notifications?.to ?? [],
  onMailQueued: wakeOutboxes,
});
const projects = projectStore(database, {
  enabled: mailer !== undefined,
  siteUrl: env.VITE_SITE_URL,
  onMailQueued: wakeOutboxes,
});
const paperwork = paperworkStore(database);
const surveyFindings = findingsStore(database);
const service = serviceStore(database, surveys, {
  enabled: mailer !== undefined,
  siteUrl: env.VITE_SITE_URL,
  onMailQueued: wakeOutboxes,
});
const contracts = contractStore(database, {
  enabled: mailer !== undefined,
  siteUrl: env.VITE_SITE_URL,
  onMailQueued: wakeOutboxes,
});

const proposals = proposalStore(database, {
  enabled: mailer !== undefined,
  siteUrl: env.VITE_SITE_URL,
  notifyTo: notifications?.to ?? [],
  onMailQueued: wakeOutboxes,
});

const acknowledgementMail = acknowledgements(database, {
  enabled: mailer !== undefined,
  siteUrl: env.VITE_SITE_URL,
  onMailQueued: wakeOutboxes,
});

const privacy = privacyDesk(database, {
  enabled: mailer !== undefined,
  siteUrl: env.VITE_SITE_URL,
  onMailQueued: wakeOutboxes,
});

// WhatsApp (issue 34): the same moments, to customers who opted in, through Meta's Cloud API.
const whatsapp = whatsappSettings(env);
const whatsappOn = "on" in whatsapp ? whatsapp.on : undefined;
if ("off" in whatsapp) logInfo(whatsapp.off);
setWhatsAppChannel(whatsappOn ? { templateLocales: whatsappOn.templateLocales } : null);
const whatsappMessages = whatsappOn
  ? whatsappDesk(database, {
      api: createCloudApi(whatsappOn),
      leads,
      siteUrl: env.VITE_SITE_URL,
      onMailQueued: wakeOutboxes,
      onWhatsAppQueued: wakeOutboxes,
      log: { error: logError },
    })
  : undefined;
if (whatsappMessages) {
  whatsappOutbox = startChannelWorker(whatsappMessages.channel, {
    log: { info: logInfo, error: logError },
  });
}

// The one scheduler: the day-before survey reminders, the morning digest and the monthly
// figures, all e-mails, so it runs where e-mail is set up (docs/decisions/010).
let scheduler: MinuteTick | undefined;
if (mailer) {
  scheduler = startMinuteTick({
    tasks: {
      "survey reminders": (now) => surveys.queueDueReminders(now),
      "morning digest": (now) =>
        queueMorningDigests(database, {
          now,
          siteUrl: env.VITE_SITE_URL,
          onMailQueued: wakeOutboxes,
        }),
      // Last month's figures to the owner and managers, on the first (issue 37).
      "monthly figures": (now) =>
        queueMonthlyFigures(database, {
          now,
          siteUrl: env.VITE_SITE_URL,
          stalled: () => projects.stalledCount(todayInKolkata(now)),
          onMailQueued: wakeOutboxes,
        }),
    },
    log: { error: logError },
  });
}

// Rate limits are counted in the same database, so every instance behind one address counts
// together; the inbox's sessions and queries use it too.
const rateLimiter = createDatabaseRateLimiter(database.db, {
  rules: {
    ...defaultRateLimitRules,
    form: { ...defaultRateLimitRules.form, limit: env.FORM_POSTS_PER_MINUTE },
    webhook: { ...defaultRateLimitRules.webhook, limit: env.WHATSAPP_WEBHOOK_PER_MINUTE },
  },
});
// The site's secret signs the inbox's sessions and makes the referral links (issue 36).
const siteSecret = await resolveAuthSecret(database, env.AUTH_SECRET);
const auth = await openStaffAuth(database, { secret: siteSecret, siteUrl: env.VITE_SITE_URL });
const referrals = referralStore(database, { key: referralKey(siteSecret) });

const signInThrottle = createSignInThrottle(database.db);

// What the content desk has published, read again whenever any server publishes (issue 32).
const content = await openContentSource(database.db, {
  onError: (error) => logError("content poll", error),
});

const app = await createApp({
  env,
  vite,
  rateLimiter,
  content,
  whatsappWebhook:
    whatsappOn && whatsappMessages
      ? whatsappWebhook({
          verifyToken: whatsappOn.verifyToken,
          appSecret: whatsappOn.appSecret,
          receive: (events) => whatsappMessages.receive(events),
        })
      : undefined,
  loadContext: {
    leads,
    database,
    auth,
    signInThrottle,
    surveys,
    surveyFindings,
    proposals,
    projects,
    paperwork,
    service,
    contracts,
    referrals,
    privacy,
    acknowledgements: acknowledgementMail,
    whatsapp: whatsappMessages,
  },
});

server.on("request", app);
server.listen(env.PORT, env.HOST, () => {
  logInfo(
    `Site ready at http://localhost:${env.PORT} (${env.NODE_ENV}), leads in ${database.engine}`,
  );
});

process.on("unhandledRejection", (reason) => logError("unhandled rejection", reason));

// Stop taking new connections, let requests in flight finish, then close what we hold.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logInfo(`${signal} received, shutting down`);
  const force = setTimeout(() => {
    logError("shutdown", new Error("requests still open after 10 s, exiting"));
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async (error) => {
    if (error) logError("shutdown", error);
    try {
      // Unsent e-mails stay in the outbox for the next start.
      content.stop();
      await scheduler?.stop();
      await outbox?.stop();
      await whatsappOutbox?.stop();
      mailer?.close();
      await database.close();
      await vite?.close();
    } catch (closeError) {
      logError("shutdown", closeError);
      error ??= closeError as Error;
    }
    logInfo("Stopped");
    process.exit(error ? 1 : 0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
