import { addDays } from "~/lib/time/kolkata-day";
import { Settings } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/surveys";
import { Panel } from "~/components/inbox/panel";
import { buttonVariants } from "~/components/ui/button";
import { surveyCopy } from "~/content/copy/en/survey";
import { inboxCopy } from "~/content/inbox";
import { inboxModules, inboxRouteHeaders, logView } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { requestDay } from "~/lib/request-day.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { bookingDays } from "~/features/surveys/survey-slots";
import { dayLabel, hoursLabel, kolkataDayOf } from "~/lib/time/kolkata-words";

// The site surveys by day (issue 20): the next 14 days and the past week, in India time, each
// linking to its lead, where staff confirm, move or cancel it.

const copy = inboxCopy.surveys;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  await logView(context, request, staff, "surveys");
  const { today } = requestDay(context);
  const surveys = await inboxModules(context).surveys.between(
    addDays(today, -7),
    addDays(today, bookingDays - 1),
  );
  const byDay = new Map<string, typeof surveys>();
  for (const survey of surveys) {
    const day = kolkataDayOf(survey.start);
    byDay.set(day, [...(byDay.get(day) ?? []), survey]);
  }
  const days = [...byDay].map(([day, ofDay]) => ({ day, surveys: ofDay }));
  return data(
    {
      past: days.filter(({ day }) => day < today),
      upcoming: days.filter(({ day }) => day >= today),
    },
    { headers: inboxHeaders },
  );
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title(copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

type Days = Route.ComponentProps["loaderData"]["upcoming"];

function SurveyDays({ title, days }: { title: string; days: Days }) {
  return (
    <Panel title={title}>
      {days.length ? (
        <div className="mt-3 grid gap-4">
          {days.map(({ day, surveys }) => (
            <div key={day}>
              <h3 className="font-bold text-navy-900">{dayLabel(day, "en", surveyCopy)}</h3>
              <ul className="mt-2 grid gap-2" aria-label={dayLabel(day, "en", surveyCopy)}>
                {surveys.map((survey) => (
                  <li key={survey.id}>
                    <Link
                      to={inboxPaths.lead("quote", survey.leadId)}
                      className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-xl border border-navy-100 p-3 hover:border-navy-300"
                    >
                      <span className="font-bold text-navy-900">
                        {hoursLabel(survey.start, survey.end, surveyCopy)}
                      </span>
                      <span className="font-semibold text-navy-900">{survey.name}</span>
                      <span className="text-sm text-navy-700">
                        {survey.place} · {survey.phone}
                      </span>
                      <span className="text-sm font-semibold text-navy-800">
                        {inboxCopy.survey.statuses[survey.status]}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <p className="mt-2 text-sm text-navy-700">{copy.none}</p>
      )}
    </Panel>
  );
}

export default function InboxSurveys({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{copy.heading}</h1>
        <Link
          to={inboxPaths.surveySettings}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Settings aria-hidden="true" />
          {copy.settings}
        </Link>
      </div>
      <p className="mt-1 text-sm text-navy-700">{copy.intro}</p>
      <div className="mt-4 grid gap-4">
        <SurveyDays title={copy.upcoming} days={loaderData.upcoming} />
        <SurveyDays title={copy.past} days={[...loaderData.past].reverse()} />
      </div>
    </>
  );
}
