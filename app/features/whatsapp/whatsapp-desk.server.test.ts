import { once } from "node:events";
import type { Server } from "node:http";
import express from "express";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { whatsappWebhook } from "../../../server/whatsapp-webhook";
import {
  startWhatsAppFake,
  fakeSecrets,
  type WhatsAppFake,
} from "../../../tests/e2e/whatsapp-fake";
import { estimateSystem } from "~/lib/estimate";
import { acknowledgements } from "~/lib/leads/acknowledgement.server";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { leadTimeline } from "~/lib/lead-core/lead-state.server";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { startChannelWorker, type OutboxWorker } from "~/lib/mail/outbox.server";
import { createCloudApi } from "~/lib/whatsapp/cloud-api.server";
import { setWhatsAppChannel } from "~/lib/whatsapp/whatsapp-outbox.server";
import { consentHistory } from "~/lib/privacy/consent-store.server";
import { whatsappDesk, type WhatsAppDesk } from "./whatsapp-desk.server";

// Issue 34 against a fake of Meta's Cloud API that speaks its HTTP contract, and the real
// webhook handler on a real port: what a customer who opted in receives, what staff see on the
// timeline when it fails, replies and STOP, and that two servers send each message once.

const siteUrl = "https://www.example.in";
const quote = {
  name: "Gita Das",
  email: "gita@example.in",
  phone: "+91 94370 33333",
  address: "Plot 9, Patia",
  location: "751024",
  product: "solar-panels" as const,
  roofSize: 40,
  monthlyBill: 2500,
  message: "",
  estimate: {
    basis: "spec-dollars" as const,
    ...estimateSystem({ roofSize: 40, monthlyBill: 2500 }),
  },
};
const number = "919437033333";

describe.each(testEngines)("WhatsApp desk on $engine", ({ create }) => {
  let database: TestDatabase;
  let opened: AppDatabase[];
  let fake: WhatsAppFake;
  let server: Server;
  let workers: OutboxWorker[];

  async function site() {
    const app = await openDatabase(database.url);
    opened.push(app);
    const leads = createLeadStore(app, { siteUrl });
    const desk = whatsappDesk(app, {
      api: createCloudApi({
        apiUrl: fake.url,
        token: fakeSecrets.token,
        phoneNumberId: fakeSecrets.phoneNumberId,
        timeoutMs: 2000,
      }),
      leads,
      siteUrl,
    });
    const worker = startChannelWorker(desk.channel, { baseDelayMs: 50, pollIntervalMs: 100 });
    workers.push(worker);
    const ack = acknowledgements(app, {
      enabled: true,
      siteUrl,
      onMailQueued: () => worker.wake(),
    });
    return { app, leads, desk, worker, ack };
  }

  async function webhookFor(desk: WhatsAppDesk) {
    const http = express();
    http.use(
      "/webhooks/whatsapp",
      whatsappWebhook({ ...fakeSecrets, receive: (events) => desk.receive(events) }),
    );
    server = http.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as { port: number };
    fake.setWebhook(`http://127.0.0.1:${port}/webhooks/whatsapp`);
  }

  async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean) {
    for (let i = 0; i < 100; i++) {
      const value = await read();
      if (ok(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return read();
  }

  beforeEach(async () => {
    database = await create();
    opened = [];
    workers = [];
    fake = await startWhatsAppFake();
    setWhatsAppChannel({ templateLocales: ["en"] });
  });
  afterEach(async () => {
    setWhatsAppChannel(null);
    await Promise.all(workers.map((worker) => worker.stop()));
    server?.close();
    await fake.close();
    await Promise.all(opened.map((app) => app.close()));
    await database.cleanup();
  });

  async function quoteWith(
    s: Awaited<ReturnType<typeof site>>,
    consents: ("whatsapp" | "newsletter")[],
    extra: Partial<typeof quote> & { language?: "en" | "or" } = {},
  ) {
    const { id } = await s.leads.saveQuote({
      ...quote,
      ...extra,
      consents,
      noticeVersion: "2026-11-29",
    });
    const lead = {
      kind: "quote" as const,
      id,
      name: extra.name ?? quote.name,
      email: extra.email ?? quote.email,
    };
    await s.ack.send(lead, extra.language ?? "en", {
      surveyPath: `${extra.language === "or" ? "/or" : ""}/survey/${"a".repeat(43)}`,
      now: new Date(),
    });
    return id;
  }

  it("sends a customer who opted in the moment's template with their link, once, and nothing without the opt-in", async () => {
    const s = await site();
    await webhookFor(s.desk);
    const id = await quoteWith(s, ["whatsapp"], { language: "or" });
    await quoteWith(s, [], { email: "other@example.in", phone: "+91 94370 44444" });
    const [message] = await fake.waitForSent(() => true);
    expect(message).toMatchObject({
      to: number,
      type: "template",
      // Meta has no Odia templates: the English one, the link to the Odia page.
      template: {
        name: "enquiry_received",
        language: "en",
        body: ["Gita Das"],
        button: `or/survey/${"a".repeat(43)}`,
      },
    });
    const timeline = await eventually(
      () => leadTimeline(s.app.db, { kind: "quote", id }),
      (events) => events.some((event) => event.type === "whatsapp" && event.action === "delivered"),
    );
    expect(
      timeline
        .filter((event) => event.type === "whatsapp")
        .map((event) => event.type === "whatsapp" && event.action),
    ).toEqual(["delivered", "sent"]);
    await s.worker.idle();
    expect(fake.sent).toHaveLength(1);
    // The token is not kept once sent (issue 30).
    const row = await s.app.db
      .selectFrom("whatsapp_messages")
      .select("params")
      .executeTakeFirstOrThrow();
    expect(row.params).not.toContain("a".repeat(43));
  });

  it("sends each message once with two servers on one database", async () => {
    const first = await site();
    const second = await site();
    await first.worker.stop();
    await second.worker.stop();
    for (let i = 0; i < 6; i++) {
      await quoteWith(first, ["whatsapp"], {
        email: `p${i}@example.in`,
        phone: `+91 94370 5555${i}`,
      });
    }
    const again = [
      startChannelWorker(first.desk.channel, { pollIntervalMs: 50 }),
      startChannelWorker(second.desk.channel, { pollIntervalMs: 50 }),
    ];
    workers.push(...again);
    await fake.waitForSent(() => true, { count: 6 });
    await Promise.all(again.map((worker) => worker.idle()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.sent.map((message) => message.to).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `91943705555${i}`),
    );
  });

  it("tells staff why a message failed, in words, and that the customer has it by e-mail", async () => {
    const s = await site();
    await webhookFor(s.desk);
    fake.state.notOnWhatsApp.add(number);
    const id = await quoteWith(s, ["whatsapp"]);
    const timeline = await eventually(
      () => leadTimeline(s.app.db, { kind: "quote", id }),
      (events) => events.some((event) => event.type === "whatsapp" && event.action === "failed"),
    );
    const failed = timeline.find((event) => event.type === "whatsapp" && event.action === "failed");
    expect(failed).toMatchObject({
      reason: expect.stringContaining("not on WhatsApp"),
      fallback: "email",
    });
  });

  it("keeps a status that comes before its send is recorded: Meta is asked to deliver it again", async () => {
    const s = await site();
    await webhookFor(s.desk);
    fake.state.statusFirst = true;
    fake.state.notOnWhatsApp.add(number);
    const id = await quoteWith(s, ["whatsapp"]);
    const failed = await eventually(
      () => leadTimeline(s.app.db, { kind: "quote", id }),
      (events) => events.some((event) => event.type === "whatsapp" && event.action === "failed"),
    );
    expect(
      failed.find((event) => event.type === "whatsapp" && event.action === "failed"),
    ).toMatchObject({
      reason: expect.stringContaining("not on WhatsApp"),
    });
    // The first call came while the message was on its way, and was answered "again".
    expect(fake.state.calls.map((call) => call.status)).toContain(503);
    expect(fake.state.calls.at(-1)?.status).toBe(200);
  });

  it("retries Meta's rate limit and gives up at once on a paused template", async () => {
    const s = await site();
    fake.state.rateLimited = 2;
    await quoteWith(s, ["whatsapp"]);
    await fake.waitForSent(() => true);
    expect(fake.sent).toHaveLength(1);
    fake.state.paused.add("enquiry_received");
    const id = await quoteWith(s, ["whatsapp"], { email: "b@example.in" });
    const row = await eventually(
      () =>
        s.app.db
          .selectFrom("whatsapp_messages")
          .selectAll()
          .where("lead_id", "=", id)
          .executeTakeFirstOrThrow(),
      (message) => message.status === "failed",
    );
    expect(row).toMatchObject({ status: "failed", error_code: 132015, attempts: 0 });
    expect(row.last_error).toContain("paused");
  });

  it("puts a reply and a photo on the lead, lets staff answer in the window, and stops at STOP", async () => {
    const s = await site();
    await webhookFor(s.desk);
    const id = await quoteWith(s, ["whatsapp"]);
    await fake.waitForSent(() => true);
    const lead = { kind: "quote", id };
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#f80" },
    })
      .jpeg()
      .toBuffer();
    expect(await fake.customerSays(number, "Is Saturday fine?", { name: "Gita" })).toBe(200);
    expect(await fake.customerSays(number, "The roof", { name: "Gita", photo })).toBe(200);
    const conversation = await eventually(
      () => s.desk.conversation(lead),
      (rows) => rows.some((row) => row.photo),
    );
    expect(
      conversation.filter((row) => row.direction === "in").map((row) => [row.body, row.photo]),
    ).toEqual([
      ["Is Saturday fine?", false],
      ["The roof", true],
    ]);
    expect(await s.desk.reply(lead, { id: "s1", name: "Asha" }, "Yes, 10 am.")).toEqual({
      outcome: "queued",
      template: false,
    });
    await fake.waitForSent((message) => message.type === "text");
    expect(fake.sent.at(-1)).toMatchObject({ to: number, text: "Yes, 10 am." });

    expect(await fake.customerSays(number, "STOP")).toBe(200);
    const history = await consentHistory(s.app.db, quote.email);
    expect(history.at(-1)).toMatchObject({
      purpose: "whatsapp",
      action: "withdrawn",
      source: "whatsapp:STOP",
    });
    expect(await s.desk.reply(lead, { id: "s1", name: "Asha" }, "Sorry to see you go")).toEqual({
      outcome: "stopped",
    });
    // The same customer's next moment goes by e-mail alone.
    const before = fake.sent.length;
    await s.ack.send({ kind: "quote", id, name: quote.name, email: quote.email }, "en", {
      surveyPath: `/survey/${"b".repeat(43)}`,
      now: new Date(),
    });
    await s.worker.idle();
    expect(fake.sent).toHaveLength(before);
    expect(
      await s.app.db
        .selectFrom("whatsapp_messages")
        .select("id")
        .where("status", "=", "queued")
        .execute(),
    ).toEqual([]);
  });

  it("makes an enquiry of a number it does not know, and refuses unsigned calls", async () => {
    const s = await site();
    await webhookFor(s.desk);
    expect(await fake.customerSays("919999900000", "ସୋଲାର ଦର କେତେ?", { name: "Ravi" })).toBe(200);
    const lead = await s.app.db
      .selectFrom("contact_messages")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ name: "Ravi", phone: "+919999900000", language: "or" });
    const { port } = server.address() as { port: number };
    const unsigned = await fetch(`http://127.0.0.1:${port}/webhooks/whatsapp`, {
      method: "POST",
      body: "{}",
    });
    expect(unsigned.status).toBe(401);
    const wrong = await fetch(`http://127.0.0.1:${port}/webhooks/whatsapp`, {
      method: "POST",
      body: "{}",
      headers: { "X-Hub-Signature-256": "sha256=00" },
    });
    expect(wrong.status).toBe(401);
    const verify = await fetch(
      `http://127.0.0.1:${port}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${fakeSecrets.verifyToken}&hub.challenge=42`,
    );
    expect([verify.status, await verify.text()]).toEqual([200, "42"]);
    const wrongToken = await fetch(
      `http://127.0.0.1:${port}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=42`,
    );
    expect(wrongToken.status).toBe(403);
  });
});
