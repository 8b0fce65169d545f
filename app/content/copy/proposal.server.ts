import type { Locale } from "~/lib/i18n/locale";
import { proposalCopy as en, type ProposalCopy } from "./en/proposal";
import { proposalCopy as or } from "./or/proposal";

// Server only (the proposal page's loader and action, the proposal e-mails).
export const proposalCopy: Record<Locale, ProposalCopy> = { en, or };
