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
