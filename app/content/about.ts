import { company, statValue } from "./company";

// The About page's neutral data (spec section 2, "About"): what its copy
// (copy/<locale>/about.ts) refers to by id. The headline numbers come from `stats` in
// company.ts, so the page and the rest of the site never disagree.

export const storyImage = {
  src: "/media/about/our-story.webp",
  width: 800,
  height: 600,
} as const;

export type StoryHighlightId = "founded" | "installations";

export const storyHighlights: { id: StoryHighlightId; value: string }[] = [
  { id: "founded", value: String(company.founded) },
  { id: "installations", value: statValue("installations") },
];

export type PurposeId = "mission" | "vision";
export const purposeIds: PurposeId[] = ["mission", "vision"];

export type TeamMemberId = "managing-director" | "business-head" | "chief-technology-officer";

export interface TeamMember {
  id: TeamMemberId;
  portrait: { src: string; width: number; height: number };
}

export const teamMembers: TeamMember[] = [
  {
    id: "managing-director",
    portrait: { src: "/media/team/managing-director.webp", width: 400, height: 400 },
  },
  {
    id: "business-head",
    portrait: { src: "/media/team/business-head.webp", width: 400, height: 400 },
  },
  {
    id: "chief-technology-officer",
    portrait: { src: "/media/team/chief-technology-officer.webp", width: 400, height: 400 },
  },
];
