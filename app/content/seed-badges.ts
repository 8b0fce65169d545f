import type { BadgeItem } from "~/lib/content/published-content";
import { homeCopy as english } from "./copy/en/home";
import { homeCopy as odia } from "./copy/or/home";
import { type CertificationBadgeId, certificationBadgeMarks } from "./home";

/**
 * The spec's five certification badges, as a new database starts: each a mark with no words in
 * it, and its words in both languages beside it (the old pictures carried English on Odia pages).
 */
export const seedBadges: BadgeItem[] = (
  Object.entries(certificationBadgeMarks) as [CertificationBadgeId, string][]
).map(([id, src]) => ({
  id,
  logo: { kind: "static", src, width: 80, height: 80 },
  words: { en: english.certifications.badges[id], or: odia.certifications.badges[id] },
}));
