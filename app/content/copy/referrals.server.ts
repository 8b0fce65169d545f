import type { Locale } from "~/lib/i18n/locale";
import { type ReferralCopy, referralCopy as en } from "./en/referrals";
import { referralCopy as or } from "./or/referrals";

/** The referrals' words in each language, for the server (issue 36). */
export const referralCopy: Record<Locale, ReferralCopy> = { en, or };
