import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/database.server";
import { type Locale, localePath } from "~/lib/i18n/locale";
import { queueMail } from "~/lib/leads/mail-outbox.server";
import type { MailAttachment } from "~/lib/leads/mailer.server";
import { withdrawPath } from "~/lib/private-links/private-link-paths";
import { createPrivateLink } from "~/lib/private-links/private-links.server";
import { normaliseEmail } from "~/lib/person-keys";
import { personMailFooter } from "./person-mail";

// The one way an e-mail to a person (not to staff) enters the outbox (issue 23): it makes a
// private link (purpose 'privacy') that withdraws the address's consents, and ends the e-mail
// with that link and the privacy contact in the person's language. Survey e-mails, the copy
// request's confirmation, and (at merge) proposals and projects all come through here.

/** A withdrawal link works this long: as long as an e-mail may sit unread in an inbox. */
const withdrawLinkLifeMs = 2 * 365 * 24 * 60 * 60 * 1000;

/** The private link's subject for an address's withdrawal. */
export const withdrawSubject = (email: string) => `withdraw:${normaliseEmail(email)}`;

export interface PersonMail {
  to: string;
  locale: Locale;
  mail: { subject: string; text: string; attachments?: MailAttachment[] };
  /** The lead it is about (for the outbox's record and the erasure). */
  leadKind: string;
  leadId: number;
  /** The public origin (VITE_SITE_URL). */
  siteUrl: string;
  now: Date;
  replyTo?: string | null;
}

/** Queues an e-mail to a person, with the withdraw link and privacy contact, in `trx`. */
export async function queuePersonMail(trx: Kysely<Database>, person: PersonMail): Promise<void> {
  const token = await createPrivateLink(trx, {
    purpose: "privacy",
    subjectId: withdrawSubject(person.to),
    expiresAt: new Date(person.now.getTime() + withdrawLinkLifeMs),
    now: person.now,
  });
  const link = new URL(localePath(person.locale, withdrawPath(token)), person.siteUrl).href;
  await queueMail(trx, {
    createdAt: person.now.toISOString(),
    leadKind: person.leadKind,
    leadId: person.leadId,
    to: [person.to],
    replyTo: person.replyTo ?? null,
    subject: person.mail.subject,
    text: `${person.mail.text}\n${personMailFooter(person.locale, link)}`,
    attachments: person.mail.attachments,
  });
}
