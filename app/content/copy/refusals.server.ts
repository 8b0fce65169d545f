import type { Locale } from "~/lib/i18n/locale";
import {
  plainAnswersCopy as plainEn,
  type PlainAnswersCopy,
  refusalsCopy as en,
  type RefusalsCopy,
} from "./en/refusals";
import { plainAnswersCopy as plainOr, refusalsCopy as or } from "./or/refusals";

// Server only: the refusals in the language of the page the post was sent from.
export const refusalsCopy: Record<Locale, RefusalsCopy> = { en, or };
export const plainAnswersCopy: Record<Locale, PlainAnswersCopy> = { en: plainEn, or: plainOr };
