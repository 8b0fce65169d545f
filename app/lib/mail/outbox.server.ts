import type { MailOutbox, OutboxMail } from "./mail-outbox.server";
import type { Mailer } from "./mailer.server";

// Sends the notification e-mails the lead store queued, after the visitor has had their
// answer. A mail server that is down costs nothing but time: each e-mail is retried with
// exponential backoff (1 s, 2 s, 4 s … up to the cap) and given up, with a log line, after
// `maxAttempts`.

export interface OutboxWorkerOptions {
  store: Pick<
    MailOutbox,
    "claimDueMail" | "recordMailSent" | "recordMailFailure" | "nextMailDueAt"
  >;
  mailer: Mailer;
  /** First retry delay; each further retry doubles it. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  /** How long an e-mail being sent is reserved for this worker. */
  leaseMs?: number;
  /** Look for due e-mails at least this often (other servers may queue them too). */
  pollIntervalMs?: number;
  log?: { info(message: string): void; error(context: string, error: unknown): void };
}

export interface OutboxWorker {
  /** Look for due e-mails now (after a lead was stored). */
  wake(): void;
  /** Resolves when no round is running. */
  idle(): Promise<void>;
  /** Finishes the round in progress and stops. */
  stop(): Promise<void>;
}

export const defaultOutboxSettings = {
  baseDelayMs: 1000,
  maxDelayMs: 30 * 60_000,
  maxAttempts: 15,
  leaseMs: 2 * 60_000,
  pollIntervalMs: 60_000,
} as const;

/** The delay before retry number `attempt` (1 = the first retry). */
export function retryDelay(
  attempt: number,
  { baseDelayMs, maxDelayMs }: { baseDelayMs: number; maxDelayMs: number },
): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempt - 1), maxDelayMs);
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const settings = { ...defaultOutboxSettings, ...options };
  const { store, mailer, log } = settings;
  const batch = 10;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function deliver(mail: OutboxMail) {
    try {
      await mailer.send(mail);
      await store.recordMailSent(mail.id);
    } catch (error) {
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= settings.maxAttempts;
      const retryAt = giveUp ? null : new Date(Date.now() + retryDelay(attempts, settings));
      const reason = error instanceof Error ? error.message : String(error);
      await store.recordMailFailure(mail.id, { retryAt, error: reason });
      if (giveUp) {
        log?.error(`outbox: gave up on e-mail ${mail.id} after ${attempts} attempts`, error);
      } else {
        log?.info(
          `outbox: e-mail ${mail.id} not sent (${reason}); retry at ${retryAt?.toISOString()}`,
        );
      }
    }
  }

  async function round() {
    do {
      again = false;
      const due = await store.claimDueMail({ limit: batch, leaseMs: settings.leaseMs });
      for (const mail of due) await deliver(mail);
      if (due.length === batch) again = true;
    } while (again && !stopped);
  }

  async function schedule() {
    if (stopped) return;
    const next = await store.nextMailDueAt().catch(() => null);
    const wait = next
      ? Math.max(0, Math.min(next.getTime() - Date.now(), settings.pollIntervalMs))
      : settings.pollIntervalMs;
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(wake, wait);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = round()
      .catch((error: unknown) => log?.error("outbox", error))
      .then(schedule)
      .finally(() => {
        running = undefined;
        // A lead stored while this round was finishing is sent now, not at the next poll.
        if (again && !stopped) wake();
      });
  }

  // A lead queued while the site was down, or by another server, is found on start.
  wake();

  return {
    wake,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
    },
  };
}
