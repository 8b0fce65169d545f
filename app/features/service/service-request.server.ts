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
