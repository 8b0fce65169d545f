import type { Locale } from "~/lib/i18n/locale";
import { privacyNoticeCopy as en, type PrivacyNoticeCopy } from "./en/privacy-notice";
import { privacyNoticeCopy as or } from "./or/privacy-notice";

// Server only (loaders): the privacy notice's words, handed to its components as props.
export const privacyNoticeCopy: Record<Locale, PrivacyNoticeCopy> = { en, or };
