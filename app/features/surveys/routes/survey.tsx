import { CalendarCheck, CircleAlert, CircleCheck } from "lucide-react";
import { data } from "react-router";
import * as z from "zod/mini";
import type { Route } from "./+types/survey";
import { PageHero } from "~/components/page-hero";
import { NoticeVersionField } from "~/components/privacy/consent-choices";
import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { formNotice } from "~/lib/privacy/notice-words.server";
import { PrivateLinkNotFound } from "~/components/private-links/private-link-not-found";
import { SlotPicker } from "~/features/surveys/slot-picker";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { surveyCopy } from "~/content/copy/survey.server";
import { fill } from "~/lib/i18n/fill";
import { type Locale, localePath } from "~/lib/i18n/locale";
import { privateLinkHeaders } from "~/lib/private-links/private-links.server";
import {
  linkService,
  linkSubjectId,
  requirePrivateLink,
} from "~/lib/private-links/require-private-link.server";
import { privateLinkNotFound } from "~/lib/private-links/not-found.server";
import { requestDay } from "~/lib/request-day.server";
import { recordLimitReached } from "~/lib/inbox/limit-events.server";
import { defaultRateLimitRules } from "~/lib/rate-limit.server";
import type { SurveyStore } from "~/features/surveys/survey-store.server";
import { slotLabel } from "~/lib/time/kolkata-words";
import { useSite } from "~/lib/i18n/site-context";

// The visitor's own survey page, behind the private link made for their quote request
// (/survey/<token>, /or/survey/<token>): the free slots of the next 14 days as a plain form,
// then their survey with "move" and "cancel". Rendered per request, never cached or indexed;
// any link that opens nothing gets the same plain "not found" (issue 20).

const changeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("book"),
    slot: z._default(z.string().check(z.maxLength(40)), ""),
    // The privacy notice shown beside the form (issue 23): stored with the booking.
    noticeVersion: z.string().check(z.minLength(1), z.maxLength(20)),
  }),
  z.object({ intent: z.literal("cancel") }),
]);

/**
 * Whether a visitor's change is past a limit (issue 30): the changes one link makes in a day
 * (each e-mails the customer and the sales desk), and the new surveys booked from one client
 * address in a day (so nobody takes every slot, a quote request after another). Staff see it
 * on the lead's timeline; the visitor is asked to call.
 */
async function limitReached(
  context: Route.ActionArgs["context"],
  { surveys, leadId }: { surveys: SurveyStore; leadId: number },
  booking: boolean,
  now: Date,
): Promise<"tooManyChanges" | "tooManyBookings" | null> {
  const limiter = context.rateLimiter;
  if (!limiter || !context.database) return null;
  const live = await surveys.surveyOf(leadId);
  const newBooking = booking && (!live || live.status === "cancelled");
  const held = !(await limiter.take("surveyChange", `lead:${leadId}`)).allowed
    ? "survey_changes"
    : newBooking &&
        context.clientAddress &&
        !(await limiter.take("surveyBooking", context.clientAddress)).allowed
      ? "survey_bookings"
      : null;
  if (!held) return null;
  await recordLimitReached(context.database.db, {
    leadKind: "quote",
    leadId,
    what: held,
    limit:
      defaultRateLimitRules[held === "survey_changes" ? "surveyChange" : "surveyBooking"].limit,
    at: now,
  });
  return held === "survey_changes" ? "tooManyChanges" : "tooManyBookings";
}

async function surveyPage(
  surveys: SurveyStore,
  leadId: number,
  locale: Locale,
  context: Route.LoaderArgs["context"],
) {
  const lead = await surveys.leadOf(leadId);
  if (!lead || (await surveys.isLost(leadId))) return undefined;
  const { today, now } = requestDay(context);
  const [survey, free] = await Promise.all([
    surveys.surveyOf(leadId),
    surveys.freeSlots(today, now),
  ]);
  const words = surveyCopy[locale];
  return {
    found: true as const,
    locale,
    words,
    notice: formNotice(locale, "survey"),
    lead: { name: lead.name, location: lead.location },
    emailed: surveys.sendsEmail(),
    survey: survey
      ? { ...survey, label: slotLabel(survey.start, survey.end, locale, words) }
      : null,
    // A live survey's own slot is not offered as a move (a cancelled one's is free again).
    slots: free.filter((slot) => !(survey?.status !== "cancelled" && slot.start === survey?.start)),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const link = await requirePrivateLink(args, linkSubjectId("survey"));
  if (!link.found) return link.notFound;
  const surveys = linkService(args.context.surveys);
  const page = await surveyPage(surveys, link.subject, link.locale, args.context);
  if (!page) return privateLinkNotFound(link.locale);
  return data(page, { headers: privateLinkHeaders });
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const link = await requirePrivateLink(args, linkSubjectId("survey"));
  if (!link.found) return link.notFound;
  const opened = { surveys: linkService(context.surveys), leadId: link.subject };
  // A lost lead's link books nothing (issue 30); an erased one's is gone with the lead, and
  // a change to a lead that is not there is refused by the store.
  if (await opened.surveys.isLost(opened.leadId)) return privateLinkNotFound(link.locale);
  const parsed = z.safeParse(changeSchema, Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ problem: "pickOne" as const }, { status: 400, headers: privateLinkHeaders });
  }
  const { today, now } = requestDay(context);
  const actor = { kind: "visitor" as const };
  const change = parsed.data;
  const limited = await limitReached(context, opened, change.intent === "book", now);
  if (limited) {
    return data({ problem: limited }, { status: 429, headers: privateLinkHeaders });
  }
  const result =
    change.intent === "cancel"
      ? await opened.surveys.cancel(opened.leadId, { actor, token: link.token })
      : await opened.surveys.book(opened.leadId, change.slot, {
          actor,
          today,
          now,
          token: link.token,
          noticeVersion: change.noticeVersion,
        });
  switch (result.outcome) {
    case "booked":
    case "moved":
    case "cancelled":
      return data({ done: result.outcome }, { headers: privateLinkHeaders });
    case "unchanged":
      return data({ done: "booked" as const }, { headers: privateLinkHeaders });
    case "taken":
      return data(
        { problem: "taken" as const, slot: change.intent === "book" ? change.slot : "" },
        { status: 409, headers: privateLinkHeaders },
      );
    default:
      return data({ problem: "pickOne" as const }, { status: 400, headers: privateLinkHeaders });
  }
}

/** Every answer, a bad link's included: no cache, no index, no referrer to other sites. */
export const headers: Route.HeadersFunction = () => privateLinkHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.found
      ? loaderData.words.page.title
      : (loaderData?.copy.notFound.title ?? "Not found"),
  },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

export default function SurveyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company } = useSite();
  if (!loaderData.found) {
    return <PrivateLinkNotFound copy={loaderData.copy} home={localePath(loaderData.locale, "/")} />;
  }
  const { locale, words, lead, survey, slots } = loaderData;
  const copy = words.page;
  const live = survey && survey.status !== "cancelled" ? survey : null;
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  return (
    <>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <Container className="grid max-w-3xl gap-6 py-10 sm:py-14">
        <p className="font-semibold text-navy-800">
          {fill(copy.forWhom, { name: lead.name, location: lead.location })}
        </p>
        {done ? (
          <p
            role="status"
            className="flex gap-3 rounded-xl border border-leaf-600/30 bg-leaf-50 p-4 font-semibold text-leaf-800"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {loaderData.emailed ? copy.done[done] : copy.doneNoEmail[done]}
          </p>
        ) : null}
        {problem ? (
          <p
            role="alert"
            className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {problem === "taken" || problem === "pickOne"
              ? copy[problem]
              : fill(copy[problem], { phone: company.phoneDisplay })}
          </p>
        ) : null}

        {live ? (
          <section
            aria-labelledby="survey-yours"
            data-testid="survey-booked"
            className="rounded-2xl border-2 border-sun-400 bg-white p-6 shadow-sm"
          >
            <h2
              id="survey-yours"
              className="flex items-center gap-2 text-lg font-bold text-navy-700"
            >
              <CalendarCheck aria-hidden="true" className="size-5 text-sun-600" />
              {copy.yours}
            </h2>
            <p className="mt-1 text-2xl font-extrabold text-navy-900" data-testid="survey-when">
              {live.label}
            </p>
            <p className="mt-2 text-navy-700">
              {live.status === "confirmed" ? copy.status.confirmed : copy.status.booked}
            </p>
          </section>
        ) : survey?.status === "cancelled" ? (
          <section
            aria-labelledby="survey-cancelled"
            className="rounded-2xl bg-white p-6 shadow-sm"
          >
            <h2 id="survey-cancelled" className="text-xl font-bold text-navy-900">
              {copy.cancelledHeading}
            </h2>
            <p className="mt-2 text-navy-700">{copy.cancelledText}</p>
          </section>
        ) : null}

        <section aria-labelledby="survey-pick" className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="survey-pick" className="text-xl font-bold text-navy-900">
            {live ? copy.move : copy.pick}
          </h2>
          <p className="mt-1 text-sm text-navy-700">{copy.pickIntro}</p>
          {slots.length ? (
            <form method="post" className="mt-4 grid gap-4">
              <input type="hidden" name="intent" value="book" />
              <NoticeVersionField />
              {/* A refused pick is announced above, as an alert. */}
              <SlotPicker slots={slots} locale={locale} words={words} />
              <Button
                type="submit"
                variant={live ? "navy" : "sun"}
                size="lg"
                className="justify-self-start"
              >
                {live ? copy.moveSubmit : copy.book}
              </Button>
            </form>
          ) : (
            <p className="mt-4 font-semibold text-navy-900">
              {fill(copy.noSlots, { phone: company.phoneDisplay })}
            </p>
          )}
        </section>

        {live ? (
          <section aria-labelledby="survey-cancel" className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="survey-cancel" className="text-xl font-bold text-navy-900">
              {copy.cancelHeading}
            </h2>
            <p className="mt-1 text-navy-700">{copy.cancelText}</p>
            <form method="post" className="mt-4">
              <input type="hidden" name="intent" value="cancel" />
              <Button type="submit" variant="outline">
                {copy.cancel}
              </Button>
            </form>
          </section>
        ) : null}
        <PrivacyNotice notice={loaderData.notice} />
        <p className="text-sm text-navy-700">{copy.privacy}</p>
      </Container>
    </>
  );
}
