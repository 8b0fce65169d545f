import { randomBytes } from "node:crypto";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/content-gallery";
import { Panel } from "~/components/inbox/panel";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { contentDeskCopy as copy } from "~/content/content-desk";
import { galleryCopy } from "~/content/copy/en/gallery";
import { galleryCategoryIds } from "~/content/gallery";
import { inboxCopy } from "~/content/inbox";
import type { Photo } from "~/lib/content/published-content";
import { showPhoto } from "~/lib/content/shown-photo";
import { inboxRouteHeaders, notFound } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import {
  deskHeaders,
  deskIntent,
  openDesk,
  shownVersions,
  takePhoto,
} from "../../desk-context.server";
import {
  DeskNotice,
  PhotoField,
  type FieldValues,
  PlainField,
  type Problems,
  VersionsPanel,
  WordsField,
} from "../../desk-fields";
import { fieldValues, type Json, readFormBody } from "../../form-body";

// One gallery project (issue 32): its photo, its words in both languages side by side, its
// category, size and day; saved as a draft, published, hidden, or put back as it was.

/** The widths the gallery's cards are shown at, from a phone to a wide screen's column. */
const galleryPhotoWidths = [320, 480, 640, 960, 1280] as const;

const newId = "new";
const emptyWords = { title: "", location: "", summary: "", alt: "" };
const template: Json = {
  id: "",
  categoryId: "",
  photo: null,
  kw: null,
  date: null,
  words: { en: emptyWords, or: emptyWords },
};

const notices = ["saved", "published", "unpublished", "restored"] as const;
type Notice = (typeof notices)[number];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { desk } = await openDesk(request, context);
  const entry = params.id === newId ? undefined : await desk.entry("gallery", params.id);
  if (params.id !== newId && !entry) throw notFound();
  const versions = entry ? await desk.versions("gallery", params.id) : [];
  const body = (entry?.draft ?? entry?.published ?? template) as Json & { photo?: Photo | null };
  const shown = new URL(request.url).searchParams.get("done");
  return data(
    {
      id: params.id,
      values: fieldValues({ ...(body as object), photo: null } as Json),
      photo: body.photo ? showPhoto(body.photo) : null,
      onSite: entry?.published != null,
      versions: shownVersions(versions, entry?.published != null),
      notice: notices.find((notice) => notice === shown),
    },
    { headers: deskHeaders },
  );
}

/** A new project's id: its English title, made safe for a URL, and a few random letters. */
function idFor(title: unknown) {
  const words = String(title ?? "")
    .toLowerCase()
    .split(/[^a-z0-9]/)
    .filter(Boolean);
  const slug = words.join("-").slice(0, 40).split("-").filter(Boolean).join("-");
  return `${slug || "project"}-${randomBytes(3).toString("hex")}`;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { desk, db, actor, changed } = await openDesk(request, context);
  const existing = params.id === newId ? undefined : await desk.entry("gallery", params.id);
  if (params.id !== newId && !existing) throw notFound();
  const form = await request.formData();
  const intent = deskIntent(form);
  const before = (existing?.draft ?? existing?.published ?? template) as { photo?: Photo | null };
  const body = readFormBody(form, template, { keep: ["photo"] }) as {
    id: string;
    kw: unknown;
    photo: Photo | null;
    words: { en: { title: string } };
  };
  const id = existing ? params.id : idFor(body.words.en.title);
  body.id = id;
  body.photo = before.photo ?? null;
  // The size is a number (the schema refuses what is not); an empty one is no size.
  if (body.kw !== null) body.kw = Number(body.kw);
  const done = (notice: Notice) =>
    redirect(`${inboxPaths.contentGallery(id)}?done=${notice}`, { headers: deskHeaders });
  const refused = (notice: "refused" | "photoRefused", problems: Problems) =>
    data(
      {
        notice,
        problems,
        values: fieldValues({ ...body, photo: null } as unknown as Json) as FieldValues,
        id,
      },
      { status: 400, headers: deskHeaders },
    );

  if (intent?.kind === "restore") {
    if (!(await desk.restore("gallery", id, intent.version, actor))) throw notFound();
    await changed(`gallery/${id}: restore`);
    return done("restored");
  }
  if (intent?.kind === "unpublish") {
    await desk.unpublish("gallery", id, actor);
    await changed(`gallery/${id}: unpublish`);
    return done("unpublished");
  }

  const taken = await takePhoto(db, form, galleryPhotoWidths, actor);
  if (taken.photo) body.photo = taken.photo;
  const photoProblem = taken.problem;
  await desk.saveDraft("gallery", id, body, actor);
  if (photoProblem) return refused("photoRefused", { photoFile: photoProblem });
  if (intent?.kind !== "publish") return done("saved");
  const published = await desk.publish("gallery", id, actor);
  if (!published.ok) {
    const problems = { ...published.problems };
    if (problems.photo || Object.keys(problems).some((path) => path.startsWith("photo"))) {
      problems.photoFile = "missing";
    }
    return refused("refused", problems);
  }
  await changed(`gallery/${id}: publish`);
  return done("published");
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = ({ params }) => [
  {
    title: inboxCopy.title(params.id === newId ? copy.gallery.newHeading : copy.gallery.heading),
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ContentGallery({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? loaderData.values;
  const problems = actionData?.problems ?? {};
  const shared = { values, problems };
  const fields = copy.galleryFields;
  const photo = loaderData.photo;
  const isNew = loaderData.id === newId;
  const title = isNew
    ? copy.gallery.newHeading
    : String(values["words.en.title"] || copy.gallery.heading);
  return (
    <>
      <Link to={inboxPaths.content} className="text-sm font-semibold text-navy-700 underline">
        {copy.actions.back}
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      <DeskNotice notice={actionData?.notice ?? loaderData.notice} />
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 grid gap-4"
        key={JSON.stringify(values)}
      >
        <Panel title={copy.photo.section}>
          <PhotoField photo={photo} problem={problems.photoFile} />
          <div className="mt-3">
            <WordsField path="words.*.alt" label={fields.alt} {...shared} />
          </div>
        </Panel>
        <Panel title={copy.gallery.aboutProject}>
          <div className="mt-3 grid gap-3">
            <WordsField path="words.*.title" label={fields.title} {...shared} />
            <WordsField path="words.*.location" label={fields.location} {...shared} />
            <WordsField path="words.*.summary" label={fields.summary} multiline {...shared} />
            <div className="grid gap-3 sm:grid-cols-3">
              <div className="grid content-start gap-1.5">
                <Label htmlFor="field-categoryId">{fields.category}</Label>
                <Select
                  id="field-categoryId"
                  name="categoryId"
                  defaultValue={String(values.categoryId ?? "")}
                  aria-invalid={problems.categoryId ? true : undefined}
                  aria-describedby={problems.categoryId ? "field-categoryId-problem" : undefined}
                >
                  <option value="" />
                  {galleryCategoryIds.map((id) => (
                    <option key={id} value={id}>
                      {galleryCopy.categories[id]}
                    </option>
                  ))}
                </Select>
                <FieldError id="field-categoryId-problem">
                  {problems.categoryId ? copy.problems.required : undefined}
                </FieldError>
              </div>
              <PlainField
                path="kw"
                label={fields.kw}
                type="number"
                step="0.1"
                min="0"
                {...shared}
              />
              <PlainField path="date" label={fields.date} type="date" {...shared} />
            </div>
          </div>
        </Panel>
        <div className="flex flex-wrap gap-2 rounded-2xl bg-white p-3 shadow-sm">
          <Button type="submit" name="intent" value="publish" disabled={busy}>
            {copy.actions.publish}
          </Button>
          <Button type="submit" name="intent" value="save" variant="outline" disabled={busy}>
            {copy.actions.save}
          </Button>
          {loaderData.onSite ? (
            <Button type="submit" name="intent" value="unpublish" variant="outline" disabled={busy}>
              {copy.actions.unpublish}
            </Button>
          ) : null}
          {isNew ? null : (
            <>
              <a
                className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-navy-800 underline"
                href={inboxPaths.contentPreview("gallery", loaderData.id, "en")}
                target="_blank"
                rel="noreferrer"
              >
                {copy.actions.previewEnglish}
              </a>
              <a
                className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-navy-800 underline"
                href={inboxPaths.contentPreview("gallery", loaderData.id, "or")}
                target="_blank"
                rel="noreferrer"
              >
                {copy.actions.previewOdia}
              </a>
            </>
          )}
        </div>
      </Form>
      {isNew ? null : (
        <div className="mt-6">
          <VersionsPanel versions={loaderData.versions} busy={busy} />
        </div>
      )}
    </>
  );
}
