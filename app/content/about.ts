import { company } from "./company";
import type { ShownCompany } from "~/lib/content/shown-company";

// The About page's neutral data (spec section 2, "About"): what its copy
// (copy/<locale>/about.ts) refers to by id. The headline numbers come from `stats` in
// company.ts, so the page and the rest of the site never disagree.

export const storyImage = {
  src: "/media/about/our-story.webp",
  width: 800,
  height: 600,
} as const;

export type StoryHighlightId = "founded" | "installations";

export function storyHighlights(
  shown: Pick<ShownCompany, "founded" | "stats">,
): { id: StoryHighlightId; value: string }[] {
  return [
    { id: "founded", value: String(shown.founded) },
    { id: "installations", value: shown.stats.installations },
  ];
}

export type HeadlineStatId = "installations" | "districts" | "satisfaction" | "support";

/** The headline claims of the stats band: the company's three figures, then its promise. */
export function headlineStats(
  shown: Pick<ShownCompany, "stats">,
): { id: HeadlineStatId; value: string }[] {
  return [
    { id: "installations", value: shown.stats.installations },
    { id: "districts", value: shown.stats.districts },
    { id: "satisfaction", value: shown.stats.satisfaction },
    { id: "support", value: company.support },
  ];
}

export type PurposeId = "mission" | "vision";
export const purposeIds: PurposeId[] = ["mission", "vision"];
