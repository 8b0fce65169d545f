import { referralCopy } from "~/content/copy/referrals.server";
import { pagePaths } from "~/content/pages";
import { shownCompany } from "~/lib/content/shown-company";
import { fill } from "~/lib/i18n/fill";
import { type Locale, localePath } from "~/lib/i18n/locale";
import { referralParam } from "~/lib/referral-param";
import type { ReferralStore } from "./referral-store.server";
import { firstName } from "./first-name";
import type { ShownReferralCard } from "./referral-card";

// The referral card of the customer's project page (issue 36): their link in their language,
// the WhatsApp share (a link to WhatsApp's own share page: no script of WhatsApp's on ours),
// and the two things they may change: whether their first name shows, and a new link.

/** The quote page's address with a referral token, in a language. */
export const referralPath = (locale: Locale, token: string) =>
  `${localePath(locale, pagePaths.quoteRequest)}?${referralParam}=${token}`;

export async function referralCardOf(
  referrals: ReferralStore,
  {
    projectId,
    name,
    locale,
    now,
    siteUrl,
  }: { projectId: number; name: string; locale: Locale; now: Date; siteUrl: string },
): Promise<ShownReferralCard> {
  const { token, showFirstName } = await referrals.linkFor(projectId, now);
  const words = referralCopy[locale].card;
  const link = new URL(referralPath(locale, token), siteUrl).href;
  const shareText = `${fill(words.shareText, { company: shownCompany(locale).name })} ${link}`;
  return {
    words,
    link,
    whatsappHref: `https://wa.me/?${new URLSearchParams({ text: shareText })}`,
    showFirstName,
    firstName: firstName(name) ?? name,
  };
}

export type ReferralIntent = "saved" | "renewed";

/** The card's two forms: the first name shown or not, a new link; what was done. */
export async function takeReferralIntent(
  referrals: ReferralStore,
  projectId: number,
  form: FormData,
  now: Date,
): Promise<ReferralIntent | undefined> {
  const intent = form.get("intent");
  if (intent === "referral-name") {
    await referrals.setShowFirstName(projectId, form.get("show") === "yes", now);
    return "saved";
  }
  if (intent === "referral-renew") {
    await referrals.renew(projectId, { id: null, name: "The customer" }, now);
    return "renewed";
  }
  return undefined;
}
