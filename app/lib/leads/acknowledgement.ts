import { shownCompany } from "~/lib/content/shown-company";
import { acknowledgementCopy as en } from "~/content/copy/en/acknowledgement";
import { acknowledgementCopy as or } from "~/content/copy/or/acknowledgement";
import { fill } from "~/lib/i18n/fill";
import type { Locale } from "~/lib/i18n/locale";

// The visitor's own e-mail for a message or a quote request, in their language: thanks, when
// we will be in touch, the survey's link where there is one, and the phone. A pure function of
// its data (the outbox adds the withdraw link and privacy contact, queuePersonMail).

const words = { en, or } as const;

export function composeAcknowledgement(
  enquiry: { kind: "contact" | "quote"; name: string; surveyLink?: string },
  locale: Locale,
): { subject: string; text: string } {
  const copy = words[locale];
  const values = {
    company: shownCompany(locale).name,
    phone: shownCompany(locale).phoneDisplay,
    name: enquiry.name,
  };
  const kind = copy[enquiry.kind];
  return {
    subject: fill(kind.subject, values),
    text: [
      fill(copy.greeting, values),
      "",
      kind.thanks,
      ...(enquiry.kind === "quote" && enquiry.surveyLink
        ? ["", copy.quote.survey, enquiry.surveyLink]
        : []),
      "",
      fill(copy.call, values),
      "",
      shownCompany(locale).name,
    ].join("\n"),
  };
}
