import type { Route } from "./+types/content-preview";
import { collections, type Collection } from "~/lib/content/content-schemas";
import type { CompanyDetails, GalleryItem } from "~/lib/content/published-content";
import { localePath, type Locale } from "~/lib/i18n/locale";
import { notFound } from "~/lib/inbox/inbox-context.server";
import { deskHeaders, openDesk } from "../../desk-context.server";
import { fieldProblems } from "../../desk-store.server";

// The desk's preview (issue 32): the public page an entry appears on, rendered by the site's
// own code with the entry's draft in place of what is published, exactly as a visitor would
// see it once published. Staff only, never cached, never indexed.

const pageOf: Record<Collection, string> = { company: "/contact", gallery: "/gallery" };

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
  const published = context.content.current();
  const draft =
    collection === "company"
      ? { ...published, company: parsed.data as CompanyDetails }
      : {
          ...published,
          gallery: published.gallery.some((item) => item.id === params.id)
            ? published.gallery.map((item) =>
                item.id === params.id ? (parsed.data as GalleryItem) : item,
              )
            : [...published.gallery, parsed.data as GalleryItem],
        };
  const locale: Locale = new URL(request.url).searchParams.get("lang") === "or" ? "or" : "en";
  const page = await context.previewPage(localePath(locale, pageOf[collection]), draft);
  const headers = new Headers(page.headers);
  for (const [name, value] of Object.entries(deskHeaders)) headers.set(name, value);
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return new Response(page.body, { status: page.status, headers });
}
