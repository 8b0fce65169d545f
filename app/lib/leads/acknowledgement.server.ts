import type { AppDatabase } from "~/lib/db/database.server";
import type { Locale } from "~/lib/i18n/locale";
import { queuePersonMail } from "~/lib/privacy/person-mail.server";
import { composeAcknowledgement } from "./acknowledgement";

// Queues the visitor's acknowledgement of a stored message or quote request (issue 30), where
// e-mail is set up; the form's answer never waits on it failing.

export interface AcknowledgementOptions {
  /** Whether e-mail is set up (SMTP_URL): without it nothing is queued. */
  enabled: boolean;
  /** The public origin (VITE_SITE_URL). */
  siteUrl: string;
  onMailQueued?: () => void;
}

export type Acknowledgements = ReturnType<typeof acknowledgements>;

export function acknowledgements({ db }: AppDatabase, options: AcknowledgementOptions) {
  return {
    /** E-mails the visitor; `surveyPath`: their survey link's path, in their language. */
    async send(
      enquiry: { kind: "contact" | "quote"; id: number; name: string; email: string },
      locale: Locale,
      { surveyPath, now }: { surveyPath?: string; now: Date },
    ): Promise<boolean> {
      if (!options.enabled || !enquiry.email) return false;
      const surveyLink = surveyPath ? new URL(surveyPath, options.siteUrl).href : undefined;
      const queued = await db.transaction().execute((trx) =>
        queuePersonMail(trx, {
          to: enquiry.email,
          locale,
          mail: composeAcknowledgement(
            { kind: enquiry.kind, name: enquiry.name, surveyLink },
            locale,
          ),
          leadKind: enquiry.kind,
          leadId: enquiry.id,
          siteUrl: options.siteUrl,
          now,
          whatsapp: surveyLink
            ? { template: "enquiry_received", params: [enquiry.name], link: surveyLink }
            : { template: "message_received", params: [enquiry.name] },
        }),
      );
      if (queued) options.onMailQueued?.();
      return queued;
    },
  };
}
