import type { Route } from "./+types/privacy-copy-download";
import { privateLinkHeaders } from "~/lib/private-links/private-links.server";
import { requestDay } from "~/lib/request-day.server";

// The copy of a person's data as a JSON download (DPDP Act s. 11), posted from the copy page
// behind its private link (/privacy/copy/<token>/download): every record of the link's
// address from the one registry of personal data, nobody else's. A link that opens nothing
// gets a plain 404; a GET changes nothing and answers 405.

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { ...privateLinkHeaders, "Content-Type": "text/plain; charset=utf-8" },
  });

export async function action({ context, params }: Route.ActionArgs) {
  if (!context.privacy) return notFound();
  const copy = await context.privacy.confirmCopy(params.token, requestDay(context).now);
  if (!copy) return notFound();
  return new Response(JSON.stringify({ email: copy.email, records: copy.data }, null, 2), {
    headers: {
      ...privateLinkHeaders,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
    },
  });
}

export function loader() {
  return new Response("Method Not Allowed", {
    status: 405,
    headers: { ...privateLinkHeaders, Allow: "POST" },
  });
}
