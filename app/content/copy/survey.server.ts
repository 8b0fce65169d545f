import type { Locale } from "~/lib/i18n/locale";
import { privateLinkCopy as privateLinkEn, type PrivateLinkCopy } from "./en/private-link";
import { surveyCopy as en, type SurveyCopy } from "./en/survey";
import { privateLinkCopy as privateLinkOr } from "./or/private-link";
import { surveyCopy as or } from "./or/survey";

// Server only (the survey page's loader, the quote page's offer, the survey e-mails).
export const surveyCopy: Record<Locale, SurveyCopy> = { en, or };
export const privateLinkCopy: Record<Locale, PrivateLinkCopy> = {
  en: privateLinkEn,
  or: privateLinkOr,
};
