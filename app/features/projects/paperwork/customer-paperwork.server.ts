import type { Locale } from "~/lib/i18n/locale";
import { fill } from "~/lib/i18n/fill";
import { formatDate } from "~/lib/i18n/format";
import { localePath } from "~/lib/i18n/locale";
import type { projectCopy } from "~/content/copy/project.server";
import type { CustomerCategory } from "~/lib/planner-rules";
import type { ProjectStep } from "~/features/projects/project-steps";
import type { DocumentItemId } from "./document-items";
import type { PaperworkStore } from "./paperwork-store.server";
import { type FindingsStore, findingsSummary } from "~/features/surveys/index.server";
import { formatNumber } from "~/lib/indian-number";

// What the customer's project page shows of the paperwork (issue 35), in their language: each
// document with its state (and why it was rejected), the file they may open again, the names
// that must be corrected, and the equipment with its warranty dates. Staff's names and notes
// stay in the inbox.

type Words = (typeof projectCopy)[Locale];

export async function customerPaperwork(
  { paperwork, findings }: { paperwork: PaperworkStore; findings?: FindingsStore },
  project: {
    id: number;
    category: CustomerCategory;
    steps: readonly ProjectStep[];
    leadKind: string;
    leadId: number;
  },
  { locale, token, words }: { locale: Locale; token: string; words: Words },
) {
  const [checklist, { mismatches }, { entries }, surveyed] = await Promise.all([
    paperwork.checklist(project.id, project.category, project.steps),
    paperwork.names(project.id),
    paperwork.equipment(project.id),
    project.leadKind === "quote" && findings ? findings.of(project.leadId) : null,
  ]);
  const documents = checklist.map((entry) => ({
    item: entry.item,
    ...words.documents.items[entry.item],
    provider: entry.provider,
    state: entry.state,
    reason: entry.state === "rejected" ? (entry.latest?.reason ?? "") : "",
    fileHref: entry.latest
      ? localePath(locale, `/project/${token}/files/${entry.latest.fileId}`)
      : null,
  }));
  const sources = words.names.sources;
  const nameProblems = mismatches.map(({ a, b }) =>
    fill(words.names.mismatch, { a: sources[a], b: sources[b] }),
  );
  const day = (value: string | null) => (value ? formatDate(value, locale) : "");
  const equipment = entries.map((entry) => ({
    kind: entry.kind,
    line: fill(words.equipment[entry.kind], {
      count: entry.serials.length,
      make: entry.make,
      model: entry.model,
      watts: entry.watts ?? "",
    }),
    warranty:
      entry.warrantyStart && entry.warrantyEnd
        ? fill(words.equipment.warranty, {
            start: day(entry.warrantyStart),
            end: day(entry.warrantyEnd),
          })
        : "",
    serials: entry.serials,
  }));
  const survey = surveyed
    ? {
        by: fill(words.survey.by, {
          engineer: surveyed.engineer,
          date: day(surveyed.surveyedOn),
        }),
        lines: findingsSummary(surveyed, words.survey, (value) =>
          formatNumber(value, Number.isInteger(value) ? 0 : 1),
        ),
        note: surveyed.note,
      }
    : null;
  return { documents, nameProblems, equipment, survey };
}

/** The items the customer may send from their page: theirs, on the project's list. */
export function customerItems(documents: { item: DocumentItemId; provider: string }[]) {
  return documents.filter((document) => document.provider === "customer").map((d) => d.item);
}
