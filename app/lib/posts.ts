import type { PostCategoryId } from "~/content/blog";

// The shape of a blog post as pages see it. Loading and parsing live in posts.server.ts.

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** e.g. "5 min read", from the article's length. */
  readTime: string;
  categoryId: PostCategoryId;
  image: string;
  imageAlt: string;
  /** The tags as the article words them. */
  tags: string[];
  /** The same tags as neutral ids ("Net Metering" → "net-metering"), for topics and related posts. */
  tagIds: string[];
  popular: boolean;
}

export interface Post extends PostSummary {
  /** The article body as HTML, rendered from Markdown at build time. */
  html: string;
}

const WORDS_PER_MINUTE = 200;

export function readTimeFor(text: string): string {
  const words = text.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}

/** "2025-07-15" as "July 15, 2025", the same on server and browser. */
export function formatPostDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
