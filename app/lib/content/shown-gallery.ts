import type { Locale } from "~/lib/i18n/locale";
import { formatDate } from "~/lib/i18n/format";
import { type GalleryItem, publishedContent } from "./published-content";
import { showPhoto, type ShownPhoto } from "./shown-photo";

// The published gallery as one page shows it, in its language: JSON the gallery's island
// takes as props (it filters in the browser without asking the server again).

export interface ShownProject {
  id: string;
  categoryId: string;
  title: string;
  location: string;
  summary: string;
  alt: string;
  /** "5 kW", when the company gave the size. */
  size: string | null;
  /** The installation's day in the page's language, when given. */
  installed: string | null;
  photo: ShownPhoto;
}

export function showProject(item: GalleryItem, locale: Locale): ShownProject {
  const words = item.words[locale];
  return {
    id: item.id,
    categoryId: item.categoryId,
    title: words.title,
    location: words.location,
    summary: words.summary,
    alt: words.alt,
    size: item.kw === null ? null : `${item.kw.toLocaleString("en-IN")} kW`,
    installed: item.date === null ? null : formatDate(item.date, locale),
    photo: showPhoto(item.photo),
  };
}

export function shownGallery(locale: Locale): ShownProject[] {
  return publishedContent().gallery.map((item) => showProject(item, locale));
}
