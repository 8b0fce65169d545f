import type { Locale } from "~/lib/i18n/locale";
import { reachOutCopy as en, type ReachOutCopy } from "./en/reach-out";
import { reachOutCopy as or } from "./or/reach-out";

// Server only (the inbox's lead and project pages build the WhatsApp links).
export const reachOutCopy: Record<Locale, ReachOutCopy> = { en, or };
