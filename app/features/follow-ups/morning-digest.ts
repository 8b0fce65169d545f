import { inboxPaths } from "~/lib/inbox/inbox-paths";
import type { IsoDay } from "~/lib/time/kolkata-day";
import { formatDate } from "~/lib/i18n/format";

// The morning digest's e-mail (English, like the rest of the staff side): one staff member's
// due and overdue next steps, the new leads nobody has yet and the maintenance contracts
// ending within 30 days. A pure function of its data.

export interface DigestStep {
  kind: string;
  leadId: number;
  leadName: string;
  what: string;
  /** "10:00" or "May 3, 10:00" in Kolkata, as the page shows it. */
  due: string;
  overdue: boolean;
}

export interface DigestLead {
  kind: string;
  id: number;
  name: string;
}

/** A maintenance contract that ends within 30 days (issue 36). */
export interface DigestContract {
  projectId: number;
  name: string;
  endsOn: IsoDay;
}

export function composeMorningDigest({
  staffName,
  day,
  steps,
  unassigned,
  contracts = [],
  siteUrl,
}: {
  staffName: string;
  day: IsoDay;
  steps: DigestStep[];
  unassigned: DigestLead[];
  contracts?: DigestContract[];
  siteUrl: string;
}): { subject: string; text: string } | null {
  if (!steps.length && !unassigned.length && !contracts.length) return null;
  const link = (kind: string, id: number) =>
    new URL(inboxPaths.lead(kind as "quote", id), siteUrl).href;
  const overdue = steps.filter((step) => step.overdue).length;
  const parts = [
    steps.length ? `${steps.length} next step${steps.length === 1 ? "" : "s"} due` : "",
    overdue ? `${overdue} overdue` : "",
    unassigned.length
      ? `${unassigned.length} new lead${unassigned.length === 1 ? "" : "s"} unassigned`
      : "",
    contracts.length
      ? `${contracts.length} maintenance contract${contracts.length === 1 ? "" : "s"} ending`
      : "",
  ].filter(Boolean);
  return {
    subject: `Your day, ${formatDate(day, "en")}: ${parts.join(", ")}`,
    text: [
      `Good morning ${staffName},`,
      "",
      ...(steps.length
        ? [
            "Your next steps due today or overdue:",
            ...steps.map(
              (step) =>
                `- ${step.overdue ? "OVERDUE " : ""}${step.due}: ${step.what} (${step.leadName}) ${link(step.kind, step.leadId)}`,
            ),
            "",
          ]
        : []),
      ...(unassigned.length
        ? [
            "New leads nobody has yet:",
            ...unassigned.map((lead) => `- ${lead.name} ${link(lead.kind, lead.id)}`),
            "",
          ]
        : []),
      ...(contracts.length
        ? [
            "Maintenance contracts ending within 30 days (offer the renewal):",
            ...contracts.map(
              (contract) =>
                `- ${formatDate(contract.endsOn, "en")}: ${contract.name} ${new URL(`${inboxPaths.project(contract.projectId)}/maintenance`, siteUrl).href}`,
            ),
            "",
          ]
        : []),
      `The inbox: ${new URL(inboxPaths.list, siteUrl).href}`,
    ].join("\n"),
  };
}
