import { WorkButton, type WorkDrafts, workFormId } from "~/components/staff-forms/work-form";
import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { Panel } from "~/components/inbox/panel";
import { Field, FieldError } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { inboxCopy } from "~/content/inbox";
import type { LeadStatus } from "~/lib/lead-core/lead-status";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { customerCategories, type CustomerCategory } from "~/lib/planner-rules/category";

const copy = inboxCopy.projects;

/** A lead's project (issue 22): a link to it, or "Open project" once the lead is won. */
export function ProjectPanel({
  project,
  status,
  category,
  busy,
  drafts,
  notWon,
}: {
  project: { id: number; step: string | null; done: number; total: number } | null;
  status: LeadStatus;
  /** The category the customer chose in the planner, if any. */
  category: CustomerCategory;
  busy: boolean;
  drafts: WorkDrafts;
  notWon: boolean;
}) {
  return (
    <Panel title={copy.panel}>
      <div className="mt-3 grid gap-3" data-testid="lead-project">
        {project ? (
          <>
            <p className="text-sm text-navy-800">
              {project.step ?? copy.finished} · {copy.progress(project.done, project.total)}
            </p>
            <Link
              to={inboxPaths.project(project.id)}
              className="inline-flex items-center gap-1.5 font-semibold text-navy-800 underline"
            >
              <ClipboardList aria-hidden="true" className="size-4" />
              {copy.openLink}
            </Link>
          </>
        ) : status === "won" ? (
          <>
            <p className="text-sm text-navy-700">{copy.panelNone}</p>
            <Field>
              <Label htmlFor="project-category">{copy.category}</Label>
              <Select
                id="project-category"
                name="projectCategory"
                form={workFormId}
                defaultValue={drafts.projectCategory ?? category}
              >
                {customerCategories.map((option) => (
                  <option key={option} value={option}>
                    {copy.categories[option]}
                  </option>
                ))}
              </Select>
            </Field>
            <WorkButton
              intent="openProject"
              variant="navy"
              disabled={busy}
              className="justify-self-start"
            >
              {copy.open}
            </WorkButton>
          </>
        ) : (
          <p className="text-sm text-navy-700">{copy.panelNotWon}</p>
        )}
        <FieldError>{notWon ? copy.notWon : null}</FieldError>
      </div>
    </Panel>
  );
}
