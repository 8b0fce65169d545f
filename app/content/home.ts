// The home page's neutral data (spec section 2 "Home", section 3 Slide and Testimonial): ids,
// paths, image files and the sizes they were made at. Every word a visitor reads is copy, by
// id, in app/content/copy/<locale>/home.ts. Images live in public/media.

import { company } from "./company";
import type { ShownCompany } from "~/lib/content/shown-company";
import { pagePaths } from "./pages";

// ---------------------------------------------------------------------------------------------
// Hero

export type HeroSlideId =
  "solar-farm" | "rooftop-installation" | "sustainable-power" | "photovoltaic-installers";

interface SlideBase {
  /** Names the slide's alt text in the copy. */
  id: HeroSlideId;
  width: number;
  height: number;
}

export interface ImageSlide extends SlideBase {
  type: "image";
  /** The large file; `srcSet` offers the small one to phones. */
  src: string;
  srcSet: string;
}

export interface VideoSlide extends SlideBase {
  type: "video";
  /** The MP4 file; browsers that play WebM take the smaller `webmSrc` first. */
  src: string;
  webmSrc: string;
  /** The still shown until the clip plays. */
  poster: string;
}

export type HeroSlide = ImageSlide | VideoSlide;

/** The four hero items, in the spec's order: image, video, image, video. */
export const heroSlides: HeroSlide[] = [
  {
    id: "solar-farm",
    type: "image",
    src: "/media/hero/solar-farm-1600.webp",
    srcSet: "/media/hero/solar-farm-800.webp 800w, /media/hero/solar-farm-1600.webp 1600w",
    width: 1600,
    height: 900,
  },
  {
    id: "rooftop-installation",
    type: "video",
    src: "/media/hero/rooftop-installation.mp4",
    webmSrc: "/media/hero/rooftop-installation.webm",
    poster: "/media/hero/rooftop-installation-poster.webp",
    width: 1280,
    height: 720,
  },
  {
    id: "sustainable-power",
    type: "image",
    src: "/media/hero/sustainable-power-1600.webp",
    srcSet:
      "/media/hero/sustainable-power-800.webp 800w, /media/hero/sustainable-power-1600.webp 1600w",
    width: 1600,
    height: 900,
  },
  {
    id: "photovoltaic-installers",
    type: "video",
    src: "/media/hero/photovoltaic-installers.mp4",
    webmSrc: "/media/hero/photovoltaic-installers.webm",
    poster: "/media/hero/photovoltaic-installers-poster.webp",
    width: 1280,
    height: 720,
  },
];

export const heroLinks = {
  primary: pagePaths.quoteRequest,
  secondary: pagePaths.contact,
};

// ---------------------------------------------------------------------------------------------
// Top-rated services blurb

export type TopRatedStatId = "installations" | "satisfaction" | "founded" | "support";

/**
 * The four numbers beside the blurb. Three are the company's published headline figures (the
 * content desk keeps them), so the page and the rest of the site never disagree; their labels
 * are copy.
 */
export function topRatedStats(
  shown: Pick<ShownCompany, "founded" | "stats">,
): { id: TopRatedStatId; value: string }[] {
  return [
    { id: "installations", value: shown.stats.installations },
    { id: "satisfaction", value: shown.stats.satisfaction },
    { id: "founded", value: String(shown.founded) },
    { id: "support", value: company.support },
  ];
}

export const topRatedLink = pagePaths.about;

// ---------------------------------------------------------------------------------------------
// Benefits

export type BenefitId = "savings" | "eco" | "certified";

export const benefitIds: BenefitId[] = ["savings", "eco", "certified"];

// ---------------------------------------------------------------------------------------------
// Products

export type ProductHighlightId = "solar-panels" | "inverters" | "batteries";

export interface ProductHighlight {
  id: ProductHighlightId;
  /** The photo; its alt text is copy. */
  image: { src: string; width: number; height: number };
}

/** Every card leads to the products page. */
export const productsLink = pagePaths.productsServices;

export const productHighlights: ProductHighlight[] = [
  {
    id: "solar-panels",
    image: { src: "/media/products/solar-panels.webp", width: 800, height: 600 },
  },
  {
    id: "inverters",
    image: { src: "/media/products/inverters.webp", width: 800, height: 600 },
  },
  {
    id: "batteries",
    image: { src: "/media/products/batteries.webp", width: 800, height: 600 },
  },
];

// ---------------------------------------------------------------------------------------------
// Services

export type ServiceTileId =
  | "residential"
  | "commercial"
  | "maintenance"
  | "inverter-setup"
  | "rooftop-mounting"
  | "solar-plant"
  | "grid-tied"
  | "energy-audit";

export const serviceTileIds: ServiceTileId[] = [
  "residential",
  "commercial",
  "maintenance",
  "inverter-setup",
  "rooftop-mounting",
  "solar-plant",
  "grid-tied",
  "energy-audit",
];

// ---------------------------------------------------------------------------------------------
// Testimonials (spec section 3: name, quote, rating, avatar; name and quote are copy)

export type TestimonialId = "sasmita" | "rakesh" | "priyanka" | "bijay";

export interface Testimonial {
  id: TestimonialId;
  rating: number;
  avatar: string;
}

/** Stars are out of this many. */
export const ratingOutOf = 5;

export const testimonials: Testimonial[] = [
  { id: "sasmita", rating: 5, avatar: "/media/avatars/avatar-1.svg" },
  { id: "rakesh", rating: 5, avatar: "/media/avatars/avatar-2.svg" },
  { id: "priyanka", rating: 5, avatar: "/media/avatars/avatar-3.svg" },
  { id: "bijay", rating: 5, avatar: "/media/avatars/avatar-4.svg" },
];

// ---------------------------------------------------------------------------------------------
// Call to action and certifications

export const callToActionLinks = {
  primary: pagePaths.quoteRequest,
  secondary: pagePaths.contact,
  planner: pagePaths.solarCalculator,
};

export type CertificationBadgeId = "mnre" | "iso-9001" | "bis" | "oreda" | "iec-61215";

/** The badges' marks as a new database starts (seed-badges.ts); their words are copy. */
export const certificationBadgeMarks: Record<CertificationBadgeId, string> = {
  mnre: "/media/badges/mnre-mark.svg",
  "iso-9001": "/media/badges/iso-9001-mark.svg",
  bis: "/media/badges/bis-mark.svg",
  oreda: "/media/badges/oreda-mark.svg",
  "iec-61215": "/media/badges/iec-61215-mark.svg",
};
