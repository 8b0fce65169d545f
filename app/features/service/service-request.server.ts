import * as z from "zod/mini";
import { projectCopy } from "~/content/copy/project.server";
import { serviceCopy } from "~/content/copy/service.server";
import type { Locale } from "~/lib/i18n/locale";
import { findAadhaarLike } from "~/lib/privacy/aadhaar";
import { slotLabel } from "~/lib/time/kolkata-words";
import { surveyCopy } from "~/content/copy/survey.server";
import { serviceRequestSchema } from "./service-request";
import type { ServiceStore } from "./service-store.server";
import type { ShownTicket } from "./service-request-form";

// The customer's side of a service request on their project page (issue 36): the posted form
// read with the form's own schema, and their tickets as the page shows them.

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
