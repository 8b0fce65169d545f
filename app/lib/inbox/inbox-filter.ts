import * as z from "zod/mini";
import { isIsoDay } from "~/lib/time/kolkata-day";
import { type InboxKind, inboxKinds } from "./inbox-paths";
import { type LeadStatus, leadStatuses } from "~/lib/lead-core/lead-status";

// The inbox list's filters, as they live in the URL (?kind=quote&status=new&page=2): read
// leniently (a wrong value is dropped, not an error), written back without defaults.

export interface InboxFilter {
  kind?: InboxKind;
  status?: LeadStatus;
  /** A staff member's id, or "none" for leads nobody has taken. */
  assignee?: string;
  /** Local (India) dates, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  /** Words to find in name, e-mail, phone or message. */
  q?: string;
  page: number;
}

// A day that exists: "2026-99-99" is dropped like any wrong value, never queried (issue 30).
const date = z.string().check(z.refine(isIsoDay));
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

const filterSchema = z.object({
  kind: lenient(z.enum(inboxKinds)),
  status: lenient(z.enum(leadStatuses)),
  assignee: lenient(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  from: lenient(date),
  to: lenient(date),
  q: lenient(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  page: z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
});

export function readInboxFilter(params: URLSearchParams): InboxFilter {
  return filterSchema.parse(Object.fromEntries(params)) as InboxFilter;
}

/** The filter as a query string ("" for none); `page` 1 is left out. */
export function inboxFilterQuery(filter: Partial<InboxFilter>): string {
  const params = new URLSearchParams();
  for (const key of ["kind", "status", "assignee", "from", "to", "q"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
