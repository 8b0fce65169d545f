import type { Locale } from "~/lib/i18n/locale";
import { privacyCopy as en, type PrivacyCopy } from "./en/privacy";
import { privacyCopy as or } from "./or/privacy";

// Server only (loaders): the privacy policy's components receive their words from the loader.
export const privacyCopy: Record<Locale, PrivacyCopy> = { en, or };
