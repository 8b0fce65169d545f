import { MailCheck } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/privacy-subscribe";
import { ConfirmByButton } from "~/components/privacy/confirm-by-button";
import { PrivateLinkNotFound } from "~/components/private-links/private-link-not-found";
import { privacyNoticeCopy } from "~/content/copy/privacy-notice.server";
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
    <ConfirmByButton
      words={words}
      email={email}
      done={done}
      icon={MailCheck}
      doneMark="subscribed"
    />
  );
}
