import { basename } from "node:path";
import matter from "gray-matter";
import { Marked, type MarkedExtension } from "marked";
import { z } from "zod";
import { type Post, type PostSummary, readMinutesFor } from "./posts";
import {
  type BlogTopicId,
  type OtherTagId,
  postCategoryIds,
  type PostTagId,
  postTagIds,
} from "~/content/blog";
import { blogCopy } from "~/content/copy/blog.server";
import { pagePaths } from "~/content/pages";
import { defaultLocale, type Locale, localePath } from "~/lib/i18n/locale";

// The Markdown sources are bundled into the server build, parsed and validated once. English
// articles are in posts/, their Odia versions (same slugs) in posts/or/.
const sources: Record<Locale, Record<string, string>> = {
  en: import.meta.glob<string>("../content/posts/*.md", {
    query: "?raw",
    import: "default",
    eager: true,
  }),
  or: import.meta.glob<string>("../content/posts/or/*.md", {
    query: "?raw",
    import: "default",
    eager: true,
  }),
};

/**
 * The front matter, the same in both languages: the words (title, excerpt, image text) in the
 * article's language, the rest neutral. The category and the tags are ids; their names are the
 * copy's (copy/<locale>/blog.ts).
 */
const frontMatterSchema = z.object({
  title: z.string().min(10),
  excerpt: z.string().min(50),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  categoryId: z.enum(postCategoryIds),
  image: z.string().startsWith("/media/"),
  imageAlt: z.string().min(10),
  tagIds: z.array(z.enum(postTagIds)).min(1),
  popular: z.boolean(),
});

/** A tag's name in `locale`: a topic's name when the tag is a topic. */
function tagName(locale: Locale, id: PostTagId): string {
  const { topics, tags } = blogCopy[locale];
  return id in topics ? topics[id as BlogTopicId] : tags[id as OtherTagId];
}

/** The site's page paths that exist in every language ("/quote-request", "/blog/<slug>"). */
function isSitePage(href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return false;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  return (Object.values(pagePaths) as string[]).includes(path) || /^\/blog\/[^/]+$/.test(path);
}

/**
 * A link from an article to one of the site's pages, in the article's language: in an Odia
 * article "/solar-calculator" becomes "/or/solar-calculator". The Markdown keeps neutral paths
 * (the same as the English article's), so a translator copies links as they are; files
 * ("/media/…") and other sites stay as written.
 */
export function localizeSiteLink(href: string, locale: Locale): string {
  return isSitePage(href) ? localePath(locale, href) : href;
}

function markdownFor(locale: Locale): Marked {
  const links: MarkedExtension = {
    walkTokens(token) {
      if (token.type === "link") token.href = localizeSiteLink(token.href, locale);
    },
  };
  return new Marked(links);
}

/** One article from its Markdown source; its front matter must pass the schema, or the build fails. */
export function parsePost(path: string, source: string, locale: Locale): Post {
  const slug = basename(path, ".md");
  const { data, content } = matter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Invalid front matter in ${path}: ${z.prettifyError(parsed.error)}`);
  }
  return {
    slug,
    ...parsed.data,
    tags: parsed.data.tagIds.map((id) => tagName(locale, id)),
    readMinutes: readMinutesFor(content, locale),
    html: markdownFor(locale).parse(content, { async: false }),
  };
}

function loadPosts(locale: Locale): Post[] {
  return Object.entries(sources[locale])
    .map(([path, source]) => parsePost(path, source, locale))
    .sort((a, b) => b.date.localeCompare(a.date));
}

const posts: Record<Locale, Post[]> = { en: loadPosts("en"), or: loadPosts("or") };

/** All posts in `locale`, newest first, without their bodies. */
export function getPostSummaries(locale: Locale = defaultLocale): PostSummary[] {
  return posts[locale].map(({ html: _html, ...summary }) => summary);
}

/** The article in `locale`; none when it has no version in that language. */
export function getPost(slug: string, locale: Locale = defaultLocale): Post | undefined {
  return posts[locale].find((post) => post.slug === slug);
}

/** Whether the article has a version in `locale`. */
export function hasPost(slug: string, locale: Locale): boolean {
  return posts[locale].some((post) => post.slug === slug);
}
