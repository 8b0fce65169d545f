import type { Route } from "./+types/content-preview";
import { collections, type Collection } from "~/lib/content/content-schemas";
import { withEntry } from "~/lib/content/with-entry";
import { localePath, type Locale } from "~/lib/i18n/locale";
import { notFound } from "~/lib/inbox/inbox-context.server";
import { deskHeaders, openDesk } from "../../desk-context.server";
import { simpleCollections } from "../../simple-collections";
import { fieldProblems } from "../../desk-store.server";

// The desk's preview (issue 32): the public page an entry appears on, rendered by the site's
// own code with the entry's draft in place of what is published, exactly as a visitor would
// see it once published. Staff only, never cached, never indexed.

/** The page an entry shows on: the contact page, the gallery, the post's own article. */
function pageOf(collection: Collection, id: string): string {
  if (collection === "company") return "/contact";
  if (collection === "gallery") return "/gallery";
  if (collection === "blog") return `/blog/${id}`;
  return simpleCollections[collection]?.page ?? "/";
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { desk } = await openDesk(request, context);
  const collection = params.collection as Collection;
  if (!Object.hasOwn(collections, collection) || !context.content || !context.previewPage) {
    throw notFound();
  }
  const entry = await desk.entry(collection, params.id);
  if (!entry) throw notFound();
  const parsed = collections[collection].safeParse(entry.draft ?? entry.published);
  if (!parsed.success) {
    const fields = Object.keys(fieldProblems(parsed.error)).join(", ");
    return new Response(
      `The draft is not complete yet, so there is nothing to preview: ${fields}.`,
      {
        status: 409,
        headers: { ...deskHeaders, "Content-Type": "text/plain; charset=utf-8" },
      },
    );
  }
  const draft = withEntry(context.content.current(), collection, params.id, parsed.data);
  const locale: Locale = new URL(request.url).searchParams.get("lang") === "or" ? "or" : "en";
  const page = await context.previewPage(localePath(locale, pageOf(collection, params.id)), draft);
  const headers = new Headers(page.headers);
  for (const [name, value] of Object.entries(deskHeaders)) headers.set(name, value);
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return new Response(page.body, { status: page.status, headers });
}
