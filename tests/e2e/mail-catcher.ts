import { SMTPServer } from "smtp-server";

// A real SMTP server inside the test (the smtp-server package): the site sends to it over
// SMTP_URL as it would to the company's mail server, and the test reads what arrived, decoded
// enough to read: the subject, the plain text and the attachments. No mailer is mocked.

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
  raw: string;
}

const utf8 = new TextDecoder();

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(soft[i]!));
    }
  }
  return utf8.decode(new Uint8Array(bytes));
}

/** "=?UTF-8?B?…?=" and "=?UTF-8?Q?…?=" words of a header, joined. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function splitPart(part: string): { headers: Map<string, string>; body: string } {
  const end = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, end).replace(/\r?\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: part.slice(end).replace(/^\r?\n\r?\n/, "") };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

export function parseMail(raw: string, to: string[]): CaughtMail {
  const { headers, body } = splitPart(raw);
  const mail: CaughtMail = {
    to,
    subject: decodeHeader(headers.get("subject") ?? ""),
    text: "",
    attachments: [],
    raw,
  };
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitPart(part.replace(/^\r?\n/, "")))
    : [{ headers, body }];
  for (const part of parts) {
    const partType = part.headers.get("content-type") ?? "text/plain";
    const content = decodeBody(part.headers, part.body).replace(/\r\n/g, "\n").replace(/\n$/, "");
    const filename = /filename="?([^";]+)"?/.exec(
      part.headers.get("content-disposition") ?? "",
    )?.[1];
    if (filename) {
      mail.attachments.push({
        filename,
        contentType: partType,
        content: decodeBody(part.headers, part.body),
      });
    } else if (partType.startsWith("text/plain")) {
      mail.text = content;
    }
  }
  return mail;
}

export async function startMailCatcher() {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        received.push(
          parseMail(
            raw,
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first e-mail to `to` whose subject matches, once it has arrived (20 s at most). */
    async waitFor(to: string, subject: RegExp | string, timeoutMs = 20_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(
          (mail) =>
            mail.to.includes(to) &&
            (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject)),
        );
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `no e-mail to ${to} with subject ${String(subject)}; received: ${JSON.stringify(received.map((mail) => [mail.to, mail.subject]))}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
