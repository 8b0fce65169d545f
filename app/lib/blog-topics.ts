import type { PostSummary } from "./posts";

/** What a post is about: its category and tags, by id. */
type Topical = { categoryId: string; tagIds: readonly string[] };

export interface TopicCount<T extends string = string> {
  id: T;
  count: number;
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
