import type { TeamMemberItem } from "~/lib/content/published-content";
import { aboutCopy as english } from "./copy/en/about";
import { aboutCopy as odia } from "./copy/or/about";

// The spec's team of three (section 2, "About") in both languages, as a new database starts.

const portraits = ["managing-director", "business-head", "chief-technology-officer"] as const;

export const seedTeam: TeamMemberItem[] = portraits.map((id) => ({
  id,
  portrait: { kind: "static", src: `/media/team/${id}.webp`, width: 400, height: 400 },
  words: { en: english.team.members[id], or: odia.team.members[id] },
}));
