// The WhatsApp desk's entry for the server (issue 34): the desk the server opens (its outbox
// channel, the webhook's events, staff's answers) and the webhook's reading and signature.
export { whatsappDesk, type WhatsAppDesk } from "./whatsapp-desk.server";
export { readWebhook, type WebhookEvent } from "./webhook-payload";
export { signatureValid } from "./webhook-signature.server";
