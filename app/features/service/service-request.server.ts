import * as z from "zod/mini";
import { projectCopy } from "~/content/copy/project.server";
import { serviceCopy } from "~/content/copy/service.server";
import type { Locale } from "~/lib/i18n/locale";
import { findAadhaarLike } from "~/lib/privacy/aadhaar";
import { slotLabel } from "~/lib/time/kolkata-words";
import { surveyCopy } from "~/content/copy/survey.server";
import { serviceRequestSchema } from "./service-request";
import type { ServiceStore } from "./service-store.server";
import type { ContractStore } from "./contract-store.server";
import { maintenanceCopy } from "~/content/copy/maintenance.server";
import { fill } from "~/lib/i18n/fill";
import { formatDate } from "~/lib/i18n/format";
import type { IsoDay } from "~/lib/time/kolkata-day";
import type { ShownTicket } from "./service-request-form";
import type { VisitOutcome } from "./customer-visit";
import { ticketIdOf } from "./service-rules";
import type { SurveyStore } from "~/features/surveys/index.server";

// The customer's side of after-sales on their project page (issue 36): the service request
// read with the form's own schema, their tickets and their maintenance contract as the page
// shows them.

export type ServiceAnswer =
  | { ok: true; reference: string }
  | { ok: false; missing: true }
  | { ok: false; photoProblem: string };

export async function takeServiceRequest(
  service: ServiceStore,
  projectId: number,
  form: FormData,
  locale: Locale,
): Promise<ServiceAnswer> {
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const parsed = z.safeParse(serviceRequestSchema, fields);
  if (!parsed.success) return { ok: false, missing: true };
  if (Object.values(parsed.data).some(findAadhaarLike)) {
    return { ok: false, photoProblem: projectCopy[locale].documents.problems.aadhaar };
  }
  const file = form.get("photo");
  const photo =
    file instanceof File && file.size > 0
      ? { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name }
      : undefined;
  const result = await service.request(projectId, parsed.data, { language: locale, photo });
  if (!result.ok) {
    const problems = projectCopy[locale].documents.problems;
    return { ok: false, photoProblem: problems[result.problem] };
  }
  return result;
}

/** The project's tickets in the customer's words. */
export async function shownTickets(
  service: ServiceStore,
  projectId: number,
  locale: Locale,
): Promise<ShownTicket[]> {
  const words = serviceCopy[locale];
  return (await service.ofProject(projectId)).map((ticket) => ({
    reference: ticket.reference,
    problem: words.form.problems[ticket.problem],
    state: ticket.state,
    when:
      ticket.visitAt && ticket.visitEnd
        ? slotLabel(ticket.visitAt, ticket.visitEnd, locale, surveyCopy[locale])
        : "",
  }));
}

/** The customer's maintenance contract in force, in their words, if they have one. */
export async function maintenanceOf(
  context: { contracts?: ContractStore },
  projectId: number,
  locale: Locale,
  today: IsoDay,
) {
  const current = await context.contracts?.current(projectId, today);
  if (!current) return null;
  const words = maintenanceCopy[locale].page;
  return {
    heading: words.heading,
    period: fill(words.period, {
      start: formatDate(current.startsOn, locale),
      end: formatDate(current.endsOn, locale),
      visits: current.visitsPerYear,
    }),
    next: current.nextVisit
      ? fill(words.next, { date: formatDate(current.nextVisit, locale) })
      : null,
  };
}

/** The free slots a customer may move their visit to, in their words. */
export async function visitSlots(
  surveys: Pick<SurveyStore, "freeSlots">,
  locale: Locale,
  { today, now }: { today: IsoDay; now: Date },
) {
  return (await surveys.freeSlots(today, now)).map((slot) => ({
    start: slot.start,
    label: slotLabel(slot.start, slot.end, locale, surveyCopy[locale]),
  }));
}

/**
 * The customer's move or cancel of their own visit from their project page: what came of it,
 * or undefined when the form was not one of these (or named a ticket not theirs: nothing).
 */
export async function takeVisitIntent(
  service: ServiceStore,
  projectId: number,
  form: FormData,
  today: IsoDay,
): Promise<VisitOutcome | "invalid" | undefined> {
  const intent = form.get("intent");
  if (intent !== "visit-move" && intent !== "visit-cancel") return undefined;
  const id = ticketIdOf(String(form.get("ticket") ?? ""));
  if (id === null) return "invalid";
  const customer = { id: null, name: "The customer, on their project page" };
  if (intent === "visit-cancel") {
    const done = await service.cancelVisit(id, customer, { ofProject: projectId });
    return done === "saved" ? "cancelled" : "invalid";
  }
  const slot = String(form.get("slot") ?? "");
  const done = await service.bookVisit(id, slot, customer, { today, ofProject: projectId });
  return done === "saved" ? "moved" : done === "taken" ? "taken" : "invalid";
}
