import type { AppDatabase } from "~/lib/db/database.server";
import { privacyNoticeCopy } from "~/content/copy/privacy-notice.server";
import { fill } from "~/lib/i18n/fill";
import { type Locale, localePath } from "~/lib/i18n/locale";
import { todayInKolkata } from "~/lib/time/kolkata-day";
import { createPrivateLink, findPrivateLink } from "~/lib/private-links/private-links.server";
import { recordConsents, withdrawAll } from "~/lib/privacy/consent-store.server";
import { shownCompany } from "~/lib/content/shown-company";
import { copyPath, subscribePath } from "~/lib/private-links/private-link-paths";
import { queuePersonMail } from "~/lib/privacy/person-mail.server";
import { personalDataOf } from "~/lib/privacy/personal-data.server";
import { referenceNumber } from "~/lib/privacy/rights-requests";

// What the visitor's side of privacy does with the database (issue 23): the copy request's
// e-mailed confirmation, the withdrawal behind an e-mail's link, and the copy itself. Every
// link is a private link of purpose 'privacy' (one module makes and checks them all).

/** A copy link and a subscription link each work a week. */
const linkLifeMs = 7 * 24 * 60 * 60 * 1000;
const copySubject = (requestId: number) => `copy:${requestId}`;

export interface PrivacyDeskOptions {
  /** Whether e-mail is set up (SMTP_URL): without it nothing is queued. */
  enabled: boolean;
  siteUrl: string;
  onMailQueued?: () => void;
}

export type PrivacyDesk = ReturnType<typeof privacyDesk>;

export function privacyDesk({ db, engine }: AppDatabase, options: PrivacyDeskOptions) {
  const onMailQueued = options.onMailQueued ?? (() => {});

  /**
   * What a privacy link of one kind ("withdraw:", "copy:", "subscribe:") is for: its subject
   * after the kind, or null for a link that opens nothing or is of another kind.
   */
  async function linkSubject(token: string, kind: string, now: Date): Promise<string | null> {
    const link = await findPrivateLink(db, "privacy", token, now);
    return link?.subjectId.startsWith(kind) ? link.subjectId.slice(kind.length) : null;
  }

  /** The address a withdraw link is for, or null for a link that opens nothing. */
  const withdrawAddress = (token: string, now: Date) => linkSubject(token, "withdraw:", now);

  /** The unconfirmed or confirmed subscription a link is for, or null. */
  async function subscription(token: string, now: Date) {
    const id = await linkSubject(token, "subscribe:", now);
    if (id === null) return null;
    return (
      (await db
        .selectFrom("newsletter_subscribers")
        .selectAll()
        .where("id", "=", Number(id))
        .executeTakeFirst()) ?? null
    );
  }

  /** The copy request a link confirms, or null. */
  async function copyRequest(token: string, now: Date) {
    const subject = await linkSubject(token, "copy:", now);
    if (subject === null) return null;
    const id = Number(subject);
    const request = await db
      .selectFrom("privacy_requests")
      .select(["id", "email", "kind", "created_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    return request && request.kind === "copy" && request.email ? request : null;
  }

  /**
   * E-mails a person a privacy link (a copy's, a subscription's) that works 7 days, in their
   * language; false when e-mail is not set up or the address has had its hour's e-mails.
   */
  async function mailLink(link: {
    subject: string;
    path: (token: string) => string;
    to: string;
    locale: Locale;
    mail: (link: string) => { subject: string; text: string };
    /** The moment on WhatsApp, never with the link (it goes to the address alone). */
    whatsapp?: { template: "data_copy_ready"; params: [] };
    leadKind: string;
    leadId: number;
    now: Date;
  }): Promise<boolean> {
    if (!options.enabled) return false;
    const queued = await db.transaction().execute(async (trx) => {
      const token = await createPrivateLink(trx, {
        purpose: "privacy",
        subjectId: link.subject,
        expiresAt: new Date(link.now.getTime() + linkLifeMs),
        now: link.now,
      });
      const url = new URL(localePath(link.locale, link.path(token)), options.siteUrl).href;
      return queuePersonMail(trx, {
        to: link.to,
        locale: link.locale,
        mail: link.mail(url),
        leadKind: link.leadKind,
        leadId: link.leadId,
        siteUrl: options.siteUrl,
        now: link.now,
        whatsapp: link.whatsapp,
      });
    });
    if (queued) onMailQueued();
    return queued;
  }

  return {
    /** E-mails the link that confirms a copy request to the address it names. */
    sendCopyLink(requestId: number, email: string, locale: Locale, now: Date) {
      const reference = referenceNumber(requestId, todayInKolkata(now));
      const words = privacyNoticeCopy[locale].copyEmail;
      return mailLink({
        subject: copySubject(requestId),
        path: copyPath,
        to: email,
        locale,
        mail: (link) => ({
          subject: fill(words.subject, { reference }),
          text: fill(words.text, { link }),
        }),
        whatsapp: { template: "data_copy_ready", params: [] },
        leadKind: "privacy",
        leadId: requestId,
        now,
      });
    },

    withdrawAddress,

    /**
     * E-mails the link that confirms a newsletter subscription (double opt-in, issue 30), with
     * the withdraw link every e-mail to a person carries.
     */
    sendSubscribeLink(subscriberId: number, email: string, locale: Locale, now: Date) {
      const words = privacyNoticeCopy[locale].subscribeEmail;
      return mailLink({
        subject: `subscribe:${subscriberId}`,
        path: subscribePath,
        to: email,
        locale,
        mail: (link) => ({
          subject: fill(words.subject, { company: shownCompany(locale).name }),
          text: fill(words.text, { link }),
        }),
        leadKind: "newsletter",
        leadId: subscriberId,
        now,
      });
    },

    /** The address a subscription link is for, or null for a link that opens nothing. */
    async subscribeAddress(token: string, now: Date): Promise<string | null> {
      return (await subscription(token, now))?.email ?? null;
    },

    /** Confirms the link's subscription and records the newsletter's consent; null: no link. */
    async confirmSubscription(token: string, now: Date) {
      const row = await subscription(token, now);
      if (!row) return null;
      await db.transaction().execute(async (trx) => {
        const confirmed = await trx
          .updateTable("newsletter_subscribers")
          .set({ confirmed_at: now.toISOString() })
          .where("id", "=", row.id)
          .where("confirmed_at", "is", null)
          .executeTakeFirst();
        if (Number(confirmed.numUpdatedRows) !== 1) return;
        await recordConsents(trx, {
          email: row.email,
          purposes: ["newsletter"],
          action: "given",
          noticeVersion: row.notice_version,
          language: row.language,
          source: "form:newsletter",
          at: now.toISOString(),
        });
      });
      return { email: row.email };
    },

    /** Withdraws every consent of the link's address and unsubscribes it; null: no such link. */
    async withdraw(token: string, locale: Locale, now: Date) {
      const email = await withdrawAddress(token, now);
      if (!email) return null;
      const { withdrawn } = await withdrawAll(db, {
        email,
        language: locale,
        source: "withdraw-link",
        now,
      });
      return { email, withdrawn };
    },

    /** The address a copy link is for (before it is confirmed), or null. */
    async copyAddress(token: string, now: Date): Promise<string | null> {
      return (await copyRequest(token, now))?.email ?? null;
    },

    /**
     * The copy, once confirmed: every record of the address. By the address alone, not a phone
     * number typed on a form, so nothing about anyone else comes with it.
     */
    async confirmCopy(token: string, now: Date) {
      const request = await copyRequest(token, now);
      if (!request) return null;
      await db
        .updateTable("privacy_requests")
        .set({ confirmed_at: now.toISOString() })
        .where("id", "=", request.id)
        .where("confirmed_at", "is", null)
        .execute();
      const data = await personalDataOf(db, engine, { email: request.email });
      return { email: request.email, data };
    },
  };
}
