import { ArrowRightIcon } from "lucide-react";
import { CategoryBadge, PostMeta } from "./post-meta";
import { PostTags } from "./post-tags";
import type { PostCardCopy } from "~/content/copy/en/blog";
import { localePath, type Locale } from "~/lib/i18n/locale";
import type { PostSummary } from "~/lib/posts";
import { PhotoImg } from "~/components/photo-img";

/** What a card shows of a post (an island's props carry no more). */
export type CardPost = Pick<
  PostSummary,
  | "slug"
  | "title"
  | "excerpt"
  | "date"
  | "readMinutes"
  | "categoryId"
  | "cover"
  | "imageAlt"
  | "tags"
>;

/** One article in the listing. The title is the card's link; its area covers the whole card. */
export function PostCard({
  locale,
  post,
  copy,
  eager = false,
}: {
  locale: Locale;
  post: CardPost;
  copy: PostCardCopy;
  eager?: boolean;
}) {
  const href = localePath(locale, `/blog/${post.slug}`);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative overflow-hidden bg-navy-50">
        <PhotoImg
          photo={post.cover}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
          alt={post.imageAlt}
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
        <PostMeta locale={locale} post={post} copy={copy} showCategory={false} />
        <h3 className="mt-4 text-xl leading-snug font-bold tracking-tight text-balance text-navy-900">
          <a
            href={href}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-navy-700"
          >
            {post.title}
          </a>
        </h3>
        <p className="mt-3 leading-relaxed text-navy-700">{post.excerpt}</p>
        <PostTags tags={post.tags} label={copy.card.tagsLabel} className="mt-5" />
        <div className="mt-auto pt-6">
          <a
            href={href}
            className="relative z-10 inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-sun-800 hover:text-sun-700"
          >
            {copy.card.readMore}
            <span className="sr-only">: {post.title}</span>
            <ArrowRightIcon
              aria-hidden="true"
              className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
            />
          </a>
        </div>
      </div>
    </article>
  );
}
