import { createServer as createNetServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMailer, type Mailer } from "./mailer.server";
import { queueMail } from "./mail-outbox.server";
import { type OutboxWorker, retryDelay, startOutboxWorker } from "./outbox.server";
import { openTestStores, type TestStores } from "~/lib/leads/test-stores";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on `port` that keeps what it receives. */
async function startMailServer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return {
    port: boundPort,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const contact = {
  name: "Ananya Mohanty",
  email: "ananya@example.com",
  phone: "",
  message: "Please call me about a 3 kW rooftop system.",
};

describe("retryDelay", () => {
  it("doubles from the base delay up to the cap", () => {
    const settings = { baseDelayMs: 1000, maxDelayMs: 30_000 };
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelay(attempt, settings))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe.each(testEngines)("outbox on $engine with a real SMTP server", ({ create }) => {
  let database: TestDatabase;
  let store: TestStores;
  let mailer: Mailer | undefined;
  let worker: OutboxWorker | undefined;
  const servers: { close(): Promise<void> }[] = [];
  const log = { info: vi.fn(), error: vi.fn() };

  beforeEach(async () => {
    database = await create();
    log.info.mockReset();
    log.error.mockReset();
  });
  afterEach(async () => {
    await worker?.stop();
    mailer?.close();
    await store.close();
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await database.cleanup();
  });

  async function setUp(port: number, settings: { maxAttempts?: number } = {}) {
    mailer = createMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: "Suryoday Solar website <website@suryodaysolar.in>",
    });
    store = await openTestStores({
      databaseUrl: database.url,
      notifyTo: ["sales@suryodaysolar.in"],
      onMailQueued: () => worker?.wake(),
    });
    worker = startOutboxWorker({
      store,
      mailer,
      baseDelayMs: 100,
      maxDelayMs: 400,
      pollIntervalMs: 5000,
      log,
      ...settings,
    });
  }

  it("e-mails each new lead to the company, with the visitor as reply-to", async () => {
    const smtp = await startMailServer();
    servers.push(smtp);
    await setUp(smtp.port);

    await store.saveContact(contact);
    const [mail] = await waitFor(() => (smtp.received.length ? smtp.received : undefined));
    expect(mail?.from).toBe("website@suryodaysolar.in");
    expect(mail?.to).toEqual(["sales@suryodaysolar.in"]);
    expect(mail?.raw).toContain("Subject: New message from Ananya Mohanty via the website");
    expect(mail?.raw).toContain("Reply-To: ananya@example.com");
    // Quoted-printable may wrap a long line ("=" at its end): read it unwrapped.
    expect(mail?.raw.replace(/=\r?\n/g, "")).toContain(
      "Please call me about a 3 kW rooftop system.",
    );
    await waitFor(async () => (await store.listMail())[0]?.sentAt);
    expect(await store.listMail()).toMatchObject([{ attempts: 1, lastError: null }]);
  });

  it("keeps no live private link in an e-mail it has sent (issue 30)", async () => {
    const smtp = await startMailServer();
    servers.push(smtp);
    await setUp(smtp.port);
    const token = "tsAeRLDBu4YvRXAYL7mPMz1LycRDBdzEykr-NLgAZVQ";
    await queueMail(store.database.db, {
      createdAt: new Date().toISOString(),
      leadKind: "quote",
      leadId: 1,
      to: ["gita@example.in"],
      replyTo: null,
      subject: "Your survey",
      text: `Move or cancel: https://www.suryodaysolar.in/survey/${token}`,
      attachments: [
        {
          filename: "survey.ics",
          contentType: "text/calendar",
          content: `URL:/or/survey/${token}`,
        },
      ],
    });
    worker?.wake();
    const [mail] = await waitFor(() => (smtp.received.length ? smtp.received : undefined));
    expect(mail?.raw.replace(/=\r?\n/g, "")).toContain(`/survey/${token}`);
    await waitFor(async () => (await store.listMail())[0]?.sentAt);
    const [kept] = await store.listMail();
    expect(kept?.text).toBe("Move or cancel: https://www.suryodaysolar.in/survey/[token]");
    expect(JSON.stringify(kept)).not.toContain(token.slice(0, 20));
  });

  it("keeps the lead when the mail server is down, and sends once it is back", async () => {
    const port = await freePort();
    await setUp(port);

    // The visitor's submission succeeds although nothing listens on the mail port.
    await expect(store.saveContact(contact)).resolves.toEqual({ id: 1 });
    const failed = await waitFor(async () => {
      const [mail] = await store.listMail();
      return mail && mail.attempts >= 2 ? mail : undefined;
    });
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await store.export()).toHaveLength(1);

    const smtp = await startMailServer(port);
    servers.push(smtp);
    await waitFor(() => (smtp.received.length ? true : undefined));
    const [sent] = await waitFor(async () => {
      const mail = await store.listMail();
      return mail[0]?.sentAt ? mail : undefined;
    });
    expect(sent?.attempts).toBeGreaterThanOrEqual(3);
    expect(smtp.received).toHaveLength(1);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("gives up after the last attempt, logs it and keeps the lead", async () => {
    const port = await freePort();
    await setUp(port, { maxAttempts: 3 });
    await store.saveContact(contact);
    const mail = await waitFor(async () => (await store.listMail())[0]?.failedAt ?? undefined);
    expect(mail).toBeTruthy();
    expect(await store.listMail()).toMatchObject([{ attempts: 3, sentAt: null }]);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining("gave up on e-mail 1 after 3 attempts"),
      expect.anything(),
    );
    expect(await store.export()).toHaveLength(1);
  });

  it("sends what was queued before it started (a restart while the mail server was down)", async () => {
    const smtp = await startMailServer();
    servers.push(smtp);
    const early = await openTestStores({
      databaseUrl: database.url,
      notifyTo: ["sales@suryodaysolar.in"],
    });
    await early.saveContact(contact);
    await early.close();

    await setUp(smtp.port);
    await waitFor(() => (smtp.received.length ? true : undefined));
    expect(smtp.received).toHaveLength(1);
  });
});
