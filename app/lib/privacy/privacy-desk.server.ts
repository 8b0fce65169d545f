import type { AppDatabase } from "~/lib/db/database.server";
import { privacyNoticeCopy } from "~/content/copy/privacy-notice.server";
import { fill } from "~/lib/i18n/fill";
import { type Locale, localePath } from "~/lib/i18n/locale";
import { todayInKolkata } from "~/lib/kolkata-day";
import { createPrivateLink, findPrivateLink } from "~/lib/private-links/private-links.server";
import { withdrawAll } from "./consent-store.server";
import { copyPath } from "~/lib/private-links/private-link-paths";
import { queuePersonMail } from "./person-mail.server";
import { personalDataOf } from "./personal-data.server";
import { referenceNumber } from "./rights-requests";

// What the visitor's side of privacy does with the database (issue 23): the copy request's
// e-mailed confirmation, the withdrawal behind an e-mail's link, and the copy itself. Every
// link is a private link of purpose 'privacy' (one module makes and checks them all).

const copyLinkLifeMs = 7 * 24 * 60 * 60 * 1000;
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

  /** The address a withdraw link is for, or null for a link that opens nothing. */
  async function withdrawAddress(token: string, now: Date): Promise<string | null> {
    const link = await findPrivateLink(db, "privacy", token, now);
    return link?.subjectId.startsWith("withdraw:")
      ? link.subjectId.slice("withdraw:".length)
      : null;
  }

  /** The copy request a link confirms, or null. */
  async function copyRequest(token: string, now: Date) {
    const link = await findPrivateLink(db, "privacy", token, now);
    if (!link?.subjectId.startsWith("copy:")) return null;
    const id = Number(link.subjectId.slice("copy:".length));
    const request = await db
      .selectFrom("privacy_requests")
      .select(["id", "email", "kind", "created_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    return request && request.kind === "copy" && request.email ? request : null;
  }

  return {
    /** E-mails the link that confirms a copy request to the address it names. */
    async sendCopyLink(requestId: number, email: string, locale: Locale, now: Date) {
      if (!options.enabled) return false;
      const words = privacyNoticeCopy[locale].copyEmail;
      const reference = referenceNumber(requestId, todayInKolkata(now));
      await db.transaction().execute(async (trx) => {
        const token = await createPrivateLink(trx, {
          purpose: "privacy",
          subjectId: copySubject(requestId),
          expiresAt: new Date(now.getTime() + copyLinkLifeMs),
          now,
        });
        const link = new URL(localePath(locale, copyPath(token)), options.siteUrl).href;
        await queuePersonMail(trx, {
          to: email,
          locale,
          mail: {
            subject: fill(words.subject, { reference }),
            text: fill(words.text, { link }),
          },
          leadKind: "privacy",
          leadId: requestId,
          siteUrl: options.siteUrl,
          now,
        });
      });
      onMailQueued();
      return true;
    },

    withdrawAddress,

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
