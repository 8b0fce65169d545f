import type { Route } from "./+types/content-markdown";
import { renderArticle } from "~/lib/posts.server";
import { deskHeaders, openDesk } from "../../desk-context.server";

// The blog editor's live preview (issue 32): the Markdown typed so far, rendered by the same
// code and sanitiser as the article page, so what the preview shows is what will be published.
// Staff of the content desk only; nothing is stored.

export async function action({ request, context }: Route.ActionArgs) {
  await openDesk(request, context);
  const form = await request.formData();
  const markdown = String(form.get("markdown") ?? "").slice(0, 60_000);
  const locale = form.get("locale") === "or" ? "or" : "en";
  return Response.json({ html: renderArticle(markdown, locale) }, { headers: { ...deskHeaders } });
}
