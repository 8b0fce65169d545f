import { shownCompany } from "~/lib/content/shown-company";
import { serviceCopy } from "~/content/copy/service.server";
import { calendarFile } from "~/lib/calendar/calendar-file";
import { fill } from "~/lib/i18n/fill";
import type { Locale } from "~/lib/i18n/locale";
import type { OutgoingEmail } from "~/lib/mail/outgoing-email";
import type { ServiceProblem } from "./service-rules";

// The e-mails that tell a customer of their service request (issue 36), each a pure function
// of its data and language: received, a visit booked (or moved) and a visit cancelled, each
// with the visit's calendar file, waiting for a part, resolved. Each ends with the link to
// their project's page, where the request's state is shown and the visit moved or cancelled.
// The WhatsApp twin of each is one template (service_update) with the moment in a line.

/** A booked visit, as its calendar file tells it. */
export interface VisitTime {
  /** UTC ISO 8601. */
  start: string;
  end: string;
  /** The visit in words, in the customer's language. */
  when: string;
  /** The file's SEQUENCE: higher with each change, so a calendar updates its entry. */
  sequence: number;
}

export type ServiceMoment =
  | { kind: "received"; problem: ServiceProblem }
  | ({ kind: "visit" } & VisitTime)
  | ({ kind: "visit-cancelled" } & VisitTime)
  | { kind: "parts"; parts: string }
  | { kind: "resolved"; resolution: string };

export interface ServiceEmailData {
  name: string;
  reference: string;
  /** The project's private page, absolute. */
  link: string;
  /** For the calendar file: the ticket's id, the customer's address, the public origin. */
  ticketId?: number;
  email?: string;
  siteUrl?: string;
  stamp?: Date;
  /** Where the engineer goes: the customer's place as they gave it. */
  place?: string;
}

/** The visit's UID in every calendar file about it: one entry per ticket. */
export const visitUid = (ticketId: number, siteUrl: string) =>
  `service-${ticketId}@${new URL(siteUrl).hostname.replace(/^www\./, "")}`;

/** What the moment says, filled into the e-mail's sentence or the WhatsApp line. */
function momentValues(moment: ServiceMoment, locale: Locale): Record<string, string> {
  switch (moment.kind) {
    case "received":
      return { problem: serviceCopy[locale].form.problems[moment.problem] };
    case "visit":
    case "visit-cancelled":
      return { when: moment.when };
    case "parts":
      return { parts: moment.parts };
    case "resolved":
      return { resolution: moment.resolution };
  }
}

export function composeServiceEmail(
  moment: ServiceMoment,
  data: ServiceEmailData,
  locale: Locale,
): OutgoingEmail {
  const copy = serviceCopy[locale];
  const words = copy.emails;
  const values = { reference: data.reference, ...momentValues(moment, locale) };
  const sentences: Record<ServiceMoment["kind"], readonly [string, string]> = {
    received: [words.receivedSubject, words.received],
    visit: [words.visitSubject, words.visit],
    "visit-cancelled": [words.cancelledSubject, words.cancelled],
    parts: [words.partsSubject, words.parts],
    resolved: [words.resolvedSubject, words.resolved],
  };
  const [subject, body] = sentences[moment.kind];
  const company = shownCompany(locale);
  const text = [
    fill(words.greeting, { name: data.name }),
    "",
    fill(body, values),
    "",
    words.link,
    data.link,
    "",
    fill(words.signature, { company: company.name, phone: company.phoneDisplay }),
  ].join("\n");
  const email: OutgoingEmail = { subject: fill(subject, values), text };
  if (
    (moment.kind === "visit" || moment.kind === "visit-cancelled") &&
    data.ticketId !== undefined &&
    data.email &&
    data.siteUrl
  ) {
    const cancelled = moment.kind === "visit-cancelled";
    email.attachments = [
      {
        filename: "service-visit.ics",
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`,
        content: calendarFile({
          uid: visitUid(data.ticketId, data.siteUrl),
          sequence: moment.sequence,
          start: moment.start,
          end: moment.end,
          stamp: data.stamp ?? new Date(),
          title: fill(words.calendarTitle, { company: company.name }),
          description: fill(words.calendarText, { reference: data.reference }),
          location: data.place ?? "",
          organizer: { name: company.name, email: company.email },
          attendee: { name: data.name, email: data.email },
          cancelled,
        }),
      },
    ];
  }
  return email;
}

/** The moment's WhatsApp message: the service_update template, with the page's link. */
export function composeServiceWhatsApp(
  moment: ServiceMoment,
  data: Pick<ServiceEmailData, "name" | "reference" | "link">,
  locale: Locale,
) {
  return {
    template: "service_update" as const,
    params: [
      data.name,
      data.reference,
      fill(serviceCopy[locale].whatsapp[moment.kind], momentValues(moment, locale)),
    ],
    link: data.link,
  };
}
