import { type AppLoadContext, data } from "react-router";
import { type Locale, localeOfRequest } from "~/lib/i18n/locale";
import { requestDay } from "~/lib/request-day.server";
import { privateLinkNotFound } from "./not-found.server";
import {
  findPrivateLink,
  type PrivateLinkPurpose,
  privateLinkHeaders,
} from "./private-links.server";

// Every page behind a private link (a survey, a proposal, a project, a privacy copy, a
// withdrawal, a subscription) opens its token the same way (issue 31): in the language of the
// address, at the request's instant, and answers a token that opens nothing with the same plain
// 404 whatever the reason, so a link gives nothing away.

interface LinkArgs {
  request: Request;
  context: AppLoadContext;
  params: { token?: string };
}

/** What a link opened, with the page's language and the token it was opened with. */
export interface OpenedLink<Subject> {
  subject: Subject;
  locale: Locale;
  token: string;
  now: Date;
}

export type LinkOpening<Subject> =
  | ({ found: true } & OpenedLink<Subject>)
  | { found: false; locale: Locale; notFound: ReturnType<typeof privateLinkNotFound> };

/** Opens the token with `open` (null or undefined: it opens nothing). */
export async function requirePrivateLink<Subject>(
  { request, context, params }: LinkArgs,
  open: (token: string, now: Date, context: AppLoadContext) => Promise<Subject | null | undefined>,
): Promise<LinkOpening<Subject>> {
  const locale = localeOfRequest(request);
  const token = params.token ?? "";
  const { now } = requestDay(context);
  const subject = token ? await open(token, now, context) : null;
  if (subject === null || subject === undefined) {
    return { found: false, locale, notFound: privateLinkNotFound(locale) };
  }
  return { found: true, subject, locale, token, now };
}

/** A service of the server the page needs (absent when prerendering): else 503. */
export function linkService<Service>(service: Service | undefined): Service {
  if (!service) throw data("Not available", { status: 503, headers: privateLinkHeaders });
  return service;
}

/** Opens a link of the private_links table: its subject's numeric id. */
export const linkSubjectId =
  (purpose: PrivateLinkPurpose) =>
  async (token: string, now: Date, context: AppLoadContext): Promise<number | null> => {
    const link = await findPrivateLink(linkService(context.database).db, purpose, token, now);
    const id = link ? Number(link.subjectId) : NaN;
    return Number.isInteger(id) ? id : null;
  };
