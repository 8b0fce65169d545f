import { randomBytes } from "node:crypto";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/content-entry";
import { Panel } from "~/components/inbox/panel";
import { FieldError } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { contentDeskCopy as copy } from "~/content/content-desk";
import { inboxCopy } from "~/content/inbox";
import type { Photo } from "~/lib/content/published-content";
import { showPhoto } from "~/lib/content/shown-photo";
import { inboxRouteHeaders, notFound } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import {
  applyDeskIntent,
  deskHeaders,
  deskIntent,
  openDesk,
  shownVersions,
} from "../../desk-context.server";
import {
  CheckField,
  DeskActions,
  DeskNotice,
  type FieldValues,
  PhotoField,
  PlainField,
  type Problems,
  VersionsPanel,
  WordsField,
} from "../../desk-fields";
import { fieldValues, type Json, readFormBody, slugOf } from "../../form-body";
import { type FieldSpec, simpleCollection } from "../../simple-collections";

// One entry of a list the desk keeps with fields alone (simple-collections.ts): a FAQ entry, a
// testimonial, a team member, a badge, a service area. Saved as a draft, published with both
// languages complete, hidden, or put back as an earlier version.

const newId = "new";
const notices = ["saved", "published", "unpublished", "restored"] as const;
type Notice = (typeof notices)[number];

function described(params: { collection: string }) {
  const found = simpleCollection(params.collection);
  if (!found) throw notFound();
  return found;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Signed in first: nobody else learns even which lists the desk keeps.
  const { desk } = await openDesk(request, context);
  const [collection, spec] = described(params);
  const entry = params.id === newId ? undefined : await desk.entry(collection, params.id);
  if (params.id !== newId && !entry) throw notFound();
  const versions = entry ? await desk.versions(collection, params.id) : [];
  const body = (entry?.draft ?? entry?.published ?? spec.template) as Record<string, unknown>;
  const photo = spec.photo ? (body[spec.photo.path] as Photo | null | undefined) : undefined;
  const shown = new URL(request.url).searchParams.get("done");
  return data(
    {
      collection,
      id: params.id,
      values: fieldValues({ ...body, ...(spec.photo ? { [spec.photo.path]: null } : {}) } as Json),
      photo: photo ? showPhoto(photo) : null,
      onSite: entry?.published != null,
      versions: shownVersions(versions, entry?.published != null),
      notice: notices.find((notice) => notice === shown),
    },
    { headers: deskHeaders },
  );
}

/** A new entry's id: its English title in lower-case words, and a few random letters. */
function idFor(title: unknown) {
  return `${slugOf(String(title ?? ""), 40) || "entry"}-${randomBytes(3).toString("hex")}`;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const opened = await openDesk(request, context);
  const { desk } = opened;
  const [collection, spec] = described(params);
  const existing = params.id === newId ? undefined : await desk.entry(collection, params.id);
  if (params.id !== newId && !existing) throw notFound();
  const form = await request.formData();
  const intent = deskIntent(form);
  if (intent?.kind === "erase") {
    if (!spec.erase || !existing) throw data(null, { status: 400 });
    await desk.erase(collection, params.id);
    await opened.changed(`${collection}/${params.id}: erase`);
    return redirect(`${inboxPaths.content}?done=erased`, { headers: deskHeaders });
  }
  const before = (existing?.draft ?? existing?.published ?? spec.template) as Record<string, Json>;
  const keep = spec.photo ? [spec.photo.path] : [];
  const body = readFormBody(form, spec.template, { keep }) as Record<string, Json>;
  // A number left empty is no number (a project's size); the schema judges the rest.
  for (const field of spec.fields) {
    const value = body[field.path];
    if (field.kind === "number" && typeof value === "string") body[field.path] = Number(value);
  }
  const title = fieldValues(body)[spec.titlePath];
  const id = existing ? params.id : idFor(title);
  body.id = id;
  if (spec.photo) body[spec.photo.path] = before[spec.photo.path] ?? null;
  const here = inboxPaths.contentEntry(collection, id);
  const done = (notice: Notice) => redirect(`${here}?done=${notice}`, { headers: deskHeaders });
  const refused = (notice: "refused" | "photoRefused", problems: Problems) =>
    data(
      {
        notice,
        problems,
        // A new entry's draft is kept under this id: the form posts there next, not as another.
        id,
        values: fieldValues({
          ...body,
          ...(spec.photo ? { [spec.photo.path]: null } : {}),
        }) as FieldValues,
      },
      { status: 400, headers: deskHeaders },
    );

  return applyDeskIntent(opened, {
    form,
    intent,
    collection,
    id,
    body,
    photo: spec.photo,
    done,
    refused,
  });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = ({ params }) => {
  const spec = simpleCollection(params.collection)?.[1];
  const heading = params.id === newId ? spec?.newHeading : spec?.heading;
  return [
    { title: inboxCopy.title(heading ?? copy.heading) },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

function Field({
  field,
  values,
  problems,
}: {
  field: FieldSpec;
  values: FieldValues;
  problems: Problems;
}) {
  const shared = { values, problems };
  switch (field.kind) {
    case "words":
      return <WordsField path={field.path} label={field.label} {...shared} />;
    case "wordsLong":
      return <WordsField path={field.path} label={field.label} multiline {...shared} />;
    case "checkbox":
      return <CheckField path={field.path} label={field.label} {...shared} />;
    case "number":
      return (
        <PlainField path={field.path} label={field.label} type="number" step="any" {...shared} />
      );
    case "date":
      return <PlainField path={field.path} label={field.label} type="date" {...shared} />;
    case "text":
      return <PlainField path={field.path} label={field.label} {...shared} />;
    case "select":
      return (
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`field-${field.path}`}>{field.label}</Label>
          <Select
            id={`field-${field.path}`}
            name={field.path}
            defaultValue={String(values[field.path] ?? "")}
            aria-invalid={problems[field.path] ? true : undefined}
            aria-describedby={problems[field.path] ? `field-${field.path}-problem` : undefined}
          >
            <option value="" />
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          <FieldError id={`field-${field.path}-problem`}>
            {problems[field.path] ? copy.problems.required : undefined}
          </FieldError>
        </div>
      );
  }
}

export default function ContentEntry({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const spec = simpleCollection(loaderData.collection)![1];
  const values = actionData?.values ?? loaderData.values;
  const problems = actionData?.problems ?? {};
  const isNew = loaderData.id === newId;
  const title = isNew ? spec.newHeading : String(values[spec.titlePath] || spec.heading);
  const preview = (locale: "en" | "or") =>
    inboxPaths.contentPreview(loaderData.collection, loaderData.id, locale);
  return (
    <>
      <Link to={inboxPaths.content} className="text-sm font-semibold text-navy-700 underline">
        {copy.actions.back}
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      <DeskNotice notice={actionData?.notice ?? loaderData.notice} />
      <Form
        method="post"
        action={
          isNew && actionData?.id
            ? inboxPaths.contentEntry(loaderData.collection, actionData.id)
            : undefined
        }
        encType="multipart/form-data"
        className="mt-4 grid gap-4"
        key={JSON.stringify(values)}
      >
        {spec.photo ? (
          <Panel title={spec.photo.section}>
            <PhotoField photo={loaderData.photo} problem={problems.photoFile} />
            {spec.photo.altPath ? (
              <div className="mt-3">
                <WordsField
                  path={spec.photo.altPath}
                  label={copy.galleryFields.alt}
                  values={values}
                  problems={problems}
                />
              </div>
            ) : null}
          </Panel>
        ) : null}
        <Panel title={spec.about}>
          <div className="mt-3 grid gap-3">
            {spec.fields.map((field) => (
              <Field key={field.path} field={field} values={values} problems={problems} />
            ))}
          </div>
        </Panel>
        <DeskActions busy={busy} onSite={loaderData.onSite} preview={isNew ? undefined : preview} />
      </Form>
      {isNew ? null : (
        <div className="mt-6 grid gap-6">
          <VersionsPanel versions={loaderData.versions} busy={busy} />
          {spec.erase ? (
            <Panel title={spec.erase.heading}>
              <Form method="post" className="mt-2 grid justify-items-start gap-3">
                <p className="max-w-3xl text-sm text-navy-700">{spec.erase.explain}</p>
                <details>
                  <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-red-800 underline">
                    {spec.erase.button}…
                  </summary>
                  <Button
                    type="submit"
                    name="intent"
                    value="erase"
                    disabled={busy}
                    className="mt-2 bg-red-700 text-white hover:bg-red-800"
                  >
                    {spec.erase.button}
                  </Button>
                </details>
              </Form>
            </Panel>
          ) : null}
        </div>
      )}
    </>
  );
}
