import type { MailOutbox, OutboxMail } from "./mail-outbox.server";
import type { Mailer } from "./mailer.server";

// Sends what the outboxes queued (e-mail here; WhatsApp messages through the same worker,
// lib/whatsapp), after the visitor has had their answer. A mail server or an API that is down
// costs nothing but time: each message is retried with exponential backoff (1 s, 2 s, 4 s … up
// to the cap) and given up, with a log line, after `maxAttempts`.

/** How often and how long an outbox tries, shared by every channel (e-mail, WhatsApp). */
export interface OutboxTiming {
  /** First retry delay; each further retry doubles it. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  /** How long a message being sent is reserved for this worker. */
  leaseMs?: number;
  /** Look for due messages at least this often (other servers may queue them too). */
  pollIntervalMs?: number;
  log?: { info(message: string): void; error(context: string, error: unknown): void };
}

export interface OutboxWorkerOptions extends OutboxTiming {
  store: Pick<
    MailOutbox,
    "claimDueMail" | "recordMailSent" | "recordMailFailure" | "nextMailDueAt"
  >;
  mailer: Mailer;
}

/** One channel's queue, as the worker sees it: claim, send, record. */
export interface OutboxChannel<Item extends { id: number; attempts: number }> {
  /** "e-mail", "WhatsApp message": for the log. */
  noun: string;
  claimDue(options: { limit: number; leaseMs: number }): Promise<Item[]>;
  /** Sends one; what it returns is handed to `recordSent`. */
  send(item: Item): Promise<unknown>;
  recordSent(item: Item, sent: unknown): Promise<void>;
  /** `retryAt: null` gives up on it. */
  recordFailure(item: Item, failure: { retryAt: Date | null; error: unknown }): Promise<void>;
  nextDueAt(): Promise<Date | null>;
  /** Whether an error means the message can never go (no retry); by default none does. */
  isFinal?(error: unknown): boolean;
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

/** The e-mail outbox's worker. */
export function startOutboxWorker({ store, mailer, ...timing }: OutboxWorkerOptions): OutboxWorker {
  return startChannelWorker<OutboxMail>(
    {
      noun: "e-mail",
      claimDue: (options) => store.claimDueMail(options),
      send: (mail) => mailer.send(mail),
      recordSent: (mail) => store.recordMailSent(mail.id),
      recordFailure: (mail, { retryAt, error }) =>
        store.recordMailFailure(mail.id, { retryAt, error: errorText(error) }),
      nextDueAt: () => store.nextMailDueAt(),
    },
    timing,
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends what a channel's outbox holds, after the visitor has had their answer: due messages
 * claimed in batches, each retried with exponential backoff until `maxAttempts` (or at once
 * given up when the channel says the error is final), woken after a change queued one.
 */
export function startChannelWorker<Item extends { id: number; attempts: number }>(
  channel: OutboxChannel<Item>,
  options: OutboxTiming = {},
): OutboxWorker {
  const settings = { ...defaultOutboxSettings, ...options };
  const { log } = settings;
  const batch = 10;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function deliver(item: Item) {
    let sent: unknown;
    try {
      sent = await channel.send(item);
    } catch (error) {
      const attempts = item.attempts + 1;
      const giveUp = attempts >= settings.maxAttempts || channel.isFinal?.(error) === true;
      const retryAt = giveUp ? null : new Date(Date.now() + retryDelay(attempts, settings));
      await channel.recordFailure(item, { retryAt, error });
      if (giveUp) {
        log?.error(
          `outbox: gave up on ${channel.noun} ${item.id} after ${attempts} attempts`,
          error,
        );
      } else {
        log?.info(
          `outbox: ${channel.noun} ${item.id} not sent (${errorText(error)}); retry at ${retryAt?.toISOString()}`,
        );
      }
      return;
    }
    await channel.recordSent(item, sent);
  }

  async function round() {
    do {
      again = false;
      const due = await channel.claimDue({ limit: batch, leaseMs: settings.leaseMs });
      for (const item of due) await deliver(item);
      if (due.length === batch) again = true;
    } while (again && !stopped);
  }

  async function schedule() {
    if (stopped) return;
    const next = await channel.nextDueAt().catch(() => null);
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
        // A message queued while this round was finishing is sent now, not at the next poll.
        if (again && !stopped) wake();
      });
  }

  // A message queued while the site was down, or by another server, is found on start.
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
