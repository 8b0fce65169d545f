import type { Route } from "./+types/form-endpoint";
import { formActions, isFormName } from "~/lib/leads/form-actions.server";
import { plainAnswersCopy } from "~/content/copy/refusals.server";
import { localeOfRequest } from "~/lib/i18n/locale";

// The lead forms' JSON endpoint (docs/decisions/009-islands.md): a form island posts here with
// fetch, at /forms/<form> or /or/forms/<form> (the path's language is the language of the
// field errors), and gets the same answer its page's action gives a post without JavaScript,
// from the same code (form-actions.server.ts), as JSON with the same status. The server's
// origin check and per-client throttle (server/form-security.ts) meet it first, as every post.

/** A plain 404 in the language of the path asked for (issue 30: /or/forms/… said "Not Found"). */
const notFound = (request: Request) =>
  new Response(plainAnswersCopy[localeOfRequest(request)][404], {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isFormName(params.form)) return notFound(request);
  const { result, status } = await formActions[params.form]({ request, context });
  return Response.json(result, { status });
}

/** Nothing to read here: only posts are answered. */
export function loader({ request }: Route.LoaderArgs) {
  return notFound(request);
}
