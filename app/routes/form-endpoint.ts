import type { Route } from "./+types/form-endpoint";
import { formActions, isFormName } from "~/lib/leads/form-actions.server";

// The lead forms' JSON endpoint (docs/decisions/009-islands.md): a form island posts here with
// fetch, at /forms/<form> or /or/forms/<form> (the path's language is the language of the
// field errors), and gets the same answer its page's action gives a post without JavaScript,
// from the same code (form-actions.server.ts), as JSON with the same status. The server's
// origin check and per-client throttle (server/form-security.ts) meet it first, as every post.

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isFormName(params.form)) return notFound();
  const { result, status } = await formActions[params.form]({ request, context });
  return Response.json(result, { status });
}

/** Nothing to read here: only posts are answered. */
export function loader() {
  return notFound();
}
