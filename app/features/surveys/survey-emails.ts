import { surveyCopy as en, type SurveyCopy } from "~/content/copy/en/survey";
import { surveyCopy as or } from "~/content/copy/or/survey";
import { shownCompany } from "~/lib/content/shown-company";
import { pagePaths } from "~/content/pages";
import { fill } from "~/lib/i18n/fill";
import { type Locale, localePath } from "~/lib/i18n/locale";
import { inboxLeadUrl } from "~/lib/inbox/inbox-paths";
import type { OutgoingEmail } from "~/lib/mail/outgoing-email";
import { calendarFile } from "~/lib/calendar/calendar-file";
import { slotLabel } from "~/lib/time/kolkata-words";

// The e-mails about a site survey, each a pure function of its data and language: the
// visitor's (booked, moved, confirmed, cancelled, the day-before reminder) with the calendar
// file and the private link, and the staff's notice (English, like the rest of the inbox).

export type SurveyNotice = "booked" | "moved" | "confirmed" | "cancelled" | "reminder";

export interface SurveyEmailData {
  surveyId: number;
  /** The calendar file's SEQUENCE for this e-mail. */
  sequence: number;
  /** UTC ISO 8601. */
  start: string;
  end: string;
  name: string;
  email: string;
  /** Where the engineer goes: the street address, else the PIN code or town. */
  place: string;
  /** The survey's private page, absolute. */
  link: string;
  /** The public origin (VITE_SITE_URL). */
  siteUrl: string;
  /** When the e-mail is written. */
  stamp: Date;
}

const words: Record<Locale, SurveyCopy> = { en, or };

/** The survey's UID in every calendar file about it. */
export function surveyUid(surveyId: number, siteUrl: string): string {
  return `survey-${surveyId}@${new URL(siteUrl).hostname.replace(/^www\./, "")}`;
}

export function composeSurveyEmail(
  notice: SurveyNotice,
  data: SurveyEmailData,
  locale: Locale,
): OutgoingEmail {
  const copy = words[locale];
  const when = slotLabel(data.start, data.end, locale, copy);
  const privacy = new URL(localePath(locale, pagePaths.privacyPolicy), data.siteUrl).href;
  const cancelled = notice === "cancelled";
  const calendar = calendarFile({
    uid: surveyUid(data.surveyId, data.siteUrl),
    sequence: data.sequence,
    start: data.start,
    end: data.end,
    stamp: data.stamp,
    title: fill(copy.emails.calendarTitle, { company: shownCompany(locale).name }),
    description: copy.emails.calendarText,
    location: data.place,
    organizer: { name: shownCompany(locale).name, email: shownCompany(locale).email },
    attendee: { name: data.name, email: data.email },
    cancelled,
  });
  const message = copy.emails[notice];
  return {
    subject: fill(message.subject, { when }),
    text: [
      fill(copy.emails.greeting, { name: data.name }),
      "",
      fill(message.text, { when }),
      "",
      copy.emails.moveOrCancel,
      data.link,
      "",
      copy.emails.calendar,
      "",
      fill(copy.emails.signature, {
        company: shownCompany(locale).name,
        phone: shownCompany(locale).phoneDisplay,
      }),
      "",
      fill(copy.emails.privacy, { privacy }),
    ].join("\n"),
    attachments: [
      {
        filename: "site-survey.ics",
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`,
        content: calendar,
      },
    ],
  };
}

const staffVerbs: Record<Exclude<SurveyNotice, "reminder">, string> = {
  booked: "booked",
  moved: "moved",
  confirmed: "confirmed",
  cancelled: "cancelled",
};

/** The staff's notice of a visitor's booking, move or cancellation (English). */
export function composeSurveyStaffEmail(
  notice: Exclude<SurveyNotice, "reminder">,
  data: Pick<SurveyEmailData, "start" | "end" | "name" | "email" | "place" | "siteUrl"> & {
    leadId: number;
    phone: string;
    by: string;
  },
): OutgoingEmail {
  const when = slotLabel(data.start, data.end, "en", en);
  return {
    subject: `Site survey ${staffVerbs[notice]} by ${data.by}: ${data.name}, ${when}`,
    text: [
      `The site survey of ${data.name} was ${staffVerbs[notice]} by ${data.by}.`,
      "",
      `When: ${when} (India time)`,
      `Where: ${data.place}`,
      `Phone: ${data.phone}`,
      `Email: ${data.email}`,
      "",
      `Open the lead in the inbox: ${inboxLeadUrl(data.siteUrl, "quote", data.leadId)}`,
    ].join("\n"),
  };
}

/** The WhatsApp templates of the customer's notices; a confirmation follows a booking unsaid. */
const whatsappTemplateOf = {
  booked: "survey_booked",
  moved: "survey_moved",
  cancelled: "survey_cancelled",
  reminder: "survey_reminder",
  confirmed: undefined,
} as const;

/** The same notice on WhatsApp (issue 34), for a customer who opted in to it. */
export function composeSurveyWhatsApp(
  notice: SurveyNotice,
  data: { name: string; start: string; end: string; link: string },
  locale: Locale,
) {
  const template = whatsappTemplateOf[notice];
  if (!template) return undefined;
  const when = slotLabel(data.start, data.end, locale, words[locale]);
  return { template, params: [data.name, when], link: data.link };
}
