import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useFetcher, useNavigation } from "react-router";
import type { Route } from "./+types/content-blog";
import { ArticleBody } from "~/components/blog/article-body";
import { Panel } from "~/components/inbox/panel";
import { FieldError } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { postCategoryIds, postTagIds, type BlogTopicId, type OtherTagId } from "~/content/blog";
import { contentDeskCopy as copy } from "~/content/content-desk";
import { blogCopy } from "~/content/copy/en/blog";
import { inboxCopy } from "~/content/inbox";
import type { Photo } from "~/lib/content/published-content";
import { showPhoto } from "~/lib/content/shown-photo";
import { inboxRouteHeaders, notFound } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { readMinutesFor } from "~/lib/posts";
import { todayInKolkata } from "~/lib/time/kolkata-day";
import {
  applyDeskIntent,
  deskHeaders,
  deskIntent,
  openDesk,
  shownVersions,
} from "../../desk-context.server";
import {
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

// One blog post (issue 32): its cover, its words and Markdown in both languages side by side
// with a live preview of each, its category, tags and publish day (a later day schedules it).

/** The widths a cover is shown at: a card on a phone up to the article's header. */
const coverWidths = [320, 640, 960, 1280] as const;

const newSlug = "new";
const emptyWords = { title: "", excerpt: "", imageAlt: "", body: "" };
const template: Json = {
  slug: "",
  categoryId: "",
  tagIds: [],
  date: "",
  popular: false,
  cover: null,
  words: { en: emptyWords, or: emptyWords },
};

const notices = ["saved", "published", "unpublished", "restored"] as const;
type Notice = (typeof notices)[number];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { desk } = await openDesk(request, context);
  const entry = params.slug === newSlug ? undefined : await desk.entry("blog", params.slug);
  if (params.slug !== newSlug && !entry) throw notFound();
  const versions = entry ? await desk.versions("blog", params.slug) : [];
  const today = context.today ?? todayInKolkata(new Date());
  const body = (entry?.draft ?? entry?.published ?? { ...(template as object), date: today }) as {
    cover?: Photo | null;
  };
  const shown = new URL(request.url).searchParams.get("done");
  return data(
    {
      slug: params.slug,
      values: fieldValues({ ...body, cover: null } as Json),
      cover: body.cover ? showPhoto(body.cover) : null,
      onSite: entry?.published != null,
      versions: shownVersions(versions, entry?.published != null),
      notice: notices.find((notice) => notice === shown),
    },
    { headers: deskHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const opened = await openDesk(request, context);
  const existing =
    params.slug === newSlug ? undefined : await opened.desk.entry("blog", params.slug);
  if (params.slug !== newSlug && !existing) throw notFound();
  const form = await request.formData();
  const intent = deskIntent(form);
  const before = (existing?.draft ?? existing?.published ?? template) as { cover?: Photo | null };
  const body = readFormBody(form, template, { keep: ["cover"] }) as {
    slug: string;
    cover: Photo | null;
    words: { en: { title: string } };
  };
  // An existing post keeps its address; a new one takes what was typed, or its title's.
  const slug = existing ? params.slug : body.slug || slugOf(body.words.en.title, 60);
  body.slug = slug;
  body.cover = before.cover ?? null;
  const done = (notice: Notice) =>
    redirect(`${inboxPaths.contentBlog(slug)}?done=${notice}`, { headers: deskHeaders });
  const refused = (notice: "refused" | "photoRefused", problems: Problems) =>
    data(
      {
        notice,
        problems,
        values: fieldValues({ ...body, cover: null } as unknown as Json) as FieldValues,
      },
      { status: 400, headers: deskHeaders },
    );

  const saving = intent?.kind === "save" || intent?.kind === "publish";
  if (saving && !existing) {
    // A new post's address must be one no other post has.
    const taken = await opened.desk.entry("blog", slug);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || taken)
      return refused("refused", { slug: "slug" });
  }
  return applyDeskIntent(opened, {
    form,
    intent,
    collection: "blog",
    id: slug,
    body,
    photo: { path: "cover", widths: coverWidths },
    done,
    refused,
  });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = ({ params }) => [
  { title: inboxCopy.title(params.slug === newSlug ? copy.blog.newHeading : copy.blog.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

const tagName = (id: string) =>
  id in blogCopy.topics ? blogCopy.topics[id as BlogTopicId] : blogCopy.tags[id as OtherTagId];

/** One language's article: its Markdown, how long it reads, and the page's own rendering of it. */
function ArticleField({
  locale,
  values,
  problems,
}: {
  locale: "en" | "or";
  values: FieldValues;
  problems: Problems;
}) {
  const path = `words.${locale}.body`;
  const id = `field-words-${locale}-body`;
  const [markdown, setMarkdown] = useState(String(values[path] ?? ""));
  const preview = useFetcher<{ html: string }>();
  const { submit } = preview;
  // The preview follows the typing, a moment after it pauses.
  useEffect(() => {
    const timer = setTimeout(
      () =>
        void submit({ markdown, locale }, { method: "post", action: inboxPaths.contentMarkdown }),
      400,
    );
    return () => clearTimeout(timer);
  }, [markdown, locale, submit]);
  const problem = problems[path];
  const label = locale === "en" ? copy.english : copy.odia;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {copy.blogFields.body}: {label}
      </Label>
      <Textarea
        id={id}
        name={path}
        lang={locale}
        rows={14}
        defaultValue={markdown}
        onChange={(event) => setMarkdown(event.currentTarget.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-time${problem ? ` ${id}-problem` : ""}`}
        // A monospace face has no Odia letters: only the English Markdown is set in one.
        className={locale === "en" ? "font-mono text-sm" : "text-sm"}
      />
      <p id={`${id}-time`} className="text-sm text-navy-700">
        {copy.blog.readTime(readMinutesFor(markdown, locale))}
      </p>
      <FieldError id={`${id}-problem`}>
        {problem ? (locale === "or" ? copy.problems.requiredOdia : copy.problems.required) : null}
      </FieldError>
      <section
        aria-label={`${copy.blog.preview}: ${label}`}
        className="rounded-xl border border-navy-100 bg-navy-50 p-4"
      >
        <p className="text-xs font-semibold text-navy-700">{copy.blog.previewNote}</p>
        <div lang={locale}>
          <ArticleBody html={preview.data?.html ?? ""} className="mt-2 sm:text-base" />
        </div>
      </section>
    </div>
  );
}

export default function ContentBlog({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? loaderData.values;
  const problems = actionData?.problems ?? {};
  const shared = { values, problems };
  const fields = copy.blogFields;
  const isNew = loaderData.slug === newSlug;
  const tags = new Set(values.tagIds ?? []);
  const title = isNew
    ? copy.blog.newHeading
    : String(values["words.en.title"] || copy.blog.heading);
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
        <Panel title={copy.blog.aboutPost}>
          <div className="mt-3 grid gap-3">
            <WordsField path="words.*.title" label={fields.title} {...shared} />
            <WordsField path="words.*.excerpt" label={fields.excerpt} multiline {...shared} />
            <div className="grid gap-3 sm:grid-cols-2">
              {isNew ? <PlainField path="slug" label={fields.slug} {...shared} /> : null}
              <PlainField path="date" label={fields.date} type="date" {...shared} />
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
                  {postCategoryIds.map((id) => (
                    <option key={id} value={id}>
                      {blogCopy.topics[id]}
                    </option>
                  ))}
                </Select>
                <FieldError id="field-categoryId-problem">
                  {problems.categoryId ? copy.problems.required : undefined}
                </FieldError>
              </div>
              <label className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold">
                <input
                  type="checkbox"
                  name="popular"
                  defaultChecked={values.popular === "on"}
                  className="size-5"
                />
                {fields.popular}
              </label>
            </div>
            <fieldset
              className="rounded-xl border border-navy-100 p-3"
              aria-describedby={problems.tagIds ? "field-tagIds-problem" : undefined}
            >
              <legend className="px-1 text-sm font-bold text-navy-900">{fields.tags}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {postTagIds.map((id) => (
                  <label key={id} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="tagIds"
                      value={id}
                      defaultChecked={tags.has(id)}
                      className="size-5"
                    />
                    {tagName(id)}
                  </label>
                ))}
              </div>
              <FieldError id="field-tagIds-problem">
                {problems.tagIds ? copy.problems.required : undefined}
              </FieldError>
            </fieldset>
          </div>
        </Panel>
        <Panel title={copy.blog.coverSection}>
          <PhotoField photo={loaderData.cover} problem={problems.photoFile} />
          <div className="mt-3">
            <WordsField path="words.*.imageAlt" label={fields.imageAlt} {...shared} />
          </div>
        </Panel>
        <Panel title={copy.blog.article}>
          <p className="mt-1 text-sm text-navy-700">{copy.blog.markdownHint}</p>
          <div className="mt-3 grid gap-6 lg:grid-cols-2">
            <ArticleField locale="en" {...shared} />
            <ArticleField locale="or" {...shared} />
          </div>
        </Panel>
        <DeskActions
          busy={busy}
          onSite={loaderData.onSite}
          preview={
            isNew
              ? undefined
              : (locale) => inboxPaths.contentPreview("blog", loaderData.slug, locale)
          }
        />
      </Form>
      {isNew ? null : (
        <div className="mt-6">
          <VersionsPanel versions={loaderData.versions} busy={busy} />
        </div>
      )}
    </>
  );
}
