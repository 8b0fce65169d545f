import { ArrowLeft, Printer } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/discom-form";
import { inboxCopy } from "~/content/inbox";
import { paperworkDeskCopy as copy } from "~/content/paperwork-desk";
import { shownCompany } from "~/lib/content/shown-company";
import { formatDate } from "~/lib/i18n/format";
import { inboxRouteHeaders, logView, notFound, recordId } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { draftDiscomForm, isDiscomFormId } from "~/features/projects/paperwork/discom-forms";

// A paper the DISCOM asks for, drafted from the project's records (issue 35), to print on A4
// (the inbox's chrome is not printed): the net-metering application's details, the DCR
// declaration, the work-completion report. Each says at its top that it is our draft.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const id = recordId(params.id);
  if (!isDiscomFormId(params.form) || !context.projects || !context.paperwork) {
    throw notFound();
  }
  const detail = await context.projects.detail(id);
  if (!detail) throw notFound();
  await logView(context, request, staff, `project ${id} ${params.form}`);
  const { project, lead, steps } = detail;
  const [equipment, names, findings] = await Promise.all([
    context.paperwork.equipment(id),
    context.paperwork.names(id),
    project.leadKind === "quote" && context.surveyFindings
      ? context.surveyFindings.of(project.leadId)
      : null,
  ]);
  const company = shownCompany("en");
  const step = (stepId: string) => steps.find((one) => one.id === stepId);
  const installedOn = step("installation-done")?.doneOn ?? null;
  const form = draftDiscomForm(params.form, {
    company: {
      name: company.name,
      address: company.addressLines.join(", "),
      phone: company.phoneDisplay,
      email: company.email,
    },
    customer: { name: lead.name, address: lead.location, phone: lead.phone, email: lead.email },
    names: names.names,
    applicationNumber: step("portal-registration")?.reference ?? "",
    installedOn: installedOn ? formatDate(installedOn, "en") : null,
    equipment: equipment.entries,
    sanctionedLoadKw: findings?.sanctionedLoadKw ?? null,
    meterPhase: findings?.meterPhase ?? "",
  });
  return data({ id, form }, { headers: inboxHeaders });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: inboxCopy.title(loaded ? loaded.form.title : copy.forms.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function DiscomFormPage({ loaderData }: Route.ComponentProps) {
  const { id, form } = loaderData;
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center gap-4 print:hidden">
        <Link
          to={`${inboxPaths.project(id)}/paperwork`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-navy-800 underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.forms.back}
        </Link>
        <p className="flex items-center gap-1 text-sm text-navy-700">
          <Printer aria-hidden="true" className="size-4" />
          {copy.forms.printHint}
        </p>
      </div>
      <article className="proposal-document grid gap-5 rounded-2xl bg-white p-6 shadow-sm print:rounded-none print:p-0 print:shadow-none">
        <p
          className="rounded-lg border-2 border-red-700 p-3 text-sm font-bold text-red-800"
          data-testid="draft-notice"
        >
          {copy.forms.draft}
        </p>
        <h1 className="text-2xl font-bold text-navy-900">{form.title}</h1>
        {form.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-lg font-bold text-navy-900">{section.heading}</h2>
            <table className="mt-2 w-full border-collapse text-sm">
              <tbody>
                {section.rows.map((row) => (
                  <tr key={row.label} className="border-b border-navy-100">
                    <th
                      scope="row"
                      className="w-2/5 py-1.5 pr-3 text-left font-semibold text-navy-800"
                    >
                      {row.label}
                    </th>
                    <td className="py-1.5 text-navy-900">
                      {row.value || (
                        <span className="inline-block w-48 border-b border-navy-400">&nbsp;</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {section.list?.length ? (
              <ol className="mt-2 grid list-decimal grid-cols-2 gap-x-8 pl-6 text-sm sm:grid-cols-3">
                {section.list.map((entry) => (
                  <li key={entry} className="font-mono">
                    {entry}
                  </li>
                ))}
              </ol>
            ) : null}
          </section>
        ))}
        <p className="text-navy-900">{form.declaration}</p>
        <div className="mt-6 grid grid-cols-2 gap-8">
          {form.signedBy.map((who) => (
            <div key={who} className="border-t border-navy-700 pt-1 text-sm text-navy-800">
              {who}: {copy.forms.signature}
            </div>
          ))}
        </div>
      </article>
    </div>
  );
}
