import type { PostSummary } from "./posts";

type Topical = Pick<PostSummary, "category" | "tags">;

export interface TopicCount<T extends string = string> {
  name: T;
  count: number;
}

function same(a: string, b: string): boolean {
  return a.toLocaleLowerCase("en-IN") === b.toLocaleLowerCase("en-IN");
}

/** The listing URL that searches for a topic. */
export function topicHref(topic: string): string {
  return `/blog?${new URLSearchParams({ q: topic })}`;
}

/** Whether a post is about a topic: its category or one of its tags is the topic, ignoring case. */
export function isAboutTopic(post: Topical, topic: string): boolean {
  return same(post.category, topic) || post.tags.some((tag) => same(tag, topic));
}

/** Each topic with the number of posts about it (the "Explore Solar Topics" tiles). */
export function countByTopic<T extends string>(
  posts: readonly Topical[],
  topics: readonly T[],
): TopicCount<T>[] {
  return topics.map((name) => ({
    name,
    count: posts.filter((post) => isAboutTopic(post, name)).length,
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
    (other.category === post.category ? 10 : 0) +
    other.tags.filter((tag) => post.tags.some((own) => same(own, tag))).length;
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: score(other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
    .slice(0, limit)
    .map(({ other }) => other);
}
