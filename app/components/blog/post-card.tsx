import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { CategoryBadge, PostMeta } from "./post-meta";
import { PostTags } from "./post-tags";
import type { PostCardCopy } from "~/content/copy/en/blog";
import { useLocalePath } from "~/lib/i18n/site-context";
import type { PostSummary } from "~/lib/posts";

/** One article in the listing. The title is the card's link; its area covers the whole card. */
export function PostCard({
  post,
  copy,
  eager = false,
}: {
  post: PostSummary;
  copy: PostCardCopy;
  eager?: boolean;
}) {
  const to = useLocalePath();
  const href = to(`/blog/${post.slug}`);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative overflow-hidden bg-navy-50">
        <img
          src={post.image}
          alt={post.imageAlt}
          width={800}
          height={450}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-video w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
        />
        <CategoryBadge
          category={copy.topics[post.categoryId]}
          tone="dark"
          className="absolute top-4 left-4 shadow-sm"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <PostMeta post={post} copy={copy} showCategory={false} />
        <h3 className="mt-4 text-xl leading-snug font-bold tracking-tight text-balance text-navy-900">
          <Link
            to={href}
            viewTransition
            prefetch="intent"
            className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-navy-700"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 leading-relaxed text-navy-700">{post.excerpt}</p>
        <PostTags tags={post.tags} label={copy.card.tagsLabel} className="mt-5" />
        <div className="mt-auto pt-6">
          <Link
            to={href}
            viewTransition
            prefetch="intent"
            className="relative z-10 inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-sun-800 hover:text-sun-700"
          >
            {copy.card.readMore}
            <span className="sr-only">: {post.title}</span>
            <ArrowRightIcon
              aria-hidden="true"
              className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
            />
          </Link>
        </div>
      </div>
    </article>
  );
}
