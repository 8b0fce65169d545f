import { CircleAlert, CircleCheck } from "lucide-react";
import { data, redirect } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/proposal";
import { PageHero } from "~/components/page-hero";
import { NoticeVersionField } from "~/components/privacy/consent-choices";
import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { ProposalDocument } from "~/features/proposals/proposal-document";
import { PrivateLinkNotFound } from "~/components/private-links/private-link-not-found";
import { Button } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Container } from "~/components/ui/section";
import { proposalCopy } from "~/content/copy/proposal.server";
import { fill } from "~/lib/i18n/fill";
import { formatDate } from "~/lib/i18n/format";
import { localePath } from "~/lib/i18n/locale";
import { todayInKolkata } from "~/lib/time/kolkata-day";
import { formNotice } from "~/lib/privacy/notice-words.server";
import { privateLinkHeaders } from "~/lib/private-links/private-links.server";
import {
  linkService,
  linkSubjectId,
  requirePrivateLink,
} from "~/lib/private-links/require-private-link.server";
import { privateLinkNotFound } from "~/lib/private-links/not-found.server";
import { requestDay } from "~/lib/request-day.server";
import { oneLine } from "~/lib/plain-text";
import { noticeVersion } from "~/lib/privacy/notice-version";
import { useSite } from "~/lib/i18n/site-context";

// The customer's proposal behind its private link (/proposal/<token>, /or/proposal/<token>):
// the newest sent version, server-rendered, readable on a phone and printable on A4, with a
// plain form to accept it (typed name, a tick for the terms). Never cached or indexed; any link
// that opens nothing gets the same plain "not found" as a survey's (issue 21).

const acceptSchema = z.object({
  intent: z.literal("accept"),
  version: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/)), z.transform(Number)),
  // Its length is checked below, to answer at the field (issue 30).
  name: z._default(z.string().check(oneLine, z.trim()), ""),
  terms: z.optional(z.literal("yes")),
  // The privacy notice shown beside the form (issue 23): stored with the acceptance. The page
  // is never cached, so a post without it saw the notice the page shows now.
  noticeVersion: z._default(z.string().check(z.minLength(1), z.maxLength(20)), noticeVersion),
});

const nameLimit = 200;

/** The link's proposal (its id), or nothing for a link that opens nothing. */
const openLink = (args: Route.LoaderArgs | Route.ActionArgs) =>
  requirePrivateLink(args, linkSubjectId("proposal"));

export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const link = await openLink(args);
  if (!link.found) return link.notFound;
  const { locale } = link;
  const shown = await linkService(context.proposals).openForCustomer(link.subject);
  if (!shown?.content) return privateLinkNotFound(locale);
  // The proposal is in the lead's language: a link opened in the other one goes there.
  if (shown.content.locale !== locale) {
    throw redirect(localePath(shown.content.locale, `/proposal/${link.token}`), {
      headers: privateLinkHeaders,
    });
  }
  const { today } = requestDay(context);
  return data(
    {
      found: true as const,
      locale,
      words: proposalCopy[locale].page,
      content: shown.content,
      accepted: shown.accepted
        ? { day: todayInKolkata(new Date(shown.accepted.at)), name: shown.accepted.name }
        : null,
      expired: shown.validUntil !== null && shown.validUntil < today,
      notice: formNotice(locale, "proposal"),
    },
    { headers: privateLinkHeaders },
  );
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const link = await openLink(args);
  if (!link.found) return link.notFound;
  const { locale } = link;
  const opened = { proposals: linkService(context.proposals), id: link.subject };
  const parsed = z.safeParse(acceptSchema, Object.fromEntries(await request.formData()));
  if (!parsed.success) return privateLinkNotFound(locale);
  const { version, name, terms, noticeVersion: seen } = parsed.data;
  const problems = {
    name:
      name.length < 2
        ? ("nameMissing" as const)
        : name.length > nameLimit
          ? ("nameTooLong" as const)
          : undefined,
    terms: terms ? undefined : ("termsMissing" as const),
  };
  if (problems.name || problems.terms) {
    return data({ problems, name }, { status: 400, headers: privateLinkHeaders });
  }
  const result = await opened.proposals.acceptProposal(
    opened.id,
    version,
    {
      name,
      ip: context.clientAddress ?? "",
      userAgent: request.headers.get("user-agent") ?? "",
      noticeVersion: seen,
    },
    requestDay(context).today,
  );
  switch (result.outcome) {
    case "accepted":
    case "already":
      return data({ done: "accepted" as const }, { headers: privateLinkHeaders });
    case "replaced":
    case "expired":
      return data({ problem: result.outcome, name }, { status: 409, headers: privateLinkHeaders });
    default:
      return privateLinkNotFound(locale);
  }
}

/** Every answer, a bad link's included: no cache, no index, no referrer to other sites. */
export const headers: Route.HeadersFunction = () => privateLinkHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.found
      ? `${loaderData.words.title} ${loaderData.content.number}`
      : (loaderData?.copy.notFound.title ?? "Not found"),
  },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

export default function ProposalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company } = useSite();
  if (!loaderData.found) {
    return <PrivateLinkNotFound copy={loaderData.copy} home={localePath(loaderData.locale, "/")} />;
  }
  const { locale, words, content, accepted, expired } = loaderData;
  const answer = actionData && "found" in actionData ? undefined : actionData;
  const problems = answer && "problems" in answer ? answer.problems : undefined;
  const problem = answer && "problem" in answer ? answer.problem : undefined;
  const typed = answer && "name" in answer ? answer.name : "";
  const justAccepted = answer && "done" in answer;
  return (
    <>
      <PageHero heading={words.heading} className="print:hidden" />
      {/* Container's own max-width stays (cn() does not merge classes): the column is inside. */}
      <Container className="py-8 sm:py-12 print:p-0">
        <div className="mx-auto grid max-w-3xl gap-6 print:max-w-none">
          {accepted ? (
            <p
              role="status"
              data-testid="proposal-accepted"
              className="flex gap-3 rounded-xl border border-leaf-600/30 bg-leaf-50 p-4 font-semibold text-leaf-800 print:border-navy-300 print:bg-white"
            >
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 print:hidden" />
              <span>
                {fill(words.accepted, {
                  date: formatDate(accepted.day, locale),
                  name: accepted.name,
                })}
                {justAccepted ? (
                  <span className="mt-1 block font-normal">{words.acceptedThanks}</span>
                ) : null}
              </span>
            </p>
          ) : null}
          {problem ? (
            <p
              role="alert"
              className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800 print:hidden"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {problem === "replaced"
                ? words.accept.replaced
                : fill(words.accept.expired, {
                    date: formatDate(content.validUntil, locale),
                    phone: company.phoneDisplay,
                  })}
            </p>
          ) : null}

          <ProposalDocument content={content} words={words} company={company} />

          {accepted ? null : expired ? (
            <p className="rounded-2xl bg-white p-6 font-semibold text-navy-900 shadow-sm print:hidden">
              {fill(words.accept.expired, {
                date: formatDate(content.validUntil, locale),
                phone: company.phoneDisplay,
              })}
            </p>
          ) : (
            <section
              aria-labelledby="proposal-accept"
              className="rounded-2xl border-2 border-sun-400 bg-white p-6 shadow-sm print:hidden"
            >
              <h2 id="proposal-accept" className="text-xl font-bold text-navy-900">
                {words.accept.heading}
              </h2>
              <p className="mt-1 text-navy-700">{words.accept.intro}</p>
              {/* Without script a refused post reloads the page at its top: the field to fix
                  takes the focus, which brings it into view (issue 30). Not a #fragment in the
                  action: a page with a target element runs no autofocus. */}
              <form method="post" className="mt-4 grid gap-4">
                <input type="hidden" name="intent" value="accept" />
                <NoticeVersionField />
                <input type="hidden" name="version" value={content.version} />
                <Field>
                  <Label htmlFor="accept-name">{words.accept.name}</Label>
                  <Input
                    id="accept-name"
                    name="name"
                    autoComplete="name"
                    maxLength={200}
                    defaultValue={typed}
                    // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the field to fix after a refused post
                    autoFocus={Boolean(problems?.name)}
                    aria-invalid={problems?.name ? true : undefined}
                    aria-describedby={problems?.name ? "accept-name-error" : undefined}
                  />
                  <FieldError id="accept-name-error">
                    {problems?.name ? words.accept[problems.name] : undefined}
                  </FieldError>
                </Field>
                <Field>
                  <label className="flex items-start gap-3 text-navy-900">
                    <input
                      type="checkbox"
                      name="terms"
                      value="yes"
                      className="mt-1 size-5 shrink-0 accent-navy-700"
                      // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the field to fix after a refused post
                      autoFocus={!problems?.name && Boolean(problems?.terms)}
                      aria-invalid={problems?.terms ? true : undefined}
                      aria-describedby={problems?.terms ? "accept-terms-error" : undefined}
                    />
                    <span>{words.accept.terms}</span>
                  </label>
                  <FieldError id="accept-terms-error">
                    {problems?.terms ? words.accept[problems.terms] : undefined}
                  </FieldError>
                </Field>
                <Button type="submit" variant="sun" size="lg" className="justify-self-start">
                  {words.accept.submit}
                </Button>
              </form>
              <div className="mt-4 print:hidden">
                <PrivacyNotice notice={loaderData.notice} />
              </div>
            </section>
          )}
          <p className="text-sm text-navy-700 print:hidden">{words.privacy}</p>
        </div>
      </Container>
    </>
  );
}
