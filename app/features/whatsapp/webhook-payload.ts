import { z } from "zod";

// What Meta's webhook posts (issue 34), read into the events the desk acts on: statuses of our
// messages (sent, delivered, read, failed with its errors) and messages from customers (text,
// a photo with its media id, anything else as a kind we name). Anything not in this shape is
// left out rather than refused: Meta adds fields and kinds over time.

const error = z.object({
  code: z.number(),
  title: z.string().optional(),
  message: z.string().optional(),
  error_data: z.object({ details: z.string().optional() }).optional(),
});

const status = z.object({
  id: z.string(),
  status: z.string(),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
  errors: z.array(error).optional(),
});

const message = z.object({
  from: z.string(),
  id: z.string(),
  timestamp: z.string().optional(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  image: z.object({ id: z.string(), caption: z.string().optional() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});

const payload = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            contacts: z
              .array(
                z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() }),
              )
              .optional(),
            statuses: z.array(status).optional(),
            messages: z.array(message).optional(),
          }),
        }),
      ),
    }),
  ),
});

export type WebhookEvent =
  | {
      kind: "status";
      wamid: string;
      status: "sent" | "delivered" | "read" | "failed";
      error?: { code: number; text: string };
    }
  | {
      kind: "message";
      wamid: string;
      from: string;
      /** The name on the customer's WhatsApp profile. */
      name: string;
      type: "text" | "image" | "other";
      text: string;
      mediaId?: string;
    };

const statuses = new Set(["sent", "delivered", "read", "failed"]);

/** The events of a webhook call; null when it is not a WhatsApp Business Account's call. */
export function readWebhook(json: unknown): WebhookEvent[] | null {
  const parsed = payload.safeParse(json);
  if (!parsed.success || parsed.data.object !== "whatsapp_business_account") return null;
  const events: WebhookEvent[] = [];
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== "messages") continue;
      const { contacts = [], statuses: sent = [], messages = [] } = change.value;
      for (const item of sent) {
        if (!statuses.has(item.status)) continue;
        const first = item.errors?.[0];
        events.push({
          kind: "status",
          wamid: item.id,
          status: item.status as "sent",
          ...(first
            ? {
                error: {
                  code: first.code,
                  text: [first.title ?? first.message, first.error_data?.details]
                    .filter(Boolean)
                    .join(": "),
                },
              }
            : {}),
        });
      }
      for (const item of messages) {
        const name = contacts.find((contact) => contact.wa_id === item.from)?.profile?.name ?? "";
        const type =
          item.type === "text" || item.type === "button"
            ? "text"
            : item.type === "image"
              ? "image"
              : "other";
        events.push({
          kind: "message",
          wamid: item.id,
          from: item.from,
          name,
          type,
          text: item.text?.body ?? item.button?.text ?? item.image?.caption ?? "",
          ...(item.image ? { mediaId: item.image.id } : {}),
        });
      }
    }
  }
  return events;
}
