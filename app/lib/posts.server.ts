import { Marked, type MarkedExtension, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { type Post, type PostSummary, readMinutesFor } from "./posts";
import {
  type BlogTopicId,
  type OtherTagId,
  type PostCategoryId,
  type PostTagId,
} from "~/content/blog";
import { blogCopy } from "~/content/copy/blog.server";
import { pagePaths } from "~/content/pages";
import { type BlogPost, publishedContent } from "~/lib/content/published-content";
import { showPhoto } from "~/lib/content/shown-photo";
import { defaultLocale, type Locale, localePath } from "~/lib/i18n/locale";

// The blog's articles as pages read them: the published posts (the content desk keeps them,
// issue 32), those dated after the day of the request held back, their Markdown rendered to
// HTML with no raw HTML, script, event attribute or `javascript:` link surviving.

/** A tag's name in `locale`: a topic's name when the tag is a topic. */
function tagName(locale: Locale, id: PostTagId): string {
  const { topics, tags } = blogCopy[locale];
  return id in topics ? topics[id as BlogTopicId] : (tags[id as OtherTagId] ?? id);
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
  const extension: MarkedExtension = {
    walkTokens(token) {
      if (token.type === "link") token.href = localizeSiteLink(token.href, locale);
    },
    // Raw HTML in the Markdown is shown as the text it is, never as markup.
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    },
  };
  return new Marked(extension);
}

const markdown: Record<Locale, Marked> = { en: markdownFor("en"), or: markdownFor("or") };

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/**
 * What an article's HTML may hold: Markdown's own elements, links to http(s), mail and the
 * site's paths, images from the site alone. Anything else (a script, an `onerror`, a
 * `javascript:` address, a style) is removed by sanitize-html, after the renderer above has
 * already escaped raw HTML: two locks, so one mistake does not open the page.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code"],
    ...["ul", "ol", "li", "strong", "em", "del", "a", "img"],
    ...["table", "thead", "tbody", "tr", "th", "td"],
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
    code: ["class"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // Images only from the site itself ("/media/…"): a page makes no request to another host.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
};

/** An article's Markdown as the HTML a page shows. */
export function renderArticle(body: string, locale: Locale): string {
  return sanitizeHtml(markdown[locale].parse(body, { async: false }), allowed);
}

const rendered = new WeakMap<BlogPost, Partial<Record<Locale, string>>>();

function html(post: BlogPost, locale: Locale): string {
  const cached = rendered.get(post) ?? {};
  cached[locale] ??= renderArticle(post.words[locale].body, locale);
  rendered.set(post, cached);
  return cached[locale];
}

function summary(post: BlogPost, locale: Locale): PostSummary {
  const words = post.words[locale];
  const cover = showPhoto(post.cover);
  return {
    slug: post.slug,
    title: words.title,
    excerpt: words.excerpt,
    date: post.date,
    readMinutes: readMinutesFor(words.body, locale),
    categoryId: post.categoryId as PostCategoryId,
    image: cover.src,
    cover,
    imageAlt: words.imageAlt,
    tags: post.tagIds.map((id) => tagName(locale, id as PostTagId)),
    tagIds: post.tagIds as PostTagId[],
    popular: post.popular,
  };
}

/**
 * The posts shown on `today` (YYYY-MM-DD in Kolkata): a post dated later is scheduled, and
 * appears on its day. Without a day (the build's prerender) every published post is shown.
 */
function shownPosts(today: string | undefined): BlogPost[] {
  return publishedContent()
    .blog.filter((post) => today === undefined || post.date <= today)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** All posts in `locale`, newest first, without their bodies. */
export function getPostSummaries(locale: Locale = defaultLocale, today?: string): PostSummary[] {
  return shownPosts(today).map((post) => summary(post, locale));
}

/** The article in `locale`; none when it is not shown on `today`. */
export function getPost(
  slug: string,
  locale: Locale = defaultLocale,
  today?: string,
): Post | undefined {
  const post = shownPosts(today).find((candidate) => candidate.slug === slug);
  return post && { ...summary(post, locale), html: html(post, locale) };
}

/** Whether the article is shown in `locale` (every published post is in both). */
export function hasPost(slug: string, _locale: Locale, today?: string): boolean {
  return shownPosts(today).some((post) => post.slug === slug);
}
