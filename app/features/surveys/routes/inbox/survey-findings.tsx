import { ArrowLeft } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/survey-findings";
import { Panel } from "~/components/inbox/panel";
import { Said } from "~/components/inbox/part-answer";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { projectCopy } from "~/content/copy/en/project";
import { inboxCopy } from "~/content/inbox";
import { surveyFindingsDeskCopy as copy } from "~/content/survey-findings-desk";
import { paperworkDeskCopy } from "~/content/paperwork-desk";
import { fill } from "~/lib/i18n/fill";
import { inboxRouteHeaders, logView, notFound, recordId } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { requestDay } from "~/lib/request-day.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { findAadhaarLike } from "~/lib/privacy/aadhaar";
import {
  facings,
  findingsSchema,
  meterPhases,
  roofConditions,
  roofTypes,
  shadings,
} from "~/features/surveys/findings/survey-findings";

// What the engineer found at a quote request's roof (issue 35), recorded on a phone during
// the survey: one form for the record, one for each photo. The customer's words for each
// choice are the ones their project page shows.

const words = projectCopy.survey;

function store(context: Route.LoaderArgs["context"]) {
  if (!context.surveyFindings || !context.database) throw notFound();
  return context.surveyFindings;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const id = recordId(params.id);
  const findings = store(context);
  const lead = await context
    .database!.db.selectFrom("quote_requests")
    .select(["name"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!lead) throw notFound();
  await logView(context, request, staff, `quote ${id} survey findings`);
  const [record, photos] = await Promise.all([findings.of(id), findings.photos(id)]);
  return data(
    {
      id,
      name: lead.name,
      record,
      photos,
      today: requestDay(context).today,
      staffName: staff.name,
    },
    { headers: inboxHeaders },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const id = recordId(params.id);
  const findings = store(context);
  const form = await request.formData();
  const actor = { id: staff.id, name: staff.name };
  const answer = (ok: boolean, message: string, part: string, status = 200) =>
    data({ ok, message, part }, { status, headers: inboxHeaders });
  const intent = String(form.get("intent") ?? "");
  if (intent === "photo") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      return answer(false, paperworkDeskCopy.fileProblems.empty, "photo", 400);
    }
    const added = await findings.addPhoto(
      id,
      { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name },
      actor,
    );
    if (added.ok) return answer(true, copy.photoAdded, "photo");
    if (added.problem === "notFound") throw notFound();
    return answer(false, paperworkDeskCopy.fileProblems[added.problem], "photo", 400);
  }
  if (intent !== "save") return answer(false, copy.invalid, "save", 400);
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  if (Object.values(fields).some(findAadhaarLike)) {
    return answer(false, paperworkDeskCopy.aadhaar, "save", 400);
  }
  const parsed = z.safeParse(findingsSchema, fields);
  if (!parsed.success) return answer(false, copy.invalid, "save", 400);
  const saved = await findings.save(id, parsed.data, actor);
  if (saved === "notFound") throw notFound();
  return answer(true, copy.saved, "save");
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: inboxCopy.title(loaded ? `${loaded.name} · ${copy.title}` : copy.title) },
  { name: "robots", content: "noindex, nofollow" },
];

function Choice({
  name,
  label,
  values,
  labels,
  value,
}: {
  name: string;
  label: string;
  values: readonly string[];
  labels: Record<string, string>;
  value: string;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={`finding-${name}`}>{label}</Label>
      <select
        id={`finding-${name}`}
        name={name}
        defaultValue={value}
        className="h-11 w-full min-w-0 rounded-md border border-navy-200 bg-white px-3"
      >
        <option value="">{copy.notSet}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function SurveyFindingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, name, record, photos, today, staffName } = loaderData;
  const busy = useNavigation().state === "submitting";
  const number = (value: number | null | undefined) =>
    value === null || value === undefined ? "" : String(value);
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-4 px-4 py-6">
      <Link
        to={inboxPaths.lead("quote", id)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-navy-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.back}
      </Link>
      <h1 className="text-2xl font-bold text-navy-900">
        {name} · {copy.title}
      </h1>
      <p className="text-sm text-navy-700">{copy.intro}</p>
      <Panel title={copy.title}>
        <Form method="post" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor="finding-engineer">{copy.engineer}</Label>
            <Input
              id="finding-engineer"
              name="engineer"
              defaultValue={record?.engineer ?? staffName}
              maxLength={100}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="finding-surveyedOn">{copy.surveyedOn}</Label>
            <Input
              id="finding-surveyedOn"
              name="surveyedOn"
              type="date"
              defaultValue={record?.surveyedOn ?? today}
              required
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="finding-usableAreaM2">{copy.usableArea}</Label>
            <Input
              id="finding-usableAreaM2"
              name="usableAreaM2"
              inputMode="decimal"
              defaultValue={number(record?.usableAreaM2)}
            />
          </div>
          <Choice
            name="facing"
            label={copy.facing}
            values={facings}
            labels={words.facings}
            value={record?.facing ?? ""}
          />
          <div className="grid gap-1">
            <Label htmlFor="finding-tiltDegrees">{copy.tilt}</Label>
            <Input
              id="finding-tiltDegrees"
              name="tiltDegrees"
              inputMode="numeric"
              defaultValue={number(record?.tiltDegrees)}
            />
          </div>
          <Choice
            name="shading"
            label={copy.shading}
            values={shadings}
            labels={words.shadings}
            value={record?.shading ?? ""}
          />
          <Choice
            name="roofType"
            label={copy.roofType}
            values={roofTypes}
            labels={words.roofTypes}
            value={record?.roofType ?? ""}
          />
          <Choice
            name="roofCondition"
            label={copy.roofCondition}
            values={roofConditions}
            labels={words.roofConditions}
            value={record?.roofCondition ?? ""}
          />
          <Choice
            name="meterPhase"
            label={copy.meterPhase}
            values={meterPhases}
            labels={words.meterPhases}
            value={record?.meterPhase ?? ""}
          />
          <div className="grid gap-1">
            <Label htmlFor="finding-sanctionedLoadKw">{copy.sanctionedLoad}</Label>
            <Input
              id="finding-sanctionedLoadKw"
              name="sanctionedLoadKw"
              inputMode="decimal"
              defaultValue={number(record?.sanctionedLoadKw)}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="finding-recommendedKw">{copy.recommended}</Label>
            <Input
              id="finding-recommendedKw"
              name="recommendedKw"
              inputMode="decimal"
              defaultValue={number(record?.recommendedKw)}
            />
          </div>
          <div className="grid gap-1 sm:col-span-2">
            <Label htmlFor="finding-note">{copy.note}</Label>
            <Textarea
              id="finding-note"
              name="note"
              rows={3}
              maxLength={1000}
              defaultValue={record?.note ?? ""}
            />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Button
              type="submit"
              name="intent"
              value="save"
              className="justify-self-start"
              disabled={busy}
            >
              {copy.save}
            </Button>
            <Said answer={actionData} part="save" />
          </div>
        </Form>
      </Panel>
      <Panel title={copy.photos}>
        {photos.length ? (
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="roof-photos">
            {photos.map((fileId, index) => (
              <li key={fileId}>
                <a
                  href={`${inboxPaths.lead("quote", id)}/survey-photos/${fileId}`}
                  className="font-semibold text-navy-800 underline"
                >
                  {fill(copy.photo, { n: index + 1 })}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-2">
          <Label htmlFor="finding-photo">{copy.addPhoto}</Label>
          <input
            id="finding-photo"
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp"
            className="w-full min-w-0 text-sm"
          />
          <Button
            type="submit"
            name="intent"
            value="photo"
            variant="outline"
            className="justify-self-start"
            disabled={busy}
          >
            {copy.upload}
          </Button>
          <Said answer={actionData} part="photo" />
        </Form>
      </Panel>
    </div>
  );
}
