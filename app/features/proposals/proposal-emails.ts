import { proposalCopy as en, type ProposalCopy } from "~/content/copy/en/proposal";
import { proposalCopy as or } from "~/content/copy/or/proposal";
import { shownCompany } from "~/lib/content/shown-company";
import { pagePaths } from "~/content/pages";
import { fill } from "~/lib/i18n/fill";
import { formatDate } from "~/lib/i18n/format";
import { type Locale, localePath } from "~/lib/i18n/locale";
import { inboxLeadUrl } from "~/lib/inbox/inbox-paths";
import { formatNumber, formatRupees } from "~/lib/indian-number";
import type { IsoDay } from "~/lib/time/kolkata-day";
import type { OutgoingEmail } from "~/lib/mail/outgoing-email";

// The e-mails about a proposal, each a pure function of its data and language: the customer's
// "your proposal" (first version or a new one) with its private link, and the staff's notice
// that it was accepted (English, like the rest of the inbox).

const words: Record<Locale, ProposalCopy> = { en, or };

export interface ProposalEmailData {
  name: string;
  number: string;
  version: number;
  sizeKw: number;
  validUntil: IsoDay;
  /** The proposal's private page, absolute. */
  link: string;
  /** The public origin (VITE_SITE_URL). */
  siteUrl: string;
}

/** The customer's e-mail with the link to their proposal, in their language. */
export function composeProposalEmail(data: ProposalEmailData, locale: Locale): OutgoingEmail {
  const copy = words[locale].emails;
  const message = data.version > 1 ? copy.revised : copy.sent;
  const values = {
    company: shownCompany(locale).name,
    number: data.number,
    version: String(data.version),
    size: formatNumber(data.sizeKw, Number.isInteger(data.sizeKw) ? 0 : 1),
  };
  const privacy = new URL(localePath(locale, pagePaths.privacyPolicy), data.siteUrl).href;
  return {
    subject: fill(message.subject, values),
    text: [
      fill(copy.greeting, { name: data.name }),
      "",
      fill(message.text, values),
      data.link,
      "",
      fill(copy.valid, { date: formatDate(data.validUntil, locale) }),
      fill(copy.questions, { phone: shownCompany(locale).phoneDisplay }),
      "",
      fill(copy.signature, {
        company: shownCompany(locale).name,
        phone: shownCompany(locale).phoneDisplay,
      }),
      "",
      fill(copy.privacy, { privacy }),
    ].join("\n"),
  };
}

/** The staff's notice that a customer accepted a proposal online (English). */
export function composeProposalAcceptedEmail(data: {
  leadId: number;
  number: string;
  version: number;
  customerName: string;
  acceptedName: string;
  /** UTC ISO 8601. */
  acceptedAt: string;
  price: number;
  phone: string;
  email: string;
  siteUrl: string;
}): OutgoingEmail {
  const when = new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(new Date(data.acceptedAt));
  return {
    subject: `Proposal accepted: ${data.number} v${data.version}, ${data.customerName}`,
    text: [
      `${data.customerName} accepted proposal ${data.number}, version ${data.version}, online.`,
      "",
      `Name typed: ${data.acceptedName}`,
      `When: ${when} (India time)`,
      `Price with GST: ${formatRupees(data.price)}`,
      `Phone: ${data.phone}`,
      `Email: ${data.email}`,
      "",
      `Open the lead in the inbox: ${inboxLeadUrl(data.siteUrl, "quote", data.leadId)}`,
    ].join("\n"),
  };
}
