import type { PostCategoryId, PostTagId } from "~/content/blog";
import type { ShownPhoto } from "~/lib/content/shown-photo";
import { defaultLocale, type Locale } from "~/lib/i18n/locale";

// The shape of a blog post as pages see it. Loading and parsing live in posts.server.ts; the
// words around a post (its category's name, "5 min read", the date) come from the page's copy.

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Minutes to read it, from the article's length; the copy words it ("5 min read"). */
  readMinutes: number;
  categoryId: PostCategoryId;
  /** The cover's plain address (social cards, structured data). */
  image: string;
  /** The cover as a page shows it: an uploaded one with its AVIF and WebP widths. */
  cover: ShownPhoto;
  imageAlt: string;
  /** The tags' names in the article's language (from the copy), for cards and search. */
  tags: string[];
  /** The tags as the front matter names them, by neutral id, for topics and related posts. */
  tagIds: PostTagId[];
  popular: boolean;
}

export interface Post extends PostSummary {
  /** The article body as HTML, rendered from its Markdown without raw HTML (posts.server.ts). */
  html: string;
}

/**
 * Words read a minute. Odia words carry their case endings and conjuncts, so an article has
 * about 6% fewer of them than in English and each takes a little longer; 180 gives the Odia
 * articles about the same minutes as their English originals (docs/odia/glossary.md).
 */
const wordsPerMinute: Record<Locale, number> = { en: 200, or: 180 };

export function readMinutesFor(text: string, locale: Locale = defaultLocale): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / wordsPerMinute[locale]));
}
