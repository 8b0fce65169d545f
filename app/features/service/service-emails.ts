import { shownCompany } from "~/lib/content/shown-company";
import { serviceCopy } from "~/content/copy/service.server";
import { fill } from "~/lib/i18n/fill";
import type { Locale } from "~/lib/i18n/locale";
import type { OutgoingEmail } from "~/lib/mail/outgoing-email";
import type { ServiceProblem } from "./service-rules";

// The e-mails that tell a customer of their service request (issue 36), each a pure function
// of its data and language: received, a visit booked, waiting for a part, resolved. Each ends
// with the link to their project's page, where the request's state is shown.

export type ServiceMoment =
  | { kind: "received"; problem: ServiceProblem }
  | { kind: "visit"; when: string }
  | { kind: "parts"; parts: string }
  | { kind: "resolved"; resolution: string };

export interface ServiceEmailData {
  name: string;
  reference: string;
  /** The project's private page, absolute. */
  link: string;
}

export function composeServiceEmail(
  moment: ServiceMoment,
  data: ServiceEmailData,
  locale: Locale,
): OutgoingEmail {
  const copy = serviceCopy[locale];
  const words = copy.emails;
  const reference = data.reference;
  const [subject, body] = {
    received: () => [
      words.receivedSubject,
      fill(words.received, {
        reference,
        problem: moment.kind === "received" ? copy.form.problems[moment.problem] : "",
      }),
    ],
    visit: () => [
      words.visitSubject,
      fill(words.visit, { reference, when: moment.kind === "visit" ? moment.when : "" }),
    ],
    parts: () => [
      words.partsSubject,
      fill(words.parts, { reference, parts: moment.kind === "parts" ? moment.parts : "" }),
    ],
    resolved: () => [
      words.resolvedSubject,
      fill(words.resolved, {
        reference,
        resolution: moment.kind === "resolved" ? moment.resolution : "",
      }),
    ],
  }[moment.kind]();
  const company = shownCompany(locale);
  const text = [
    fill(words.greeting, { name: data.name }),
    "",
    body,
    "",
    words.link,
    data.link,
    "",
    fill(words.signature, { company: company.name, phone: company.phoneDisplay }),
  ].join("\n");
  return { subject: fill(subject!, { reference }), text };
}
