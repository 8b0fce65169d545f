import nodemailer from "nodemailer";

/** A file sent with an e-mail: a survey's calendar file (text/calendar). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string[];
  replyTo?: string | null;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Sends the outbox's e-mails through the SMTP server of SMTP_URL
 * (`smtp://user:pass@host:587`, `smtps://…:465`). Short timeouts: a mail server that is down
 * must fail fast so the outbox can retry later.
 */
export function createMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, replyTo, subject, text, attachments = [] }) {
      await transport.sendMail({
        from,
        to,
        replyTo: replyTo ?? undefined,
        subject,
        text,
        attachments: attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
    },
    close() {
      transport.close();
    },
  };
}
