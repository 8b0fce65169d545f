import type { Generated } from "kysely";

// The tables of issue 34 as Kysely sees them (db/migrations/0017-whatsapp.ts).

export type WhatsAppStatus = "queued" | "sent" | "delivered" | "read" | "failed" | "received";

export interface WhatsAppTables {
  /** The conversation with each customer's number, both ways; outgoing rows are the outbox. */
  whatsapp_messages: {
    id: Generated<number>;
    created_at: string;
    lead_kind: string;
    lead_id: number;
    direction: "out" | "in";
    /** Country code and number, digits only ("919876543210"). */
    phone: string;
    kind: "template" | "text" | "image";
    template: string | null;
    language: string | null;
    /** JSON: { body: string[], button?: string }. */
    params: string | null;
    body: string;
    actor_name: string;
    wamid: string | null;
    status: WhatsAppStatus;
    status_at: string;
    attempts: Generated<number>;
    next_attempt_at: string | null;
    error_code: number | null;
    last_error: string | null;
    fallback: string | null;
    seen_at: string | null;
  };
  /** A photo a customer sent, re-encoded (no EXIF or location), for staff only. */
  whatsapp_media: {
    message_id: number;
    content_type: string;
    bytes: Uint8Array;
  };
}
