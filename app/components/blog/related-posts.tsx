import { PostCard } from "./post-card";
import { Section, SectionHeader } from "~/components/ui/section";
import type { BlogCopy } from "~/content/copy/en/blog";
import { cn } from "~/lib/cn";
import { useLocale } from "~/lib/i18n/site-context";
import type { PostSummary } from "~/lib/posts";

/** Other articles on the same subject, under an article. */
export function RelatedPosts({
  posts,
  copy,
}: {
  posts: PostSummary[];
  copy: Pick<BlogCopy, "article" | "topics" | "card">;
}) {
  const locale = useLocale();
  if (posts.length === 0) return null;
  return (
    <Section tone="tint" aria-labelledby="related-posts-heading">
      <SectionHeader
        id="related-posts-heading"
        eyebrow={copy.article.relatedEyebrow}
        heading={copy.article.relatedHeading}
      />
      <div
        className={cn(
          "mx-auto mt-12 grid gap-8",
          posts.length > 1 ? "max-w-5xl md:grid-cols-2" : "max-w-xl",
        )}
      >
        {posts.map((post) => (
          <PostCard key={post.slug} locale={locale} post={post} copy={copy} />
        ))}
      </div>
    </Section>
  );
}
