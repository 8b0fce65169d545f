import { basename } from "node:path";
import matter from "gray-matter";
import { Marked, type MarkedExtension } from "marked";
import { z } from "zod";
import { topicId } from "./blog-topics";
import { type Post, type PostSummary, readMinutesFor } from "./posts";
import { postCategoryIds } from "~/content/blog";
import { pagePaths } from "~/content/pages";
import { type Locale, localePath } from "~/lib/i18n/locale";

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

const categoryId = z.string().transform(topicId).pipe(z.enum(postCategoryIds));

const commonFields = {
  title: z.string().min(10),
  excerpt: z.string().min(50),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  image: z.string().startsWith("/media/"),
  imageAlt: z.string().min(10),
  tags: z.array(z.string().min(2)).min(1),
  popular: z.boolean(),
};

/**
 * Per language, what the front matter calls the category and the tags' ids. English names the
 * category in English ("Energy Savings") and its tags double as ids; an Odia article names both
 * in Odia and carries the English names in `categoryId` and `tagIds` (its `category` is only
 * for the reader of the file: the page shows the copy's name for the id).
 */
const frontMatterSchemas = {
  en: z.object({ ...commonFields, category: categoryId }).transform(({ category, ...fields }) => ({
    ...fields,
    categoryId: category,
    tagIds: fields.tags.map(topicId),
  })),
  or: z
    .object({
      ...commonFields,
      category: z.string().min(2),
      categoryId,
      tagIds: z.array(z.string().min(2)).min(1),
    })
    .refine((fields) => fields.tagIds.length === fields.tags.length, {
      message: "tagIds must name each tag, in order",
      path: ["tagIds"],
    })
    .transform(({ category: _category, ...fields }) => ({
      ...fields,
      tagIds: fields.tagIds.map(topicId),
    })),
};

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

function parsePost(path: string, source: string, locale: Locale): Post {
  const slug = basename(path, ".md");
  const { data, content } = matter(source);
  const parsed = frontMatterSchemas[locale].safeParse(data);
  if (!parsed.success) {
    throw new Error(`Invalid front matter in ${path}: ${z.prettifyError(parsed.error)}`);
  }
  return {
    slug,
    ...parsed.data,
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
export function getPostSummaries(locale: Locale = "en"): PostSummary[] {
  return posts[locale].map(({ html: _html, ...summary }) => summary);
}

/** The article in `locale`; none when it has no version in that language. */
export function getPost(slug: string, locale: Locale = "en"): Post | undefined {
  return posts[locale].find((post) => post.slug === slug);
}

/** Whether the article has a version in `locale`. */
export function hasPost(slug: string, locale: Locale): boolean {
  return posts[locale].some((post) => post.slug === slug);
}
