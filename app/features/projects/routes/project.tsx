import { CircleCheck, CircleDot, Circle, CircleSlash, Phone } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/project";
import { PageHero } from "~/components/page-hero";
import { CustomerCard } from "~/components/private-links/customer-card";
import { PrivateLinkNotFound } from "~/components/private-links/private-link-not-found";
import { Container } from "~/components/ui/section";
import { projectCopy } from "~/content/copy/project.server";
import { publicConfig } from "~/config";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/i18n/fill";
import { formatDate } from "~/lib/i18n/format";
import { localePath } from "~/lib/i18n/locale";
import { privateLinkHeaders } from "~/lib/private-links/private-links.server";
import {
  linkService,
  linkSubjectId,
  requirePrivateLink,
} from "~/lib/private-links/require-private-link.server";
import { projectStanding } from "~/features/projects/project-steps";
import { requestDay } from "~/lib/request-day.server";
import { useSite } from "~/lib/i18n/site-context";
import { CustomerDocuments } from "~/features/projects/paperwork/customer-documents";
import { formNotice } from "~/lib/privacy/notice-words.server";
import { CustomerVisit, ServiceRequestForm, type VisitOutcome } from "~/features/service";
import {
  maintenanceOf,
  shownTickets,
  takeServiceRequest,
  takeVisitIntent,
  visitSlots,
} from "~/features/service/index.server";
import { ReferralCard } from "~/features/referrals";
import {
  type ReferralIntent,
  referralCardOf,
  takeReferralIntent,
} from "~/features/referrals/index.server";
import { serviceCopy } from "~/content/copy/service.server";
import {
  customerItems,
  customerPaperwork,
} from "~/features/projects/paperwork/customer-paperwork.server";

// The customer's own project page, behind the private link e-mailed with each step done
// (/project/<token>, /or/project/<token>; issue 22): where the project stands, what happens
// next and roughly when, what to do or keep ready, whom to call. Server-rendered HTML, no
// script of its own; never cached or indexed; any link that opens nothing gets the same
// plain "not found" as a survey's. Staff notes and who does a step stay in the inbox.

/** The project the link opens, with its paperwork as the customer sees it. */
async function openProject(args: Route.LoaderArgs | Route.ActionArgs) {
  const { context } = args;
  const projects = linkService(context.projects);
  const paperwork = linkService(context.paperwork);
  const link = await requirePrivateLink(args, async (token, now) => {
    const projectId = await linkSubjectId("project")(token, now, context);
    return projectId === null ? null : projects.detail(projectId);
  });
  if (!link.found) return link;
  const { project, steps } = link.subject;
  const papers = await customerPaperwork(
    { paperwork, findings: context.surveyFindings },
    {
      id: project.id,
      category: project.category,
      steps,
      leadKind: project.leadKind,
      leadId: project.leadId,
    },
    { locale: link.locale, token: link.token, words: projectCopy[link.locale] },
  );
  return { ...link, paperwork, papers };
}

export async function loader(args: Route.LoaderArgs) {
  const { context, request } = args;
  const link = await openProject(args);
  if (!link.found) return link.notFound;
  const { locale, subject: detail, papers } = link;
  const { today, now } = requestDay(context);
  const words = projectCopy[locale];
  const query = new URL(request.url).searchParams;
  const tickets = context.service
    ? await shownTickets(context.service, detail.project.id, locale)
    : [];
  const booked = tickets.filter((ticket) => ticket.state === "visit-booked");
  const standing = projectStanding(detail.steps, today);
  const date = (day: string | null) => (day ? formatDate(day, locale) : null);
  const steps = detail.steps.map((step) => ({
    id: step.id,
    ...words.steps[step.id],
    state: !step.applies
      ? ("skipped" as const)
      : step.doneOn
        ? ("done" as const)
        : step.id === standing.current?.id
          ? ("current" as const)
          : ("waiting" as const),
    doneOn: date(step.doneOn),
    expectedOn: date(step.expectedOn),
    referenceValue: step.reference,
    customerNote: step.customerNote,
  }));
  return data(
    {
      found: true as const,
      locale,
      page: words.page,
      name: detail.lead.name,
      done: standing.done,
      total: standing.total,
      late: standing.late,
      current: steps.find((step) => step.id === standing.current?.id) ?? null,
      next: steps.find((step) => step.id === standing.next?.id) ?? null,
      steps,
      documentWords: words.documents,
      notice: formNotice(locale, "documents"),
      surveyHeading: words.survey.heading,
      namesHeading: words.names.heading,
      equipmentWords: words.equipment,
      ...papers,
      sent: query.get("sent") ?? undefined,
      serviceWords: serviceCopy[locale],
      maintenance: await maintenanceOf(context, detail.project.id, locale, today),
      tickets,
      booked,
      visitSlots:
        booked.length && context.surveys
          ? await visitSlots(context.surveys, locale, { today, now })
          : [],
      visitOutcome: visitOutcomes.find((outcome) => outcome === query.get("visit")),
      requested: /^SR-\d{4,}$/.exec(query.get("request") ?? "")?.[0],
      referral: context.referrals
        ? await referralCardOf(context.referrals, {
            projectId: detail.project.id,
            name: detail.lead.name,
            locale,
            now,
            siteUrl: publicConfig.siteUrl,
          })
        : null,
      referralDone: referralOutcomes.find((outcome) => outcome === query.get("referral")),
    },
    { headers: privateLinkHeaders },
  );
}

const visitOutcomes: readonly VisitOutcome[] = ["moved", "cancelled", "taken"];
const referralOutcomes: readonly ReferralIntent[] = ["saved", "renewed"];

/**
 * A document the customer sends (issue 35), posted as multipart without script: stored, then
 * the page again with its thanks (303, so a reload sends nothing twice); a file refused is
 * told at its document, in the page's language.
 */
export async function action(args: Route.ActionArgs) {
  const link = await openProject(args);
  if (!link.found) return link.notFound;
  const form = await args.request.formData().catch(() => undefined);
  const { pathname } = new URL(args.request.url);
  const again = (query: string) =>
    redirect(`${pathname}?${query}`, { status: 303, headers: privateLinkHeaders });
  const projectId = link.subject.project.id;
  const { today, now } = requestDay(args.context);
  if (form && args.context.service) {
    const visit = await takeVisitIntent(args.context.service, projectId, form, today);
    if (visit === "invalid")
      return data({ invalid: true }, { status: 400, headers: privateLinkHeaders });
    if (visit) {
      return again(`visit=${visit}#${visit === "cancelled" ? "project-service" : "project-visit"}`);
    }
  }
  if (form && args.context.referrals) {
    const referral = await takeReferralIntent(args.context.referrals, projectId, form, now);
    if (referral) return again(`referral=${referral}#project-referral`);
  }
  if (form?.get("intent") === "service") {
    const asked = await takeServiceRequest(
      linkService(args.context.service),
      link.subject.project.id,
      form,
      link.locale,
    );
    if (asked.ok) {
      return redirect(`${pathname}?request=${asked.reference}`, {
        status: 303,
        headers: privateLinkHeaders,
      });
    }
    return data({ service: asked }, { status: 400, headers: privateLinkHeaders });
  }
  const item = String(form?.get("item") ?? "");
  const file = form?.get("file");
  const words = projectCopy[link.locale].documents;
  const refuse = (problem: keyof typeof words.problems) =>
    data(
      { problem: { item, message: words.problems[problem] } },
      { status: problem === "unknownItem" ? 404 : 400, headers: privateLinkHeaders },
    );
  if (!(file instanceof File) || file.size === 0) return refuse("empty");
  const result = await link.paperwork.upload(
    link.subject.project.id,
    item,
    { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name },
    { kind: "customer" },
    customerItems(link.papers.documents),
  );
  if (!result.ok) return refuse(result.problem);
  return redirect(`${pathname}?sent=${result.item}`, { status: 303, headers: privateLinkHeaders });
}

/** Every answer, a bad link's included: no cache, no index, no referrer to other sites. */

export const headers: Route.HeadersFunction = () => privateLinkHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.found
      ? loaderData.page.title
      : (loaderData?.copy.notFound.title ?? "Not found"),
  },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

type Loaded = Extract<Route.ComponentProps["loaderData"], { found: true }>;
type Step = Loaded["steps"][number];

const stateIcons = {
  done: CircleCheck,
  current: CircleDot,
  waiting: Circle,
  skipped: CircleSlash,
} as const;

function StepDetails({ step, page }: { step: Step; page: Loaded["page"] }) {
  return (
    <>
      {step.reference && step.referenceValue ? (
        <p className="mt-1 text-sm font-semibold text-navy-800">
          {fill(page.reference, { label: step.reference, value: step.referenceValue })}
        </p>
      ) : null}
      {step.customerNote ? (
        <p className="mt-1 text-sm text-navy-800">
          <span className="font-semibold">{page.fromUs}: </span>
          {step.customerNote}
        </p>
      ) : null}
    </>
  );
}

export default function ProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company } = useSite();
  if (!loaderData.found) {
    return <PrivateLinkNotFound copy={loaderData.copy} home={localePath(loaderData.locale, "/")} />;
  }
  const { page, name, done, total, late, current, next, steps } = loaderData;
  const refused = actionData && "problem" in actionData ? actionData.problem : undefined;
  const asked = actionData && "service" in actionData ? actionData.service : undefined;
  const hours = company.hours;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      {/* cn() does not merge classes: the narrow column is a box of its own inside. */}
      <Container className="py-10 sm:py-14">
        <div className="mx-auto grid max-w-3xl gap-6">
          <div>
            <p className="font-semibold text-navy-800">{fill(page.forWhom, { name })}</p>
            <p className="mt-1 text-sm text-navy-700" data-testid="project-progress">
              {fill(page.progress, { done, total })}
            </p>
            <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-navy-100">
              <div
                className="h-full rounded-full bg-leaf-600"
                style={{ width: `${total ? Math.round((done / total) * 100) : 0}%` }}
              />
            </div>
          </div>

          <section
            aria-labelledby="project-now"
            data-testid="project-now"
            className="rounded-2xl border-2 border-sun-400 bg-white p-6 shadow-sm"
          >
            <h2 id="project-now" className="text-sm font-bold tracking-wide text-sun-700 uppercase">
              {page.now}
            </h2>
            {current ? (
              <>
                <p className="mt-1 text-2xl font-extrabold text-navy-900">{current.title}</p>
                <p className="mt-2 text-navy-800">{current.what}</p>
                <p className="mt-2 font-semibold text-navy-900">
                  {current.expectedOn
                    ? fill(late ? page.expectedLate : page.expected, { date: current.expectedOn })
                    : page.noDate}
                </p>
                <StepDetails step={current} page={page} />
                {current.keepReady ? (
                  <div className="mt-4 rounded-xl bg-sun-50 p-4">
                    <h3 className="font-bold text-navy-900">{page.youDo}</h3>
                    <p className="mt-1 text-navy-800">{current.keepReady}</p>
                  </div>
                ) : null}
              </>
            ) : (
              <p className="mt-1 text-xl font-bold text-navy-900">{page.nowNone}</p>
            )}
          </section>

          {next ? (
            <section aria-labelledby="project-next" className="rounded-2xl bg-white p-6 shadow-sm">
              <h2
                id="project-next"
                className="text-sm font-bold tracking-wide text-navy-700 uppercase"
              >
                {page.next}
              </h2>
              <p className="mt-1 text-lg font-bold text-navy-900">{next.title}</p>
              <p className="mt-1 text-navy-800">{next.what}</p>
              {next.expectedOn ? (
                <p className="mt-1 text-sm font-semibold text-navy-800">
                  {fill(page.expected, { date: next.expectedOn })}
                </p>
              ) : null}
              {next.keepReady ? (
                <p className="mt-2 text-sm text-navy-800">
                  <span className="font-semibold">{page.youDo}: </span>
                  {next.keepReady}
                </p>
              ) : null}
            </section>
          ) : null}

          {loaderData.nameProblems.length ? (
            <CustomerCard id="project-names" heading={loaderData.namesHeading} tone="alert">
              {loaderData.nameProblems.map((problem) => (
                <p key={problem} className="mt-2 text-red-900">
                  {problem}
                </p>
              ))}
            </CustomerCard>
          ) : null}

          <CustomerDocuments
            documents={loaderData.documents}
            words={loaderData.documentWords}
            sent={loaderData.sent}
            problem={refused}
            notice={loaderData.notice}
          />

          <section aria-labelledby="project-steps" className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="project-steps" className="text-xl font-bold text-navy-900">
              {page.steps}
            </h2>
            <ol className="mt-4 grid gap-4" data-testid="project-steps">
              {steps.map((step) => {
                const Icon = stateIcons[step.state];
                return (
                  <li
                    key={step.id}
                    className="flex gap-3"
                    data-step={step.id}
                    data-state={step.state}
                  >
                    <Icon
                      aria-hidden="true"
                      className={cn(
                        "mt-0.5 size-5 shrink-0",
                        step.state === "done" && "text-leaf-600",
                        step.state === "current" && "text-sun-600",
                        step.state === "waiting" && "text-navy-300",
                        step.state === "skipped" && "text-navy-300",
                      )}
                    />
                    <div className="min-w-0">
                      <p
                        className={cn(
                          "font-semibold text-navy-900",
                          step.state === "skipped" && "text-navy-500 line-through",
                        )}
                      >
                        {step.title}
                      </p>
                      <p className="text-sm text-navy-700">
                        {step.state === "done"
                          ? fill(page.done, { date: step.doneOn ?? "" })
                          : step.state === "skipped"
                            ? page.notApplying
                            : step.state === "current"
                              ? page.current
                              : step.expectedOn
                                ? fill(page.expected, { date: step.expectedOn })
                                : page.waiting}
                      </p>
                      {step.state === "skipped" ? null : <StepDetails step={step} page={page} />}
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>

          {loaderData.survey ? (
            <CustomerCard id="project-survey" heading={loaderData.surveyHeading}>
              <p className="text-sm text-navy-700">{loaderData.survey.by}</p>
              <ul className="mt-2 grid gap-1 text-navy-800">
                {loaderData.survey.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {loaderData.survey.note ? (
                <p className="mt-2 text-navy-800">
                  <span className="font-semibold">{page.fromUs}: </span>
                  {loaderData.survey.note}
                </p>
              ) : null}
            </CustomerCard>
          ) : null}

          {loaderData.equipment.length ? (
            <CustomerCard id="project-equipment" heading={loaderData.equipmentWords.heading}>
              <ul className="mt-3 grid gap-3">
                {loaderData.equipment.map((entry) => (
                  <li key={entry.kind}>
                    <p className="font-semibold text-navy-900">{entry.line}</p>
                    {entry.warranty ? (
                      <p className="text-sm text-navy-800">{entry.warranty}</p>
                    ) : null}
                    {entry.serials.length ? (
                      <details className="mt-1 text-sm text-navy-800">
                        <summary className="cursor-pointer font-semibold">
                          {loaderData.equipmentWords.serials} ({entry.serials.length})
                        </summary>
                        <p className="mt-1 break-words">{entry.serials.join(", ")}</p>
                      </details>
                    ) : null}
                  </li>
                ))}
              </ul>
            </CustomerCard>
          ) : null}

          {loaderData.maintenance ? (
            <CustomerCard id="project-maintenance" heading={loaderData.maintenance.heading}>
              <p className="mt-1 text-navy-800">{loaderData.maintenance.period}</p>
              {loaderData.maintenance.next ? (
                <p className="mt-1 font-semibold text-navy-900">{loaderData.maintenance.next}</p>
              ) : null}
            </CustomerCard>
          ) : null}

          {loaderData.booked.map((ticket) => (
            <CustomerVisit
              key={ticket.reference}
              ticket={ticket}
              slots={loaderData.visitSlots}
              words={loaderData.serviceWords}
              outcome={
                loaderData.visitOutcome === "cancelled" ? undefined : loaderData.visitOutcome
              }
            />
          ))}
          {loaderData.visitOutcome === "cancelled" ? (
            <p role="status" className="rounded-lg bg-leaf-50 p-3 font-semibold text-leaf-800">
              {loaderData.serviceWords.visit.cancelled}
            </p>
          ) : null}

          <ServiceRequestForm
            words={loaderData.serviceWords}
            tickets={loaderData.tickets}
            sent={loaderData.requested}
            missing={asked && "missing" in asked}
            problem={asked && "photoProblem" in asked ? asked.photoProblem : undefined}
          />

          {loaderData.referral ? (
            <ReferralCard card={loaderData.referral} done={loaderData.referralDone} />
          ) : null}

          <section
            aria-labelledby="project-call"
            className="rounded-2xl bg-navy-900 p-6 text-white"
          >
            <h2 id="project-call" className="flex items-center gap-2 text-xl font-bold">
              <Phone aria-hidden="true" className="size-5 text-sun-400" />
              {page.call}
            </h2>
            <p className="mt-2">
              {fill(page.callText, {
                phone: company.phoneDisplay,
                email: company.email,
                opens: hours.opens,
                closes: hours.closes,
              })}
            </p>
            <a
              href={company.links.tel}
              className="mt-4 inline-flex rounded-lg bg-sun-400 px-4 py-2 font-bold text-navy-950"
            >
              {company.phoneDisplay}
            </a>
          </section>

          <p className="text-sm text-navy-700" data-testid="project-no-documents">
            {page.noDocuments}
          </p>
          <p className="text-sm text-navy-700">{page.private}</p>
        </div>
      </Container>
    </>
  );
}
