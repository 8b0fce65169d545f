import type { Route } from "./+types/whatsapp-photo";
import { logView, notFound } from "~/lib/inbox/inbox-context.server";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";

// A photo a customer sent on WhatsApp (issue 34), for staff alone: never a public address,
// never stored by a cache, and each view in the access log like the lead's page.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const id = /^[1-9]\d{0,9}$/.test(params.message) ? Number(params.message) : 0;
  const photo = id && context.whatsapp ? await context.whatsapp.photo(id) : undefined;
  if (!photo) throw notFound();
  await logView(context, request, staff, `whatsapp photo ${id}`);
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      ...inboxHeaders,
      "Content-Type": photo.content_type,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `inline; filename="whatsapp-${id}.webp"`,
    },
  });
}
