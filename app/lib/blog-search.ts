import { isAboutTopic } from "./blog-topics";
import { toLatinDigits } from "./digits";
import type { PostSummary } from "./posts";

type Searchable = Pick<PostSummary, "title" | "excerpt" | "tags">;
type Topical = { categoryId: string; tagIds: readonly string[] };

/**
 * Text as matching uses it, the same for the query and the posts, in either language:
 * - NFC, so an Odia letter typed as one code point (ଡ଼ U+0B5C) or as two (ଡ + ଼) is the same;
 * - without zero-width joiners and non-joiners, which some Odia keyboards insert;
 * - Odia digits as Latin ones (the articles write Latin digits: "୨୦୨୫" finds "2025");
 * - case folded, surrounding and repeated spaces ignored.
 */
export function normalizeForSearch(text: string): string {
  return toLatinDigits(text.normalize("NFC"))
    .replace(/[\u200c\u200d]/g, "")
    .toLocaleLowerCase("en-IN")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether a post's title, excerpt or any tag contains the query, ignoring case. */
export function matchesQuery(post: Searchable, query: string): boolean {
  const needle = normalizeForSearch(query);
  if (!needle) return true;
  return [post.title, post.excerpt, ...post.tags].some((text) =>
    normalizeForSearch(text).includes(needle),
  );
}

/**
 * The posts matching a search, in their original order; an empty query matches all.
 *
 * `topics` are the shown language's topic names by id. A query that is exactly one of them (as
 * a topic's link asks) lists the posts about that topic by id, category or tag, so the list is
 * what the link's count promised, whatever else the words appear in.
 */
export function searchPosts<T extends Searchable & Partial<Topical>>(
  posts: readonly T[],
  query: string,
  topics: Readonly<Record<string, string>> = {},
): T[] {
  const needle = normalizeForSearch(query);
  const topic = Object.keys(topics).find((id) => normalizeForSearch(topics[id] ?? "") === needle);
  if (needle && topic) {
    return posts.filter(
      (post) =>
        post.categoryId !== undefined &&
        post.tagIds !== undefined &&
        isAboutTopic({ categoryId: post.categoryId, tagIds: post.tagIds }, topic),
    );
  }
  return posts.filter((post) => matchesQuery(post, needle));
}
