import { shownCompany } from "~/lib/content/shown-company";
import { projectCopy } from "~/content/copy/project.server";
import { pagePaths } from "~/content/pages";
import { fill } from "~/lib/i18n/fill";
import { formatDate } from "~/lib/i18n/format";
import { type Locale, localePath } from "~/lib/i18n/locale";
import type { IsoDay } from "~/lib/time/kolkata-day";
import type { OutgoingEmail } from "~/lib/mail/outgoing-email";
import type { ProjectStepId } from "./project-steps";

// The e-mails to a customer about their project, each a pure function of its data and
// language: "a step is done" (what was done, our note, what comes next and roughly when, what
// to keep ready, the link) and "here is your page's link" (staff sent it again). Every one
// carries the privacy policy's link, where a person asks for their data to be erased.

export interface StepDoneEmailData {
  name: string;
  step: ProjectStepId;
  doneOn: IsoDay;
  /** The step's note for the customer, if staff wrote one. */
  customerNote: string;
  /** The next step that applies and is not done, with its expected day; null: all done. */
  next: { step: ProjectStepId; expectedOn: IsoDay | null } | null;
  /** The project's private page, absolute. */
  link: string;
  siteUrl: string;
}

function footer(locale: Locale, siteUrl: string): string[] {
  const words = projectCopy[locale].emails;
  const privacy = new URL(localePath(locale, pagePaths.privacyPolicy), siteUrl).href;
  return [
    fill(words.signature, {
      company: shownCompany(locale).name,
      phone: shownCompany(locale).phoneDisplay,
    }),
    "",
    fill(words.privacy, { privacy }),
  ];
}

export function composeStepDoneEmail(data: StepDoneEmailData, locale: Locale): OutgoingEmail {
  const copy = projectCopy[locale];
  const words = copy.emails;
  const title = copy.steps[data.step].title;
  const next = data.next ? copy.steps[data.next.step] : null;
  const lines = [
    fill(words.greeting, { name: data.name }),
    "",
    fill(words.done, { step: title, date: formatDate(data.doneOn, locale) }),
  ];
  if (data.customerNote.trim())
    lines.push("", fill(words.note, { note: data.customerNote.trim() }));
  lines.push("");
  if (data.next && next) {
    lines.push(
      data.next.expectedOn
        ? fill(words.nextExpected, {
            step: next.title,
            date: formatDate(data.next.expectedOn, locale),
          })
        : fill(words.next, { step: next.title }),
    );
    if (next.keepReady) lines.push(fill(words.keepReady, { text: next.keepReady }));
  } else {
    lines.push(words.finished);
  }
  lines.push("", words.link, data.link, "", ...footer(locale, data.siteUrl));
  return { subject: fill(words.subject, { step: title }), text: lines.join("\n") };
}

/** The page's link again (staff pressed "Send the link"), on its own. */
export function composeProjectLinkEmail(
  data: { name: string; link: string; siteUrl: string },
  locale: Locale,
): OutgoingEmail {
  const words = projectCopy[locale].emails;
  return {
    subject: words.linkSubject,
    text: [
      fill(words.greeting, { name: data.name }),
      "",
      words.linkSent,
      data.link,
      "",
      ...footer(locale, data.siteUrl),
    ].join("\n"),
  };
}

/** The step done on WhatsApp (issue 34): its title in the customer's language and the link. */
export function composeStepDoneWhatsApp(
  data: Pick<StepDoneEmailData, "name" | "step" | "link">,
  locale: Locale,
) {
  return {
    template: "project_step_done" as const,
    params: [data.name, projectCopy[locale].steps[data.step].title],
    link: data.link,
  };
}
