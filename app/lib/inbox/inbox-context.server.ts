import { type AppLoadContext, data } from "react-router";
import type { AppDatabase } from "~/lib/db/database.server";
import { inboxHeaders } from "~/lib/staff/staff-session.server";
import { inboxQueries } from "./inbox-queries.server";
import { newsletterSubscribers } from "./subscribers.server";
import { logAccess } from "~/lib/privacy/access-log.server";
import { requestDay } from "~/lib/request-day.server";
import type { SignedInStaff } from "~/lib/staff/staff-session.server";

// The inbox's modules over the request's database (on the load context, opened once by the
// server). Call after requireStaff.

function database(context: AppLoadContext): AppDatabase {
  if (!context.database) {
    throw data("The inbox is not available.", { status: 503, headers: inboxHeaders });
  }
  return context.database;
}

export function inboxModules(context: AppLoadContext) {
  const db = database(context);
  if (!context.surveys || !context.proposals || !context.projects) {
    throw data("The inbox is not available.", { status: 503, headers: inboxHeaders });
  }
  return {
    leads: inboxQueries(db),
    surveys: context.surveys,
    proposals: context.proposals,
    projects: context.projects,
    subscribers: newsletterSubscribers(db),
    database: db,
  };
}

/**
 * Logs a staff member's view of people's data (DPDP Rules 2025, Rule 6): the record or list
 * (`subject`, by kind and id, never a person's details) and the address with its query, which
 * for a list or an export says what was asked for.
 */
export async function logView(
  context: AppLoadContext,
  request: Request,
  staff: Pick<SignedInStaff, "id" | "name">,
  subject: string,
): Promise<void> {
  const { pathname, search } = new URL(request.url);
  await logAccess(database(context).db, staff, {
    subject,
    path: `${pathname}${search}`,
    now: requestDay(context).now,
  });
}

/** Every inbox route's `headers`: never stored by a cache, never indexed. */
export const inboxRouteHeaders = () => inboxHeaders;

export const notFound = () => data("Not found", { status: 404, headers: inboxHeaders });

/** A record's id from the address ("42"), or the inbox's 404 for anything else. */
export function recordId(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) throw notFound();
  return Number(text);
}
