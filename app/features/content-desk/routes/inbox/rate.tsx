import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/rate";
import { Panel } from "~/components/inbox/panel";
import { Button } from "~/components/ui/button";
import { inboxCopy } from "~/content/inbox";
import { ratesDeskCopy as copy } from "~/content/rates-desk";
import { rateEntryId, type RateEntry } from "~/lib/content/published-content";
import { inboxRouteHeaders, notFound } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { formatDateTime } from "~/lib/time/format";
import { formatRupees } from "~/lib/indian-number";
import { addDays } from "~/lib/time/kolkata-day";
import { deskHeaders, openDesk } from "../../desk-context.server";
import {
  CheckField,
  type FieldValues,
  NoticeLine,
  PlainField,
  type Problems,
} from "../../desk-fields";
import { fieldValues, type Json } from "../../form-body";
import { rateShapeOf } from "~/content/solar-rates";
import { describeValue, figureLabels } from "../../rate-fields";
import {
  type BeforeAfter,
  beforeAndAfter,
  checkNewVersion,
  isRateKey,
  rateLabel,
  readRateForm,
  reviewDigest,
  ruleVersions,
  unitOf,
} from "../../rates-desk.server";

// One planner figure on the rates desk (issue 33): its versions with who entered each and
// when, and a new version from a day, checked, shown against the reference households, and only
// then saved. Nothing here changes a version once saved.

function ruleKey(params: { key: string }) {
  if (!isRateKey(params.key)) throw notFound();
  return params.key;
}

/** A version's fields as the form names them ("value.0.upTo", "source.title"). */
function formValues(entry: Partial<RateEntry>): FieldValues {
  const value = Array.isArray(entry.value) ? { ...entry.value } : entry.value;
  const values = fieldValues({ ...entry, value } as Json);
  if (entry.value === true) values.value = "on";
  return values;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { desk } = await openDesk(request, context);
  const key = ruleKey(params);
  const today = context.today ?? "";
  const { inForce, upcoming, earlier } = ruleVersions(key, today);
  const all = [...earlier, ...(inForce ? [inForce] : []), ...upcoming];
  const history = await Promise.all(
    all.map(async (version) => {
      const [last] = await desk.versions("rates", rateEntryId({ key, ...version }));
      return {
        validFrom: version.validFrom,
        validTo: version.validTo,
        value: describeValue(key, version.value),
        source: version.source,
        checkedOn: version.checkedOn,
        inForce: version === inForce,
        by: last && last.action !== "seed" ? last.by : null,
        at: last?.at ?? null,
      };
    }),
  );
  // A new version starts from the newest one (in force or still to come): most often the same
  // source checked again, or one figure of it changed.
  const newest = upcoming.at(-1) ?? inForce;
  const template: Partial<RateEntry> = {
    value: newest?.value ?? null,
    validFrom: today,
    source: {
      title: newest?.source.title ?? "",
      titleOr: newest?.source.titleOr ?? "",
      url: newest?.source.url ?? null,
      published: newest?.source.published ?? null,
    },
    checkedOn: today,
    reviewBy: addDays(today, 182),
    unconfirmed: newest?.unconfirmed ?? false,
  };
  return data(
    {
      key,
      label: rateLabel(key),
      unit: unitOf(key),
      shape: rateShapeOf(key),
      slabCount: Array.isArray(inForce?.value) ? inForce.value.length + 1 : 0,
      history: history.reverse(),
      values: formValues(template),
      saved: new URL(request.url).searchParams.get("done") === "saved",
    },
    { headers: deskHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const opened = await openDesk(request, context);
  const key = ruleKey(params);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "review");
  const today = context.today ?? "";
  const typed = readRateForm(key, form);
  const values = Object.fromEntries(
    [...form.entries()].filter(([, value]) => typeof value === "string"),
  ) as FieldValues;
  const existing = await opened.desk.entry("rates", rateEntryId(typed));
  const checked = checkNewVersion(typed, { today, existing });
  if (!checked.ok) {
    return data(
      { notice: "refused" as const, problems: checked.problems, values },
      { status: 400, headers: deskHeaders },
    );
  }
  const { entry, implausible } = checked;
  const digest = reviewDigest(entry);
  const review = (notice: "reviewed" | "changedSinceReview" | "confirmNeeded") =>
    data(
      {
        notice,
        problems: {},
        values,
        review: {
          beforeAfter: beforeAndAfter(context, entry),
          implausible,
          digest,
          day: entry.validFrom,
        },
      },
      { headers: deskHeaders },
    );
  if (intent !== "save") return review("reviewed");
  if (form.get("digest") !== digest) return review("changedSinceReview");
  if (implausible.length && !form.has("confirmed")) return review("confirmNeeded");
  const published = await opened.desk.publish("rates", rateEntryId(entry), opened.actor, entry);
  if (!published.ok) {
    return data(
      { notice: "refused" as const, problems: published.problems, values },
      { status: 400, headers: deskHeaders },
    );
  }
  await opened.changed(`rates/${rateEntryId(entry)}: publish`);
  return redirect(`${inboxPaths.rate(key)}?done=saved`, { headers: deskHeaders });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: inboxCopy.title(loaderData?.label ?? copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

function Notice({ notice }: { notice?: keyof typeof copy.notices }) {
  if (!notice) return null;
  const refused = notice !== "saved" && notice !== "reviewed";
  return <NoticeLine text={copy.notices[notice]} refused={refused} />;
}

function BeforeAfterTable({ rows, day }: { rows: BeforeAfter[]; day: string }) {
  const words = copy.beforeAfter;
  const cells = (figures: BeforeAfter["before"]) =>
    figures
      ? [
          `${figures.sizeKw} kW`,
          formatRupees(figures.cost),
          formatRupees(figures.subsidy),
          formatRupees(figures.netCost),
          formatRupees(figures.monthlySaving),
          words.years(figures.paybackYears),
        ]
      : ["", "", "", "", "", ""];
  return (
    <Panel title={words.heading}>
      <p className="mt-1 text-sm text-navy-700">{words.intro(day)}</p>
      {rows.some((row) => row.changed) ? null : (
        <p className="mt-2 text-sm font-semibold">{words.unchanged}</p>
      )}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm" data-testid="before-after">
          <thead>
            <tr className="border-b border-navy-200">
              <th scope="col" className="py-2 pr-3">
                {words.household}
              </th>
              <th scope="col" className="py-2 pr-3" />
              {[
                words.size,
                words.cost,
                words.subsidy,
                words.netCost,
                words.saving,
                words.payback,
              ].map((heading) => (
                <th key={heading} scope="col" className="py-2 pr-3">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          {rows.map((row) => (
            <tbody key={row.id} className="border-b border-navy-100" data-changed={row.changed}>
              {(
                [
                  [words.before, row.before],
                  [words.after, row.after],
                ] as const
              ).map(([when, figures], index) => (
                <tr key={when}>
                  {index === 0 ? (
                    <th scope="rowgroup" rowSpan={2} className="py-1 pr-3 align-top font-semibold">
                      {row.label}
                    </th>
                  ) : null}
                  <td className="py-1 pr-3 text-navy-700">{when}</td>
                  {cells(figures).map((cell, column) => (
                    <td
                      key={column}
                      className={
                        index === 1 && cell !== cells(row.before)[column]
                          ? "py-1 pr-3 font-bold text-sun-800"
                          : "py-1 pr-3"
                      }
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </Panel>
  );
}

export default function Rate({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? loaderData.values;
  const problems: Problems = actionData?.problems ?? {};
  const review = actionData && "review" in actionData ? actionData.review : undefined;
  const shared = { values, problems };
  const fields = copy.fields;
  return (
    <>
      <Link to={inboxPaths.rates} className="text-sm font-semibold text-navy-700 underline">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">
        {loaderData.label}
      </h1>
      <p className="mt-1 text-sm text-navy-700">{loaderData.unit}</p>
      <Notice notice={actionData?.notice ?? (loaderData.saved ? "saved" : undefined)} />
      <Form method="post" className="mt-4 grid grid-cols-1 gap-4" key={JSON.stringify(values)}>
        <Panel title={copy.newVersion}>
          <p className="mt-1 max-w-3xl text-sm text-navy-700">{copy.newVersionIntro}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {loaderData.shape.kind === "number" ? (
              <PlainField path="value" label={fields.value} type="number" step="any" {...shared} />
            ) : null}
            {loaderData.shape.kind === "yesNo" ? (
              <CheckField path="value" label={fields.yes} {...shared} />
            ) : null}
            {loaderData.shape.kind === "figures"
              ? loaderData.shape.fields.map((figure) => (
                  <PlainField
                    key={figure}
                    path={`value.${figure}`}
                    label={figureLabels[figure] ?? figure}
                    type="number"
                    step="any"
                    {...shared}
                  />
                ))
              : null}
          </div>
          {loaderData.shape.kind === "slabs" ? (
            <fieldset className="mt-3 grid gap-3 rounded-xl border border-navy-100 p-3">
              <legend className="px-1 text-sm font-semibold">{fields.slabsLegend}</legend>
              {Array.from({ length: loaderData.slabCount }, (_, index) => (
                <div key={index} className="grid gap-3 sm:grid-cols-2">
                  <PlainField
                    path={`value.${index}.upTo`}
                    label={fields.upTo(index)}
                    type="number"
                    step="1"
                    {...shared}
                  />
                  <PlainField
                    path={`value.${index}.price`}
                    label={fields.price(index)}
                    type="number"
                    step="any"
                    {...shared}
                  />
                </div>
              ))}
            </fieldset>
          ) : null}
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <PlainField path="validFrom" label={fields.validFrom} type="date" {...shared} />
            <PlainField path="validTo" label={fields.validTo} type="date" {...shared} />
            <PlainField path="source.title" label={fields.sourceTitle} {...shared} />
            <PlainField path="source.titleOr" label={fields.sourceTitleOr} lang="or" {...shared} />
            <PlainField path="source.url" label={fields.sourceUrl} type="url" {...shared} />
            <PlainField
              path="source.published"
              label={fields.sourcePublished}
              type="date"
              {...shared}
            />
            <PlainField path="checkedOn" label={fields.checkedOn} type="date" {...shared} />
            <PlainField path="reviewBy" label={fields.reviewBy} type="date" {...shared} />
          </div>
          <div className="mt-3">
            <CheckField path="unconfirmed" label={fields.unconfirmed} {...shared} />
          </div>
        </Panel>
        {review ? (
          <>
            {review.implausible.length ? (
              <Panel title={copy.implausibleHeading}>
                <ul className="mt-2 list-disc pl-5 text-sm text-red-800">
                  {review.implausible.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <label className="mt-3 flex min-h-11 items-center gap-2 text-sm font-semibold">
                  <input type="checkbox" name="confirmed" className="size-5" />
                  {copy.confirm}
                </label>
              </Panel>
            ) : null}
            <BeforeAfterTable rows={review.beforeAfter} day={review.day} />
            <input type="hidden" name="digest" value={review.digest} />
          </>
        ) : null}
        <div className="flex flex-wrap gap-2 rounded-2xl bg-white p-3 shadow-sm">
          {review ? (
            <Button type="submit" name="intent" value="save" disabled={busy}>
              {copy.save}
            </Button>
          ) : null}
          <Button
            type="submit"
            name="intent"
            value="review"
            variant={review ? "outline" : "sun"}
            disabled={busy}
          >
            {copy.review}
          </Button>
        </div>
      </Form>
      <div className="mt-6">
        <Panel title={copy.versions}>
          <ol className="mt-3 grid gap-2">
            {loaderData.history.map((version) => (
              <li
                key={version.validFrom}
                data-testid="rate-version"
                className="grid gap-1 rounded-lg border border-navy-100 p-3 text-sm"
              >
                <span className="font-semibold">
                  {copy.version(version.validFrom, version.validTo)}
                  {version.inForce ? (
                    <span className="ml-2 rounded-full bg-leaf-100 px-2 py-0.5 text-xs font-bold text-leaf-800">
                      {copy.inForce}
                    </span>
                  ) : null}
                </span>
                <span>{version.value}</span>
                <span className="text-xs text-navy-700">
                  {copy.source}: {version.source.title} · {copy.checked(version.checkedOn)} ·{" "}
                  {version.by && version.at
                    ? copy.changedBy(version.by, formatDateTime(version.at))
                    : copy.seeded}
                </span>
              </li>
            ))}
          </ol>
        </Panel>
      </div>
    </>
  );
}
