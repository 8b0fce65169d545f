// The WhatsApp Business Cloud API (Meta's Graph API), through fetch: the message and media
// endpoints the site uses, and its errors sorted into those worth retrying and those that will
// fail again (docs/research/whatsapp-cloud-api-2026-11.md). WHATSAPP_API_URL is the Graph API's
// base with its version; the tests point it at their fake (tests/e2e/whatsapp-fake.ts).

export interface CloudApiSettings {
  /** "https://graph.facebook.com/v23.0" */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  /** A request that takes longer is given up (and retried by the outbox). */
  timeoutMs?: number;
}

export interface TemplateMessage {
  to: string;
  name: string;
  language: string;
  body: readonly string[];
  /** The URL button's dynamic suffix. */
  button?: string;
}

/** What the API answered when it refused, or why it could not be asked. */
export class CloudApiError extends Error {
  constructor(
    message: string,
    /** Meta's error code (131026…), or 0 when no answer came. */
    readonly code: number,
    /** Whether sending the same again later may work. */
    readonly retry: boolean,
  ) {
    super(message);
    this.name = "CloudApiError";
  }
}

/**
 * Meta's codes that say the message itself cannot go, now or later: the template (missing,
 * paused, disabled, wrong parameters), the recipient (not on WhatsApp, outside the 24-hour
 * window, blocked), the request's shape. Anything else (rate limits 130429, 131048, 131056,
 * throughput 4 and 80007, Meta's own failures 131000 and 5xx, no answer) is tried again later.
 */
const finalCodes = new Set([
  100, 131008, 131009, 131021, 131026, 131047, 131050, 131051, 132000, 132001, 132005, 132007,
  132012, 132015, 132016, 132068, 132069, 133010,
]);

export const isFinalCode = (code: number) => finalCodes.has(code);

export interface CloudApi {
  sendTemplate(message: TemplateMessage): Promise<string>;
  sendText(to: string, text: string): Promise<string>;
  /** A customer's photo: its bytes and type (Meta's URL for it works for minutes). */
  downloadMedia(mediaId: string): Promise<{ bytes: Uint8Array; contentType: string }>;
}

type GraphError = {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
};

export function createCloudApi({
  apiUrl,
  token,
  phoneNumberId,
  timeoutMs = 15_000,
}: CloudApiSettings): CloudApi {
  const base = apiUrl.endsWith("/") ? apiUrl.slice(0, -1) : apiUrl;

  async function call(url: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new CloudApiError(
        timedOut ? `no answer within ${timeoutMs / 1000} s` : "the API could not be reached",
        0,
        true,
      );
    }
    if (response.ok) return response;
    const answer = (await response.json().catch(() => ({}))) as GraphError;
    const code = answer.error?.code ?? 0;
    const details = answer.error?.error_data?.details;
    const message = [answer.error?.message ?? `HTTP ${response.status}`, details]
      .filter(Boolean)
      .join(": ");
    const final = isFinalCode(code) || (response.status === 400 && code === 0);
    throw new CloudApiError(code ? `${message} (${code})` : message, code, !final);
  }

  async function send(payload: object): Promise<string> {
    const response = await call(`${base}/${phoneNumberId}/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        messaging_product: "whatsapp",
        recipient_type: "individual",
        ...payload,
      }),
    });
    const answer = (await response.json()) as { messages?: { id?: string }[] };
    const id = answer.messages?.[0]?.id;
    if (!id) throw new CloudApiError("the API answered without a message id", 0, true);
    return id;
  }

  return {
    sendTemplate({ to, name, language, body, button }) {
      const components: object[] = [];
      if (body.length) {
        components.push({
          type: "body",
          parameters: body.map((text) => ({ type: "text", text })),
        });
      }
      if (button !== undefined) {
        components.push({
          type: "button",
          sub_type: "url",
          index: "0",
          parameters: [{ type: "text", text: button }],
        });
      }
      return send({
        to,
        type: "template",
        template: { name, language: { code: language }, components },
      });
    },

    sendText(to, text) {
      return send({ to, type: "text", text: { preview_url: false, body: text } });
    },

    async downloadMedia(mediaId) {
      const info = (await (await call(`${base}/${encodeURIComponent(mediaId)}`)).json()) as {
        url?: string;
        mime_type?: string;
      };
      if (!info.url) throw new CloudApiError("the media has no URL", 0, false);
      const file = await call(info.url);
      return {
        bytes: new Uint8Array(await file.arrayBuffer()),
        contentType: info.mime_type ?? file.headers.get("content-type") ?? "",
      };
    },
  };
}
