// The server's one scheduler (issue 20): once a minute, and once at start, it runs its tasks
// (the day-before survey reminders, the morning digest) with the time read once for the tick.
// Tasks decide for themselves whether anything is due, and queue e-mails so that several
// servers sharing one database queue each once. The clock is injected for tests.

export type TickTask = (now: Date) => Promise<unknown>;

export interface MinuteTick {
  /** Runs every task now (after any tick in progress); resolves when they are done. */
  tick(): Promise<void>;
  /** Waits for the tick in progress, then stops. */
  stop(): Promise<void>;
}

export function startMinuteTick({
  tasks,
  clock = () => new Date(),
  intervalMs = 60_000,
  log,
}: {
  tasks: Record<string, TickTask>;
  clock?: () => Date;
  intervalMs?: number;
  log?: { error(context: string, error: unknown): void };
}): MinuteTick {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  function tick() {
    running = running.then(async () => {
      if (stopped) return;
      const now = clock();
      for (const [name, task] of Object.entries(tasks)) {
        // One failing task (the database away for a moment) does not keep the others back.
        await task(now).catch((error: unknown) => log?.error(`scheduler: ${name}`, error));
      }
    });
    return running;
  }

  const first = setTimeout(() => void tick(), 0);
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
