import { type Kysely, type SqlBool, sql } from "kysely";
import { recordLimitReached } from "~/lib/inbox/limit-events.server";
import type { Database } from "~/lib/db/database.server";
import { type Locale, localePath } from "~/lib/i18n/locale";
import { queueMail } from "~/lib/mail/mail-outbox.server";
import type { MailAttachment } from "~/lib/mail/mailer.server";
import { withdrawPath } from "~/lib/private-links/private-link-paths";
import { createPrivateLink } from "~/lib/private-links/private-links.server";
import { normaliseEmail } from "~/lib/person-keys";
import { queueMomentWhatsApp } from "~/lib/whatsapp/whatsapp-outbox.server";
import type { WhatsAppTemplateName } from "~/content/whatsapp-templates";
import { personMailFooter } from "./person-mail";

// The one way an e-mail to a person (not to staff) enters the outbox (issue 23): it makes a
// private link (purpose 'privacy') that withdraws the address's consents, and ends the e-mail
// with that link and the privacy contact in the person's language. Survey e-mails, the copy
// request's confirmation, proposals and projects all come through here; so does the moment's
// WhatsApp message (issue 34), queued beside the e-mail for a person who opted in to it.

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
  /** The same moment on WhatsApp: its template, parameters and the private link it opens. */
  whatsapp?: { template: WhatsAppTemplateName; params: string[]; link?: string };
}

/**
 * The most e-mails one address receives from the site in an hour, whatever their purpose:
 * past it, anyone who can make the site write (a survey link pressed again and again) could
 * make it flood a stranger's inbox (issue 30). A customer's busiest real hour (a booking, its
 * move, a proposal) is well under it.
 */
export const personMailsPerHour = 6;

/**
 * Queues an e-mail to a person, with the withdraw link and privacy contact, in `trx`; false,
 * and a line on the lead's timeline for staff, when the address has had its hour's e-mails.
 */
export async function queuePersonMail(trx: Kysely<Database>, person: PersonMail): Promise<boolean> {
  const hourAgo = new Date(person.now.getTime() - 60 * 60 * 1000).toISOString();
  const { sent } = await trx
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("sent"))
    .where(sql<SqlBool>`lower(recipients) = ${normaliseEmail(person.to)}`)
    .where("created_at", ">", hourAgo)
    .executeTakeFirstOrThrow();
  if (Number(sent) >= personMailsPerHour) {
    await recordLimitReached(trx, {
      leadKind: person.leadKind,
      leadId: person.leadId,
      what: "person_mail",
      limit: personMailsPerHour,
      at: person.now,
    });
    return false;
  }
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
  if (person.whatsapp) {
    await queueMomentWhatsApp(trx, {
      ...person.whatsapp,
      leadKind: person.leadKind,
      leadId: person.leadId,
      locale: person.locale,
      at: person.now,
      emailed: true,
    });
  }
  return true;
}
