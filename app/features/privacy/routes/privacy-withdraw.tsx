import { ShieldOff } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/privacy-withdraw";
import { ConfirmByButton } from "~/components/privacy/confirm-by-button";
import { PrivateLinkNotFound } from "~/components/private-links/private-link-not-found";
import { privacyNoticeCopy } from "~/content/copy/privacy-notice.server";
import { localeOfRequest, localePath } from "~/lib/i18n/locale";
import { privateLinkHeaders } from "~/lib/private-links/private-links.server";
import { linkService, requirePrivateLink } from "~/lib/private-links/require-private-link.server";

// Withdrawing every consent in one step (DPDP Act s. 6(4)), behind the link every e-mail to a
// person carries (/privacy/withdraw/<token>, /or/…): a GET changes nothing and shows one
// button; its POST withdraws all and unsubscribes at once. A link that opens nothing gets the
// same plain "not found" as every private link.

export async function loader(args: Route.LoaderArgs) {
  const desk = linkService(args.context.privacy);
  const link = await requirePrivateLink(args, (token, now) => desk.withdrawAddress(token, now));
  if (!link.found) return link.notFound;
  const { locale, subject: email } = link;
  return data(
    { found: true as const, locale, email, words: privacyNoticeCopy[locale].withdraw, done: false },
    { headers: privateLinkHeaders },
  );
}

export async function action(args: Route.ActionArgs) {
  const desk = linkService(args.context.privacy);
  const locale = localeOfRequest(args.request);
  const link = await requirePrivateLink(args, (token, now) => desk.withdraw(token, locale, now));
  if (!link.found) return link.notFound;
  const { subject: result } = link;
  return data(
    {
      found: true as const,
      locale,
      email: result.email,
      words: privacyNoticeCopy[locale].withdraw,
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

export default function PrivacyWithdrawPage({ loaderData, actionData }: Route.ComponentProps) {
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
      icon={ShieldOff}
      doneMark="withdrawn"
    />
  );
}
