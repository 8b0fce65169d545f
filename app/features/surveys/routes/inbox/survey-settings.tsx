import { UnsavedLine } from "~/components/staff-forms/work-form";
import { data, Form, Link, useNavigation } from "react-router";
import { type Drafts, postedDrafts, postedIntent } from "~/lib/staff-forms/drafts";
import type { Route } from "./+types/survey-settings";
import { Panel } from "~/components/inbox/panel";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { inboxCopy } from "~/content/inbox";
import { inboxModules, inboxRouteHeaders } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { isIsoDay } from "~/lib/time/kolkata-day";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { isClockTime, type WeeklySlot } from "~/features/surveys/survey-slots";
import { oneLineText } from "~/lib/plain-text";

// When site surveys can happen (issue 20): the weekly slots with how many surveys each holds,
// and days off. One form holds the whole page, so whichever button is pressed, whatever else
// was typed comes back unsaved rather than lost.

const copy = inboxCopy.surveySettings;
/** Rows beyond this many are ignored: a week holds far fewer slots. */
const maxRows = 60;

function readWeek(form: FormData): WeeklySlot[] | null {
  const rows = Math.min(Number(form.get("rows")) || 0, maxRows);
  const week: WeeklySlot[] = [];
  for (let i = 0; i < rows; i++) {
    const field = (name: string) => String(form.get(`${name}-${i}`) ?? "").trim();
    if (field("remove") === "yes") continue;
    const [weekday, start, end, capacity] = ["weekday", "start", "end", "capacity"].map(field);
    // The blank new row is left out.
    if (!weekday && !start && !end && !capacity) continue;
    const slot = { weekday: Number(weekday), start: start!, end: end!, capacity: Number(capacity) };
    const valid =
      /^[0-6]$/.test(weekday!) &&
      isClockTime(slot.start) &&
      isClockTime(slot.end) &&
      slot.start < slot.end &&
      /^\d{1,2}$/.test(capacity!) &&
      slot.capacity <= 20;
    if (!valid) return null;
    week.push(slot);
  }
  return week;
}

const weekField = (name: string) => /^(rows|weekday|start|end|capacity|remove)(-\d+)?$/.test(name);
const dayOffField = (name: string) => name === "offDay" || name === "offReason";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const settings = await inboxModules(context).surveys.settings();
  return data({ settings }, { headers: inboxHeaders });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { surveys } = inboxModules(context);
  const form = await request.formData();
  const intent = postedIntent(form, /^(saveWeek|addDayOff|removeDayOff:\d{4}-\d{2}-\d{2})$/) ?? "";
  // The week as posted is kept only if it differs from the saved one (a day off added).
  const savedWeek = JSON.stringify((await surveys.settings()).weekly);
  const weekChanged = JSON.stringify(readWeek(form)) !== savedWeek;
  const unsavedWeek = (name: string) => weekField(name) && !weekChanged;
  const refused = (problem: "week" | "dayOff") =>
    data(
      { ok: false as const, problem, drafts: postedDrafts(form, () => false) },
      { status: 400, headers: inboxHeaders },
    );
  if (intent === "saveWeek") {
    const week = readWeek(form);
    if (!week) return refused("week");
    await surveys.saveWeekly(week);
    return data(
      { ok: true as const, drafts: postedDrafts(form, weekField) },
      { headers: inboxHeaders },
    );
  }
  if (intent === "addDayOff") {
    const day = String(form.get("offDay") ?? "");
    const reason = oneLineText(String(form.get("offReason") ?? ""))
      .trim()
      .slice(0, 200);
    if (!isIsoDay(day) || !reason) return refused("dayOff");
    await surveys.addDayOff({ day, reason });
    return data(
      {
        ok: true as const,
        drafts: postedDrafts(form, (name) => dayOffField(name) || unsavedWeek(name)),
      },
      { headers: inboxHeaders },
    );
  }
  const removed = /^removeDayOff:(\d{4}-\d{2}-\d{2})$/.exec(intent)?.[1];
  if (removed) {
    await surveys.removeDayOff(removed);
    return data(
      { ok: true as const, drafts: postedDrafts(form, unsavedWeek) },
      { headers: inboxHeaders },
    );
  }
  return refused("week");
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title(copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SurveySettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const busy = useNavigation().state !== "idle";
  const kept: Drafts = actionData?.drafts ?? {};
  const problem = actionData?.ok === false ? actionData.problem : undefined;
  const weekUnsaved = Object.keys(kept).some(weekField);
  const dayOffUnsaved = Boolean(kept.offDay || kept.offReason);
  // The saved week and one blank row; unsaved rows come back as they were typed.
  const savedRows = settings.weekly.length + 1;
  const rows = weekUnsaved ? Number(kept.rows) || savedRows : savedRows;
  const value = (name: string, i: number, saved: string | number | undefined) =>
    kept[`${name}-${i}`] ?? (saved === undefined ? "" : String(saved));
  const version = JSON.stringify(settings);
  return (
    <>
      <Link to={inboxPaths.surveys} className="text-sm font-semibold text-navy-700 underline">
        {inboxCopy.surveys.heading}
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">{copy.heading}</h1>
      <p className="mt-1 max-w-3xl text-sm text-navy-700">{copy.intro}</p>
      {actionData?.ok ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-leaf-50 p-3 text-sm font-medium text-leaf-800"
        >
          {copy.saved}
        </p>
      ) : null}
      <Form method="post" className="mt-4 grid gap-4" key={version}>
        <input type="hidden" name="rows" value={rows} />
        <Panel title={copy.week}>
          <div className="mt-3 grid gap-3">
            {Array.from({ length: rows }, (_, i) => {
              const saved = settings.weekly[i];
              const label = saved ? `${copy.weekdays[saved.weekday]} ${saved.start}` : copy.addRow;
              return (
                <fieldset
                  key={i}
                  className="grid grid-cols-2 items-end gap-2 rounded-xl border border-navy-100 p-3 sm:grid-cols-5"
                >
                  <legend className="px-1 text-sm font-semibold text-navy-700">{label}</legend>
                  <div className="grid gap-1">
                    <Label htmlFor={`weekday-${i}`}>{copy.weekday}</Label>
                    <Select
                      id={`weekday-${i}`}
                      name={`weekday-${i}`}
                      defaultValue={value("weekday", i, saved?.weekday)}
                    >
                      <option value="" />
                      {copy.weekdays.map((name, day) => (
                        <option key={name} value={day}>
                          {name}
                        </option>
                      ))}
                    </Select>
                  </div>
                  <div className="grid gap-1">
                    <Label htmlFor={`start-${i}`}>{copy.start}</Label>
                    <Input
                      id={`start-${i}`}
                      name={`start-${i}`}
                      type="time"
                      defaultValue={value("start", i, saved?.start)}
                    />
                  </div>
                  <div className="grid gap-1">
                    <Label htmlFor={`end-${i}`}>{copy.end}</Label>
                    <Input
                      id={`end-${i}`}
                      name={`end-${i}`}
                      type="time"
                      defaultValue={value("end", i, saved?.end)}
                    />
                  </div>
                  <div className="grid gap-1">
                    <Label htmlFor={`capacity-${i}`}>{copy.capacity}</Label>
                    <Input
                      id={`capacity-${i}`}
                      name={`capacity-${i}`}
                      type="number"
                      min={0}
                      max={20}
                      defaultValue={value("capacity", i, saved?.capacity)}
                    />
                  </div>
                  {saved ? (
                    <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-navy-900">
                      <input
                        type="checkbox"
                        name={`remove-${i}`}
                        value="yes"
                        defaultChecked={kept[`remove-${i}`] === "yes"}
                        className="size-5"
                      />
                      {copy.remove}
                    </label>
                  ) : null}
                </fieldset>
              );
            })}
            <FieldError>{problem === "week" ? copy.weekInvalid : undefined}</FieldError>
            {weekUnsaved ? <UnsavedLine testId="week-unsaved">{copy.unsaved}</UnsavedLine> : null}
            <Button
              type="submit"
              name="intent"
              value="saveWeek"
              variant="navy"
              disabled={busy}
              className="justify-self-start"
            >
              {copy.saveWeek}
            </Button>
          </div>
        </Panel>

        <Panel title={copy.daysOff}>
          {settings.daysOff.length ? (
            <ul className="mt-3 grid gap-2">
              {settings.daysOff.map((off) => (
                <li key={off.day} className="flex flex-wrap items-center gap-3">
                  <span className="font-semibold text-navy-900">{off.day}</span>
                  <span className="text-navy-700">{off.reason}</span>
                  <Button
                    type="submit"
                    name="intent"
                    value={`removeDayOff:${off.day}`}
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                  >
                    {copy.removeDayOff(off.day)}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-navy-700">{copy.noDaysOff}</p>
          )}
          <div className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
            <div className="grid gap-1">
              <Label htmlFor="off-day">{copy.day}</Label>
              <Input id="off-day" name="offDay" type="date" defaultValue={kept.offDay ?? ""} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="off-reason">{copy.reason}</Label>
              <Input
                id="off-reason"
                name="offReason"
                maxLength={200}
                defaultValue={kept.offReason ?? ""}
              />
            </div>
            <Button type="submit" name="intent" value="addDayOff" variant="outline" disabled={busy}>
              {copy.addDayOff}
            </Button>
          </div>
          <FieldError>{problem === "dayOff" ? copy.dayOffInvalid : undefined}</FieldError>
          {dayOffUnsaved ? (
            <UnsavedLine testId="day-off-unsaved">{copy.unsaved}</UnsavedLine>
          ) : null}
        </Panel>
      </Form>
    </>
  );
}
