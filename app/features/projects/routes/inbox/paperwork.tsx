import { ArrowLeft, TriangleAlert } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/paperwork";
import { Panel } from "~/components/inbox/panel";
import { Said } from "~/components/inbox/part-answer";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { projectCopy } from "~/content/copy/en/project";
import { inboxCopy } from "~/content/inbox";
import { paperworkDeskCopy as copy } from "~/content/paperwork-desk";
import { fill } from "~/lib/i18n/fill";
import { inboxRouteHeaders, logView, notFound, recordId } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { staffText } from "~/lib/plain-text";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { isPlausibleDay } from "~/lib/time/kolkata-day";
import { formatDateTime } from "~/lib/time/format";
import { findAadhaarLike } from "~/lib/privacy/aadhaar";
import { acceptedDocumentTypes } from "~/lib/content-files/document-limits";
import type { EquipmentKind } from "~/features/projects/paperwork/paperwork-tables";
import { discomFormIds } from "~/features/projects/paperwork/discom-forms";

// A project's paperwork in the inbox (issue 35): its documents by step, to check or reject
// with a reason the customer reads, or to upload ours; the equipment register with each
// serial, flagged when another project lists it; the names as the bill, the bank and the
// portal write them, flagged when they differ. Each part is a form of its own.

const day = z.union([z.literal(""), z.string().check(z.refine(isPlausibleDay))]);
const equipmentSchema = z.object({
  make: staffText(80),
  model: staffText(80),
  watts: z.union([z.literal(""), z.string().check(z.regex(/^[1-9]\d{0,3}$/))]),
  dcrNumber: staffText(80),
  almm: z._default(z.enum(["", "yes", "no"]), ""),
  warrantyStart: z._default(day, ""),
  warrantyEnd: z._default(day, ""),
  serials: staffText(20_000, { multiline: true }),
});
const namesSchema = z.object({
  bill: staffText(120),
  bank: staffText(120),
  portal: staffText(120),
});
const reasonSchema = z.object({ reason: staffText(500, { multiline: true }) });
const kinds: readonly EquipmentKind[] = ["modules", "inverter", "battery"];
const intentPattern =
  /^(upload|names|(check|reject):\d{1,10}|equipment:(modules|inverter|battery))$/;

function services(context: Route.LoaderArgs["context"]) {
  if (!context.projects || !context.paperwork) throw notFound();
  return { projects: context.projects, paperwork: context.paperwork };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const id = recordId(params.id);
  const { projects, paperwork } = services(context);
  const detail = await projects.detail(id);
  if (!detail) throw notFound();
  await logView(context, request, staff, `project ${id} paperwork`);
  const { project, lead, steps } = detail;
  const [checklist, equipment, names] = await Promise.all([
    paperwork.checklist(id, project.category, steps),
    paperwork.equipment(id),
    paperwork.names(id),
  ]);
  return data({ id, name: lead.name, checklist, equipment, names }, { headers: inboxHeaders });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const id = recordId(params.id);
  const { projects, paperwork } = services(context);
  const detail = await projects.detail(id);
  if (!detail) throw notFound();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const actor = { id: staff.id, name: staff.name };
  const answer = (result: { ok: boolean; message: string; part: string }, status = 200) =>
    data(result, { status, headers: inboxHeaders });
  if (!intentPattern.test(intent))
    return answer({ ok: false, message: copy.invalid, part: "" }, 400);
  const texts = [...form.values()].filter((value): value is string => typeof value === "string");
  if (texts.some(findAadhaarLike))
    return answer({ ok: false, message: copy.aadhaar, part: intent }, 400);
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );

  if (intent === "upload") {
    const file = form.get("file");
    const item = String(form.get("item") ?? "");
    if (!(file instanceof File) || file.size === 0) {
      return answer({ ok: false, message: copy.fileProblems.empty, part: `upload:${item}` }, 400);
    }
    const checklist = await paperwork.checklist(id, detail.project.category, detail.steps);
    const result = await paperwork.upload(
      id,
      item,
      { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name },
      { kind: "staff", actor },
      checklist.map((entry) => entry.item),
    );
    return result.ok
      ? answer({ ok: true, message: copy.uploaded, part: `upload:${item}` })
      : answer(
          { ok: false, message: copy.fileProblems[result.problem], part: `upload:${item}` },
          400,
        );
  }

  if (intent === "names") {
    const parsed = z.safeParse(namesSchema, fields);
    if (!parsed.success) return answer({ ok: false, message: copy.invalid, part: intent }, 400);
    await paperwork.saveNames(id, parsed.data, actor);
    return answer({ ok: true, message: copy.names.saved, part: intent });
  }

  const [verb, target = ""] = intent.split(":");
  if (verb === "equipment") {
    const parsed = z.safeParse(equipmentSchema, fields);
    if (!parsed.success) return answer({ ok: false, message: copy.invalid, part: intent }, 400);
    const posted = parsed.data;
    const saved = await paperwork.saveEquipment(
      id,
      target as EquipmentKind,
      {
        make: posted.make,
        model: posted.model,
        watts: posted.watts ? Number(posted.watts) : null,
        dcrNumber: posted.dcrNumber,
        almmListed: posted.almm === "" ? null : posted.almm === "yes",
        warrantyStart: posted.warrantyStart || null,
        warrantyEnd: posted.warrantyEnd || null,
      },
      posted.serials,
      actor,
    );
    if (saved.outcome === "notFound") throw notFound();
    if (saved.outcome === "invalid") {
      const message = [
        saved.duplicates.length
          ? fill(copy.equipment.duplicates, { serials: saved.duplicates.join(", ") })
          : "",
        saved.invalid.length
          ? fill(copy.equipment.invalid, { serials: saved.invalid.join(", ") })
          : "",
      ]
        .filter(Boolean)
        .join(" ");
      return answer({ ok: false, message, part: intent }, 400);
    }
    return answer({
      ok: true,
      message: copy.equipment.saved(saved.count),
      part: intent,
    });
  }

  // check:<document> or reject:<document>
  const documentId = Number(target);
  let decision: { state: "checked" } | { state: "rejected"; reason: string } = { state: "checked" };
  if (verb === "reject") {
    const parsed = z.safeParse(reasonSchema, fields);
    if (!parsed.success || !parsed.data.reason) {
      return answer({ ok: false, message: copy.documents.reasonMissing, part: intent }, 400);
    }
    decision = { state: "rejected", reason: parsed.data.reason };
  }
  const saved = await paperwork.decide(id, documentId, decision, actor);
  if (saved === "notFound") throw notFound();
  return answer({ ok: true, message: copy.decided, part: intent });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: inboxCopy.title(loaded ? `${loaded.name} · ${copy.title}` : copy.title) },
  { name: "robots", content: "noindex, nofollow" },
];

type Loaded = Route.ComponentProps["loaderData"];
type Answer = Route.ComponentProps["actionData"];

function Documents({ loaded, answer, busy }: { loaded: Loaded; answer: Answer; busy: boolean }) {
  const words = projectCopy.documents;
  return (
    <Panel title={copy.documents.heading}>
      <p className="mt-1 text-sm text-navy-700">{copy.documents.intro}</p>
      <ul className="mt-4 grid gap-4">
        {loaded.checklist.map((entry) => {
          const latest = entry.latest;
          return (
            <li
              key={entry.item}
              data-testid={`document-${entry.item}`}
              data-state={entry.state}
              className="rounded-xl border border-navy-100 p-4"
            >
              <h3 className="font-semibold text-navy-900">{words.items[entry.item].title}</h3>
              <p className="text-sm text-navy-700">
                {fill(copy.documents.step, { step: projectCopy.steps[entry.step].title })} ·{" "}
                {entry.provider === "customer"
                  ? copy.documents.fromCustomer
                  : copy.documents.fromUs}{" "}
                · <span className="font-semibold">{words.states[entry.state]}</span>
              </p>
              {latest ? (
                <div className="mt-2 text-sm">
                  <a
                    href={`${inboxPaths.project(loaded.id)}/files/${latest.fileId}`}
                    className="font-semibold text-navy-800 underline"
                  >
                    {fill(copy.documents.file, { name: latest.fileName })}
                  </a>{" "}
                  <span className="text-navy-700">
                    {fill(copy.documents.by, {
                      who: latest.uploadedBy,
                      at: formatDateTime(latest.uploadedAt),
                    })}
                  </span>
                  {latest.state === "rejected" ? (
                    <p className="mt-1 font-semibold text-red-800">
                      {fill(words.reason, { reason: latest.reason })}
                    </p>
                  ) : null}
                  {latest.state === "received" ? (
                    <Form method="post" className="mt-2 grid gap-2">
                      <Label htmlFor={`reason-${latest.id}`}>{copy.documents.reason}</Label>
                      <Textarea id={`reason-${latest.id}`} name="reason" rows={2} maxLength={500} />
                      <div className="flex flex-wrap gap-2">
                        <Button
                          type="submit"
                          name="intent"
                          value={`check:${latest.id}`}
                          disabled={busy}
                        >
                          {copy.documents.check}
                        </Button>
                        <Button
                          type="submit"
                          name="intent"
                          value={`reject:${latest.id}`}
                          variant="outline"
                          disabled={busy}
                        >
                          {copy.documents.reject}
                        </Button>
                      </div>
                    </Form>
                  ) : null}
                  <Said answer={answer} part={`check:${latest.id}`} />
                  <Said answer={answer} part={`reject:${latest.id}`} />
                </div>
              ) : (
                <p className="mt-2 text-sm text-navy-700">{copy.documents.none}</p>
              )}
              <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-2">
                <input type="hidden" name="item" value={entry.item} />
                <Label htmlFor={`upload-${entry.item}`}>{copy.documents.upload}</Label>
                <input
                  id={`upload-${entry.item}`}
                  type="file"
                  name="file"
                  accept={acceptedDocumentTypes}
                  className="w-full min-w-0 text-sm"
                />
                <Button
                  type="submit"
                  name="intent"
                  value="upload"
                  variant="outline"
                  className="justify-self-start"
                  disabled={busy}
                >
                  {copy.documents.uploadButton}
                </Button>
                <Said answer={answer} part={`upload:${entry.item}`} />
              </Form>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function Equipment({ loaded, answer, busy }: { loaded: Loaded; answer: Answer; busy: boolean }) {
  const words = copy.equipment;
  const { entries, shared } = loaded.equipment;
  return (
    <Panel title={words.heading}>
      <p className="mt-1 text-sm text-navy-700">{words.intro}</p>
      {shared.length ? (
        <ul className="mt-3 grid gap-1 rounded-lg bg-red-50 p-3" data-testid="shared-serials">
          {shared.map((serial) => (
            <li key={serial.serial} className="flex gap-2 text-sm font-semibold text-red-900">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
              <span>
                {fill(words.shared, {
                  serial: serial.serial,
                  projects: serial.projectIds.map((other) => `#${other}`).join(", "),
                })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {kinds.map((kind) => {
        const entry = entries.find((one) => one.kind === kind);
        const field = (name: string) => `${kind}-${name}`;
        return (
          <Form
            key={kind}
            method="post"
            className="mt-4 grid grid-cols-1 gap-3 border-t border-navy-100 pt-4 sm:grid-cols-2"
            data-testid={`equipment-${kind}`}
            aria-label={words.kinds[kind]}
          >
            <h3 className="font-semibold text-navy-900 sm:col-span-2">
              {words.kinds[kind]}
              {entry?.serials.length ? ` · ${words.count(entry.serials.length)}` : ""}
            </h3>
            <div className="grid gap-1">
              <Label htmlFor={field("make")}>{words.make}</Label>
              <Input
                id={field("make")}
                name="make"
                defaultValue={entry?.make ?? ""}
                maxLength={80}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={field("model")}>{words.model}</Label>
              <Input
                id={field("model")}
                name="model"
                defaultValue={entry?.model ?? ""}
                maxLength={80}
              />
            </div>
            {kind === "modules" ? (
              <>
                <div className="grid gap-1">
                  <Label htmlFor={field("watts")}>{words.watts}</Label>
                  <Input
                    id={field("watts")}
                    name="watts"
                    inputMode="numeric"
                    defaultValue={entry?.watts ?? ""}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={field("dcr")}>{words.dcr}</Label>
                  <Input
                    id={field("dcr")}
                    name="dcrNumber"
                    defaultValue={entry?.dcrNumber ?? ""}
                    maxLength={80}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={field("almm")}>{words.almm}</Label>
                  <select
                    id={field("almm")}
                    name="almm"
                    defaultValue={
                      entry?.almmListed === null || !entry ? "" : entry.almmListed ? "yes" : "no"
                    }
                    className="h-10 w-full min-w-0 rounded-md border border-navy-200 bg-white px-3"
                  >
                    {Object.entries(words.almmChoices).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                </div>
              </>
            ) : null}
            <div className="grid gap-1">
              <Label htmlFor={field("start")}>{words.warrantyStart}</Label>
              <Input
                id={field("start")}
                name="warrantyStart"
                type="date"
                defaultValue={entry?.warrantyStart ?? ""}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={field("end")}>{words.warrantyEnd}</Label>
              <Input
                id={field("end")}
                name="warrantyEnd"
                type="date"
                defaultValue={entry?.warrantyEnd ?? ""}
              />
            </div>
            <div className="grid gap-1 sm:col-span-2">
              <Label htmlFor={field("serials")}>{words.serials}</Label>
              <Textarea
                id={field("serials")}
                name="serials"
                rows={kind === "modules" ? 6 : 2}
                defaultValue={entry?.serials.join("\n") ?? ""}
                autoCapitalize="characters"
                spellCheck={false}
              />
            </div>
            <div className="grid gap-2 sm:col-span-2">
              <Button
                type="submit"
                name="intent"
                value={`equipment:${kind}`}
                className="justify-self-start"
                disabled={busy}
              >
                {words.save}
              </Button>
              <Said answer={answer} part={`equipment:${kind}`} />
            </div>
          </Form>
        );
      })}
    </Panel>
  );
}

function Names({ loaded, answer, busy }: { loaded: Loaded; answer: Answer; busy: boolean }) {
  const words = copy.names;
  const { names, mismatches } = loaded.names;
  const filled = names.bill || names.bank || names.portal;
  return (
    <Panel title={words.heading}>
      <p className="mt-1 text-sm text-navy-700">{words.intro}</p>
      {mismatches.length ? (
        <ul className="mt-3 grid gap-1 rounded-lg bg-red-50 p-3" data-testid="name-mismatches">
          {mismatches.map(({ a, b }) => (
            <li key={`${a}-${b}`} className="flex gap-2 text-sm font-semibold text-red-900">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
              {fill(words.mismatch, { a: words.sources[a], b: words.sources[b] })}
            </li>
          ))}
        </ul>
      ) : filled ? (
        <p className="mt-3 text-sm font-semibold text-leaf-700">{words.match}</p>
      ) : null}
      <Form method="post" className="mt-4 grid gap-3">
        {(["bill", "bank", "portal"] as const).map((source) => (
          <div key={source} className="grid gap-1">
            <Label htmlFor={`name-${source}`}>{words[source]}</Label>
            <Input
              id={`name-${source}`}
              name={source}
              defaultValue={names[source]}
              maxLength={120}
            />
          </div>
        ))}
        <Button
          type="submit"
          name="intent"
          value="names"
          className="justify-self-start"
          disabled={busy}
        >
          {words.save}
        </Button>
        <Said answer={answer} part="names" />
      </Form>
    </Panel>
  );
}

export default function Paperwork({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-4 px-4 py-6">
      <Link
        to={inboxPaths.project(loaderData.id)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-navy-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.back}
      </Link>
      <h1 className="text-2xl font-bold text-navy-900">
        {loaderData.name} · {copy.title}
      </h1>
      <Said answer={actionData} part="" />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <Documents loaded={loaderData} answer={actionData} busy={busy} />
        </div>
        <div className="grid content-start gap-4">
          <Panel title={copy.forms.heading}>
            <p className="mt-1 text-sm text-navy-700">{copy.forms.intro}</p>
            <ul className="mt-3 grid gap-2">
              {discomFormIds.map((form) => (
                <li key={form}>
                  <Link
                    to={`${inboxPaths.project(loaderData.id)}/forms/${form}`}
                    className="font-semibold text-navy-800 underline"
                  >
                    {copy.forms.names[form]}
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
          <Names loaded={loaderData} answer={actionData} busy={busy} />
          <Equipment loaded={loaderData} answer={actionData} busy={busy} />
        </div>
      </div>
    </div>
  );
}
