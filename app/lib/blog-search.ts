import type { PostSummary } from "./posts";

type Searchable = Pick<PostSummary, "title" | "excerpt" | "tags">;

/** The query as matching uses it: surrounding spaces ignored, case folded. */
function normalize(query: string): string {
  return query.trim().toLocaleLowerCase("en-IN");
}

/** Whether a post's title, excerpt or any tag contains the query, ignoring case. */
export function matchesQuery(post: Searchable, query: string): boolean {
  const needle = normalize(query);
  if (!needle) return true;
  return [post.title, post.excerpt, ...post.tags].some((text) =>
    text.toLocaleLowerCase("en-IN").includes(needle),
  );
}

/** The posts matching a search, in their original order; an empty query matches all. */
export function searchPosts<T extends Searchable>(posts: readonly T[], query: string): T[] {
  return posts.filter((post) => matchesQuery(post, query));
}
