import { type AppLoadContext, data } from "react-router";
import type { AppDatabase } from "~/lib/db/database.server";
import { nextSteps } from "~/lib/follow-ups/next-steps.server";
import { inboxHeaders } from "~/lib/staff/staff-session.server";
import { erasePerson, previewErasure } from "./erasure.server";
import { inboxQueries } from "./inbox-queries.server";
import { newsletterSubscribers } from "./subscribers.server";
import { rightsQueue } from "~/lib/privacy/rights-queue.server";

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
    steps: nextSteps(db),
    surveys: context.surveys,
    proposals: context.proposals,
    projects: context.projects,
    subscribers: newsletterSubscribers(db),
    rights: rightsQueue(db),
    database: db,
    /** Who an erasure would find, grouped by person, for the owner to choose from. */
    previewErasure: (requestId: number) => previewErasure(db, requestId),
    erase: (requestId: number, actor: Parameters<typeof erasePerson>[2], chosen: string[]) =>
      erasePerson(db, requestId, actor, new Date(), chosen),
  };
}

/** Every inbox route's `headers`: never stored by a cache, never indexed. */
export const inboxRouteHeaders = () => inboxHeaders;

export const notFound = () => data("Not found", { status: 404, headers: inboxHeaders });
