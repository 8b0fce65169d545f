import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/content";
import { Panel } from "~/components/inbox/panel";
import { Button, buttonVariants } from "~/components/ui/button";
import { contentDeskCopy as copy } from "~/content/content-desk";
import type { Collection } from "~/lib/content/content-schemas";
import { type BlogPost, companyEntryId, type Photo } from "~/lib/content/published-content";
import { showPhoto } from "~/lib/content/shown-photo";
import { inboxRouteHeaders } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { deskHeaders, deskIntent, openDesk } from "../../desk-context.server";
import { DeskNotice } from "../../desk-fields";
import type { DeskEntry } from "../../desk-store.server";
import { fieldValues, type Json } from "../../form-body";
import { type SimpleCollection, simpleCollections } from "../../simple-collections";

// The content desk's front page (issue 32): the company's details, the gallery, the FAQ and
// the other lists in their order, and the blog's posts by date, each on the site, hidden,
// scheduled, or with changes not yet published.

/** The lists the desk keeps with fields alone, in the order the page shows them. */
const simpleNames = Object.keys(simpleCollections) as Collection[];

function listed(entry: DeskEntry) {
  return { id: entry.id, onSite: entry.published !== null, draft: entry.draft !== null };
}

function kindOf(spec: SimpleCollection, values: Record<string, string | string[]>) {
  const select = spec.fields.find((field) => field.kind === "select");
  const value = select && values[select.path];
  return select?.options?.find((option) => option.value === value)?.label ?? "";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await openDesk(request, context);
  const [company, blog, ...simple] = await Promise.all([
    desk.entry("company", companyEntryId),
    desk.list("blog"),
    ...simpleNames.map((name) => desk.list(name)),
  ]);
  const today = context.today ?? "";
  // An entry erased for good leaves no page of its own to say so: this one does.
  const erased = new URL(request.url).searchParams.get("done") === "erased";
  return data(
    {
      notice: erased ? ("erased" as const) : undefined,
      companyDraft: Boolean(company?.draft),
      lists: [
        ...simpleNames.map((name, index) => {
          const spec = simpleCollections[name]!;
          return {
            collection: name,
            heading: spec.heading,
            intro: spec.intro,
            add: spec.add,
            items: simple[index]!.map((entry) => {
              const values = fieldValues((entry.draft ?? entry.published) as Json);
              const photo = spec.photo
                ? ((entry.draft ?? entry.published) as Record<string, Photo | null>)[
                    spec.photo.path
                  ]
                : null;
              return {
                ...listed(entry),
                title: String(values[spec.titlePath] || entry.id),
                // A select's choice (a project's category), by its label.
                kind: kindOf(spec, values),
                photo: photo ? showPhoto(photo) : null,
              };
            }),
          };
        }),
      ],
      blog: blog
        .map((entry) => {
          const post = (entry.draft ?? entry.published) as Partial<BlogPost>;
          const published = entry.published as BlogPost | null;
          return {
            slug: entry.id,
            title: post.words?.en.title || entry.id,
            date: post.date ?? "",
            onSite: published !== null,
            scheduled: published !== null && published.date > today ? published.date : null,
            draft: entry.draft !== null,
          };
        })
        .sort((a, b) => b.date.localeCompare(a.date)),
    },
    { headers: deskHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { desk, changed } = await openDesk(request, context);
  const intent = deskIntent(await request.formData());
  if (intent?.kind !== "move") {
    return data({ notice: "refused" as const }, { status: 400, headers: deskHeaders });
  }
  const ordered =
    intent.collection === "gallery" || simpleNames.includes(intent.collection as Collection);
  if (!ordered) return data({ notice: "refused" as const }, { status: 400, headers: deskHeaders });
  await desk.move(intent.collection as Collection, intent.id, intent.step);
  await changed(`${intent.collection}/${intent.id}: move`);
  return data({ notice: "moved" as const }, { headers: deskHeaders });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${copy.heading} · Inbox` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ContentDesk({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { lists, blog } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{copy.heading}</h1>
      <p className="mt-1 max-w-3xl text-sm text-navy-700">{copy.intro}</p>
      <DeskNotice notice={actionData?.notice ?? loaderData.notice} />
      <div className="mt-4 grid gap-4">
        <Panel title={copy.company.heading}>
          <p className="mt-1 text-sm text-navy-700">{copy.company.intro}</p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Link to={inboxPaths.contentCompany} className={buttonVariants({ variant: "outline" })}>
              {copy.gallery.edit}: {copy.company.heading}
            </Link>
            {loaderData.companyDraft ? (
              <span className="rounded-full bg-sun-100 px-2 py-0.5 text-xs font-bold text-navy-900">
                {copy.gallery.draft}
              </span>
            ) : null}
          </div>
        </Panel>
        {lists.map((list) => (
          <Panel key={list.collection} title={list.heading}>
            <p className="mt-1 text-sm text-navy-700">{list.intro}</p>
            <Link
              to={inboxPaths.contentEntry(list.collection, "new")}
              className={buttonVariants({ variant: "navy", className: "mt-3" })}
            >
              <Plus aria-hidden="true" />
              {list.add}
            </Link>
            <ol className="mt-4 grid gap-2">
              {list.items.map((item, index) => (
                <li
                  key={item.id}
                  className="flex flex-wrap items-center gap-3 rounded-xl border border-navy-100 p-2"
                >
                  {item.photo ? (
                    <img
                      src={item.photo.src}
                      alt=""
                      width={item.photo.width}
                      height={item.photo.height}
                      loading="lazy"
                      className="aspect-[4/3] w-20 rounded-md object-cover"
                    />
                  ) : null}
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <Link
                      to={inboxPaths.contentEntry(list.collection, item.id)}
                      className="font-semibold text-navy-900 underline"
                    >
                      {item.title}
                    </Link>
                    <span className="text-xs text-navy-700">
                      {item.kind ? `${item.kind} · ` : ""}
                      {item.onSite ? copy.gallery.onSite : copy.gallery.offSite}
                      {item.draft ? ` · ${copy.gallery.draft}` : ""}
                    </span>
                  </span>
                  <Form method="post" className="flex gap-1">
                    <Button
                      type="submit"
                      name="intent"
                      value={`move:up:${list.collection}:${item.id}`}
                      variant="outline"
                      size="sm"
                      disabled={busy || index === 0}
                      aria-label={copy.gallery.moveUp(item.title)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="submit"
                      name="intent"
                      value={`move:down:${list.collection}:${item.id}`}
                      variant="outline"
                      size="sm"
                      disabled={busy || index === list.items.length - 1}
                      aria-label={copy.gallery.moveDown(item.title)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                  </Form>
                </li>
              ))}
            </ol>
          </Panel>
        ))}
        <Panel title={copy.blog.heading}>
          <p className="mt-1 text-sm text-navy-700">{copy.blog.intro}</p>
          <Link
            to={inboxPaths.contentBlog("new")}
            className={buttonVariants({ variant: "navy", className: "mt-3" })}
          >
            <Plus aria-hidden="true" />
            {copy.blog.add}
          </Link>
          <ol className="mt-4 grid gap-2">
            {blog.map((post) => (
              <li key={post.slug} className="grid gap-0.5 rounded-xl border border-navy-100 p-3">
                <Link
                  to={inboxPaths.contentBlog(post.slug)}
                  className="font-semibold text-navy-900 underline"
                >
                  {post.title}
                </Link>
                <span className="text-xs text-navy-700">
                  {post.date}
                  {" · "}
                  {post.scheduled
                    ? copy.blog.scheduled(post.scheduled)
                    : post.onSite
                      ? copy.gallery.onSite
                      : copy.gallery.offSite}
                  {post.draft ? ` · ${copy.gallery.draft}` : ""}
                </span>
              </li>
            ))}
          </ol>
        </Panel>
      </div>
    </>
  );
}
