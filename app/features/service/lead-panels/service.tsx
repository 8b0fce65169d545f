import { Link } from "react-router";
import { WorkButton, workFormId } from "~/components/staff-forms/work-form";
import { Panel } from "~/components/inbox/panel";
import { Field, FieldError } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { serviceCopy } from "~/content/copy/en/service";
import { serviceDeskCopy } from "~/content/service-desk";
import { definePanel } from "~/features/lead-page";
import { fill } from "~/lib/i18n/fill";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { attachedDetail, serviceProblems, ticketIdOf } from "../service-rules";

const copy = serviceDeskCopy.attach;

export interface ServiceData {
  projects: { id: number; name: string; matches: boolean }[];
}

/** A contact-page message made a service request on a customer's project (issue 36). */
export default definePanel<ServiceData>(function Service({ data, page }) {
  // What this message became, from its timeline: the latest service request made from it.
  const made = page.timeline.find(
    (event) => event.type === "service" && event.detail.startsWith(attachedDetail),
  );
  const madeId = made && made.type === "service" ? ticketIdOf(made.reference) : null;
  return (
    <Panel title={copy.panel}>
      <div className="mt-3 grid gap-3" data-testid="lead-service">
        {made && made.type === "service" ? (
          <p className="text-sm font-semibold text-navy-900">
            {fill(copy.made, { reference: made.reference })}{" "}
            {madeId ? (
              <Link to={inboxPaths.ticket(madeId)} className="underline">
                {copy.open}
              </Link>
            ) : null}
          </p>
        ) : data.projects.length ? (
          <>
            <p className="text-sm text-navy-700">{copy.intro}</p>
            <Field>
              <Label htmlFor="attach-project">{copy.project}</Label>
              <Select
                id="attach-project"
                name="attachProject"
                form={workFormId}
                defaultValue={page.drafts.attachProject ?? String(data.projects[0]!.id)}
                className="w-full min-w-0"
              >
                {data.projects.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name} · #{project.id}
                    {project.matches ? ` (${copy.matching})` : ""}
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              <Label htmlFor="attach-problem">{copy.problem}</Label>
              <Select
                id="attach-problem"
                name="attachProblem"
                form={workFormId}
                defaultValue={page.drafts.attachProblem ?? "other"}
                className="w-full min-w-0"
              >
                {serviceProblems.map((problem) => (
                  <option key={problem} value={problem}>
                    {serviceCopy.form.problems[problem]}
                  </option>
                ))}
              </Select>
            </Field>
            <WorkButton intent="attachService" disabled={page.busy} className="justify-self-start">
              {copy.button}
            </WorkButton>
            <FieldError>{page.problem === "attach" ? serviceDeskCopy.invalid : null}</FieldError>
          </>
        ) : (
          <p className="text-sm text-navy-700">{copy.noProjects}</p>
        )}
      </div>
    </Panel>
  );
});
