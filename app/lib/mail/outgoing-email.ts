import type { MailAttachment } from "./mailer.server";

/** An e-mail a feature composes (its words, in the customer's language) for the outbox. */
export interface OutgoingEmail {
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}
