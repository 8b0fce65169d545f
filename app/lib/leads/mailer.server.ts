import nodemailer from "nodemailer";

export interface MailMessage {
  to: string[];
  replyTo?: string | null;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Sends notification e-mails through the SMTP server of SMTP_URL
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
    async send({ to, replyTo, subject, text }) {
      await transport.sendMail({ from, to, replyTo: replyTo ?? undefined, subject, text });
    },
    close() {
      transport.close();
    },
  };
}
