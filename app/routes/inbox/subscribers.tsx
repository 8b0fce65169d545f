import { Search, UserMinus } from "lucide-react";
import { leadLanguageName } from "~/lib/leads/lead-language";
import { data, Form } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/subscribers";
import { formatDate } from "~/lib/time/format";
import { Pager } from "~/components/inbox/pager";
import { Button } from "~/components/ui/button";
import { CsvLink } from "~/components/inbox/csv-link";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { inboxCopy } from "~/content/inbox";
import { inboxModules, inboxRouteHeaders } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";

const copy = inboxCopy.subscribers;

const querySchema = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined),
  page: z.catch(z.coerce.number().check(z.int(), z.gte(1)), 1),
});
const removeSchema = z.object({
  id: z.pipe(z.string().check(z.regex(/^\d{1,10}$/)), z.transform(Number)),
  email: z.string(),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const { q, page } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await inboxModules(context).subscribers.list({ q: q || undefined, page });
  return data({ q: q ?? "", ...list, isOwner: staff.role === "owner" }, { headers: inboxHeaders });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const parsed = z.safeParse(removeSchema, Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ removed: null }, { status: 400, headers: inboxHeaders });
  const removed = await inboxModules(context).subscribers.remove(parsed.data.id);
  return data({ removed: removed ? parsed.data.email : null }, { headers: inboxHeaders });
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title(copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function InboxSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { q, rows, total, page, pageCount, isOwner } = loaderData;
  const query = (next: number) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (next > 1) params.set("page", String(next));
    const text = params.toString();
    return text ? `?${text}` : "";
  };
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{copy.heading}</h1>
        {isOwner ? (
          <CsvLink href={`${inboxPaths.subscribersCsv}${query(1)}`} label={copy.csv} />
        ) : null}
      </div>
      <Form method="get" className="mt-4 flex items-end gap-2 rounded-2xl bg-white p-4 shadow-sm">
        <div className="grid flex-1 gap-2">
          <Label htmlFor="subscriber-q">{copy.search}</Label>
          <Input
            id="subscriber-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder={copy.searchPlaceholder}
          />
        </div>
        <Button type="submit" variant="navy" className="h-12">
          <Search aria-hidden="true" />
          <span className="max-sm:sr-only">{copy.apply}</span>
        </Button>
      </Form>
      {actionData?.removed ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-leaf-50 p-3 text-sm font-medium text-leaf-800"
        >
          {copy.removed(actionData.removed)}
        </p>
      ) : null}
      <p className="mt-6 text-sm font-semibold text-navy-700">{copy.total(total)}</p>
      {rows.length ? (
        <ul
          className="mt-2 divide-y divide-navy-100 rounded-2xl bg-white shadow-sm"
          aria-label={copy.heading}
        >
          {rows.map((row) => (
            <li key={row.id} className="flex items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="truncate font-semibold">{row.email}</p>
                <p className="text-xs text-navy-700">
                  {copy.subscribed} {formatDate(row.createdAt)} · {leadLanguageName(row.language)}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="id" value={row.id} />
                <input type="hidden" name="email" value={row.email} />
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"
                  aria-label={`${copy.remove} ${row.email}`}
                >
                  <UserMinus aria-hidden="true" />
                  {copy.remove}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl bg-white p-6 text-center text-navy-700">{copy.empty}</p>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={(to) => `${inboxPaths.subscribers}${query(to)}`}
      />
    </>
  );
}
