import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { signatureOf } from "../../app/features/whatsapp/webhook-signature.server";
import { whatsappTemplates, type WhatsAppTemplateName } from "../../app/content/whatsapp-templates";

// A local WhatsApp Cloud API (Meta's Graph API) for the tests, started like the SMTP listener:
// it answers POST /{version}/{phone-number-id}/messages and the media endpoints as Meta
// documents them (docs/research/whatsapp-cloud-api-2026-11.md), errors included, and calls the
// site's webhook as Meta does, signed with the app secret: statuses after each message (sent,
// delivered; failed with 131026 for a number not on WhatsApp, 131047 for a free-form message
// outside the 24-hour window) and customers' replies, delivered again until answered 200.
// Nothing here is the site's code.

export interface FakeSent {
  to: string;
  type: "template" | "text";
  template?: { name: string; language: string; body: string[]; button?: string };
  text?: string;
  wamid: string;
}

export const fakeSecrets = {
  token: "test-whatsapp-token",
  phoneNumberId: "1234567890",
  appSecret: "test-app-secret-0123456789abcdef",
  verifyToken: "test-verify-token",
};

const version = "v26.0";

export async function startWhatsAppFake({ languages = ["en"] }: { languages?: string[] } = {}) {
  const sent: FakeSent[] = [];
  const lastFrom = new Map<string, number>();
  const media = new Map<string, { bytes: Buffer; type: string }>();
  const state = {
    webhook: "",
    notOnWhatsApp: new Set<string>(),
    paused: new Set<string>(),
    /** The next this many sends answer Meta's rate limit (130429). */
    rateLimited: 0,
    /** Every send answers 503 while true. */
    down: false,
    /** Each send waits this long before answering. */
    slowMs: 0,
    /**
     * Meta's webhook may tell of a message before its answer to the send arrives: while true,
     * the statuses are posted first and the send answered after.
     */
    statusFirst: false,
    /** Webhook calls the site answered, with their status. */
    calls: [] as { kind: string; status: number }[],
  };

  const error = (res: ServerResponse, status: number, code: number, message: string) =>
    json(res, status, {
      error: {
        message,
        type: "OAuthException",
        code,
        error_data: { messaging_product: "whatsapp", details: message },
        fbtrace_id: "fake",
      },
    });

  let closed = false;

  /**
   * A webhook call, signed; the status of its first delivery. As Meta does, a call not answered
   * 200 is delivered again with backoff (Meta: for up to seven days; here within seconds).
   */
  async function post(body: object, kind: string) {
    if (!state.webhook) return 0;
    const url = state.webhook;
    const text = JSON.stringify(body);
    const deliver = async () => {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Hub-Signature-256": signatureOf(text, fakeSecrets.appSecret),
        },
        body: text,
      });
      state.calls.push({ kind, status: response.status });
      return response.status;
    };
    const first = await deliver();
    if (first !== 200) void redeliver(deliver);
    return first;
  }

  async function redeliver(deliver: () => Promise<number>) {
    for (let attempt = 0; attempt < 8; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
      if (closed) return;
      if ((await deliver().catch(() => 0)) === 200) return;
    }
  }

  const envelope = (value: object) => ({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA-1",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: {
                display_phone_number: "919437012345",
                phone_number_id: fakeSecrets.phoneNumberId,
              },
              ...value,
            },
          },
        ],
      },
    ],
  });

  const status = (wamid: string, to: string, name: string, errors?: object[]) =>
    envelope({
      statuses: [
        {
          id: wamid,
          status: name,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: to,
          ...(errors ? { errors } : {}),
        },
      ],
    });

  async function afterSend(message: FakeSent) {
    if (state.notOnWhatsApp.has(message.to)) {
      await post(
        status(message.wamid, message.to, "failed", [
          {
            code: 131026,
            title: "Message undeliverable",
            error_data: { details: "Message Undeliverable." },
          },
        ]),
        "status",
      );
      return;
    }
    const last = lastFrom.get(message.to);
    if (message.type === "text" && (!last || Date.now() - last > 24 * 3600_000)) {
      await post(
        status(message.wamid, message.to, "failed", [
          {
            code: 131047,
            title: "Re-engagement message",
            error_data: {
              details:
                "Message failed to send because more than 24 hours have passed since the customer last replied to this number.",
            },
          },
        ]),
        "status",
      );
      return;
    }
    await post(status(message.wamid, message.to, "sent"), "status");
    await post(status(message.wamid, message.to, "delivered"), "status");
  }

  async function onMessages(req: IncomingMessage, res: ServerResponse) {
    const body = JSON.parse(await read(req)) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name: string;
        language: { code: string };
        components?: { type: string; parameters: { text: string }[] }[];
      };
      text?: { body: string };
    };
    if (state.slowMs) await new Promise((resolve) => setTimeout(resolve, state.slowMs));
    if (state.down) return error(res, 503, 2, "Service temporarily unavailable");
    if (state.rateLimited > 0) {
      state.rateLimited -= 1;
      return error(res, 400, 130429, "Rate limit hit");
    }
    if (body.messaging_product !== "whatsapp" || !body.to)
      return error(res, 400, 100, "Invalid parameter");
    const wamid = `wamid.${randomBytes(12).toString("hex")}`;
    let message: FakeSent;
    if (body.type === "template" && body.template) {
      const { name, language } = body.template;
      const spec = whatsappTemplates[name as WhatsAppTemplateName];
      if (!spec || !languages.includes(language.code)) {
        return error(
          res,
          404,
          132001,
          `Template name does not exist in the translation (${name}, ${language.code})`,
        );
      }
      if (state.paused.has(name)) return error(res, 400, 132015, "Template is paused");
      const bodyParams =
        body.template.components?.find((c) => c.type === "body")?.parameters.map((p) => p.text) ??
        [];
      const button = body.template.components?.find((c) => c.type === "button")?.parameters[0]
        ?.text;
      if (bodyParams.length !== spec.params.length || "button" in spec !== (button !== undefined)) {
        return error(
          res,
          400,
          132000,
          "Number of parameters does not match the expected number of params",
        );
      }
      message = {
        to: body.to,
        type: "template",
        template: { name, language: language.code, body: bodyParams, button },
        wamid,
      };
    } else if (body.type === "text" && body.text) {
      message = { to: body.to, type: "text", text: body.text.body, wamid };
    } else {
      return error(res, 400, 100, "Invalid parameter");
    }
    sent.push(message);
    if (state.statusFirst) await afterSend(message).catch(() => {});
    json(res, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: wamid }],
    });
    if (!state.statusFirst) setTimeout(() => void afterSend(message).catch(() => {}), 20);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.headers.authorization !== `Bearer ${fakeSecrets.token}`) {
      return error(res, 401, 190, "Invalid OAuth access token");
    }
    if (
      req.method === "POST" &&
      url.pathname === `/${version}/${fakeSecrets.phoneNumberId}/messages`
    ) {
      return void onMessages(req, res).catch(() => error(res, 500, 131000, "Something went wrong"));
    }
    const mediaInfo = new RegExp(`^/${version}/([\\w.-]+)$`).exec(url.pathname);
    if (req.method === "GET" && mediaInfo && media.has(mediaInfo[1]!)) {
      const item = media.get(mediaInfo[1]!)!;
      return json(res, 200, {
        messaging_product: "whatsapp",
        url: `${origin}/media-file/${mediaInfo[1]}`,
        mime_type: item.type,
        sha256: "",
        file_size: item.bytes.length,
        id: mediaInfo[1],
      });
    }
    const file = /^\/media-file\/([\w.-]+)$/.exec(url.pathname);
    if (req.method === "GET" && file && media.has(file[1]!)) {
      const item = media.get(file[1]!)!;
      res.writeHead(200, { "Content-Type": item.type }).end(item.bytes);
      return;
    }
    error(res, 404, 100, "Unsupported request");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/${version}`,
    sent,
    state,
    /** The site's webhook, where statuses and replies are posted. */
    setWebhook(url: string) {
      state.webhook = url;
    },
    /** A customer writes to the business (text, or a photo with a caption). */
    async customerSays(
      from: string,
      text: string,
      { name = "Customer", photo }: { name?: string; photo?: Buffer } = {},
    ) {
      lastFrom.set(from, Date.now());
      const id = `wamid.in.${randomBytes(8).toString("hex")}`;
      let message: object = {
        from,
        id,
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: "text",
        text: { body: text },
      };
      if (photo) {
        const mediaId = `media-${randomBytes(6).toString("hex")}`;
        media.set(mediaId, { bytes: photo, type: "image/jpeg" });
        message = {
          from,
          id,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: "image",
          image: { id: mediaId, mime_type: "image/jpeg", sha256: "", caption: text },
        };
      }
      return post(
        envelope({ contacts: [{ profile: { name }, wa_id: from }], messages: [message] }),
        "message",
      );
    },
    /** Sent messages that match, waiting up to `timeoutMs` for at least `count`. */
    async waitForSent(
      match: (message: FakeSent) => boolean,
      { count = 1, timeoutMs = 15_000 } = {},
    ) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = sent.filter(match);
        if (found.length >= count) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return sent.filter(match);
    },
    async close() {
      closed = true;
      server.closeAllConnections();
      server.close();
      await once(server, "close").catch(() => {});
    },
  };
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    req
      .setEncoding("utf8")
      .on("data", (chunk: string) => (text += chunk))
      .on("end", () => resolve(text))
      .on("error", reject);
  });
}

function json(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

export type WhatsAppFake = Awaited<ReturnType<typeof startWhatsAppFake>>;
