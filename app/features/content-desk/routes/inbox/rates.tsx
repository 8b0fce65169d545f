import { data, Link } from "react-router";
import type { Route } from "./+types/rates";
import { Panel } from "~/components/inbox/panel";
import { ratesDeskCopy as copy } from "~/content/rates-desk";
import { inboxCopy } from "~/content/inbox";
import { inboxRouteHeaders } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { rateEntryId } from "~/lib/content/published-content";
import { isPastReview } from "~/lib/planner-rules";
import { formatDateTime } from "~/lib/time/format";
import { deskHeaders, openDesk } from "../../desk-context.server";
import { describeValue, rateGroups } from "../../rate-fields";
import { rateLabel, ruleVersions } from "../../rates-desk.server";

// The rates desk's front page (issue 33): every figure the planner and proposals use, grouped
// as a person thinks of them, each with its value in force today, its source, the day it was
// checked and the day to check it again (flagged once past), and any version still to come.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await openDesk(request, context);
  const changes = await desk.lastChanges("rates");
  const today = context.today ?? "";
  return data(
    {
      today,
      groups: rateGroups.map((group) => ({
        heading: group.heading,
        rules: group.keys.map((key) => {
          const { inForce, upcoming } = ruleVersions(key, today);
          const change = inForce ? changes.get(rateEntryId({ key, ...inForce })) : undefined;
          return {
            key,
            label: rateLabel(key),
            value: inForce ? describeValue(key, inForce.value) : "",
            validFrom: inForce?.validFrom ?? "",
            validTo: inForce?.validTo ?? null,
            source: inForce?.source ?? null,
            checkedOn: inForce?.checkedOn ?? "",
            reviewBy: inForce?.reviewBy ?? "",
            overdue: inForce ? isPastReview(inForce, today) : false,
            // Who entered the version in force, and when (none for the site's first figures).
            enteredBy:
              change && change.action !== "seed"
                ? copy.changedBy(change.by, formatDateTime(change.at))
                : copy.seeded,
            upcoming: upcoming.map((version) => ({
              validFrom: version.validFrom,
              value: describeValue(key, version.value),
            })),
          };
        }),
      })),
    },
    { headers: deskHeaders },
  );
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title(copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Rates({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{copy.heading}</h1>
      <p className="mt-1 max-w-3xl text-sm text-navy-700">{copy.intro}</p>
      <div className="mt-4 grid gap-4">
        {loaderData.groups.map((group) => (
          <Panel key={group.heading} title={group.heading}>
            <ul className="mt-3 grid gap-2">
              {group.rules.map((rule) => (
                <li
                  key={rule.key}
                  id={`rate-${rule.key}`}
                  className="grid gap-1 rounded-lg border border-navy-100 p-3 text-sm"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <Link
                      to={inboxPaths.rate(rule.key)}
                      className="font-semibold text-navy-900 underline"
                    >
                      {rule.label}
                    </Link>
                    {rule.overdue ? (
                      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800">
                        {copy.overdue(rule.reviewBy)}
                      </span>
                    ) : null}
                  </span>
                  <span className="text-navy-900">{rule.value}</span>
                  <span className="text-xs text-navy-700">
                    {copy.holds(rule.validFrom, rule.validTo)} · {copy.checked(rule.checkedOn)} ·{" "}
                    {copy.reviewBy(rule.reviewBy)} · {rule.enteredBy}
                  </span>
                  {rule.source ? (
                    <span className="text-xs text-navy-700">
                      {copy.source}:{" "}
                      {rule.source.url ? (
                        <a href={rule.source.url} className="underline" rel="noreferrer">
                          {rule.source.title}
                        </a>
                      ) : (
                        rule.source.title
                      )}
                    </span>
                  ) : null}
                  {rule.upcoming.map((version) => (
                    <span
                      key={version.validFrom}
                      className="text-xs font-semibold text-sun-800"
                      data-testid="rate-upcoming"
                    >
                      {copy.upcoming(version.validFrom, version.value)}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </Panel>
        ))}
      </div>
    </>
  );
}
