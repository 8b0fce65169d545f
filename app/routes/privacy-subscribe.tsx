import { CircleCheck, MailCheck } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/privacy-subscribe";
import { PageHero } from "~/components/page-hero";
import { PrivateLinkNotFound } from "~/components/surveys/private-link-not-found";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { privacyNoticeCopy } from "~/content/copy/privacy-notice.server";
import { fill } from "~/lib/i18n/fill";
import { localeOfRequest, localePath } from "~/lib/i18n/locale";
import { privateLinkHeaders } from "~/lib/private-links/private-links.server";
import { privateLinkNotFound } from "~/lib/private-links/not-found.server";
import { requestDay } from "~/lib/request-day.server";

// The newsletter's double opt-in (issue 30), behind the link e-mailed to the address the box
// was given (/privacy/subscribe/<token>, /or/…): a GET changes nothing and shows one button (a
// mail scanner that opens links subscribes nobody); its POST confirms the subscription and
// records the consent. A link that opens nothing gets the same plain "not found" as every
// private link.

function desk(context: Route.LoaderArgs["context"]) {
  if (!context.privacy) throw data("Not available", { status: 503, headers: privateLinkHeaders });
  return context.privacy;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const email = await desk(context).subscribeAddress(params.token, requestDay(context).now);
  if (!email) return privateLinkNotFound(locale);
  return data(
    {
      found: true as const,
      locale,
      email,
      words: privacyNoticeCopy[locale].subscribe,
      done: false,
    },
    { headers: privateLinkHeaders },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const result = await desk(context).confirmSubscription(params.token, requestDay(context).now);
  if (!result) return privateLinkNotFound(locale);
  return data(
    {
      found: true as const,
      locale,
      email: result.email,
      words: privacyNoticeCopy[locale].subscribe,
      done: true,
    },
    { headers: privateLinkHeaders },
  );
}

/** Every answer, a bad link's included: no cache, no index, no referrer to other sites. */
export const headers: Route.HeadersFunction = () => privateLinkHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.found
      ? loaderData.words.heading
      : (loaderData?.copy.notFound.title ?? "Not found"),
  },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

export default function PrivacySubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  if (!shown.found) {
    return <PrivateLinkNotFound copy={shown.copy} home={localePath(shown.locale, "/")} />;
  }
  const { words, email, done } = shown;
  return (
    <>
      <PageHero heading={words.heading} />
      <Container className="max-w-2xl py-12 sm:py-16">
        {done ? (
          <div
            role="status"
            data-subscribed
            className="flex gap-3 rounded-xl border border-leaf-600/30 bg-leaf-50 p-5 text-leaf-800"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{words.doneHeading}</p>
              <p className="mt-1">{words.doneText}</p>
            </div>
          </div>
        ) : (
          <form method="post" className="grid gap-6 rounded-2xl bg-white p-6 shadow-sm">
            <p className="leading-relaxed text-navy-800">{fill(words.text, { email })}</p>
            <Button type="submit" variant="navy" size="lg" className="justify-self-start">
              <MailCheck aria-hidden="true" />
              {words.button}
            </Button>
          </form>
        )}
      </Container>
    </>
  );
}
