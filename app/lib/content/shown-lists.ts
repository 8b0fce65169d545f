import type { Locale } from "~/lib/i18n/locale";
import { publishedContent } from "./published-content";
import { showPhoto, type ShownPhoto } from "./shown-photo";

// The desk's simpler lists as a page shows them, in its language (issue 32).

export interface ShownTestimonial {
  id: string;
  rating: number;
  name: string;
  role: string;
  quote: string;
  /** Their photo, or none: the card shows their initial. */
  avatar: ShownPhoto | null;
}

export function shownTestimonials(locale: Locale): ShownTestimonial[] {
  return publishedContent().testimonials.map((item) => ({
    id: item.id,
    rating: item.rating,
    ...item.words[locale],
    avatar: item.avatar ? showPhoto(item.avatar) : null,
  }));
}

/** The home page's lists: its testimonials and its badges. */
export function shownHomeLists(locale: Locale) {
  return { testimonials: shownTestimonials(locale), badges: shownBadges(locale) };
}
export type ShownHomeLists = ReturnType<typeof shownHomeLists>;

export interface ShownTeamMember {
  id: string;
  name: string;
  role: string;
  bio: string;
  portrait: ShownPhoto;
}

export function shownTeam(locale: Locale): ShownTeamMember[] {
  return publishedContent().team.map((member) => ({
    id: member.id,
    ...member.words[locale],
    portrait: showPhoto(member.portrait),
  }));
}

export interface ShownBadge {
  id: string;
  name: string;
  detail: string;
  alt: string;
  logo: ShownPhoto;
}

export function shownBadges(locale: Locale): ShownBadge[] {
  return publishedContent().badges.map((badge) => ({
    id: badge.id,
    ...badge.words[locale],
    logo: showPhoto(badge.logo),
  }));
}

export interface ShownArea {
  id: string;
  lat: number;
  lng: number;
  headquarters: boolean;
  name: string;
}

export function shownAreas(locale: Locale): ShownArea[] {
  return publishedContent().areas.map((area) => ({
    id: area.id,
    lat: area.lat,
    lng: area.lng,
    headquarters: area.headquarters,
    name: area.words[locale].name,
  }));
}
