import type { Route } from "./+types/project-file";
import { privateFileResponse } from "~/lib/content-files/private-files.server";
import { privateLinkCopy } from "~/content/copy/survey.server";
import type { Locale } from "~/lib/i18n/locale";
import { privateLinkHeaders } from "~/lib/private-links/private-links.server";
import {
  linkService,
  linkSubjectId,
  requirePrivateLink,
} from "~/lib/private-links/require-private-link.server";

// A file of the customer's project (issue 35), behind the project's private link
// (/project/<token>/files/<id>): only a file of that project; anything else, a revoked or
// expired link, or a guessed id, gets the same "not found" as a bad link's page.
const notFound = (locale: Locale) =>
  new Response(privateLinkCopy[locale].notFound.title, {
    status: 404,
    headers: { ...privateLinkHeaders, "Content-Type": "text/plain; charset=utf-8" },
  });

export async function loader(args: Route.LoaderArgs) {
  const { context, params } = args;
  const paperwork = linkService(context.paperwork);
  const link = await requirePrivateLink(args, linkSubjectId("project"));
  if (!link.found) return notFound(link.locale);
  const file = await paperwork.file(link.subject, params.file);
  if (!file) return notFound(link.locale);
  return privateFileResponse(file);
}
