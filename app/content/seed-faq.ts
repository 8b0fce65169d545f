import type { FaqItem } from "~/lib/content/published-content";
import { faqCopy as english } from "./copy/en/faq";
import { faqCopy as odia } from "./copy/or/faq";
import { faqIds } from "./faq";

/** The spec's six questions and answers in both languages, as a new database starts. */
export const seedFaq: FaqItem[] = faqIds.map((id) => ({
  id,
  words: { en: english.entries[id], or: odia.entries[id] },
}));
