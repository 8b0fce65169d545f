import type { PostSummary } from "./posts";

type Topical = Pick<PostSummary, "categoryId" | "tagIds">;

export interface TopicCount<T extends string = string> {
  id: T;
  count: number;
}

/**
 * A topic's neutral id from its English name, as the articles' front matter names categories
 * and tags (the Odia articles' `categoryId` and `tagIds` too): "Net Metering" → "net-metering".
 */
export function topicId(englishName: string): string {
  return englishName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The listing URL that searches for a topic by its name (search is free text). */
export function topicHref(name: string): string {
  return `/blog?${new URLSearchParams({ q: name })}`;
}

/** Whether a post is about a topic: its category or one of its tags is the topic. */
export function isAboutTopic(post: Topical, topic: string): boolean {
  return post.categoryId === topic || post.tagIds.includes(topic);
}

/** Each topic with the number of posts about it (the sidebar and the explore tiles). */
export function countByTopic<T extends string>(
  posts: readonly Topical[],
  topics: readonly T[],
): TopicCount<T>[] {
  return topics.map((id) => ({
    id,
    count: posts.filter((post) => isAboutTopic(post, id)).length,
  }));
}

/**
 * Up to `limit` other posts in the same category or sharing a tag with `post`: those in the
 * same category first, then those sharing more tags, then the newest.
 */
export function relatedPosts<T extends Topical & Pick<PostSummary, "slug" | "date">>(
  post: T,
  posts: readonly T[],
  limit = 2,
): T[] {
  const score = (other: T) =>
    (other.categoryId === post.categoryId ? 10 : 0) +
    other.tagIds.filter((tag) => post.tagIds.includes(tag)).length;
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: score(other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
    .slice(0, limit)
    .map(({ other }) => other);
}
