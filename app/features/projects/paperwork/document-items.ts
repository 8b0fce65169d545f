import type { CustomerCategory } from "~/lib/planner-rules";
import type { ProjectStepId } from "~/features/projects/project-steps";

// The documents each project needs, by step and by customer (issue 35; sources in
// docs/research/project-paperwork-2026-11.md): what the national portal, the banks and
// the DISCOM ask for. Ids are neutral; the words are in copy/{en,or}/project.ts. An item
// applies when its step applies to the project and the customer is of one of its categories.

export const documentItemIds = [
  "electricity-bill",
  "society-resolution",
  "ownership-proof",
  "dcr-certificate",
  "applicant-photo",
  "net-metering-agreement",
  "commissioning-report",
  "bank-proof",
] as const;
export type DocumentItemId = (typeof documentItemIds)[number];

export interface DocumentItem {
  id: DocumentItemId;
  step: ProjectStepId;
  /** Who sends it: the customer (from their project page) or us (from the inbox). */
  provider: "customer" | "us";
  categories: readonly CustomerCategory[];
}

const everyone: readonly CustomerCategory[] = ["home", "society", "business"];
const subsidised: readonly CustomerCategory[] = ["home", "society"];

export const documentItems: readonly DocumentItem[] = [
  {
    id: "electricity-bill",
    step: "portal-registration",
    provider: "customer",
    categories: everyone,
  },
  {
    id: "society-resolution",
    step: "portal-registration",
    provider: "customer",
    categories: ["society"],
  },
  {
    id: "ownership-proof",
    step: "discom-feasibility",
    provider: "customer",
    categories: ["business"],
  },
  { id: "dcr-certificate", step: "installation-done", provider: "us", categories: subsidised },
  { id: "applicant-photo", step: "portal-upload", provider: "us", categories: subsidised },
  {
    id: "net-metering-agreement",
    step: "net-meter-application",
    provider: "us",
    categories: everyone,
  },
  { id: "commissioning-report", step: "discom-inspection", provider: "us", categories: everyone },
  { id: "bank-proof", step: "bank-details", provider: "customer", categories: subsidised },
];

export const isDocumentItemId = (text: string): text is DocumentItemId =>
  (documentItemIds as readonly string[]).includes(text);

/** The items a project needs: its category's, of the steps that apply to it, in step order. */
export function itemsFor(
  category: CustomerCategory,
  appliesStep: (step: ProjectStepId) => boolean,
): DocumentItem[] {
  return documentItems.filter(
    (item) => item.categories.includes(category) && appliesStep(item.step),
  );
}
