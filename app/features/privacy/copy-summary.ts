import { privacyNoticeCopy as enNotice } from "~/content/copy/en/privacy-notice";
import { projectCopy as enProject } from "~/content/copy/en/project";
import { surveyCopy as enSurvey } from "~/content/copy/en/survey";
import { privacyNoticeCopy as orNotice } from "~/content/copy/or/privacy-notice";
import { projectCopy as orProject } from "~/content/copy/or/project";
import { surveyCopy as orSurvey } from "~/content/copy/or/survey";
import { fill } from "~/lib/i18n/fill";
import { formatDate } from "~/lib/i18n/format";
import type { Locale } from "~/lib/i18n/locale";
import { todayInKolkata } from "~/lib/time/kolkata-day";
import { slotLabel } from "~/lib/time/kolkata-words";

// The copy of a person's data as a page they can read (issue 30: it was a raw dump of tables,
// 32,000 px tall, in English column names): each kind of record under a heading in their
// language, each record a few labelled lines that fit a phone. What staff wrote about them is
// in it, labelled as such. The JSON download keeps every field as stored. A pure function of
// the registry's records and the language.

const words = {
  en: {
    notice: enNotice.copy,
    consents: enNotice.consents,
    kinds: enNotice.rightsPage.kinds,
    project: enProject,
    survey: enSurvey,
  },
  or: {
    notice: orNotice.copy,
    consents: orNotice.consents,
    kinds: orNotice.rightsPage.kinds,
    project: orProject,
    survey: orSurvey,
  },
} as const;

export interface CopyItem {
  /** The record's own heading (a date, a proposal's number), if it has one. */
  heading?: string;
  /** Label and value, in the person's language; empty values are left out. */
  lines: [string, string][];
}

export interface CopySection {
  id: string;
  title: string;
  note?: string;
  items: CopyItem[];
}

type Row = Record<string, unknown>;
type Records = Record<string, Row[]>;

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export function summariseCopy(records: Records, locale: Locale): CopySection[] {
  const w = words[locale];
  const f = w.notice.fields;
  const day = (instant: unknown) =>
    instant ? formatDate(todayInKolkata(new Date(String(instant))), locale) : "";
  const isoDay = (value: unknown) => (value ? formatDate(String(value), locale) : "");
  const status = (value: unknown) =>
    w.notice.statuses[text(value) as keyof typeof w.notice.statuses] ?? text(value);
  const rows = (table: string) => records[table] ?? [];
  const item = (heading: string | undefined, lines: [string, unknown][]): CopyItem => ({
    ...(heading ? { heading } : {}),
    lines: lines
      .map(([label, value]) => [label, text(value)] as [string, string])
      .filter(([, value]) => value !== ""),
  });
  const proposals = new Map(rows("proposals").map((row) => [row.id, text(row.number)]));
  const notes = rows("lead_events").filter((event) => event.type === "note");

  const sections: CopySection[] = [
    {
      id: "contact",
      title: w.notice.sections.contact,
      items: rows("contact_messages").map((row) =>
        item(day(row.created_at), [
          [f.name, row.name],
          [f.phone, row.phone],
          [f.message, row.message],
        ]),
      ),
    },
    {
      id: "quote",
      title: w.notice.sections.quote,
      items: rows("quote_requests").map((row) =>
        item(day(row.created_at), [
          [f.name, row.name],
          [f.phone, row.phone],
          [f.address, row.address],
          [f.location, row.location],
          [f.roofSize, row.roof_size ? `${text(row.roof_size)} m²` : ""],
          [f.message, row.message],
        ]),
      ),
    },
    {
      id: "privacy",
      title: w.notice.sections.privacy,
      items: rows("privacy_requests").map((row) =>
        item(day(row.created_at), [
          [f.kind, w.kinds[text(row.kind) as keyof typeof w.kinds] ?? text(row.kind)],
          [f.message, row.message],
        ]),
      ),
    },
    {
      id: "newsletter",
      title: w.notice.sections.newsletter,
      items: rows("newsletter_subscribers").map((row) => item(day(row.created_at), [])),
    },
    {
      id: "consents",
      title: w.notice.sections.consents,
      items: rows("consent_records").map((row) =>
        item(day(row.created_at), [
          [
            row.action === "withdrawn" ? f.withdrawn : f.given,
            w.consents[text(row.purpose) as keyof typeof w.consents] ?? text(row.purpose),
          ],
        ]),
      ),
    },
    {
      id: "surveys",
      title: w.notice.sections.surveys,
      items: rows("surveys").map((row) =>
        item(undefined, [
          [f.time, slotLabel(text(row.slot_start), text(row.slot_end), locale, w.survey)],
          [f.status, status(row.status)],
        ]),
      ),
    },
    {
      id: "proposals",
      title: w.notice.sections.proposals,
      items: rows("proposal_versions")
        .filter((row) => row.sent_at)
        .map((row) =>
          item(
            fill(f.proposal, {
              number: proposals.get(row.proposal_id) ?? "",
              version: text(row.version),
            }),
            [
              [f.sent, day(row.sent_at)],
              [f.acceptedBy, row.accepted_name],
            ],
          ),
        ),
    },
    {
      id: "projects",
      title: w.notice.sections.projects,
      items: rows("project_steps")
        .filter(
          (row) =>
            row.applies !== 0 &&
            (row.done_on || row.expected_on || row.customer_note || row.staff_note),
        )
        .map((row) =>
          item(
            w.project.steps[text(row.step) as keyof typeof w.project.steps]?.title ??
              text(row.step),
            [
              [f.done, isoDay(row.done_on)],
              [f.expected, row.done_on ? "" : isoDay(row.expected_on)],
              [f.customerNote, row.customer_note],
              [f.staffNote, row.staff_note],
            ],
          ),
        ),
    },
    {
      id: "notes",
      title: w.notice.sections.notes,
      note: w.notice.notesWhy,
      items: notes.map((event) =>
        item(day(event.created_at), [
          [f.what, (JSON.parse(text(event.details)) as { text?: string }).text],
        ]),
      ),
    },
    {
      id: "nextSteps",
      title: w.notice.sections.nextSteps,
      items: rows("lead_next_steps").map((row) =>
        item(undefined, [
          [f.what, row.what],
          [f.due, day(row.due_at)],
        ]),
      ),
    },
    {
      id: "mail",
      title: w.notice.sections.mail,
      items: rows("mail_outbox").map((row) =>
        item(day(row.created_at), [[f.subject, row.subject]]),
      ),
    },
    {
      id: "links",
      title: w.notice.sections.links,
      items: rows("private_links").map((row) =>
        item(day(row.created_at), [
          [
            f.purpose,
            w.notice.linkPurposes[text(row.purpose) as keyof typeof w.notice.linkPurposes] ??
              text(row.purpose),
          ],
          [f.validUntil, row.revoked_at ? "" : day(row.expires_at)],
        ]),
      ),
    },
  ];
  return sections.filter((section) => section.items.length > 0);
}
