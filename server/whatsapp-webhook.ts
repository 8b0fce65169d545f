import express, { type RequestHandler } from "express";
import { readWebhook, type WebhookEvent } from "../app/features/whatsapp/index.server";
import { signatureValid } from "../app/features/whatsapp/index.server";
import { cacheControl } from "../app/lib/cache-control";
import { logError } from "./log";

// Meta's webhook for WhatsApp (issue 34), at /webhooks/whatsapp. GET is the verification
// handshake: the challenge comes back only with our verify token. POST is an event: its raw
// body must carry Meta's signature (X-Hub-Signature-256 with the app secret), or it is refused
// unread (401); the rate limit (server/form-security.ts) has counted it before. A call we
// could not store is answered 500, and one that told of a send before we recorded it 503, so
// Meta delivers it again.

export interface WhatsAppWebhookOptions {
  verifyToken: string;
  appSecret: string;
  receive(events: WebhookEvent[]): Promise<{ again: boolean }>;
}

const plain = (res: express.Response, status: number, text: string) =>
  res.status(status).set("Cache-Control", cacheControl.never).type("text").send(text);

export function whatsappWebhook({ verifyToken, appSecret, receive }: WhatsAppWebhookOptions) {
  const router = express.Router();
  router.get("/", (req, res) => {
    const mode = req.query["hub.mode"];
    const token = req.query["hub.verify_token"];
    const challenge = req.query["hub.challenge"];
    if (mode === "subscribe" && token === verifyToken && typeof challenge === "string") {
      return plain(res, 200, challenge);
    }
    plain(res, 403, "Forbidden");
  });
  const post: RequestHandler = async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!signatureValid(body, req.get("x-hub-signature-256"), appSecret)) {
      return plain(res, 401, "Signature missing or wrong");
    }
    let events: WebhookEvent[] | null;
    try {
      events = readWebhook(JSON.parse(body.toString("utf8")));
    } catch {
      events = null;
    }
    if (!events) return plain(res, 400, "Not a WhatsApp event");
    try {
      const { again } = await receive(events);
      // Meta delivers any call not answered 200 again, with backoff, for up to seven days.
      if (again) return plain(res, 503, "Not all of it yet; please send it again");
      plain(res, 200, "OK");
    } catch (error) {
      logError("whatsapp webhook", error);
      plain(res, 500, "Not stored; please send it again");
    }
  };
  router.post("/", express.raw({ type: () => true, limit: "256kb" }), post);
  return router;
}
